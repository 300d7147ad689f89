import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkTree, exempt, inlineChecks } from "../../../scripts/check-policies.mjs";

const rulesOf = (text: string) => inlineChecks(text).map((f) => f.rule);

describe("the policies lint (scripts/check-policies.mjs)", () => {
  it("fails on a holder, buyer, role or team test written inline", () => {
    expect(rulesOf(`if (row.nft.ownerId !== userId) throw new AppError("4505");`)).toEqual([
      "token holder compared inline",
    ]);
    expect(rulesOf(`const mine = userId === token.ownerId;`)).toEqual(["token holder compared inline"]);
    expect(rulesOf(`.where(and(eq(nfts.id, nftId), eq(nfts.ownerId, userId)))`)).toEqual([
      "holder filter written inline",
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text with a template in it
    expect(rulesOf("sql`select 1 from ${nfts} where ${nfts.ownerId} = ${userId}`")).toEqual([
      "holder filter written inline",
    ]);
    expect(rulesOf(`.where(eq(heldCoupons.ownerId, ownerId))`)).toEqual(["holder filter written inline"]);
    expect(rulesOf(`.where(and(eq(orders.id, id), eq(orders.userId, user.id)))`)).toEqual([
      "order owner compared inline",
    ]);
    expect(rulesOf(`if (user.role !== "HOST" && user.role !== "ADMIN") throw forbidden();`)).toEqual([
      "role compared inline",
    ]);
    expect(rulesOf(`.innerJoin(hostBrands, eq(hostBrands.brandId, cltns.brandId))`)).toEqual([
      "team table read outside policies",
    ]);
  });

  it("passes what asks the policies, null checks, joins and comments", () => {
    for (const text of [
      `.where(and(eq(nfts.id, nftId), tokenHeldBy(userId)))`,
      `if (!holdsToken(userId, row.nft)) throw new AppError("4505");`,
      `if (ownerId === null) return { useableCnt: 0, totalCnt: 0 };`,
      `.leftJoin(wallets, eq(wallets.userId, nfts.ownerId))`,
      `if (!mayUseHostConsole(user)) throw forbidden();`,
      ` * whose ownerId === userId, as the policy says`,
      `// eq(nfts.ownerId, userId) is the policy's filter`,
    ])
      expect(rulesOf(text), text).toEqual([]);
  });

  it("leaves the policies, the db layer and tests alone", () => {
    expect(exempt("apps/server/src/policies/host-role.ts")).toBe(true);
    expect(exempt("apps/server/src/db/schema/door.ts")).toBe(true);
    expect(exempt("apps/server/src/db/seed/seed-catalogue.ts")).toBe(true);
    expect(exempt("apps/server/src/modules/door/check-in.test.ts")).toBe(true);
    expect(exempt("apps/server/src/modules/door/check-in.ts")).toBe(false);
  });

  it("finds none in the server's code", () => {
    expect(checkTree(fileURLToPath(new URL("../../../", import.meta.url)))).toEqual([]);
  });
});
