import type { QtnrItemShown } from "@admit/contract/catalogue";
import { LIMITS } from "@admit/contract/limits";
import { branchMatches, type QtnrAnswers } from "@admit/contract/qtnr-rules";
import { VALID_KEYS, type ValidKey } from "@admit/contract/validation";

/** New answers, or a change of answers given before (edit mode) where `previous` stays for locked items. */
export interface QtnrMode {
  editMode: boolean;
  previous: QtnrAnswers;
}

export interface QtnrFieldState {
  item: QtnrItemShown;
  /** Its branch condition holds (items without one always show). */
  visible: boolean;
  /** Edit mode and the host does not let attendees change it: shown, never sent as changed. */
  readOnly: boolean;
  /** Marked and checked as required: read-only items are not checked (spec §5). */
  required: boolean;
  value: unknown;
}

/** The limit of the address lines in the shared rules (qtnr-rules). */
export const ADDRESS_MAX_LENGTH = 200;

const isReadOnly = (item: QtnrItemShown, mode: QtnrMode) => mode.editMode && !item.editable;

/** What the form stands on: the attendee's answers, with the saved answer of each locked item (as the server merges them). */
export function shownAnswers(items: QtnrItemShown[], answers: QtnrAnswers, mode: QtnrMode): QtnrAnswers {
  return Object.fromEntries(
    items.map((item) => [item.id, isReadOnly(item, mode) ? mode.previous[item.id] : answers[item.id]]),
  );
}

export function qtnrFieldStates(
  items: QtnrItemShown[],
  answers: QtnrAnswers,
  mode: QtnrMode,
): QtnrFieldState[] {
  const shown = shownAnswers(items, answers, mode);
  return items.map((item) => {
    const readOnly = isReadOnly(item, mode);
    return {
      item,
      visible: branchMatches(item, shown),
      readOnly,
      required: item.required && !readOnly,
      value: shown[item.id],
    };
  });
}

/**
 * Drops the answers of items whose branch no longer holds, so a hidden item never keeps (or
 * later sends) a stale value. Repeats because hiding one item can hide the items that branch on it.
 */
export function dropHidden(items: QtnrItemShown[], answers: QtnrAnswers, mode: QtnrMode): QtnrAnswers {
  let next = answers;
  for (let pass = 0; pass < items.length; pass++) {
    const shown = shownAnswers(items, next, mode);
    const hidden = items.filter((i) => next[i.id] !== undefined && !branchMatches(i, shown));
    if (hidden.length === 0) break;
    next = { ...next };
    for (const item of hidden) delete next[item.id];
  }
  return next;
}

/** The values a `valid.*` message of this item needs: `{{max}}` characters, `{{min}}` choices. */
export function validMessageValues(item: QtnrItemShown): { max: number; min: number } {
  const max = item.type === "ADDRESS" ? ADDRESS_MAX_LENGTH : (item.maxLength ?? LIMITS.defaultTextMaxLength);
  return { max, min: 1 };
}

const isValidKey = (key: string): key is ValidKey => (VALID_KEYS as readonly string[]).includes(key);

/**
 * The server's VALIDATION answer (`data.fields = { itemId: "valid.key" }`) as errors of this
 * form's items; fields it does not know are left out.
 */
export function serverFieldErrors(data: unknown, items: QtnrItemShown[]): Record<string, ValidKey> {
  const fields = (data as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== "object") return {};
  const ids = new Set(items.map((i) => i.id));
  const errors: Record<string, ValidKey> = {};
  for (const [id, value] of Object.entries(fields)) {
    const key = typeof value === "string" ? value.replace(/^valid\./, "") : "";
    if (ids.has(id)) errors[id] = isValidKey(key) ? key : "invalid";
  }
  return errors;
}
