import type { QtnrItem, QtnrItemShown } from "@admit/contract/catalogue";
import type { Language } from "@admit/contract/i18n";
import { cltnTextsIn, qtnrItemIn } from "@admit/contract/organiser-texts";
import { validateQtnr } from "@admit/contract/qtnr-rules";
import { type ValidKey, valid } from "@admit/contract/validation";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, cltns, cltnTimes, nftGroups, places, qtnrTemplates } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nameIn } from "../../lib/organiser-names.ts";

export type Cltn = typeof cltns.$inferSelect;
export type NftGroup = typeof nftGroups.$inferSelect;

/**
 * A free event (RSVP or lottery) as its screens show it: the collection, its brand and place, its
 * first date, its one product (whose stock is the capacity or the number of winners) and its
 * questionnaire. 1003 when there is no such collection of that kind.
 */
export async function loadEvent(db: Db, cltnId: number, kind: Cltn["kind"]) {
  const [row] = await db
    .select({
      cltn: cltns,
      brand: { name: brands.name, names: brands.names },
      place: { name: places.name, names: places.names },
      items: qtnrTemplates.items,
    })
    .from(cltns)
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .leftJoin(places, eq(places.id, cltns.placeId))
    .leftJoin(qtnrTemplates, eq(qtnrTemplates.id, cltns.qtnrTemplateId))
    .where(eq(cltns.id, cltnId));
  if (!row || row.cltn.kind !== kind) throw new AppError("1003", { data: { cltnId } });
  const [group] = await db
    .select()
    .from(nftGroups)
    .where(eq(nftGroups.cltnId, cltnId))
    .orderBy(asc(nftGroups.sort), asc(nftGroups.id))
    .limit(1);
  if (!group) throw new AppError("1003", { data: { cltnId } });
  const [time] = await db
    .select()
    .from(cltnTimes)
    .where(eq(cltnTimes.cltnId, cltnId))
    .orderBy(asc(cltnTimes.startAt))
    .limit(1);
  // A date the host hides (hideStartDate: a lottery revealing it to winners) never leaves with the summary.
  const shown = row.cltn.hideStartDate ? undefined : time;
  const summary = {
    id: row.cltn.id,
    name: row.cltn.name,
    image: row.cltn.image,
    color: row.cltn.color,
    brandName: row.brand.name,
    startDate: shown?.startAt.toISOString() ?? null,
    endDate: shown?.endAt.toISOString() ?? null,
    timeZone: row.cltn.timeZone,
    place: row.place?.name ?? (row.cltn.locationType === "online" ? "online" : null),
  };
  return {
    cltn: row.cltn,
    brand: row.brand,
    place: row.place,
    group,
    summary,
    items: (row.items ?? null) as QtnrItem[] | null,
  };
}

type LoadedEvent = Awaited<ReturnType<typeof loadEvent>>;

/**
 * The event as a reader of `lang` sees it: its name, description and questionnaire (labels, options
 * and the terms they agree to) in that language where the host wrote one, else in the host's own.
 */
export function eventIn(event: LoadedEvent, lang: Language) {
  const texts = cltnTextsIn(event.cltn.extra, lang);
  return {
    summary: {
      ...event.summary,
      name: texts?.name ?? event.summary.name,
      brandName: nameIn(event.brand, lang),
      place: event.place ? nameIn(event.place, lang) : event.summary.place,
    },
    description: texts?.description ?? event.cltn.description,
    items: event.items?.map((item): QtnrItemShown => qtnrItemIn(item, lang)) ?? null,
  };
}

/** The questionnaire's answers, checked as the attendee questionnaire checks them (VALIDATION with each field's message). */
export function checkAnswers(items: QtnrItem[], answers: Record<string, unknown>): Record<string, unknown> {
  const { errors, cleaned } = validateQtnr(items, answers);
  const fields = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, valid(v as ValidKey)]));
  if (Object.keys(fields).length > 0)
    throw new AppError("VALIDATION", { field: Object.keys(fields)[0], data: { fields } });
  return cleaned;
}
