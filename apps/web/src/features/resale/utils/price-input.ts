import type { Language } from "@admit/contract/i18n";
import { CURRENCIES, type Currency, formatMoney } from "@admit/contract/money";
import type { TFunction } from "../../../lib/i18n.ts";

/** Why a typed price is refused: a `valid.*` key of spec §5, and the limit it names (minor units). */
export type PriceProblem =
  | { key: "valid.required" | "valid.integer" | "valid.twoDecimals" | "valid.format" }
  | { key: "valid.min" | "valid.max"; limit: number };

export type PriceInput = { ok: true; price: number } | ({ ok: false } & PriceProblem);

/**
 * A price as typed, in major units of the ticket's currency ("150,000", "12.50", full-width digits
 * from a Japanese or Chinese keyboard), as integer minor units between 1 and the cap.
 */
export function parsePrice(text: string, currency: Currency, cap: number): PriceInput {
  const { digits } = CURRENCIES[currency];
  const plain = text.normalize("NFKC").replace(/[\s,]/g, "");
  if (plain === "") return { ok: false, key: "valid.required" };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return { ok: false, key: digits === 0 ? "valid.integer" : "valid.format" };
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  if (fraction.replace(/0+$/, "").length > digits) {
    if (digits === 0) return { ok: false, key: "valid.integer" };
    return { ok: false, key: digits === 2 ? "valid.twoDecimals" : "valid.format" };
  }
  // Digits, not floating point: 0.29 × 100 is 28.999… in binary.
  const price = Number(whole) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, "0") || "0");
  if (price < 1) return { ok: false, key: "valid.min", limit: 1 };
  if (price > cap) return { ok: false, key: "valid.max", limit: cap };
  return { ok: true, price };
}

/** Minor units as the field shows them again: major units, the currency's digits, no grouping. */
export function priceText(minor: number, currency: Currency): string {
  const { digits } = CURRENCIES[currency];
  if (digits === 0) return String(minor);
  const whole = Math.floor(minor / 10 ** digits);
  const fraction = String(minor % 10 ** digits).padStart(digits, "0");
  return `${whole}.${fraction}`;
}

/** The keyboard a phone shows: digits only where the currency has no decimals. */
export const priceInputMode = (currency: Currency) =>
  CURRENCIES[currency].digits === 0 ? ("numeric" as const) : ("decimal" as const);

/** A refused price in words, its limit as money. */
export function priceProblemText(problem: PriceProblem, currency: Currency, t: TFunction, lang: Language) {
  if (problem.key === "valid.min" || problem.key === "valid.max") {
    const limit = formatMoney(problem.limit, currency, lang);
    return t(problem.key, { min: limit, max: limit });
  }
  return t(problem.key);
}
