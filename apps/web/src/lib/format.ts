import {
  type DateOptions,
  formatDate as formatDateIn,
  formatTime as formatTimeIn,
} from "@admit/contract/datetime";
import type { Language } from "@admit/contract/i18n";
import { LIMITS } from "@admit/contract/limits";
import { INTL_LOCALE } from "@admit/contract/money";
import { writingAsServer, writingZone } from "./render-zone.ts";

/** Money and locales are formatted alike by the server's mails and pages: they live in the contract. */
export { zoneName } from "@admit/contract/datetime";
export { formatMoney, INTL_LOCALE } from "@admit/contract/money";

/**
 * The zone of this device's clock: times of an event elsewhere carry their zone's name. While a
 * server's render is hydrated, the server's (lib/render-zone.ts).
 */
export const ownZone = writingZone;

/** Times without an event's zone: in the server's zone while its render is hydrated. */
const plainZone = () => (writingAsServer() ? writingZone() : undefined);

type Options = Omit<DateOptions, "readerZone">;

/**
 * A date (and optionally its 24-hour time) in the language's own format, in the event's time zone
 * when given, with that zone's name when this device's clock is elsewhere (contract/datetime.ts).
 */
export function formatDate(value: Date | string | number, lang: Language, options: Options = {}): string {
  return formatDateIn(value, lang, {
    ...options,
    timeZone: options.timeZone ?? plainZone(),
    readerZone: ownZone(),
  });
}

/** A time of day ("19:30"), in the event's time zone when given, named as formatDate's. */
export function formatTime(
  value: Date | string | number,
  lang: Language,
  options: Pick<Options, "timeZone" | "noZoneName"> = {},
): string {
  return formatTimeIn(value, lang, {
    ...options,
    timeZone: options.timeZone ?? plainZone(),
    readerZone: ownZone(),
  });
}

/**
 * A time of the reader's own doing — a coupon used, a share link made, a purchase — in the reader's
 * zone (where they were), not the event's; beside an event's times, which are in the event's zone,
 * it names the reader's zone when the two differ (issue 26: "22:45" beside times in 한국 표준시).
 * `eventZone`: the zone of the event the screen shows; without one nothing is named.
 */
export function formatOwnDate(
  value: Date | string | number,
  lang: Language,
  options: Omit<Options, "timeZone" | "noZoneName"> & { eventZone?: string } = {},
): string {
  const { eventZone, ...rest } = options;
  const zone = ownZone();
  // The zone is named when it is not the one the reader compares with: here, the event's.
  return formatDateIn(value, lang, { ...rest, timeZone: zone, readerZone: eventZone ?? zone });
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A number with thousand separators. */
export function formatNumber(value: number, lang: Language): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang]);
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

/** Integer minor units as money, with the currency's own digits (Intl's differ for TWD, XRP). */
/** A wallet or contract address shortened to 6 leading and 4 trailing characters. */
export function abbreviateAddress(address: string): string {
  const { addressAbbrevLead: lead, addressAbbrevTail: tail } = LIMITS;
  if (address.length <= lead + tail + 1) return address;
  return `${address.slice(0, lead)}…${address.slice(-tail)}`;
}
