/**
 * Whose clock zone times are written in. Normally this device's; while the browser hydrates the
 * server's render of a page (main.tsx), the server's, so that the first render writes every time
 * as the server did (hydration needs the same text). Apart from lib/format.ts so the app's entry
 * does not load the formatters.
 */
let deviceZone: string | undefined;
let serverZone: string | undefined;

/** The zone times are written in now (lib/format.ts). */
export function writingZone(): string {
  if (serverZone) return serverZone;
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
}

/** The server's zone while hydrating its render; undefined afterwards. */
export function writeTimesAsIn(zone: string | undefined) {
  serverZone = zone;
}

/** Whether times are written in the server's zone now. */
export const writingAsServer = () => serverZone !== undefined;
