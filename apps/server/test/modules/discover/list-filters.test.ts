import type { TDiscoverFilterOptions } from "@admit/contract/discover";
import { dateIn } from "@admit/contract/nft-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allPages,
  brand,
  cltn,
  DAY,
  expectValidation,
  get,
  idsOf,
  openDiscoverScene,
  place,
  RUN,
  t,
  time,
} from "./discover-scene.ts";

beforeAll(openDiscoverScene, 120_000);
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await get(`/cltns?limit=100&${query}`);
  expect(res.statusCode).toBe(200);
  return idsOf(res);
};
const only = (ids: number[], mine: number[]) => ids.filter((id) => mine.includes(id));

/** The last day of the week (Sunday) and of the month that `day` (YYYY-MM-DD) is in. */
function weekAndMonthEnd(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  const sunday = new Date(d.getTime() + ((7 - (d.getUTCDay() || 7)) % 7) * DAY);
  const monthEnd = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  const iso = (x: Date) => x.toISOString().slice(0, 10);
  return { sunday: iso(sunday), monthEnd: iso(monthEnd) };
}

describe("GET /discover/cltns filters", () => {
  it("this week and this month: from today to Sunday, or to the month's last day, in the event's time zone", async () => {
    const b = await brand();
    const category = `dated-${RUN}`;
    const offsets = [0.05, 1, 3, 6, 8, 15, 24, 45];
    const made: { id: number; day: string }[] = [];
    for (const offset of offsets) {
      const c = await cltn({ brandId: b.id, category });
      const at = await time(c.id, offset);
      made.push({ id: c.id, day: dateIn(at.startAt, "Asia/Seoul") });
    }
    const today = dateIn(new Date(), "Asia/Seoul");
    const { sunday, monthEnd } = weekAndMonthEnd(today);
    const within = (last: string) => made.filter((m) => m.day >= today && m.day <= last).map((m) => m.id);
    const mine = made.map((m) => m.id);

    const week = await list(`category=${category}&date=THIS_WEEK`);
    expect(only(week, mine).sort()).toEqual(within(sunday).sort());
    const month = await list(`category=${category}&date=THIS_MONTH`);
    expect(only(month, mine).sort()).toEqual(within(monthEnd).sort());
    // 45 days on is never this month, and 8 days on never this week.
    expect(month).not.toContain(made[7]?.id);
    expect(week).not.toContain(made[4]?.id);
  });

  it("picked dates are days in each event's own time zone, both ends included", async () => {
    const b = await brand();
    const category = `zones-${RUN}`;
    // One instant: already the next day on Kiritimati (UTC+14), still the day before in Pago Pago (UTC-11).
    const noonUtc = new Date(Math.floor((Date.now() + 30 * DAY) / DAY) * DAY + 12 * 3_600_000);
    const east = await cltn({ brandId: b.id, category, timeZone: "Pacific/Kiritimati" });
    const west = await cltn({ brandId: b.id, category, timeZone: "Pacific/Pago_Pago" });
    await time(east.id, 0, noonUtc);
    await time(west.id, 0, noonUtc);
    const utcDay = noonUtc.toISOString().slice(0, 10);
    const nextDay = new Date(noonUtc.getTime() + DAY).toISOString().slice(0, 10);

    expect(await list(`category=${category}&from=${nextDay}&to=${nextDay}`)).toEqual([east.id]);
    expect(await list(`category=${category}&from=${utcDay}&to=${utcDay}`)).toEqual([west.id]);
    expect((await list(`category=${category}&from=${utcDay}&to=${nextDay}`)).sort()).toEqual(
      [east.id, west.id].sort(),
    );
    expect(await list(`category=${category}&from=${nextDay}`)).toEqual([east.id]);
    expect(await list(`category=${category}&to=${utcDay}`)).toEqual([west.id]);
  });

  it("filters by the place's city and by category, and offers the cities in the reader's language", async () => {
    const b = await brand();
    const city = `Busan ${RUN}`;
    const busanHall = await place(`Dream Hall ${RUN}`, { city, cityNames: { ko: `부산 ${RUN}` } });
    const seoulHall = await place(`River Hall ${RUN}`, { city: `Seoul ${RUN}` });
    const inBusan = await cltn({ brandId: b.id, placeId: busanHall.id, category: `fair-${RUN}` });
    const inSeoul = await cltn({ brandId: b.id, placeId: seoulHall.id, category: `fair-${RUN}` });
    const sportsInBusan = await cltn({ brandId: b.id, placeId: busanHall.id, category: `match-${RUN}` });

    expect((await list(`city=${encodeURIComponent(city)}`)).sort()).toEqual(
      [inBusan.id, sportsInBusan.id].sort(),
    );
    expect(await list(`city=${encodeURIComponent(city)}&category=match-${RUN}`)).toEqual([sportsInBusan.id]);
    expect((await list(`category=fair-${RUN}`)).sort()).toEqual([inBusan.id, inSeoul.id].sort());
    expect(await list(`city=${encodeURIComponent(`Nowhere ${RUN}`)}`)).toEqual([]);

    const ko = (
      await get("/cltns/filters", undefined, { "accept-language": "ko" })
    ).json() as TDiscoverFilterOptions;
    expect(ko.cities).toContainEqual({ value: city, name: `부산 ${RUN}` });
    expect(ko.cities).toContainEqual({ value: `Seoul ${RUN}`, name: `Seoul ${RUN}` });
    expect(ko.categories).toEqual(expect.arrayContaining([`fair-${RUN}`, `match-${RUN}`]));
    const en = (
      await get("/cltns/filters", undefined, { "accept-language": "en" })
    ).json() as TDiscoverFilterOptions;
    expect(en.cities).toContainEqual({ value: city, name: city });
  });

  it("SOONEST lists by the next date to come, collections without one last, and pages by position", async () => {
    const b = await brand();
    const category = `soon-${RUN}`;
    const later = await cltn({ brandId: b.id, category });
    await time(later.id, 9);
    const soon = await cltn({ brandId: b.id, category });
    await time(soon.id, 2);
    await time(soon.id, -1);
    const undated = await cltn({ brandId: b.id, category, type: "MEMBERSHIP" });
    const middle = await cltn({ brandId: b.id, category });
    await time(middle.id, 5);

    const expected = [soon.id, middle.id, later.id, undated.id];
    expect(await list(`category=${category}&sort=SOONEST`)).toEqual(expected);
    const paged = await allPages(`/cltns?category=${category}&sort=SOONEST&limit=3`);
    expect(paged.ids).toEqual(expected);
    expect(paged.pages).toBe(2);
  });

  it("refuses an unknown date, an impossible day, a shortcut with picked dates, or a range that ends before it starts", async () => {
    expectValidation(await get("/cltns?date=TOMORROW"), "date", "valid.invalid");
    expectValidation(await get("/cltns?from=2026-02-30"), "from", "valid.format");
    expectValidation(await get("/cltns?to=30-12-2026"), "to", "valid.format");
    expectValidation(await get("/cltns?date=THIS_WEEK&from=2026-12-01"), "date", "valid.invalid");
    expectValidation(await get("/cltns?from=2026-12-10&to=2026-12-01"), "to", "valid.min");
    expectValidation(await get("/cltns?sort=RANDOM"), "sort");
    expectValidation(await get(`/cltns?city=${"x".repeat(61)}`), "city", "valid.maxLength");
    expectValidation(
      await get("/cltns/search?keyword=a&date=THIS_WEEK&to=2026-12-01"),
      "date",
      "valid.invalid",
    );
  });
});
