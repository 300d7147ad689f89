/**
 * Rules of the purchase wizard's date and group steps (spec §3 Nft group, §4), shared by the web, which
 * offers the options, and the server, which refuses what the web would not offer. Without zod.
 */
import type { NftGroupStatus } from "./enums.ts";
import { dateIn } from "./nft-rules.ts";

/** The stock fields of an Nft group (spec §3). */
export interface GroupStock {
  /** Tokens of the group still for sale. */
  mintableCnt: number;
  /** How many one wallet may ever buy of the group. */
  mintableCntPerWallet: number;
  /** How many this wallet has bought already. */
  buyCnt: number;
  status: NftGroupStatus;
}

/**
 * How many more this wallet may buy of a group (spec §3): min(mintableCnt, mintableCntPerWallet −
 * buyCnt), never below 0 (a wallet may have bought more before a host lowered the limit).
 */
export function maxCnt(group: Omit<GroupStock, "status">): number {
  return Math.max(0, Math.min(group.mintableCnt, group.mintableCntPerWallet - group.buyCnt));
}

/** A group option is shown but cannot be chosen when nothing can be bought or its sale is stopped (spec §4). */
export function isGroupDisabled(group: GroupStock): boolean {
  return group.status === "STOP" || maxCnt(group) === 0;
}

/** The fields of an Nft group the date step needs (spec §3). */
export interface DatedGroup {
  cltnTimeId: number | null;
  mintableCnt: number;
  attributes: { startDate?: string; endDate?: string };
}

/** One start time of a day: the groups sold for it (several prices or zones of one performance). */
export interface TimeOption<G extends DatedGroup> {
  cltnTimeId: number | null;
  /** The start as the groups give it (ISO). */
  startDate: string;
  endDate: string | null;
  /** "HH:mm", 24-hour, in the item's time zone; the page formats it per language. */
  time: string;
  groups: G[];
}

export interface DateOption<G extends DatedGroup> {
  /** "YYYY-MM-DD" in the item's time zone. */
  date: string;
  times: TimeOption<G>[];
}

/**
 * The purchase date options of spec §4: groups with mintableCnt above 0 that start after `now` (a
 * group without a readable start is not a date), sorted by start, grouped per calendar day in the
 * item's time zone and, within a day, per start time (the cltnTimeId and start together). Groups of one
 * time keep their input order.
 */
export function dateOptions<G extends DatedGroup>(
  groups: readonly G[],
  now: Date,
  timeZone: string,
): DateOption<G>[] {
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const upcoming = groups
    .flatMap((group) => {
      const startDate = group.attributes.startDate ?? "";
      const start = Date.parse(startDate);
      return group.mintableCnt > 0 && start > now.getTime() ? [{ group, startDate, start }] : [];
    })
    .sort((a, b) => a.start - b.start);

  const days: DateOption<G>[] = [];
  const times = new Map<string, TimeOption<G>>();
  for (const { group, startDate, start } of upcoming) {
    const key = `${group.cltnTimeId ?? ""}@${start}`;
    const known = times.get(key);
    if (known) {
      known.groups.push(group);
      continue;
    }
    const instant = new Date(start);
    const option: TimeOption<G> = {
      cltnTimeId: group.cltnTimeId,
      startDate,
      endDate: group.attributes.endDate ?? null,
      time: clock.format(instant),
      groups: [group],
    };
    times.set(key, option);
    const date = dateIn(instant, timeZone);
    const day = days.at(-1);
    if (day?.date === date) day.times.push(option);
    else days.push({ date, times: [option] });
  }
  return days;
}
