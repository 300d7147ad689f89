import type { Language } from "./i18n.ts";

/** Currencies of spec §1 with explicit minor-unit digits (Intl's defaults differ for TWD and XRP). */
export const CURRENCIES = {
  KRW: { digits: 0, crypto: false },
  USD: { digits: 2, crypto: false },
  EUR: { digits: 2, crypto: false },
  SGD: { digits: 2, crypto: false },
  JPY: { digits: 0, crypto: false },
  TWD: { digits: 0, crypto: false },
  XRP: { digits: 6, crypto: true },
} as const;

export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

/** Converts integer minor units to the major amount, e.g. 1250 USD → 12.5. */
export function toMajor(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCIES[currency].digits;
}

/** BCP 47 locale for Intl per interface language. */
export const INTL_LOCALE: Record<Language, string> = {
  ko: "ko-KR",
  en: "en-GB",
  "zh-tw": "zh-TW",
  ja: "ja-JP",
};

/** Making an Intl formatter costs far more than formatting with one: each is made once. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: Currency, lang: Language): Intl.NumberFormat {
  const key = `${currency}|${lang}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const { digits, crypto } = CURRENCIES[currency];
    format = new Intl.NumberFormat(
      INTL_LOCALE[lang],
      crypto
        ? { maximumFractionDigits: digits }
        : { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * A currency as its readers expect it, where Intl's way misleads: in its home language as its ticketing
 * sites and our terms write it, 15,000원 (not ₩15,000), NT$1,500 (Taiwan's Intl says a bare $), 5,000円;
 * and the yen in Taiwan as JP¥5,000, since zh-TW's Intl writes a bare ¥, which Taiwan reads as the yuan too.
 */
const SIGNS: Partial<Record<Currency, Partial<Record<Language, { prefix?: string; suffix?: string }>>>> = {
  KRW: { ko: { suffix: "원" } },
  TWD: { "zh-tw": { prefix: "NT$" } },
  JPY: { ja: { suffix: "円" }, "zh-tw": { prefix: "JP¥" } },
};

/** Minor units with the currency's own digits (Intl's differ for TWD and XRP), in the language's format. */
export function formatMoney(minor: number, currency: Currency, lang: Language): string {
  const { digits, crypto } = CURRENCIES[currency];
  const major = minor / 10 ** digits;
  const format = moneyFormat(currency, lang);
  if (crypto) return `${format.format(major)} ${currency}`;
  const sign = SIGNS[currency]?.[lang];
  if (!sign) return format.format(major);
  const parts = format.formatToParts(major);
  const minus = parts
    .filter((p) => p.type === "minusSign")
    .map((p) => p.value)
    .join("");
  const number = parts
    .filter((p) => ["integer", "group", "decimal", "fraction"].includes(p.type))
    .map((p) => p.value)
    .join("");
  return `${minus}${sign.prefix ?? ""}${number}${sign.suffix ?? ""}`;
}
