import { describe, expect, it } from "vitest";
import type { QtnrItem } from "./catalogue.ts";
import { qtnrItemIn } from "./organiser-texts.ts";
import { DEFAULT_QTNR_ITEMS } from "./qtnr-rules.ts";

const terms: QtnrItem = {
  id: "terms",
  name: "Festival entry terms",
  names: { ko: "페스티벌 입장 약관", ja: "フェスティバル入場規約" },
  type: "TERMS",
  required: true,
  editable: false,
  terms: "Wristbands are personal.",
  termsTexts: { ko: "팔찌는 본인만 쓸 수 있어요.", ja: "リストバンドはご本人のみ有効です。" },
};

const heard: QtnrItem = {
  id: "heardFrom",
  name: "How did you hear about us?",
  names: { ko: "어떻게 알게 되셨어요?" },
  type: "SELECT",
  required: true,
  editable: true,
  placeholder: "Pick one",
  placeholders: { ja: "一つ選んでください" },
  options: ["Instagram", "Friend or family", "Other"],
  optionNames: { "Friend or family": { ko: "친구나 가족", ja: "友人・家族" }, Other: { ko: "기타" } },
};

describe("qtnrItemIn", () => {
  it("gives the label and the terms a buyer agrees to in the buyer's language", () => {
    expect(qtnrItemIn(terms, "ko")).toMatchObject({
      name: "페스티벌 입장 약관",
      terms: "팔찌는 본인만 쓸 수 있어요.",
    });
    expect(qtnrItemIn(terms, "ja")).toMatchObject({
      name: "フェスティバル入場規約",
      terms: "リストバンドはご本人のみ有効です。",
    });
  });

  it("falls back to the organiser's own text for a language they left out", () => {
    expect(qtnrItemIn(terms, "zh-tw")).toMatchObject({
      name: "Festival entry terms",
      terms: "Wristbands are personal.",
    });
    expect(qtnrItemIn(heard, "ko").placeholder).toBe("Pick one");
  });

  it("names each option in the language but keeps the option itself, which answers and branches use", () => {
    const shown = qtnrItemIn(heard, "ko");
    expect(shown.options).toEqual(["Instagram", "Friend or family", "Other"]);
    expect(shown.optionLabels).toEqual({
      Instagram: "Instagram",
      "Friend or family": "친구나 가족",
      Other: "기타",
    });
    expect(qtnrItemIn(heard, "ja").optionLabels?.["Friend or family"]).toBe("友人・家族");
  });

  it("leaves the other languages behind", () => {
    expect(Object.keys(qtnrItemIn(heard, "en")).sort()).toEqual(
      ["editable", "id", "name", "optionLabels", "options", "placeholder", "required", "type"].sort(),
    );
  });
  it("names the default questionnaire's items in every language", () => {
    expect(DEFAULT_QTNR_ITEMS.map((i) => qtnrItemIn(i, "ko").name)).toEqual(["이름", "전화번호"]);
    expect(DEFAULT_QTNR_ITEMS.map((i) => qtnrItemIn(i, "zh-tw").name)).toEqual(["姓名", "電話"]);
  });
});
