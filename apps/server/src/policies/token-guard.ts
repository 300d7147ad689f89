import { sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";

/** Which tokens a change is about: by id, or every token of an order. */
export type TokenSet = { ids: number[] } | { orderId: string };

/**
 * How a change of a token's hands or use is kept to one winner: the send, the listing and the
 * refund each lock the tokens they are about to change (then read them again, and decide), and the
 * door's admission is one conditional statement on the same rows — so of a send, a listing, a
 * check-in and a refund of one token at the same moment exactly one wins. The app uses
 * `lockingTokens`; the race tests build a second app whose guard takes no lock (test-only), to show
 * the races it closes.
 */
export interface TokenGuard {
  /**
   * Reads what the change decides on (`read`) with the tokens locked until the transaction ends
   * (taken in id order: two changes never wait on each other in a circle).
   */
  readLocked<T>(tx: Tx, tokens: TokenSet, read: () => Promise<T>): Promise<T>;
}

export const lockingTokens: TokenGuard = {
  async readLocked(tx, tokens, read) {
    const where =
      "orderId" in tokens
        ? sql`order_id = ${tokens.orderId}`
        : sql`id in (${sql.join(
            tokens.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`;
    await tx.execute(sql`select 1 from nfts where ${where} order by id for no key update`);
    return read();
  },
};
