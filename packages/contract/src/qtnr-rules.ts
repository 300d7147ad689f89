/**
 * The attendee questionnaire's rules of spec §5, shared by the web form and the server, without
 * zod. Answers are keyed by item id: text and SELECT a string, CHECKBOX a list, TERMS a boolean,
 * ADDRESS `{ address, detail, postalCode }`.
 */
import { EMAIL_PATTERN } from "./account-rules.ts";
import { LIMITS } from "./limits.ts";
import type { TLocalTexts } from "./organiser-texts.ts";
import { type CountryCode, checkPhone, DEFAULT_PHONE_COUNTRY } from "./phone.ts";
import type { ValidKey } from "./validation.ts";

export interface QtnrRuleItem {
  id: string;
  name: string;
  type: "TEXT" | "TERMS" | "ADDRESS" | "SELECT" | "CHECKBOX" | "DATE";
  required: boolean;
  editable: boolean;
  maxLength?: number;
  options?: string[];
  branch?: { itemId: string; values: string[] }[];
  key?: "email" | "phone" | "birth" | "refCode";
  /** `name` in other languages. */
  names?: TLocalTexts;
}

export interface QtnrAddress {
  address: string;
  detail: string;
  postalCode: string;
}

export type QtnrAnswers = Record<string, unknown>;

/** The template used when a collection names none: name and phone, both required (spec §5). */
export const DEFAULT_QTNR_ITEMS: QtnrRuleItem[] = [
  {
    id: "name",
    name: "Name",
    type: "TEXT",
    required: true,
    editable: true,
    maxLength: LIMITS.defaultTextMaxLength,
    names: { ko: "이름", ja: "氏名", "zh-tw": "姓名" },
  },
  {
    id: "phone",
    name: "Phone",
    type: "TEXT",
    required: true,
    editable: true,
    maxLength: 20,
    key: "phone",
    names: { ko: "전화번호", ja: "電話番号", "zh-tw": "電話" },
  },
];

/** Separator of questionnaire keys such as `phone:1` (spec §3). */
export const QTNR_KEY_SEPARATOR = ":";

const BIRTH = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

const values = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === "string" && v ? [v] : [];

/** Whether an item's branch conditions hold: each named item's answer is one of the values. */
export function branchMatches(item: QtnrRuleItem, answers: QtnrAnswers): boolean {
  return (item.branch ?? []).every((c) => values(answers[c.itemId]).some((v) => c.values.includes(v)));
}

/**
 * The `valid.*` key an answer breaks, or undefined. refCode is only format-checked here (the server
 * checks it exists). A phone number is checked by its country's rules (phone.ts); `phoneCountry` is
 * the country of one written without "+".
 */
export function qtnrItemError(
  item: QtnrRuleItem,
  value: unknown,
  phoneCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): ValidKey | undefined {
  switch (item.type) {
    case "TERMS":
      return item.required && value !== true ? "required" : undefined;
    case "ADDRESS": {
      const a = (value ?? {}) as Partial<QtnrAddress>;
      if (!text(a.address) || !text(a.postalCode))
        return item.required || text(a.address) ? "required" : undefined;
      if (text(a.address).length > 200 || text(a.detail).length > 200) return "maxLength";
      return /^[\w -]{3,10}$/.test(text(a.postalCode)) ? undefined : "format";
    }
    case "CHECKBOX": {
      const chosen = values(value);
      if (chosen.length === 0) return item.required ? "chooseMin" : undefined;
      return chosen.every((v) => item.options?.includes(v)) ? undefined : "invalid";
    }
    case "SELECT": {
      const chosen = text(value);
      if (!chosen) return item.required ? "required" : undefined;
      return item.options?.includes(chosen) ? undefined : "invalid";
    }
    default: {
      const v = text(value);
      if (!v || (item.key === "phone" && !/[\p{L}\p{N}+]/u.test(v)))
        return item.required ? "required" : undefined;
      if (v.length > (item.maxLength ?? LIMITS.defaultTextMaxLength)) return "maxLength";
      if (item.key === "email" && !EMAIL_PATTERN.test(v)) return "email";
      if (item.key === "phone") {
        const phone = checkPhone(v, phoneCountry);
        if (!phone.ok) return phone.error;
      }
      if (item.key === "birth" && !BIRTH.test(v)) return "birthFormat";
      if (item.key === "refCode" && !/^[A-Za-z0-9-]{3,32}$/.test(v)) return "refCode";
      return undefined;
    }
  }
}

/**
 * Validates a whole questionnaire: branch items count only when their condition matches (and are
 * cleared otherwise); in edit mode only editable items are checked and taken from `answers`, the
 * rest keep `previous`. Answers the errors by item id and the cleaned answers to store (phone
 * numbers in E.164).
 */
export function validateQtnr(
  items: QtnrRuleItem[],
  answers: QtnrAnswers,
  options: { editMode?: boolean; previous?: QtnrAnswers; phoneCountry?: CountryCode } = {},
): { errors: Record<string, ValidKey>; cleaned: QtnrAnswers } {
  const errors: Record<string, ValidKey> = {};
  const cleaned: QtnrAnswers = {};
  const source = (item: QtnrRuleItem) =>
    options.editMode && !item.editable ? options.previous?.[item.id] : answers[item.id];
  const merged: QtnrAnswers = Object.fromEntries(items.map((i) => [i.id, source(i)]));
  for (const item of items) {
    if (!branchMatches(item, merged)) continue;
    const value = merged[item.id];
    if (!(options.editMode && !item.editable)) {
      const error = qtnrItemError(item, value, options.phoneCountry);
      if (error) errors[item.id] = error;
    }
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    cleaned[item.id] =
      typeof value !== "string" ? value : item.key === "phone" ? e164(value, options) : value.trim();
  }
  return { errors, cleaned };
}

/** A phone answer as kept: E.164 when it reads as a number (a locked old answer may not), else as given. */
function e164(value: string, options: { phoneCountry?: CountryCode }): string {
  const phone = checkPhone(value, options.phoneCountry);
  return phone.ok ? phone.e164 : value.trim();
}
