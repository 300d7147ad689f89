import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id at the chosen cost and verifies only the right password", async () => {
    const stored = await hashPassword("tickets-4-all");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=47104,t=2,p=1\$/);
    expect(await verifyPassword(stored, "tickets-4-all")).toBe(true);
    expect(await verifyPassword(stored, "tickets-4-al")).toBe(false);
    expect(await verifyPassword("not-a-hash", "tickets-4-all")).toBe(false);
  });
});
