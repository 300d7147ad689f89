import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cltns, nfts } from "../../../src/db/schema/index.ts";
import { checkin, customer, openWalletWorld, stranger, t, token } from "../../wallet-world.ts";

beforeAll(openWalletWorld);
afterAll(() => t.close());

describe("public access links", () => {
  it("open only the named tokens without a login, with live QR and status, until revoked", async () => {
    const mine = await token(customer.id);
    const other = await token(customer.id);
    const notMine = await token(stranger.id);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/nfts/access-links",
      payload: { nftIds: [mine.id, notMine.id] },
      cookies: customer.cookies,
    });
    expect(refused.json()).toMatchObject({ code: "4505" });
    const made = await t.app.inject({
      method: "POST",
      url: "/api/v1/nfts/access-links",
      payload: { nftIds: [mine.id] },
      cookies: customer.cookies,
    });
    expect(made.statusCode).toBe(201);
    const { id, link, url } = made.json();
    expect(link).toMatch(/^[\w-]{32}$/);
    expect(url).toBe(`http://localhost:3000/nal/${link}`);

    const base = `/api/v1/access_links/${link}`;
    expect((await t.app.inject({ method: "GET", url: `${base}/nfts/ids` })).json()).toEqual([mine.id]);
    expect((await t.app.inject({ method: "GET", url: `${base}/nfts/${mine.id}` })).json()).toMatchObject({
      id: mine.id,
    });
    const notNamed = await t.app.inject({ method: "GET", url: `${base}/nfts/${other.id}` });
    expect(notNamed.statusCode).toBe(404);
    expect(notNamed.json()).toMatchObject({ code: "4505" });
    const qr = (await t.app.inject({ method: "POST", url: `${base}/nfts/${mine.id}/qr` })).json();
    expect((await checkin(qr.qrData)).json()).toMatchObject({ result: "ADMITTED" });
    expect(
      (await t.app.inject({ method: "GET", url: `${base}/nfts/${mine.id}/status` })).json(),
    ).toMatchObject({ status: "USED" });

    const listed = await t.app.inject({
      method: "GET",
      url: "/api/v1/nfts/access-links",
      cookies: customer.cookies,
    });
    expect(listed.json()).toContainEqual(expect.objectContaining({ id, nftIds: [mine.id] }));
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/v1/nfts/access-links/${id}`,
          cookies: stranger.cookies,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/v1/nfts/access-links/${id}`,
          cookies: customer.cookies,
        })
      ).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: "GET", url: `${base}/nfts/ids` })).statusCode).toBe(404);
    const guessed = await t.app.inject({
      method: "GET",
      url: `/api/v1/access_links/${"a".repeat(32)}/nfts/ids`,
    });
    expect(guessed.statusCode).toBe(404);
  });
});

describe("Q-pass resend to mobile", () => {
  it("texts the attendee's phone a link that opens the ticket; refused without Q-pass or a phone", async () => {
    const ticket = await token(customer.id);
    const resend = () =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/nfts/${ticket.id}/qpass/resend`,
        cookies: customer.cookies,
      });
    expect((await resend()).json()).toMatchObject({ code: "BAD_REQUEST", data: { reason: "not-qpass" } });
    await t.db.update(cltns).set({ isQpass: true }).where(eq(cltns.id, ticket.cltnId));
    expect((await resend()).json()).toMatchObject({ data: { reason: "no-phone" } });
    const phone = `010${String(ticket.id).padStart(8, "0")}`;
    await t.db
      .update(nfts)
      .set({ qtnrInfo: { phone: `${phone.slice(0, 3)}-${phone.slice(3)}` } })
      .where(eq(nfts.id, ticket.id));
    expect((await resend()).statusCode).toBe(204);
    let text = "";
    for (let i = 0; i < 100 && !text; i++) {
      const { items } = (await t.app.inject({ method: "GET", url: "/api/dev/messages?limit=50" })).json();
      // Texted in E.164 (phone.ts), as a number typed "010-…" is read.
      text = items.find((m: { to: string }) => m.to === `+82${phone.slice(1)}`)?.text ?? "";
      if (!text) await new Promise((r) => setTimeout(r, 100));
    }
    const link = text.match(/\/nal\/([\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    const ids = await t.app.inject({ method: "GET", url: `/api/v1/access_links/${link}/nfts/ids` });
    expect(ids.json()).toEqual([ticket.id]);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/v1/nfts/${ticket.id}/qpass/resend`,
          cookies: stranger.cookies,
        })
      ).statusCode,
    ).toBe(404);
  });
});
