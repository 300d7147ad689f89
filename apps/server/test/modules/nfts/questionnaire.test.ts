import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cltns, nftGroups, nfts, qtnrTemplates, referralCodes } from "../../../src/db/schema/index.ts";
import { customer, openWalletWorld, t, token } from "../../wallet-world.ts";

beforeAll(openWalletWorld);
afterAll(() => t.close());

describe("attendee questionnaire", () => {
  it("applies the rules with branches and the referral code, then makes a waiting ticket usable; edit mode keeps locked items", async () => {
    const ticket = await token(customer.id);
    const [template] = await t.db
      .insert(qtnrTemplates)
      .values({
        name: "Festival",
        items: [
          { id: "name", name: "Name", type: "TEXT", required: true, editable: true },
          { id: "phone", name: "Phone", type: "TEXT", required: true, editable: true, key: "phone" },
          { id: "birth", name: "Birth", type: "TEXT", required: true, editable: false, key: "birth" },
          {
            id: "heard",
            name: "Heard",
            type: "SELECT",
            required: true,
            editable: true,
            options: ["Friend", "Other"],
          },
          {
            id: "where",
            name: "Where",
            type: "TEXT",
            required: true,
            editable: true,
            branch: [{ itemId: "heard", values: ["Other"] }],
          },
          { id: "ref", name: "Referral", type: "TEXT", required: false, editable: true, key: "refCode" },
          { id: "terms", name: "Terms", type: "TERMS", required: true, editable: false },
        ],
      })
      .returning();
    await t.db.update(cltns).set({ qtnrTemplateId: template?.id }).where(eq(cltns.id, ticket.cltnId));
    await t.db.update(nfts).set({ status: "QTNR_REQUIRED" }).where(eq(nfts.id, ticket.id));
    await t.db
      .insert(referralCodes)
      .values({ cltnId: ticket.cltnId, code: "FRIENDS-10", affiliate: "Friends", discountRate: 10 });

    const got = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${ticket.id}/qtnr-template`,
      cookies: customer.cookies,
    });
    expect(got.json()).toMatchObject({ id: template?.id, answers: null });
    expect(got.json().items).toHaveLength(7);
    const post = (answers: object, edit = false) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/nfts/${ticket.id}/qtnr-info`,
        payload: { answers, edit },
        cookies: customer.cookies,
      });
    const bad = await post({
      name: "",
      // Digits enough for no Korean number (issue 26: this was taken).
      phone: "010-12",
      birth: "19991301",
      heard: "Other",
      ref: "NOPE",
      terms: false,
    });
    expect(bad.json()).toMatchObject({
      code: "VALIDATION",
      data: {
        fields: {
          name: "valid.required",
          phone: "valid.phoneFormat",
          birth: "valid.birthFormat",
          where: "valid.required",
          ref: "valid.refCode",
          terms: "valid.required",
        },
      },
    });
    const answers = {
      name: "Mina Kim",
      // Written as people do: kept in E.164.
      phone: "010-1234 5678",
      birth: "19950412",
      heard: "Friend",
      where: "ignored",
      ref: "friends-10",
      terms: true,
    };
    expect((await post(answers)).json()).toEqual({ ok: true });
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/v1/nfts/${ticket.id}`, cookies: customer.cookies })
    ).json();
    expect(detail.status).toBe("ACTIVE");
    expect(detail.qtnrInfo).toEqual({
      name: "Mina Kim",
      phone: "+821012345678",
      birth: "19950412",
      heard: "Friend",
      ref: "friends-10",
      terms: true,
    });

    // Edit mode: a locked item (birth) keeps its answer whatever is sent.
    expect((await post({ ...answers, name: "Mina K.", birth: "garbage" }, true)).json()).toEqual({
      ok: true,
    });
    const after = (
      await t.app.inject({
        method: "GET",
        url: `/api/v1/nfts/${ticket.id}/qtnr-template`,
        cookies: customer.cookies,
      })
    ).json();
    expect(after.answers).toMatchObject({ name: "Mina K.", birth: "19950412" });

    const groupId = (
      await t.db
        .insert(nftGroups)
        .values({ cltnId: ticket.cltnId, name: "G", totalCnt: 1, mintableCntPerWallet: 1 })
        .returning()
    )[0]?.id;
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/v1/discover/referrer/valid",
      payload: { code: "friends-10", ngList: [groupId] },
    });
    expect(ok.json()).toEqual({ valid: true, discountRate: 10 });
    const no = await t.app.inject({
      method: "POST",
      url: "/api/v1/discover/referrer/valid",
      payload: { code: "OTHER", ngList: [groupId] },
    });
    expect(no.json()).toMatchObject({ code: "VALIDATION", data: { fields: { code: "valid.refCode" } } });
  });
});
