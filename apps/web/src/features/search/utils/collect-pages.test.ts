import { describe, expect, it } from "vitest";
import { type CursorPage, collectPages } from "./collect-pages.ts";

/** A list of `total` numbers served `size` at a time, the cursor being the last item seen. */
function server(total: number, size: number) {
  const cursors: (number | undefined)[] = [];
  const fetchPage = async (cursor: number | undefined): Promise<CursorPage<number>> => {
    cursors.push(cursor);
    const start = cursor ?? 0;
    const items = Array.from({ length: Math.min(size, total - start) }, (_, i) => start + i + 1);
    const last = items.at(-1);
    return { items, nextCursor: last !== undefined && last < total ? last : null };
  };
  return { fetchPage, cursors };
}

describe("collectPages", () => {
  it("follows the cursor to the end", async () => {
    const s = server(250, 100);
    const result = await collectPages(s.fetchPage, 2000);
    expect(result.items).toHaveLength(250);
    expect(result.capped).toBe(false);
    expect(s.cursors).toEqual([undefined, 100, 200]);
  });

  it("stops at the cap and says there is more", async () => {
    const s = server(2500, 100);
    const result = await collectPages(s.fetchPage, 2000);
    expect(result.items).toHaveLength(2000);
    expect(result.items.at(-1)).toBe(2000);
    expect(result.capped).toBe(true);
    expect(s.cursors).toHaveLength(20);
  });
});
