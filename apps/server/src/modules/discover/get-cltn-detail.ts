import type { TDiscoverCltnDetail } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { cltnTextsIn } from "@admit/contract/organiser-texts";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltnTimes } from "../../db/schema/index.ts";
import { placeIn } from "../../lib/organiser-names.ts";
import { cardFacts, toCard } from "./cltn-card.ts";
import { requireCltnRow } from "./lookups.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The detail page of any collection, also one whose sale ended (wallets and brand pages link
 * to it; `saleState` tells the page not to sell).
 */
export async function getCltnDetail(db: Db, id: number, lang: Language): Promise<TDiscoverCltnDetail> {
  const row = await requireCltnRow(db, id);
  const { cltn } = row;
  const [facts, times] = await Promise.all([
    cardFacts(db, [id]),
    db
      .select()
      .from(cltnTimes)
      .where(eq(cltnTimes.cltnId, id))
      .orderBy(asc(cltnTimes.startAt), asc(cltnTimes.id)),
  ]);
  const texts = cltnTextsIn(cltn.extra, lang);
  return {
    ...toCard(row, facts.get(id), new Date(), lang),
    name: texts?.name ?? cltn.name,
    lang,
    textLang: texts ? lang : null,
    description: texts?.description ?? cltn.description,
    memo: texts?.memo ?? cltn.memo,
    place: row.place ? placeIn(row.place, lang) : null,
    onlineUrl: cltn.onlineUrl,
    times: times.map((t) => ({
      id: t.id,
      cltnId: t.cltnId,
      startAt: t.startAt.toISOString(),
      endAt: t.endAt.toISOString(),
      openAt: iso(t.openAt),
      timeZone: cltn.timeZone,
    })),
    refundPlan: cltn.refundPlan,
    hasQtnr: cltn.qtnrTemplateId !== null,
    qtnrRequired: cltn.qtnrRequired,
    isSeated: facts.get(id)?.isSeated ?? false,
    currency: cltn.currency,
    network: cltn.network,
    periodStart: iso(cltn.periodStartAt),
    periodEnd: iso(cltn.periodEndAt),
    announceAt: iso(cltn.announceAt),
    sellYn: cltn.sellYn,
    transferYn: cltn.transferYn,
    maxPrice: cltn.maxPrice,
    royalty: cltn.royalty,
  };
}
