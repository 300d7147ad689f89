import { newKey } from "./keys.ts";

type KeyValueStorage = { get: (key: string) => string | null; set: (key: string, value: string) => void };

/**
 * The Idempotency-Key of an order's payment confirmation, kept in session storage: a reload of the
 * result page sends the same key, and the server answers the first confirmation instead of
 * confirming again.
 */
export function paymentKeyFor(orderId: string, storage: KeyValueStorage): string {
  const name = `admit.pay.${orderId}`;
  const had = storage.get(name);
  if (had) return had;
  const key = newKey("pay");
  storage.set(name, key);
  return key;
}

const running = new Map<string, Promise<unknown>>();

/**
 * Runs an order's confirmation once per page, however often the screen mounts (React runs effects
 * twice in development). A failure can be tried again, with the same key.
 */
export function confirmOnce<T>(
  orderId: string,
  storage: KeyValueStorage,
  confirm: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const had = running.get(orderId);
  if (had) return had as Promise<T>;
  const attempt = confirm(paymentKeyFor(orderId, storage));
  running.set(orderId, attempt);
  attempt.catch(() => running.delete(orderId));
  return attempt;
}
