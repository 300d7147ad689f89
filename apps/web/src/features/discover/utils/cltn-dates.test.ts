import { describe, expect, it } from "vitest";
import { zoneName } from "../../../lib/format.ts";
import { cardDates, timeRow } from "./cltn-dates.ts";

const seoul = { timeZone: "Asia/Seoul", hideStartDate: false };

describe("card dates", () => {
  it("gives one day with its weekday and start time, in the collection's time zone, named", () => {
    // 23:30 UTC is already the next morning in Seoul; the tests' clock is in UTC.
    const cltn = { ...seoul, firstDate: "2027-01-07T23:30:00Z", lastDate: "2027-01-07T23:30:00Z" };
    expect(cardDates(cltn, "en")).toBe("Fri, 8 January 2027 at 08:30 Korean Standard Time");
    expect(cardDates({ ...cltn, timeZone: "America/New_York" }, "en")).toBe(
      "Thu, 7 January 2027 at 18:30 Eastern Standard Time",
    );
    expect(cardDates({ ...cltn, timeZone: "UTC" }, "en")).toBe("Thu, 7 January 2027 at 23:30");
  });

  it("gives the first and last days of several", () => {
    const cltn = { ...seoul, firstDate: "2027-01-07T09:00:00Z", lastDate: "2027-01-08T09:00:00Z" };
    expect(cardDates(cltn, "en")).toBe("7 January 2027 – 8 January 2027");
    expect(cardDates(cltn, "ko")).toBe("2027년 1월 7일 – 2027년 1월 8일");
  });

  it("hides the date when the host hides the start date, or has none", () => {
    const cltn = { ...seoul, firstDate: "2027-01-07T09:00:00Z", lastDate: null };
    expect(cardDates({ ...cltn, hideStartDate: true }, "en")).toBeNull();
    expect(cardDates({ ...seoul, firstDate: null, lastDate: null }, "en")).toBeNull();
  });
});

describe("time rows of the detail page", () => {
  const base = { id: 1, cltnId: 44, timeZone: "Asia/Seoul" };

  it("gives the day, the hours and the doors", () => {
    const row = timeRow(
      {
        ...base,
        startAt: "2027-01-07T09:00:00Z",
        endAt: "2027-01-07T13:00:00Z",
        openAt: "2027-01-07T06:00:00Z",
      },
      "en",
    );
    expect(row).toEqual({ id: 1, day: "Thu, 7 January 2027", hours: "18:00 – 22:00", doors: "15:00" });
  });

  it("dates an end on another day, and leaves out unknown doors", () => {
    const row = timeRow(
      { ...base, startAt: "2027-01-07T13:00:00Z", endAt: "2027-01-07T17:00:00Z", openAt: null },
      "en",
    );
    expect(row.hours).toBe("22:00 – 8 January 2027 at 02:00");
    expect(row.doors).toBeNull();
  });
});

describe("zone name", () => {
  it("names the zone in the language, as it is on the day", () => {
    expect(zoneName("Asia/Seoul", "en", "2027-01-07T09:00:00Z")).toBe("Korean Standard Time");
    expect(zoneName("Europe/London", "en", "2027-07-07T09:00:00Z")).toBe("British Summer Time");
  });
});
