import type { TDiscoverCltnTime } from "@admit/contract/discover";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tokenTimeColumns } from "../../db/queries/tokens.ts";
import { cltns, cltnTimes } from "../../db/schema/index.ts";
import { timeView } from "./group-view.ts";
import { notFound } from "./lookups.ts";

/** One date and time of a collection, in its collection's time zone. */
export async function getCltnTime(db: Db, id: number): Promise<TDiscoverCltnTime> {
  const [row] = await db
    .select({
      time: { id: cltnTimes.id, ...tokenTimeColumns },
      cltn: { id: cltns.id, timeZone: cltns.timeZone },
    })
    .from(cltnTimes)
    .innerJoin(cltns, eq(cltns.id, cltnTimes.cltnId))
    .where(eq(cltnTimes.id, id));
  if (!row) throw notFound("cltnTime");
  return timeView(row.time, row.cltn);
}
