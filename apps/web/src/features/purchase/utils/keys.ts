/**
 * A fresh Idempotency-Key. `crypto.randomUUID` needs a secure context, which a phone on the local
 * network (http://192.168…) is not; `getRandomValues` works everywhere.
 */
export function newKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
