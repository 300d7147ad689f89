import { ZSeedQtnrTemplate } from "@admit/contract/catalogue";
import { LANGUAGES } from "@admit/contract/i18n";
import { describe, expect, it } from "vitest";
import { readDemoCatalogue } from "./catalogue-files.ts";

const catalogue = readDemoCatalogue();
/** The demo organisers write in English; every other interface language is written beside it. */
const OTHERS = LANGUAGES.filter((l) => l !== "en");

describe("demo questionnaires in every language", () => {
  it.each(
    catalogue.qtnrTemplates.flatMap((t) => t.items.map((item) => [`${t.key} › ${item.id}`, item] as const)),
  )("%s has its label, placeholder, terms and options in ko, ja and zh-tw", (_, item) => {
    for (const lang of OTHERS) {
      expect(item.names?.[lang], `name in ${lang}`).toBeTruthy();
      // Words need a translation; an example such as you@example.com does not.
      if (item.placeholder && /\s/.test(item.placeholder))
        expect(item.placeholders?.[lang], `placeholder in ${lang}`).toBeTruthy();
      if (item.type === "TERMS") expect(item.termsTexts?.[lang], `terms in ${lang}`).toBeTruthy();
      // Sizes and brand names (XL, Instagram) read the same in every language.
      for (const option of item.options ?? [])
        if (/\s|[a-z]{4}/.test(option) && !/^(Instagram|YouTube)$/.test(option))
          expect(item.optionNames?.[option]?.[lang], `option ${option} in ${lang}`).toBeTruthy();
    }
  });

  it("refuses an option named in another language that is not one of the item's options", () => {
    const template = {
      key: "t",
      name: "T",
      items: [
        {
          id: "heard",
          name: "Heard from",
          type: "SELECT",
          required: true,
          editable: true,
          options: ["Other"],
          optionNames: { Others: { ko: "기타" } },
        },
      ],
    };
    const parsed = ZSeedQtnrTemplate.safeParse(template);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["items", 0, "optionNames", "Others"]);
  });
});
