/**
 * The wallet's test world, shared by the tests of tokens, collections, access links, the
 * questionnaire, the seat map and the door: a brand with a host, another brand's host, a customer
 * and a stranger, and `token()` to give someone a ticket or membership. Each test file opens its
 * own (`beforeAll(openWalletWorld)`); the bindings below are live.
 */
import { randomUUID } from "node:crypto";
import type { BuildOptions } from "../src/app.ts";
import { insertRow } from "../src/db/client.ts";
import { brands, cltns, cltnTimes, hostBrands, nfts, type users } from "../src/db/schema/index.ts";
import { createSignedInUser } from "./fixtures.ts";
import { buildTestApp } from "./helper.ts";

export let t: Awaited<ReturnType<typeof buildTestApp>>;
export const PASSWORD = "door-pass-1";
export let brandId: number;
export let customer: { id: number; cookies: Record<string, string> };
export let stranger: { id: number; cookies: Record<string, string> };
export let host: { id: number; cookies: Record<string, string> };
export let otherHost: { id: number; cookies: Record<string, string> };

export const signedIn = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createSignedInUser(t, PASSWORD, overrides);

export const HOUR = 3_600_000;

/** A collection of the test brand with one time, and a token of it for `ownerId`. */
export async function token(
  ownerId: number,
  options: {
    type?: "TICKET" | "MEMBERSHIP";
    startsIn?: number;
    opensIn?: number | null;
    qrType?: "DYNAMIC" | "STATIC";
    totalUseCnt?: number;
    brand?: number;
  } = {},
) {
  const now = Date.now();
  const type = options.type ?? "TICKET";
  const cltn = await insertRow(t.db, cltns, {
    brandId: options.brand ?? brandId,
    type,
    kind: type,
    category: "concert",
    name: `Door Night ${randomUUID().slice(0, 6)}`,
    image: "/i.svg",
    logoImg: "/l.svg",
    color: "#111111",
    network: "POLYGON",
    timeZone: "UTC",
    currency: "KRW",
    qrType: options.qrType ?? "DYNAMIC",
    saleStartAt: new Date(now - 30 * 24 * HOUR),
    saleEndAt: new Date(now + 24 * HOUR),
    periodStartAt: type === "MEMBERSHIP" ? new Date(now - 24 * HOUR) : null,
    periodEndAt: type === "MEMBERSHIP" ? new Date(now + 30 * 24 * HOUR) : null,
  });
  // By default the event starts now: its day (in UTC, the event's zone) is today at any hour. An
  // hour ahead made every QR a "ticketLock" after 23:00 UTC, when the start fell on tomorrow.
  const startsIn = options.startsIn ?? 0;
  const opensIn = options.opensIn === undefined ? -HOUR : options.opensIn;
  const time =
    type === "TICKET"
      ? await insertRow(t.db, cltnTimes, {
          cltnId: cltn.id,
          startAt: new Date(now + startsIn),
          endAt: new Date(now + startsIn + 3 * HOUR),
          openAt: opensIn === null ? null : new Date(now + opensIn),
        })
      : undefined;
  return await insertRow(t.db, nfts, {
    cltnId: cltn.id,
    cltnTimeId: time?.id,
    ownerId,
    type,
    status: "ACTIVE",
    name: type === "TICKET" ? "Standing" : "Season pass",
    serial: 1,
    totalUseCnt: options.totalUseCnt ?? 1,
  });
}

export const qrOf = async (id: number, who = customer) =>
  t.app.inject({ method: "POST", url: `/api/v1/nfts/${id}/qr`, cookies: who.cookies });
export const checkin = (qrData: string, who = host, gate?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/host/checkin",
    payload: { qrData, gate },
    cookies: who.cookies,
  });

export function openWalletWorld() {
  return openWalletWorldWith({});
}

/** The same world on an app built with `options` (a wrapped issuer, a token guard). */
export async function openWalletWorldWith(options: BuildOptions, env: Record<string, string> = {}) {
  t = await buildTestApp(env, options);
  brandId = (await insertRow(t.db, brands, { name: "Door Brand", logoImg: "/l.svg", profileImg: "/p.svg" }))
    .id;
  const otherBrand = (
    await insertRow(t.db, brands, {
      name: "Other Brand",
      logoImg: "/l.svg",
      profileImg: "/p.svg",
    })
  ).id;
  customer = await signedIn({ name: "Mina Kim" });
  stranger = await signedIn();
  host = await signedIn({ role: "HOST" });
  otherHost = await signedIn({ role: "HOST" });
  await t.db.insert(hostBrands).values([
    { userId: host.id, brandId },
    { userId: otherHost.id, brandId: otherBrand },
  ]);
}
