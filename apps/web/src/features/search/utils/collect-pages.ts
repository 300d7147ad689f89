/** One page of a cursor list (`{ items, nextCursor }`). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: number | null;
}

/**
 * Follows `nextCursor` until the list ends or `max` items are in. `capped` says the list went on
 * beyond them.
 */
export async function collectPages<T>(
  fetchPage: (cursor: number | undefined) => Promise<CursorPage<T>>,
  max: number,
): Promise<{ items: T[]; capped: boolean }> {
  const items: T[] = [];
  let cursor: number | undefined;
  do {
    const page = await fetchPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined && items.length < max);
  return { items: items.slice(0, max), capped: cursor !== undefined || items.length > max };
}
