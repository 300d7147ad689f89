import { randomUUID } from "node:crypto";
import type { QtnrItem } from "@admit/contract/catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../src/db/client.ts";
import { claimCodes, cltnTimes, nftGroups, nfts, qtnrTemplates } from "../../src/db/schema/index.ts";
import { createCltn, waitFor, waitForMails } from "../fixtures.ts";
import { brandId, customer, HOUR, host, openWalletWorld, signedIn, t } from "../wallet-world.ts";

beforeAll(() => openWalletWorld());
afterAll(() => t.close());

const DAY = 24 * HOUR;

/** The festival's questionnaire as its organiser wrote it: in English, with Korean and Japanese beside it. */
const ITEMS: QtnrItem[] = [
  {
    id: "name",
    name: "Name",
    names: { ko: "이름", ja: "氏名" },
    type: "TEXT",
    required: true,
    editable: true,
    maxLength: 60,
    placeholder: "Full name as on your ID",
    placeholders: { ko: "신분증과 같은 이름", ja: "身分証明書と同じ氏名" },
  },
  {
    id: "heardFrom",
    name: "How did you hear about us?",
    names: { ko: "어떻게 알게 되셨어요?", ja: "何でお知りになりましたか？" },
    type: "SELECT",
    required: true,
    editable: true,
    options: ["Instagram", "Friend or family"],
    optionNames: { "Friend or family": { ko: "친구나 가족", ja: "友人・家族" } },
  },
  {
    id: "terms",
    name: "Festival entry terms",
    names: { ko: "페스티벌 입장 약관", ja: "フェスティバル入場規約" },
    type: "TERMS",
    required: true,
    editable: false,
    terms: "Wristbands are personal.",
    termsTexts: { ko: "팔찌는 본인만 쓸 수 있어요.", ja: "リストバンドはご本人のみ有効です。" },
  },
];

const I18N = {
  i18n: {
    ko: { name: "한강 무료 밤", description: "누구나 와요." },
    ja: { name: "漢江フリーナイト", description: "どなたでもどうぞ。" },
  },
};

async function event(
  kind: "TICKET" | "RSVP" | "APPLICATION",
  options: { qtnr?: boolean; places?: number } = {},
) {
  const now = Date.now();
  const template =
    options.qtnr === false
      ? undefined
      : await insertRow(t.db, qtnrTemplates, { name: "Festival", items: ITEMS });
  const cltn = await createCltn(t.db, {
    brandId,
    kind,
    name: `Free Night ${randomUUID().slice(0, 6)}`,
    description: "Everyone welcome.",
    extra: I18N,
    qtnrTemplateId: template?.id ?? null,
    saleStartAt: new Date(now - DAY),
    saleEndAt: new Date(now + 3 * DAY),
  });
  const time = await insertRow(t.db, cltnTimes, {
    cltnId: cltn.id,
    startAt: new Date(now + 7 * DAY),
    endAt: new Date(now + 7 * DAY + 3 * HOUR),
  });
  const group = await insertRow(t.db, nftGroups, {
    cltnId: cltn.id,
    cltnTimeId: time.id,
    name: "Entry",
    names: { ko: "입장권", "zh-tw": "入場券" },
    totalCnt: options.places ?? 100,
    mintableCntPerWallet: 1,
  });
  return { cltn, group };
}

const get = (url: string, lang: string, cookies?: Record<string, string>) =>
  t.app.inject({ method: "GET", url, headers: { "accept-language": lang }, cookies });

type Shown = {
  name: string;
  placeholder?: string;
  terms?: string;
  options?: string[];
  optionLabels?: Record<string, string>;
};

describe("a questionnaire in the reader's language", () => {
  it("gives a ko buyer the labels, options and the terms they agree to in ko, a ja buyer in ja, a left-out language the organiser's own", async () => {
    const { cltn } = await event("TICKET");
    const url = `/api/v1/discover/cltns/${cltn.id}/qtnr-template`;
    const items = async (lang: string) => ((await get(url, lang)).json() as { items: Shown[] }).items;

    const ko = await items("ko");
    expect(ko.map((i) => i.name)).toEqual(["이름", "어떻게 알게 되셨어요?", "페스티벌 입장 약관"]);
    expect(ko[0]?.placeholder).toBe("신분증과 같은 이름");
    expect(ko[1]?.options).toEqual(["Instagram", "Friend or family"]);
    expect(ko[1]?.optionLabels).toEqual({ Instagram: "Instagram", "Friend or family": "친구나 가족" });
    expect(ko[2]?.terms).toBe("팔찌는 본인만 쓸 수 있어요.");

    const ja = await items("ja");
    expect(ja[2]).toMatchObject({
      name: "フェスティバル入場規約",
      terms: "リストバンドはご本人のみ有効です。",
    });
    expect(ja[1]?.optionLabels?.["Friend or family"]).toBe("友人・家族");

    const zh = await items("zh-TW");
    expect(zh.map((i) => i.name)).toEqual(["Name", "How did you hear about us?", "Festival entry terms"]);
    expect(zh[2]?.terms).toBe("Wristbands are personal.");
    // The other languages stay on the server: the reader gets theirs.
    expect(zh[0]).not.toHaveProperty("names");
    expect(zh[2]).not.toHaveProperty("termsTexts");
  });

  it("names the default questionnaire's name and phone in the buyer's language", async () => {
    const { cltn } = await event("TICKET", { qtnr: false });
    const shown = (await get(`/api/v1/discover/cltns/${cltn.id}/qtnr-template`, "ko")).json() as {
      items: Shown[];
    };
    expect(shown.items.map((i) => i.name)).toEqual(["이름", "전화번호"]);
  });

  it("shows a holder editing their answers the questionnaire in their page's language", async () => {
    const { cltn, group } = await event("TICKET");
    const nft = await insertRow(t.db, nfts, {
      cltnId: cltn.id,
      nftGroupId: group.id,
      ownerId: customer.id,
      type: "TICKET",
      status: "ACTIVE",
      name: "Entry",
      serial: 1,
      qtnrInfo: { name: "Mina", heardFrom: "Friend or family", terms: true },
    });
    const shown = (await get(`/api/v1/nfts/${nft.id}/qtnr-template`, "ja", customer.cookies)).json() as {
      items: Shown[];
      answers: Record<string, unknown>;
    };
    expect(shown.items[2]?.terms).toBe("リストバンドはご本人のみ有効です。");
    // The answer keeps the option, whatever language it was picked in.
    expect(shown.answers.heardFrom).toBe("Friend or family");
  });
});

