import type { QtnrItem } from "@admit/contract/catalogue";
import type { Language } from "@admit/contract/i18n";
import type { TQtnrTemplateResponse } from "@admit/contract/nfts";
import { qtnrItemIn } from "@admit/contract/organiser-texts";
import { DEFAULT_QTNR_ITEMS, validateQtnr } from "@admit/contract/qtnr-rules";
import type { ValidKey } from "@admit/contract/validation";
import { valid } from "@admit/contract/validation";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { NftRow } from "../../db/queries/tokens.ts";
import { nftHistories, nfts, qtnrTemplates, referralCodes } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Host } from "../../policies/host-role.ts";
import { mayEditAttendeeAnswers } from "../../policies/may-edit-answers.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import { findNftRow } from "./nft-view.ts";

async function templateOf(db: Db, row: NftRow) {
  if (!row.cltn.qtnrTemplateId) return { id: null, name: "", items: DEFAULT_QTNR_ITEMS as QtnrItem[] };
  const [t] = await db.select().from(qtnrTemplates).where(eq(qtnrTemplates.id, row.cltn.qtnrTemplateId));
  return t
    ? { id: t.id, name: t.name, items: t.items }
    : { id: null, name: "", items: DEFAULT_QTNR_ITEMS as QtnrItem[] };
}

/**
 * The ticket whose answers this user may read and change (policies/may-edit-answers: its holder,
 * or its event's team), or 404 with 4505 — the same for a ticket that left them and a missing one.
 */
async function findAnswerableNft(db: Db, user: Host, nftId: number): Promise<NftRow> {
  const row = await findNftRow(db, nftId);
  if (
    !row ||
    !(await mayEditAttendeeAnswers(db, user, {
      ownerId: row.nft.ownerId,
      brandId: row.cltn.brandId,
      cltnId: row.cltn.id,
    }))
  )
    throw new AppError("4505");
  return row;
}

/** The questionnaire and the answers given, its labels, options and terms in `lang` where the host wrote them so. */
export async function getQtnrTemplate(
  db: Db,
  user: Host,
  nftId: number,
  lang: Language,
): Promise<TQtnrTemplateResponse> {
  const row = await findAnswerableNft(db, user, nftId);
  const template = await templateOf(db, row);
  return {
    ...template,
    items: template.items.map((item) => qtnrItemIn(item, lang)),
    answers: row.nft.qtnrInfo ?? null,
  };
}

/** A live referral code of the collection that applies to these groups (empty group list = all). */
export async function findReferralCode(db: Db, cltnId: number, code: string, groupIds: number[]) {
  const [ref] = await db
    .select()
    .from(referralCodes)
    .where(
      and(
        eq(referralCodes.cltnId, cltnId),
        eq(sql`upper(${referralCodes.code})`, code.toUpperCase()),
        eq(referralCodes.active, true),
      ),
    );
  if (!ref) return undefined;
  if (ref.nftGroupIds.length > 0 && !groupIds.every((g) => ref.nftGroupIds.includes(g))) return undefined;
  return ref;
}

/**
 * Saves the attendee's answers by the rules of spec §5 (VALIDATION with a `valid.*` key per
 * item; the referral code is checked against the collection's codes). A ticket waiting for them
 * ('questionnaire required') becomes usable.
 */
export async function submitQtnrInfo(
  db: Db,
  user: Host,
  nftId: number,
  input: { answers: Record<string, unknown>; edit: boolean },
) {
  const row = await findAnswerableNft(db, user, nftId);
  const template = await templateOf(db, row);
  const { errors, cleaned } = validateQtnr(template.items, input.answers, {
    editMode: input.edit,
    previous: row.nft.qtnrInfo ?? {},
  });
  const refItem = template.items.find((i) => i.key === "refCode");
  const refCode = refItem ? cleaned[refItem.id] : undefined;
  if (refItem && typeof refCode === "string" && !errors[refItem.id] && !(input.edit && !refItem.editable)) {
    const groups = row.nft.nftGroupId ? [row.nft.nftGroupId] : [];
    if (!(await findReferralCode(db, row.cltn.id, refCode, groups))) errors[refItem.id] = "refCode";
  }
  const fields = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, valid(v as ValidKey)]));
  if (Object.keys(fields).length > 0)
    throw new AppError("VALIDATION", { field: Object.keys(fields)[0], data: { fields } });
  await db.transaction(async (tx) => {
    await tx
      .update(nfts)
      .set({
        qtnrInfo: cleaned,
        status: sql`case when ${nfts.status} = 'QTNR_REQUIRED' then 'ACTIVE' else ${nfts.status} end`,
        updatedAt: sql`now()`,
      })
      // Only while it is where it was read: a ticket sent or sold meanwhile keeps its answers.
      .where(and(eq(nfts.id, nftId), tokenHeldBy(row.nft.ownerId)));
    await tx
      .insert(nftHistories)
      .values({ nftId, type: "AUTH", actorId: user.id, detail: { qtnr: input.edit ? "edit" : "submit" } });
  });
  return { ok: true as const };
}
