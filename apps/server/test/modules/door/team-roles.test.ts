import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import { brands, cltnMembers, hostBrands, listings } from "../../../src/db/schema/index.ts";
import { HOST_ACTIONS, ROLE_ACTIONS } from "../../../src/policies/host-role.ts";
import {
  brandId,
  checkin,
  customer,
  host,
  openWalletWorld,
  qrOf,
  signedIn,
  stranger,
  t,
  token,
} from "../../wallet-world.ts";

beforeAll(openWalletWorld);
afterAll(() => t.close());

type Who = { id: number; cookies: Record<string, string> };
const call = (method: "GET" | "POST", url: string, who: Who) =>
  t.app.inject({ method, url: `/api/v1${url}`, cookies: who.cookies });

/** A host (platform role HOST) whose only team is `brand`'s, in `role`. */
async function memberOf(brand: number, role: "owner" | "manager" | "box_office" | "door") {
  const who = await signedIn({ role: "HOST" });
  await t.db.insert(hostBrands).values({ userId: who.id, brandId: brand, role });
  return who;
}

/** Scans the customer's ticket as `who`, and the door's answer. */
async function scan(nftId: number, who: Who) {
  const { qrData } = (await qrOf(nftId)).json();
  return (await checkin(qrData, who)).json();
}

/** A resale of a ticket of the token's collection, sold, whose royalty the brand's team may see. */
async function soldResale(nftId: number) {
  await insertRow(t.db, listings, {
    nftId,
    sellerId: stranger.id,
    status: "SOLD",
    currency: "KRW",
    price: 10_000,
    royaltyPercent: 10,
    royalty: 1_000,
    feePercent: 5,
    fee: 500,
    net: 8_500,
    soldAt: new Date(),
  });
}

const royaltyCltns = async (who: Who) =>
  (await call("GET", "/nfts/sales", who)).json().royalties.map((r: { cltnId: number }) => r.cltnId);

describe("team roles (policies/host-role.ts)", () => {
  it("grants each role its actions: the door admits, the box office also sells, a manager all but the team", () => {
    expect(ROLE_ACTIONS.door).toEqual(["admit"]);
    expect(ROLE_ACTIONS.box_office).toEqual(["admit", "box-office"]);
    expect(ROLE_ACTIONS.manager).toEqual(HOST_ACTIONS.filter((a) => a !== "manage-team"));
    expect(ROLE_ACTIONS.owner).toEqual(HOST_ACTIONS);
  });

  it("makes a host's row from before roles an owner, who acts as hosts always did", async () => {
    const before = await signedIn({ role: "HOST" });
    await t.db.insert(hostBrands).values({ userId: before.id, brandId });
    const [row] = await t.db.select().from(hostBrands).where(eq(hostBrands.userId, before.id));
    expect(row?.role).toBe("owner");
    const ticket = await token(customer.id);
    await soldResale(ticket.id);
    expect((await call("GET", `/nfts/${ticket.id}/qtnr-template`, before)).statusCode).toBe(200);
    expect(await royaltyCltns(before)).toContain(ticket.cltnId);
    expect((await scan(ticket.id, before)).result).toBe("ADMITTED");
  });

  it("lets a door member admit and undo, but not see the sales or change attendee answers", async () => {
    const door = await memberOf(brandId, "door");
    const ticket = await token(customer.id);
    await soldResale(ticket.id);

    const admitted = await scan(ticket.id, door);
    expect(admitted.result).toBe("ADMITTED");
    expect((await call("POST", `/host/checkin/${admitted.historyId}/cancel`, door)).statusCode).toBe(200);
    expect((await call("GET", `/host/events/${ticket.cltnTimeId}/guests`, door)).statusCode).toBe(200);

    const answers = await call("GET", `/nfts/${ticket.id}/qtnr-template`, door);
    expect(answers.statusCode).toBe(404);
    expect(answers.json()).toMatchObject({ code: "4505" });
    expect(await royaltyCltns(door)).not.toContain(ticket.cltnId);
    // The owner of the same brand does both.
    expect((await call("GET", `/nfts/${ticket.id}/qtnr-template`, host)).statusCode).toBe(200);
    expect(await royaltyCltns(host)).toContain(ticket.cltnId);
  });

  it("keeps a manager of one brand out of another's door, guests and answers", async () => {
    const brandB = (
      await insertRow(t.db, brands, { name: "Brand B", logoImg: "/l.svg", profileImg: "/p.svg" })
    ).id;
    const manager = await memberOf(brandB, "manager");
    const ofA = await token(customer.id);
    const ofB = await token(customer.id, { brand: brandB });

    expect((await scan(ofA.id, manager)).result).toBe("INVALID_SIGNATURE");
    expect((await call("GET", `/host/events/${ofA.cltnTimeId}`, manager)).statusCode).toBe(404);
    expect((await call("GET", `/nfts/${ofA.id}/qtnr-template`, manager)).json()).toMatchObject({
      code: "4505",
    });

    expect((await call("GET", `/nfts/${ofB.id}/qtnr-template`, manager)).statusCode).toBe(200);
    expect((await scan(ofB.id, manager)).result).toBe("ADMITTED");
  });

  it("lets an event's team act for that collection only", async () => {
    const volunteer = await signedIn({ role: "HOST" });
    const mine = await token(customer.id);
    const another = await token(customer.id);
    await t.db.insert(cltnMembers).values({ userId: volunteer.id, cltnId: mine.cltnId, role: "door" });

    const dates = (await call("GET", "/host/events", volunteer)).json().items;
    expect(dates.map((d: { cltnId: number }) => d.cltnId)).toEqual([mine.cltnId]);
    expect((await scan(another.id, volunteer)).result).toBe("INVALID_SIGNATURE");
    expect((await scan(mine.id, volunteer)).result).toBe("ADMITTED");
    expect((await call("GET", `/nfts/${mine.id}/qtnr-template`, volunteer)).json()).toMatchObject({
      code: "4505",
    });
  });
});
