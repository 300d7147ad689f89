import type { TDiscoverNftGroup } from "@admit/contract/discover";
import { type DateOption, dateOptions } from "@admit/contract/purchase-rules";

type DatedNftGroup = TDiscoverNftGroup & { attributes: { startDate?: string; endDate?: string } };

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The group with the start and end the date rules read (its attributes, else its date's times). */
function dated(group: TDiscoverNftGroup): DatedNftGroup {
  return {
    ...group,
    attributes: {
      ...group.attributes,
      startDate: text(group.attributes.startDate) ?? group.startAt ?? undefined,
      endDate: text(group.attributes.endDate) ?? group.endAt ?? undefined,
    },
  };
}

/** The purchase date options of spec §4 (upcoming, with stock, per day in the item's time zone). */
export function purchaseDates(
  groups: readonly TDiscoverNftGroup[],
  now: Date,
  timeZone: string,
): DateOption<DatedNftGroup>[] {
  return dateOptions(groups.map(dated), now, timeZone);
}

/**
 * Every group of one performance, sold out or stopped ones too: the group stage shows them
 * disabled rather than hiding them (spec §4).
 */
export function groupsOfTime(
  groups: readonly TDiscoverNftGroup[],
  time: { cltnTimeId: number | null; startDate: string },
): TDiscoverNftGroup[] {
  const start = Date.parse(time.startDate);
  return groups.filter((g) =>
    time.cltnTimeId !== null
      ? g.cltnTimeId === time.cltnTimeId
      : Date.parse(dated(g).attributes.startDate ?? "") === start,
  );
}
