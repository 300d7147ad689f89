import { type CountryCode, formatPhone, phoneCountryOf, phoneExample } from "@admit/contract/phone";
import type { QtnrAnswers } from "@admit/contract/qtnr-rules";
import { useTranslation } from "../../lib/i18n.ts";

/**
 * The country a phone number written without "+" is read as (the reader's, by language), and that
 * country's example number: the phone field's placeholder and the example in its hint are this one
 * number, and the form checks with the same country (qtnr-rules), then sends E.164.
 */
export function usePhoneCountry(): { country: CountryCode; example: string } {
  const { language } = useTranslation();
  const country = phoneCountryOf(language);
  return { country, example: phoneExample(country) };
}

/** Saved answers as the form shows them: a kept "+8210…" reads "010-…" to a reader of its country. */
export function answersShown(
  items: readonly { id: string; key?: string }[],
  answers: QtnrAnswers,
  country: CountryCode,
): QtnrAnswers {
  const shown = { ...answers };
  for (const item of items) {
    const value = shown[item.id];
    if (item.key === "phone" && typeof value === "string") shown[item.id] = formatPhone(value, country);
  }
  return shown;
}
