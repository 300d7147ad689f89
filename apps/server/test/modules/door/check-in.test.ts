import { createPublicKey, verify } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nftHistories, nfts } from "../../../src/db/schema/index.ts";
import { dynamicQr, signQr } from "../../../src/lib/qr-code.ts";
import {
  checkin,
  customer,
  HOUR,
  host,
  openWalletWorld,
  otherHost,
  qrOf,
  signedIn,
  t,
  token,
} from "../../wallet-world.ts";

beforeAll(openWalletWorld);
afterAll(() => t.close());

describe("door check-in", () => {
  it("admits a live code once; the card turns USED; the code and a new one are refused after", async () => {
    const ticket = await token(customer.id);
    const qr = (await qrOf(ticket.id)).json();
    expect(qr).toMatchObject({ qrType: "DYNAMIC", qrValidTime: 30 });
    expect(qr.qrData).toMatch(/^A1\./);
    const admitted = await checkin(qr.qrData, host, "Gate 3");
    expect(admitted.json()).toMatchObject({
      result: "ADMITTED",
      nft: { id: ticket.id, holderName: "Mina Kim", remaining: 0 },
      usedGate: "Gate 3",
    });
    const status = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${ticket.id}/status`,
      cookies: customer.cookies,
    });
    expect(status.json()).toMatchObject({ status: "USED", useCnt: 1 });
    const replay = await checkin(qr.qrData);
    expect(replay.json()).toMatchObject({ result: "ALREADY_USED", usedGate: "Gate 3" });
    expect(replay.json().usedAt).toBeTruthy();
    expect((await qrOf(ticket.id)).json()).toMatchObject({ code: "3101", data: { state: "used" } });

    const history = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${ticket.id}/history`,
      cookies: customer.cookies,
    });
    expect(history.json().map((h: { type: string }) => h.type)).toEqual(["USE_FAIL", "USE"]);

    // A mistaken admission is undone once.
    const undo = await t.app.inject({
      method: "POST",
      url: `/api/v1/host/checkin/${admitted.json().historyId}/cancel`,
      cookies: host.cookies,
    });
    expect(undo.json()).toMatchObject({ status: "ACTIVE", useCnt: 0 });
    const again = await t.app.inject({
      method: "POST",
      url: `/api/v1/host/checkin/${admitted.json().historyId}/cancel`,
      cookies: host.cookies,
    });
    expect(again.statusCode).toBe(404);
    const types = await t.db
      .select({ type: nftHistories.type })
      .from(nftHistories)
      .where(eq(nftHistories.nftId, ticket.id));
    expect(types.map((h) => h.type)).toContain("USE_CANCEL");
  });

  it("refuses forged, expired and foreign codes, other brands' hosts and customers", async () => {
    const ticket = await token(customer.id);
    const { qrData } = (await qrOf(ticket.id)).json();
    const [prefix, body, signature] = qrData.split(".");
    const payload = JSON.parse(Buffer.from(body, "base64url").toString());
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...payload, e: payload.e + 3600 })).toString("base64url")}.${signature}`;
    expect((await checkin(forged)).json()).toMatchObject({ result: "INVALID_SIGNATURE", nft: null });
    expect((await checkin("not a code")).json()).toMatchObject({ result: "INVALID_SIGNATURE" });
    const stale = dynamicQr(t.app.secrets.qrKeys, ticket.id, 30, Date.now() - 60_000);
    expect((await checkin(stale)).json()).toMatchObject({ result: "EXPIRED_CODE" });
    const asCustomer = await checkin(qrData, customer);
    expect(asCustomer.statusCode).toBe(403);
    // None of that used the ticket.
    expect((await checkin(qrData)).json()).toMatchObject({ result: "ADMITTED" });
  });

  it("tells another brand's host nothing about a ticket, as for a code it does not know, and writes nothing", async () => {
    const ticket = await token(customer.id);
    const { qrData } = (await qrOf(ticket.id)).json();
    const unknown = (await checkin(dynamicQr(t.app.secrets.qrKeys, 2_000_000_000, 30), otherHost)).json();
    const histories = () => t.db.select().from(nftHistories).where(eq(nftHistories.nftId, ticket.id));
    expect((await checkin(qrData, otherHost)).json()).toEqual(unknown);
    expect(unknown).toMatchObject({ result: "INVALID_SIGNATURE", nft: null, historyId: null });
    expect(await histories()).toEqual([]);
    // The ticket's own brand still admits it.
    expect((await checkin(qrData)).json()).toMatchObject({
      result: "ADMITTED",
      nft: { holderName: "Mina Kim" },
    });
  });

  it("lets an admin admit for any brand, and names no holder for a token nobody holds", async () => {
    const admin = await signedIn({ role: "ADMIN" });
    const ticket = await token(customer.id);
    const { qrData } = (await qrOf(ticket.id)).json();
    expect((await checkin(qrData, admin)).json()).toMatchObject({
      result: "ADMITTED",
      nft: { id: ticket.id, holderName: "Mina Kim" },
    });
    const orphan = await token(customer.id);
    await t.db.update(nfts).set({ ownerId: null }).where(eq(nfts.id, orphan.id));
    const code = dynamicQr(t.app.secrets.qrKeys, orphan.id, 30);
    expect((await checkin(code)).json()).toMatchObject({
      result: "ADMITTED",
      nft: { id: orphan.id, holderName: null },
    });
  });

  it("says when the doors open, and gives no code before then", async () => {
    const early = await token(customer.id, { startsIn: 5 * HOUR, opensIn: 2 * HOUR });
    expect((await qrOf(early.id)).json()).toMatchObject({ code: "3101", data: { state: "beforeOpen" } });
    const code = signQr(t.app.secrets.qrKeys, { t: early.id });
    const res = (await checkin(code)).json();
    expect(res.result).toBe("NOT_OPEN");
    expect(new Date(res.openDate).getTime()).toBeGreaterThan(Date.now());
  });

  it("uses one entry of a membership per code; a code never admits twice", async () => {
    const pass = await token(customer.id, { type: "MEMBERSHIP", totalUseCnt: 2 });
    const first = (await qrOf(pass.id)).json().qrData;
    expect((await checkin(first)).json()).toMatchObject({
      result: "ADMITTED",
      nft: { remaining: 1, totalUseCnt: 2 },
    });
    expect((await checkin(first)).json()).toMatchObject({ result: "ALREADY_USED" });
    const second = (await qrOf(pass.id)).json().qrData;
    expect((await checkin(second)).json()).toMatchObject({ result: "ADMITTED", nft: { remaining: 0 } });
    const status = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${pass.id}/status`,
      cookies: customer.cookies,
    });
    expect(status.json()).toMatchObject({ status: "USED", useCnt: 2, totalUseCnt: 2 });
  });

  it("admits exactly one of 50 simultaneous scans of one code, dynamic or static", async () => {
    for (const qrType of ["DYNAMIC", "STATIC"] as const) {
      const ticket = await token(customer.id, { qrType });
      const { qrData } = (await qrOf(ticket.id)).json();
      const results = await Promise.all(Array.from({ length: 50 }, () => checkin(qrData)));
      const outcomes = results.map((r) => r.json().result);
      expect(outcomes.filter((o) => o === "ADMITTED")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "ALREADY_USED")).toHaveLength(49);
      const [row] = await t.db.select().from(nfts).where(eq(nfts.id, ticket.id));
      expect(row).toMatchObject({ status: "USED", useCnt: 1 });
    }
  });

  it("publishes the public key: a scanner can verify a code offline", async () => {
    const { publicKey } = (await t.app.inject({ method: "GET", url: "/api/v1/host/qr-key" })).json();
    const raw = Buffer.from(publicKey, "base64url");
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), raw]),
      format: "der",
      type: "spki",
    });
    const code = signQr(t.app.secrets.qrKeys, { t: 1 });
    const [prefix, body, signature] = code.split(".") as [string, string, string];
    expect(verify(null, Buffer.from(`${prefix}.${body}`), key, Buffer.from(signature, "base64url"))).toBe(
      true,
    );
  });
});
