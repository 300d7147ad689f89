import { newKey } from "./keys.ts";

type KeyValueStorage = {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
  remove: (key: string) => void;
};

interface StoredKey {
  key: string;
  /** When the reservation made with the key runs out; unknown until it answered. */
  expiresAt?: string;
}

const keyName = (nftId: number) => `admit.resale.key.${nftId}`;

function read<T>(storage: KeyValueStorage, name: string): T | null {
  try {
    const raw = storage.get(name);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The Idempotency-Key of a resale ticket's reservation. Buying it again while the reservation
 * holds (back from the provider's page, a reload) sends the same key: the server answers the same
 * reservation and checkout rather than refusing a ticket this buyer holds. Once it ran out, a new one.
 */
export function resaleReservationKey(nftId: number, storage: KeyValueStorage, now = Date.now()): string {
  const had = read<StoredKey>(storage, keyName(nftId));
  if (had?.key && (!had.expiresAt || new Date(had.expiresAt).getTime() > now)) return had.key;
  const key = newKey("resale");
  storage.set(keyName(nftId), JSON.stringify({ key } satisfies StoredKey));
  return key;
}

/** Remembers until when the key's reservation holds. */
export function keepResaleReservation(
  nftId: number,
  key: string,
  expiresAt: string,
  storage: KeyValueStorage,
) {
  storage.set(keyName(nftId), JSON.stringify({ key, expiresAt } satisfies StoredKey));
}

/** The purchase went through: another visit to the ticket starts afresh. */
export function forgetResaleReservation(nftId: number, storage: KeyValueStorage) {
  storage.remove(keyName(nftId));
}

/** Where the resale purchase under way came from, for the result page's ways back. */
export interface ResaleReturn {
  orderId: string;
  cltnId: number;
  nftId: number;
  /** The catalogue the buyer was in: the discover tab or the public event app. */
  app: "discover" | "event";
}

const RETURN_NAME = "admit.resale.return";

export const rememberResaleReturn = (ret: ResaleReturn, storage: KeyValueStorage) =>
  storage.set(RETURN_NAME, JSON.stringify(ret));

/** The purchase the result page is about (the provider's return names its order; a fail URL may not). */
export function recallResaleReturn(orderId: string | null, storage: KeyValueStorage): ResaleReturn | null {
  const had = read<ResaleReturn>(storage, RETURN_NAME);
  if (!had || typeof had.cltnId !== "number" || typeof had.nftId !== "number") return null;
  return orderId === null || had.orderId === orderId ? had : null;
}

/** The event page and the resale purchase of a remembered purchase. */
export const resalePaths = (ret: Pick<ResaleReturn, "app" | "cltnId" | "nftId">) => ({
  detail: `/${ret.app}/detail/${ret.cltnId}`,
  buy: `/${ret.app}/resale/${ret.cltnId}/${ret.nftId}`,
});
