/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = /^(token|code|pwd|password|state|code_verifier)$/i;

/** The URL with the values of secret query parameters replaced, for logging. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, "[redacted]");
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}
