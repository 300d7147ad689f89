import type { Language } from "@admit/contract/i18n";
import { qtnrItemIn } from "@admit/contract/organiser-texts";
import { DEFAULT_QTNR_ITEMS } from "@admit/contract/qtnr-rules";
import type { TCltnQtnrTemplate } from "@admit/contract/sale";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltns, qtnrTemplates } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * GET /discover/cltns/{id}/qtnr-template: the attendee questionnaire a purchase of the collection
 * answers, one per ticket (the reservation checks the answers by the same items). A collection
 * without a template gets the default name-and-phone one, as reservations and tokens do. Its labels,
 * options and terms are in `lang` where the host wrote them so.
 */
export async function getCltnQtnrTemplate(
  db: Db,
  cltnId: number,
  lang: Language,
): Promise<TCltnQtnrTemplate> {
  const [row] = await db
    .select({ cltn: { id: cltns.id, qtnrRequired: cltns.qtnrRequired }, template: qtnrTemplates })
    .from(cltns)
    .leftJoin(qtnrTemplates, eq(qtnrTemplates.id, cltns.qtnrTemplateId))
    .where(eq(cltns.id, cltnId));
  if (!row) throw new AppError("NOT_FOUND", { data: { what: "cltn" } });
  const { template } = row;
  const items = (template?.items ?? DEFAULT_QTNR_ITEMS).map((item) => qtnrItemIn(item, lang));
  return { id: template?.id ?? null, name: template?.name ?? "", items, required: row.cltn.qtnrRequired };
}
