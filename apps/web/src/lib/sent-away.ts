import { STORAGE_KEYS, session } from "./storage.ts";

/**
 * Tokens this tab saw leave the wallet by a send: going back to such a ticket's page says it was
 * sent, not that it is someone else's. Kept for the tab's session.
 */
const KEY = STORAGE_KEYS.sentAway;

function read(): number[] {
  try {
    const ids: unknown = JSON.parse(session.get(KEY) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

export function markSentAway(nftId: number): void {
  const ids = read();
  if (!ids.includes(nftId)) session.set(KEY, JSON.stringify([...ids, nftId].slice(-20)));
}

export function wasSentAway(nftId: number): boolean {
  return read().includes(nftId);
}
