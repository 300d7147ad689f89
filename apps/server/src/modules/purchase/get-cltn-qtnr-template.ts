import type { QtnrItem } from "@admit/contract/catalogue";
import { DEFAULT_QTNR_ITEMS } from "@admit/contract/qtnr-rules";
import type { TCltnQtnrTemplate } from "@admit/contract/sale";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltns, qtnrTemplates } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * GET /discover/cltns/{id}/qtnr-template: the attendee questionnaire a purchase of the collection
 * answers, one per ticket (the reservation checks the answers by the same items). A collection
 * without a template gets the default name-and-phone one, as reservations and tokens do.
 */
export async function getCltnQtnrTemplate(db: Db, cltnId: number): Promise<TCltnQtnrTemplate> {
  const [row] = await db
    .select({ cltn: { id: cltns.id, qtnrRequired: cltns.qtnrRequired }, template: qtnrTemplates })
    .from(cltns)
    .leftJoin(qtnrTemplates, eq(qtnrTemplates.id, cltns.qtnrTemplateId))
    .where(eq(cltns.id, cltnId));
  if (!row) throw new AppError("NOT_FOUND", { data: { what: "cltn" } });
  const { template } = row;
  return template
    ? { id: template.id, name: template.name, items: template.items, required: row.cltn.qtnrRequired }
    : { id: null, name: "", items: DEFAULT_QTNR_ITEMS as QtnrItem[], required: row.cltn.qtnrRequired };
}
