import { describe, expect, it, vi } from "vitest";
import { confirmOnce, paymentKeyFor } from "./confirm-once.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => void map.set(k, v) };
}

describe("confirming a payment once", () => {
  it("keeps one key per order in session storage", () => {
    const storage = memoryStorage();
    const key = paymentKeyFor("ord_a", storage);
    expect(key).toMatch(/^pay-[0-9a-f]{32}$/);
    expect(paymentKeyFor("ord_a", storage)).toBe(key);
    expect(paymentKeyFor("ord_b", storage)).not.toBe(key);
  });

  it("calls the server once however often the screen asks", async () => {
    const storage = memoryStorage();
    const confirm = vi.fn(async (key: string) => ({ key }));
    const [a, b] = await Promise.all([
      confirmOnce("ord_1", storage, confirm),
      confirmOnce("ord_1", storage, confirm),
    ]);
    expect(confirm).toHaveBeenCalledOnce();
    expect(a).toBe(b);
  });

  it("tries again after a failure, with the same key", async () => {
    const storage = memoryStorage();
    const confirm = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("paid");
    await expect(confirmOnce("ord_2", storage, confirm)).rejects.toThrow("offline");
    await expect(confirmOnce("ord_2", storage, confirm)).resolves.toBe("paid");
    expect(confirm.mock.calls[0]?.[0]).toBe(confirm.mock.calls[1]?.[0]);
  });
});
