import { CURRENCY_CODES, type Currency } from "@admit/contract/money";

const EURO_COUNTRIES = new Set([
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
]);

const COUNTRY_CURRENCY: Record<string, Currency> = { KR: "KRW", US: "USD", JP: "JPY", TW: "TWD", SG: "SGD" };

/** The display currency for a country, or undefined when we sell in none of its currencies. */
export function currencyForCountry(country: string | undefined): Currency | undefined {
  if (!country) return undefined;
  const code = country.toUpperCase();
  if (EURO_COUNTRIES.has(code)) return "EUR";
  const currency = COUNTRY_CURRENCY[code];
  return currency && CURRENCY_CODES.includes(currency) ? currency : undefined;
}

/** Reads a country code from the common shapes of IP-lookup answers. */
export function countryOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const b = body as Record<string, unknown>;
  for (const key of ["country_code", "countryCode", "country"]) {
    const value = b[key];
    if (typeof value === "string" && /^[A-Za-z]{2}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * Asks the configured IP-country lookup (from the browser, only when a URL is configured) for a
 * currency to pre-select. Never throws and gives up after `timeoutMs`, so nothing waits on it.
 */
export async function lookupDisplayCurrency(
  url: string | undefined,
  fetcher: typeof fetch = fetch,
  timeoutMs = 1500,
): Promise<Currency | undefined> {
  if (!url) return undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(url, { signal: controller.signal, credentials: "omit" });
    if (!response.ok) return undefined;
    return currencyForCountry(countryOf(await response.json()));
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
