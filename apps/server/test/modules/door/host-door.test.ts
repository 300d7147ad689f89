import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import { cltnTimes, nfts, users } from "../../../src/db/schema/index.ts";
import {
  checkin,
  customer,
  HOUR,
  host,
  openWalletWorld,
  otherHost,
  qrOf,
  signedIn,
  stranger,
  t,
  token,
} from "../../wallet-world.ts";

beforeAll(openWalletWorld);
afterAll(() => t.close());

type Who = { cookies: Record<string, string> };
const get = (url: string, who: Who = host) =>
  t.app.inject({ method: "GET", url: `/api/v1/host${url}`, cookies: who.cookies });
const admitByHand = (timeId: number, nftId: number, body: Record<string, unknown>, who: Who = host) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/host/events/${timeId}/guests/${nftId}/admit`,
    payload: body,
    cookies: who.cookies,
  });

/** A date with the customer's ticket and, beside it, `more` tickets of the same date held by `owner`. */
async function eventWith(more: number, owner: number) {
  const first = await token(customer.id);
  const timeId = first.cltnTimeId as number;
  const others = [];
  for (let i = 0; i < more; i++)
    others.push(
      await insertRow(t.db, nfts, {
        cltnId: first.cltnId,
        cltnTimeId: timeId,
        ownerId: owner,
        type: "TICKET",
        status: "ACTIVE",
        name: "Standing",
        serial: i + 2,
        orderId: `ord_door${i}${timeId}`,
        qtnrInfo: i === 0 ? { name: "Jiwoo Lee" } : null,
      }),
    );
  return { timeId, first, others };
}

describe("the host's door mode", () => {
  it("lists the host's dates with live admitted/expected counts per gate, not other brands'", async () => {
    const { timeId, first } = await eventWith(2, stranger.id);
    const { qrData } = (await qrOf(first.id)).json();
    expect((await checkin(qrData, host, "North")).json().result).toBe("ADMITTED");

    const listed = (await get("/events")).json().items;
    const event = listed.find((e: { cltnTimeId: number }) => e.cltnTimeId === timeId);
    expect(event).toMatchObject({
      cltnId: first.cltnId,
      counts: { admitted: 1, expected: 3, gates: [{ gate: "North", admitted: 1 }] },
    });
    expect(new Date(event.dataUntil).getTime()).toBeGreaterThan(new Date(event.endAt).getTime());
    expect(
      (await get("/events", otherHost)).json().items.map((e: { cltnTimeId: number }) => e.cltnTimeId),
    ).not.toContain(timeId);
    expect((await get(`/events/${timeId}`, otherHost)).statusCode).toBe(404);
    expect((await get("/events", customer)).statusCode).toBe(403);
    expect((await get(`/events/${timeId}`)).json().counts).toMatchObject({ admitted: 1, expected: 3 });
  });

  it("finds guests by name, attendee name, seat-free order number and serial, and filters in and out", async () => {
    const { timeId, first, others } = await eventWith(2, stranger.id);
    await t.db.update(users).set({ name: "Dohyun 50%" }).where(eq(users.id, stranger.id));
    const guests = async (q: string, filter = "all") =>
      (await get(`/events/${timeId}/guests?q=${encodeURIComponent(q)}&filter=${filter}`)).json();

    const all = await guests("");
    expect(all.items).toHaveLength(3);
    expect(all.counts).toMatchObject({ admitted: 0, expected: 3 });
    expect((await guests("mina")).items.map((g: { nftId: number }) => g.nftId)).toEqual([first.id]);
    expect((await guests("jiwoo")).items).toMatchObject([
      { nftId: others[0]?.id, attendeeName: "Jiwoo Lee" },
    ]);
    expect((await guests(`ord_door1${timeId}`)).items).toMatchObject([{ nftId: others[1]?.id }]);
    expect((await guests("#3")).items).toMatchObject([{ nftId: others[1]?.id }]);
    // LIKE's own characters are taken literally: "%" matches the name with one, not everyone.
    expect((await guests("50%")).items).toHaveLength(2);
    expect((await guests("_")).items).toHaveLength(0);

    const { qrData } = (await qrOf(first.id)).json();
    await checkin(qrData, host, "South");
    expect((await guests("", "in")).items).toMatchObject([{ nftId: first.id, gate: "South" }]);
    expect((await guests("", "out")).items).toHaveLength(2);
    // A token that left its holder (a refund) is no guest.
    await t.db
      .update(nfts)
      .set({ ownerId: null, status: "EXPIRED" })
      .where(eq(nfts.id, others[1]?.id ?? 0));
    expect((await guests("")).items).toHaveLength(2);
    expect((await get(`/events/${timeId}/guests?q=${"x".repeat(61)}`)).statusCode).toBe(400);
  });

  it("admits a guest by hand once, with its reason in the history, and the undo gives the entry back", async () => {
    const { timeId, first } = await eventWith(0, stranger.id);
    expect((await admitByHand(timeId, first.id, { reason: "OTHER" })).json()).toMatchObject({
      code: "VALIDATION",
    });
    expect((await admitByHand(timeId, first.id, { reason: "LOST" })).statusCode).toBe(400);
    const [a, b] = await Promise.all([
      admitByHand(timeId, first.id, { reason: "PHONE_DEAD", gate: "East" }),
      admitByHand(timeId, first.id, { reason: "PHONE_DEAD", gate: "East" }),
    ]);
    const results = [a?.json().result, b?.json().result].sort();
    expect(results).toEqual(["ADMITTED", "ALREADY_USED"]);
    const admitted = [a, b].find((r) => r?.json().result === "ADMITTED")?.json();
    expect(admitted).toMatchObject({ nft: { id: first.id, holderName: "Mina Kim" }, usedGate: "East" });

    const scans = (await get(`/events/${timeId}/scans`)).json().items;
    expect(scans[0]).toMatchObject({ result: "ALREADY_USED", nftId: first.id, manual: "PHONE_DEAD" });
    expect(scans[1]).toMatchObject({
      historyId: admitted.historyId,
      result: "ADMITTED",
      gate: "East",
      manual: "PHONE_DEAD",
      cancelled: false,
      byMe: true,
    });

    const undo = await t.app.inject({
      method: "POST",
      url: `/api/v1/host/checkin/${admitted.historyId}/cancel`,
      cookies: host.cookies,
    });
    expect(undo.json()).toMatchObject({ status: "ACTIVE", useCnt: 0 });
    const after = (await get(`/events/${timeId}/scans`)).json().items;
    expect(after.find((s: { historyId: number }) => s.historyId === admitted.historyId).cancelled).toBe(true);
    expect((await get(`/events/${timeId}`)).json().counts).toMatchObject({ admitted: 0, gates: [] });
    const note = await admitByHand(timeId, first.id, { reason: "OTHER", note: "Printed e-mail shown" });
    expect(note.json().result).toBe("ADMITTED");
    expect((await get(`/events/${timeId}/scans`)).json().items[0]).toMatchObject({
      manual: "OTHER",
      note: "Printed e-mail shown",
    });
    // The holder's history says how they came in, not what the door noted.
    const history = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${first.id}/history`,
      cookies: customer.cookies,
    });
    expect(history.json()[0]).toMatchObject({ type: "USE", detail: { manual: "OTHER", useCnt: 1 } });
    expect(history.json()[0].detail).not.toHaveProperty("note");
  });

  it("keeps another date's ticket and another brand's host out", async () => {
    const { timeId } = await eventWith(0, stranger.id);
    const elsewhere = await token(customer.id);
    expect((await admitByHand(timeId, elsewhere.id, { reason: "NO_APP" })).statusCode).toBe(404);
    expect((await admitByHand(timeId, elsewhere.id, { reason: "NO_APP" }, otherHost)).statusCode).toBe(404);
    expect((await get(`/events/${timeId}/guests`, otherHost)).statusCode).toBe(404);
    // A door picked for one date refuses another date's code, and lets its own in.
    const { qrData } = (await qrOf(elsewhere.id)).json();
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/v1/host/checkin",
      payload: { qrData, cltnTimeId: timeId },
      cookies: host.cookies,
    });
    expect(wrong.json()).toMatchObject({ result: "WRONG_EVENT", nft: { id: elsewhere.id } });
    const right = await t.app.inject({
      method: "POST",
      url: "/api/v1/host/checkin",
      payload: { qrData, cltnTimeId: elsewhere.cltnTimeId },
      cookies: host.cookies,
    });
    expect(right.json().result).toBe("ADMITTED");
  });

  it("ends the host's access to attendee data six months after the event (§9)", async () => {
    const { timeId } = await eventWith(1, stranger.id);
    const admin = await signedIn({ role: "ADMIN" });
    const old = new Date(Date.now() - 200 * 24 * HOUR);
    await t.db
      .update(cltnTimes)
      .set({ startAt: old, endAt: new Date(old.getTime() + 3 * HOUR) })
      .where(eq(cltnTimes.id, timeId));
    for (const path of [`/events/${timeId}/guests`, `/events/${timeId}/scans`]) {
      const res = await get(path, admin);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: "ATTENDEE_DATA_EXPIRED" });
    }
    const [guest] = await t.db.select({ id: nfts.id }).from(nfts).where(eq(nfts.cltnTimeId, timeId));
    expect((await admitByHand(timeId, guest?.id ?? 0, { reason: "NO_APP" })).statusCode).toBe(410);
    expect(
      (await get("/events", admin)).json().items.map((e: { cltnTimeId: number }) => e.cltnTimeId),
    ).not.toContain(timeId);
    // Its counts are no one's personal data: the door can still show them.
    expect((await get(`/events/${timeId}`, admin)).json().counts).toMatchObject({ expected: 2 });
  });
});
