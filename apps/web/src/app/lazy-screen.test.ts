import { describe, expect, it } from "vitest";
import { ChunkLoadError, loadScreen, reloadOnceFor } from "./lazy-screen.tsx";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe("script chunks", () => {
  it("turns a failed or slow chunk into a ChunkLoadError", async () => {
    await expect(
      loadScreen(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module"))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(
      loadScreen(() => new Promise(() => {}), { queries: false, timeoutMs: 20 }),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it("reloads the target page once per path, then shows the error", () => {
    const storage = memoryStorage();
    let reloads = 0;
    expect(reloadOnceFor("/discover", storage, () => reloads++)).toBe(true);
    expect(reloadOnceFor("/discover", storage, () => reloads++)).toBe(false);
    expect(reloadOnceFor("/profile", storage, () => reloads++)).toBe(true);
    expect(reloads).toBe(2);
  });
});
