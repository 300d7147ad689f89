import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

/** States a token leaves for EXPIRED once its event has ended or its membership period passed. */
const LIVE = ["ACTIVE", "QTNR_REQUIRED", "WAITING_WINNER", "SEND_FAIL", "SELL_REG_FAIL"];

/**
 * Moves tokens whose event ended (the collection time's end, else the membership period's end)
 * to EXPIRED and writes an EXPIRED history entry for each, in batches. Safe to run again and from
 * several workers: a token already moved is not touched twice.
 */
export async function expireTokens(db: Db, now = new Date(), batch = 5000): Promise<number> {
  const states = sql.join(
    LIVE.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with due as (
      select n.id from nfts n
      join cltns c on c.id = n.cltn_id
      left join cltn_times t on t.id = n.cltn_time_id
      where n.status in (${states}) and coalesce(t.end_at, c.period_end_at) <= ${now.toISOString()}::timestamptz
      order by n.id
      limit ${batch}
      for update of n skip locked
    ), moved as (
      update nfts set status = 'EXPIRED', updated_at = now()
      where id in (select id from due)
      returning id
    )
    insert into nft_histories (nft_id, type, detail)
    select id, 'EXPIRED', '{}'::jsonb from moved
    returning nft_id`);
  return rowsOf(result).length;
}
