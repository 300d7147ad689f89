/**
 * Phone numbers, checked the same way by the web (as the customer types) and the server (zod and the
 * questionnaire rules): by the rules of the number's country (libphonenumber), kept in E.164
 * ("+821012345678") so a number read by the door or texted by Q-pass needs no guess about its country.
 * The "min" metadata checks each country's lengths and prefixes, which is what tells "010-12" from
 * "010-1234-5678", at a third of the full metadata's size in the web bundle.
 */
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { valid } from "./validation.ts";

export type { CountryCode };

/** A number written without a "+country" prefix is read as one of this country (events are Korean first). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "KR";

/**
 * The country a reader's own national number is most likely from, by the language they read in: the
 * Japanese reader types 090-…, the Taiwanese 0912-…. English readers get the default.
 */
export function phoneCountryOf(language: string | undefined): CountryCode {
  if (language === "ja") return "JP";
  if (language === "zh-tw") return "TW";
  return DEFAULT_PHONE_COUNTRY;
}

/**
 * A mobile number as a customer of that country writes it: both the field's placeholder and the
 * example in its hint, so the two never disagree.
 */
export const PHONE_EXAMPLES: Partial<Record<CountryCode, string>> & { KR: string } = {
  KR: "010-1234-5678",
  JP: "090-1234-5678",
  TW: "0912-345-678",
};

export const phoneExample = (country: CountryCode): string => PHONE_EXAMPLES[country] ?? PHONE_EXAMPLES.KR;

export type PhoneCheck = { ok: true; e164: string } | { ok: false; error: "phone" | "phoneFormat" };

/**
 * Reads a number as people write it ("010-1234-5678", "010 1234 5678", "+81 90-1234-5678"):
 * `phone` (spec §5: must start with a digit or +) or `phoneFormat` (not a number of its country),
 * else its E.164 form. `country` is the country of a number written without "+".
 */
export function checkPhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): PhoneCheck {
  const v = input.trim();
  if (!/^[+\d(]/.test(v)) return { ok: false, error: "phone" };
  if (/[^\d\s\-.()+]/.test(v)) return { ok: false, error: "phoneFormat" };
  const parsed = parsePhoneNumberFromString(v, country);
  if (!parsed?.isValid()) return { ok: false, error: "phoneFormat" };
  return { ok: true, e164: parsed.number };
}

/**
 * How a kept number reads to someone: in its national form for a reader of its own country
 * ("010-1234-5678"), else international ("+81 90-1234-5678"). Text that is not a number comes back as it was.
 */
export function formatPhone(stored: string, readerCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const parsed = parsePhoneNumberFromString(stored, readerCountry);
  if (!parsed?.isValid()) return stored;
  return parsed.country === readerCountry ? parsed.formatNational() : parsed.formatInternational();
}

/** A phone field of a request body: answers its E.164 form, or the `valid.phone`/`valid.phoneFormat` key. */
export const zPhone = (country: CountryCode = DEFAULT_PHONE_COUNTRY) =>
  z.string().transform((v, ctx) => {
    const checked = checkPhone(v, country);
    if (checked.ok) return checked.e164;
    ctx.addIssue({ code: "custom", message: valid(checked.error) });
    return z.NEVER;
  });
