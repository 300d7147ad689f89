import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cltns, users } from "../../../src/db/schema/index.ts";
import { createSignedInUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";
import { saleFixture } from "../../sale-fixtures.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
type Who = { id: number; cookies: Record<string, string> };
const signedIn = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createSignedInUser(t, "identity-pass-1", overrides);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Goes through the sandbox provider's page with `birth` (YYYYMMDD) and answers where the callback sends the browser. */
async function verify(who: Who, birth: string, next = "/discover/pay/1") {
  const start = await t.app.inject({
    method: "POST",
    url: "/api/v1/identity/start",
    cookies: who.cookies,
    payload: { next },
  });
  const { redirectUrl } = start.json() as { redirectUrl: string };
  expect(redirectUrl).toMatch(/^\/sandbox\/identity\/idc_/);
  expect((await t.app.inject({ method: "GET", url: redirectUrl })).body).toContain("Date of birth");
  const posted = await t.app.inject({
    method: "POST",
    url: redirectUrl,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `birth=${birth}&choice=verify`,
  });
  expect(posted.statusCode).toBe(303);
  const back = await t.app.inject({ method: "GET", url: posted.headers.location as string });
  expect(back.statusCode).toBe(303);
  return back.headers.location as string;
}

const reserve = (who: Who, sale: Awaited<ReturnType<typeof saleFixture>>) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/discover/orders/reservation?nftGroupId=${sale.ga.id}`,
    cookies: who.cookies,
    payload: { priceUnit: "KRW", list: [{ id: sale.gaKrw.id, count: 1, price: 55_000 }], amount: 55_000 },
  });

describe("adult events", () => {
  it("need a verified adult: unverified is ADULT_ONLY VERIFY, under 19 is UNDER_AGE, 19+ buys", async () => {
    const sale = await saleFixture(t.db);
    await t.db.update(cltns).set({ isAdult: true }).where(eq(cltns.id, sale.cltn.id));
    const adult = await signedIn();
    expect((await reserve(adult, sale)).json()).toMatchObject({
      code: "ADULT_ONLY",
      data: { reason: "VERIFY" },
    });
    expect(await verify(adult, "19900101")).toBe("/discover/pay/1?identity=verified");
    const me = await t.app.inject({ method: "GET", url: "/api/v1/users/me", cookies: adult.cookies });
    expect(me.json()).toMatchObject({ identityVerified: true });
    expect((await reserve(adult, sale)).statusCode).toBe(201);

    const teen = await signedIn();
    const year = new Date().getFullYear() - 15;
    expect(await verify(teen, `${year}0101`, "/x?a=1")).toBe("/x?a=1&identity=underAge");
    expect((await reserve(teen, sale)).json()).toMatchObject({ code: "UNDER_AGE" });
  });

  it("keeps an under-age buyer's verified birth date and refuses them from the purchase's first call, in their language", async () => {
    const sale = await saleFixture(t.db);
    await t.db.update(cltns).set({ isAdult: true }).where(eq(cltns.id, sale.cltn.id));
    const call = (who: Who, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/discover${url}`, cookies: who.cookies, payload });
    const steps = (who: Who) => [
      call(who, "GET", `/cltns/${sale.cltn.id}/nft_groups`),
      call(who, "POST", "/payment/valid", [{ id: sale.ga.id, count: 1 }]),
      call(who, "POST", "/nft_groups/price", {
        priceUnit: "KRW",
        nftGroupId: sale.ga.id,
        list: [{ id: sale.gaKrw.id, count: 1, price: 55_000 }],
      }),
      call(who, "PUT", "/seats/reserve", {
        idList: [sale.seats[0]?.id],
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      }),
      reserve(who, sale),
    ];

    // Not verified yet: the first step answers (the wizard leads to the check), buying asks for it.
    const unverified = await signedIn();
    const [groups, valid] = await Promise.all(steps(unverified).slice(0, 2));
    expect(groups?.statusCode).toBe(200);
    expect(valid?.json()).toMatchObject({ code: "ADULT_ONLY", data: { reason: "VERIFY" } });

    const teen = await signedIn();
    const born = `${new Date().getFullYear() - 15}0101`;
    expect(await verify(teen, born)).toBe("/discover/pay/1?identity=underAge");
    const [row] = await t.db.select({ birthDate: users.birthDate }).from(users).where(eq(users.id, teen.id));
    expect(row?.birthDate).toBe(`${born.slice(0, 4)}-01-01`);
    for (const res of await Promise.all(steps(teen))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: "UNDER_AGE",
        message: "This event is for 19 and over.",
        data: { age: 19 },
      });
    }
    // The message is in the account's language (spec §8: the web shows its own translation of the code).
    const messages: string[] = [];
    for (const language of ["ko", "ja", "zh-tw"] as const) {
      await t.db.update(users).set({ language }).where(eq(users.id, teen.id));
      messages.push((await steps(teen)[0])?.json().message);
    }
    expect(messages).toEqual([
      "19세 이상만 예매할 수 있는 이벤트예요.",
      "19歳以上の方のみお申し込みいただけるイベントです。",
      "此活動僅限 19 歲以上購票。",
    ]);
  });

  it("refuses a made-up date and never sends the browser off the site", async () => {
    const who = await signedIn();
    const start = await t.app.inject({
      method: "POST",
      url: "/api/v1/identity/start",
      cookies: who.cookies,
      payload: { next: "//evil.test/steal" },
    });
    const { redirectUrl } = start.json();
    const bad = await t.app.inject({
      method: "POST",
      url: redirectUrl,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "birth=19991340&choice=verify",
    });
    expect(bad.statusCode).toBe(400);
    const cancelled = await t.app.inject({
      method: "POST",
      url: redirectUrl,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "choice=cancel",
    });
    const back = await t.app.inject({ method: "GET", url: cancelled.headers.location as string });
    expect(back.headers.location).toBe("/?identity=failed");
  });

  it("shows the sandbox page in the language the check was started in, else the browser's", async () => {
    const who = await signedIn({ language: "ko" });
    const start = await t.app.inject({
      method: "POST",
      url: "/api/v1/identity/start",
      cookies: who.cookies,
      payload: { next: "/" },
    });
    const { redirectUrl } = start.json() as { redirectUrl: string };
    expect(redirectUrl).toMatch(/\?lang=ko$/);
    const ko = await t.app.inject({ method: "GET", url: redirectUrl });
    expect(ko.body).toContain('<html lang="ko"');
    expect(ko.body).toContain("<h1>본인 인증</h1>");
    expect(ko.body).not.toContain("Date of birth");
    const page = redirectUrl.replace(/\?.*$/, "");
    const ja = await t.app.inject({ method: "GET", url: page, headers: { "accept-language": "ja" } });
    expect(ja.body).toContain("生年月日（8桁、例：19990131）");
    // A refused date is told in the page's language, and the form stays in it.
    const bad = await t.app.inject({
      method: "POST",
      url: `${page}?lang=zh-tw`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "birth=19991340&choice=verify",
    });
    expect(bad.body).toContain("請以 8 位數字輸入真實的出生日期");
    expect(bad.body).toContain("?lang=zh-tw");
  });
});