describe("claim, RSVP and lottery pages in the reader's language", () => {
  it("names the event and ticket a claim code gives in the reader's language, else the organiser's own", async () => {
    const { cltn, group } = await event("TICKET", { qtnr: false });
    const code = `C${randomUUID().replaceAll("-", "").slice(0, 10).toUpperCase()}`;
    await insertRow(t.db, claimCodes, {
      code,
      cltnId: cltn.id,
      nftGroupId: group.id,
      maxClaims: 10,
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + DAY),
    });
    const url = `/api/v1/cltns/qr/nft?code=${code}`;
    expect((await get(url, "ko")).json()).toMatchObject({
      cltn: { name: "한강 무료 밤" },
      group: { name: "입장권" },
    });
    expect((await get(url, "ja")).json()).toMatchObject({
      cltn: { name: "漢江フリーナイト" },
      group: { name: "Entry" },
    });
    expect((await get(url, "zh-TW")).json()).toMatchObject({
      cltn: { name: cltn.name },
      group: { name: "入場券" },
    });
    const posters = (
      await get(`/api/v1/host/claim-codes?code=${code}`, "ko", host.cookies)
    ).json() as unknown[];
    expect(posters[0]).toMatchObject({ cltnName: "한강 무료 밤", groupName: "입장권" });
  });

  it("shows an RSVP's name, description and questionnaire in the reader's language, and keeps the answer by option", async () => {
    const { cltn } = await event("RSVP");
    const url = `/api/v1/cltns/${cltn.id}/rsvp`;
    const ko = (await get(url, "ko")).json() as {
      cltn: { name: string; description: string };
      qtnr: { items: Shown[] };
    };
    expect(ko.cltn).toMatchObject({ name: "한강 무료 밤", description: "누구나 와요." });
    expect(ko.qtnr.items[2]?.terms).toBe("팔찌는 본인만 쓸 수 있어요.");
    const zh = (await get(url, "zh-TW")).json() as typeof ko;
    expect(zh.cltn).toMatchObject({ name: cltn.name, description: "Everyone welcome." });
    expect(zh.qtnr.items[2]?.terms).toBe("Wristbands are personal.");

    const yes = await t.app.inject({
      method: "PUT",
      url,
      headers: { "accept-language": "ja" },
      cookies: customer.cookies,
      payload: { answer: "YES", answers: { name: "Mina", heardFrom: "Friend or family", terms: true } },
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({
      cltn: { name: "漢江フリーナイト" },
      mine: { state: "GOING", answers: { heardFrom: "Friend or family" } },
    });
  });

  it("mails the one promoted from the waiting list in their own language, naming the event so", async () => {
    const { cltn } = await event("RSVP", { qtnr: false, places: 1 });
    const url = `/api/v1/cltns/${cltn.id}/rsvp`;
    const [a, b] = [await signedIn(), await signedIn({ language: "ko" })];
    const put = (who: { cookies: Record<string, string> }, answer: "YES" | "NO") =>
      t.app.inject({ method: "PUT", url, cookies: who.cookies, payload: { answer } });
    const going = (await put(a, "YES")).json() as { mine: { nftId: number } };
    await put(b, "YES");
    await waitFor(
      async () => (await t.db.select().from(nfts).where(eq(nfts.id, going.mine.nftId)))[0]?.status,
      (s) => s === "ACTIVE",
    );
    expect((await put(a, "NO")).statusCode).toBe(200);
    const [mail] = await waitForMails(t.db, b.user.email);
    expect(mail?.subject).toContain("한강 무료 밤");
  });

  it("shows a lottery's form in the reader's language", async () => {
    const { cltn } = await event("APPLICATION");
    const format = (await get(`/api/v1/discover/cltns/${cltn.id}/apply/format`, "ja")).json() as {
      cltn: { name: string };
      items: Shown[];
    };
    expect(format.cltn.name).toBe("漢江フリーナイト");
    expect(format.items.map((i) => i.name)).toEqual([
      "氏名",
      "何でお知りになりましたか？",
      "フェスティバル入場規約",
    ]);
  });
});
