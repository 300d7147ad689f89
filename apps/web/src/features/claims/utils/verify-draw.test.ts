import { createHash } from "node:crypto";
import { drawWinners, listHash } from "@admit/contract/draw";
import { describe, expect, it } from "vitest";
import { checkDraw, sha256Hex } from "./verify-draw.ts";

const nodeSha = (text: string) => createHash("sha256").update(text).digest("hex");
const SEED = "5f2c0e8a41d7b39c6e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7";
const ENTRIES = [
  "a1b2c3d4e5f60718",
  "0f1e2d3c4b5a6978",
  "99aa88bb77cc66dd",
  "1234567890abcdef",
  "fedcba0987654321",
];

/** The draw as the server publishes it at the announcement, computed with node:crypto as the server does. */
const published = () => ({
  seedHash: nodeSha(SEED),
  seed: SEED,
  listHash: listHash(nodeSha, ENTRIES),
  entries: [...ENTRIES].sort(),
  winnersCount: 2,
  winners: drawWinners(nodeSha, SEED, ENTRIES, 2),
});

describe("checkDraw", () => {
  it("hashes with Web Crypto as node:crypto does, UTF-8 included", async () => {
    for (const text of ["", "abc", `${SEED}:${ENTRIES[0]}`, "당첨 抽籤 当選"])
      expect(await sha256Hex(text)).toBe(nodeSha(text));
  });

  it("recomputes the published winners in rank order and confirms the seed and the list", async () => {
    const draw = published();
    const check = await checkDraw(draw);
    expect(check).toEqual({
      seedMatches: true,
      listMatches: true,
      winners: draw.winners,
      winnersMatch: true,
    });
  });

  it("says when the published winners, seed or list do not hold", async () => {
    const draw = published();
    const swapped = [...(draw.winners ?? [])].reverse();
    expect((await checkDraw({ ...draw, winners: swapped })).winnersMatch).toBe(false);
    expect((await checkDraw({ ...draw, seedHash: nodeSha("another seed") })).seedMatches).toBe(false);
    const extra = await checkDraw({ ...draw, entries: [...draw.entries, "0000000000000000"] });
    expect(extra.listMatches).toBe(false);
  });

  it("checks only what is published: nothing before the close, the list before the announcement", async () => {
    const before = { ...published(), seed: null, listHash: null, entries: null, winners: null };
    expect(await checkDraw(before)).toEqual({
      seedMatches: null,
      listMatches: null,
      winners: null,
      winnersMatch: null,
    });
    const closed = { ...published(), seed: null, winners: null };
    expect(await checkDraw(closed)).toMatchObject({ listMatches: true, winners: null, winnersMatch: null });
  });
});
