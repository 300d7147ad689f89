import type { DiscoverDate, DiscoverSort } from "@admit/contract/discover";
import type { DiscoverFilter } from "../api/list-cltns.ts";

// Spelled out here: the contract's lists live beside zod, which stays out of the web bundle.
export const DISCOVER_TYPES: readonly DiscoverFilter["type"][] = ["all", "TICKET", "MEMBERSHIP"];
export const DISCOVER_SORTS: readonly DiscoverSort[] = ["NEWEST", "OLDEST", "SOONEST"];
export const DISCOVER_DATES: readonly DiscoverDate[] = ["THIS_WEEK", "THIS_MONTH"];

export const DEFAULT_DISCOVER_FILTER: DiscoverFilter = { type: "all", sort: "NEWEST" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);
const text = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 60) : undefined;
};

/**
 * The catalogue's filters from the address (`?type=TICKET&date=THIS_WEEK&city=Seoul`), so a
 * shared link or a refresh shows the same list. A value the list does not know is left out
 * rather than sent on to be refused: an old or hand-edited link still opens a list.
 */
export function filterFromParams(params: URLSearchParams): DiscoverFilter {
  const date = oneOf(DISCOVER_DATES, params.get("date"));
  let from = date ? undefined : (params.get("from") ?? undefined);
  let to = date ? undefined : (params.get("to") ?? undefined);
  if (from && !DAY.test(from)) from = undefined;
  if (to && !DAY.test(to)) to = undefined;
  if (from && to && to < from) [from, to] = [to, from];
  const filter: DiscoverFilter = {
    type: oneOf(DISCOVER_TYPES, params.get("type")) ?? DEFAULT_DISCOVER_FILTER.type,
    sort: oneOf(DISCOVER_SORTS, params.get("sort")) ?? DEFAULT_DISCOVER_FILTER.sort,
  };
  const city = text(params.get("city"));
  const category = text(params.get("category"));
  // Only what is set: the query key of the plain list stays the one the first screen preloads.
  return {
    ...filter,
    ...(date && { date }),
    ...(from && { from }),
    ...(to && { to }),
    ...(city && { city }),
    ...(category && { category }),
  };
}

/** The address's search params for `filter`: defaults left out, so the plain list is `/discover`. */
export function paramsFromFilter(filter: DiscoverFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type !== DEFAULT_DISCOVER_FILTER.type) params.set("type", filter.type);
  if (filter.sort !== DEFAULT_DISCOVER_FILTER.sort) params.set("sort", filter.sort);
  for (const key of ["date", "from", "to", "city", "category"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** How many of the sheet's filters (date, city, category) are set. */
export const activeFilterCount = (filter: DiscoverFilter) =>
  Number(Boolean(filter.date || filter.from || filter.to)) +
  Number(Boolean(filter.city)) +
  Number(Boolean(filter.category));
