import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import { notifications } from "../../../src/db/schema/index.ts";
import { createSignedInUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signedIn = () => createSignedInUser(t, "notify-pass-1");

describe("notifications", () => {
  it("lists unconfirmed ids oldest first, shows each by type, and confirms them; others' are 404", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const invite = await insertRow(t.db, notifications, {
      userId: me.id,
      type: "USER_INVITE",
      refId: 77,
      detail: { id: 77, type: "USER_INVITE", email: "friend@example.test" },
    });
    const sold = await insertRow(t.db, notifications, {
      userId: me.id,
      type: "NFT_SELL",
      refId: 5,
      detail: { id: 5, type: "NFT_SELL", name: "R seat" },
    });
    const ids = await t.app.inject({
      method: "GET",
      url: "/api/v1/notifications/unconfirm",
      cookies: me.cookies,
    });
    expect(ids.json()).toEqual([invite.id, sold.id]);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/v1/notifications/unconfirm/${sold.id}`,
      cookies: me.cookies,
    });
    expect(detail.json()).toMatchObject({ notificationId: sold.id, type: "NFT_SELL", id: 5, name: "R seat" });
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/v1/notifications/unconfirm/${sold.id}`,
      cookies: other.cookies,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/v1/notifications/${sold.id}/confirm`,
          cookies: other.cookies,
        })
      ).statusCode,
    ).toBe(404);

    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/v1/notifications/${sold.id}/confirm`,
      cookies: me.cookies,
    });
    expect(confirm.statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/v1/notifications/${sold.id}/confirm`,
          cookies: me.cookies,
        })
      ).statusCode,
    ).toBe(204);
    const left = await t.app.inject({
      method: "GET",
      url: "/api/v1/notifications/unconfirm",
      cookies: me.cookies,
    });
    expect(left.json()).toEqual([invite.id]);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/v1/notifications/unconfirm/${sold.id}`,
          cookies: me.cookies,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications/unconfirm" })).statusCode).toBe(
      401,
    );
  });
});
