import { describe, expect, it } from "vitest";
import { privacy as privacyEn } from "./privacy.en";
import { privacy as privacyJa } from "./privacy.ja";
import { privacy as privacyKo } from "./privacy.ko";
import { privacy as privacyZhTw } from "./privacy.zh-tw";
import { terms as termsEn } from "./terms.en";
import { terms as termsJa } from "./terms.ja";
import { terms as termsKo } from "./terms.ko";
import { terms as termsZhTw } from "./terms.zh-tw";
import type { LegalBlock, LegalDocument } from "./types";

type Lang = "ko" | "en" | "zh-tw" | "ja";
type DocName = "terms" | "privacy";

const LANGS: Lang[] = ["ko", "en", "zh-tw", "ja"];

const docs: Record<DocName, Record<Lang, LegalDocument>> = {
  terms: { ko: termsKo, en: termsEn, "zh-tw": termsZhTw, ja: termsJa },
  privacy: { ko: privacyKo, en: privacyEn, "zh-tw": privacyZhTw, ja: privacyJa },
};

/** Every string of a document, labelled with where it sits (for error messages). */
function strings(doc: LegalDocument): { where: string; text: string }[] {
  const out = [
    { where: "title", text: doc.title },
    { where: "effectiveDate", text: doc.effectiveDate },
    { where: "summary", text: doc.summary },
  ];
  for (const section of doc.sections) {
    out.push({ where: `${section.id}.heading`, text: section.heading });
    for (const [b, block] of section.blocks.entries()) {
      const at = `${section.id}.blocks[${b}]`;
      if (block.kind === "p") {
        out.push({ where: at, text: block.text });
      } else if (block.kind === "list") {
        for (const [i, text] of block.items.entries()) out.push({ where: `${at}.items[${i}]`, text });
      } else {
        for (const [i, text] of block.head.entries()) out.push({ where: `${at}.head[${i}]`, text });
        for (const [r, row] of block.rows.entries()) {
          for (const [c, text] of row.entries()) out.push({ where: `${at}.rows[${r}][${c}]`, text });
        }
      }
    }
  }
  return out;
}

/** The whole document as one text: title, summary, effective date, headings and all block texts. */
function flatten(doc: LegalDocument): string {
  return strings(doc)
    .map((s) => s.text)
    .join("\n");
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * True when `figure` occurs in `text` as a figure of its own: "3年" must not be satisfied by
 * "2023年", "5%" not by "15%", "118" not by "1183", "XRP" not by "XRPL_EVM".
 */
function containsFigure(text: string, figure: string): boolean {
  const before = /^[0-9]/.test(figure)
    ? "(?<![0-9A-Za-z_.,])"
    : /^[A-Za-z]/.test(figure)
      ? "(?<![0-9A-Za-z_])"
      : "";
  const after = /[0-9]$/.test(figure) ? "(?![0-9])" : /[A-Za-z]$/.test(figure) ? "(?![0-9A-Za-z_])" : "";
  return new RegExp(before + escapeRegExp(figure) + after).test(text);
}

/** Figures of spec §9 (cancellation terms) and §1 (age limit), written as each language writes them. */
const termsFigures: Record<Lang, string[]> = {
  en: [
    "1 April 2025",
    "4,000",
    "2,000",
    "4,000 KRW",
    "2,000 KRW",
    "10%",
    "20%",
    "30%",
    "5%",
    "50%",
    "10 or more days",
    "9–7 days",
    "6–3 days",
    "2–1 days",
    "2 days or fewer",
    "7 days of booking",
    "30 days",
    "7 days",
    "19",
    "Plan A",
    "Plan B",
    "Plan C",
    "Plan D",
  ],
  ko: [
    "2025년 4월 1일",
    "4,000",
    "2,000",
    "4,000원",
    "2,000원",
    "10%",
    "20%",
    "30%",
    "5%",
    "50%",
    "10일 전까지",
    "9~7일 전",
    "6~3일 전",
    "2~1일 전",
    "2일 전부터",
    "예매 후 7일 이내",
    "30일",
    "7일",
    "만 19세",
    "플랜 A",
    "플랜 B",
    "플랜 C",
    "플랜 D",
  ],
  ja: [
    "2025年4月1日",
    "4,000",
    "2,000",
    "4,000ウォン",
    "2,000ウォン",
    "10%",
    "20%",
    "30%",
    "5%",
    "50%",
    "10日以上前",
    "9〜7日前",
    "6〜3日前",
    "2〜1日前",
    "2日前以降",
    "購入から7日以内",
    "30日前",
    "7日前",
    "19歳",
    "プランA",
    "プランB",
    "プランC",
    "プランD",
  ],
  "zh-tw": [
    "2025年4月1日",
    "4,000",
    "2,000",
    "4,000韓元",
    "2,000韓元",
    "10%",
    "20%",
    "30%",
    "5%",
    "50%",
    "10天以上",
    "9～7天",
    "6～3天",
    "2～1天",
    "2天（含）以內",
    "訂票後7天內",
    "30天",
    "7天",
    "19歲",
    "方案A",
    "方案B",
    "方案C",
    "方案D",
  ],
};

/** Figures of the privacy policy, written as each language writes them. */
const privacyFigures: Record<Lang, string[]> = {
  en: [
    "1 September 2023",
    "1 November 2024",
    "3 years",
    "6 months",
    "5 years",
    "1 year",
    "2 years",
    "50,000",
    "118",
    "1833-6972",
    "1301",
    "182",
    "quarterly",
  ],
  ko: [
    "2023년 9월 1일",
    "2024년 11월 1일",
    "3년",
    "6개월",
    "5년",
    "1년",
    "2년",
    "50,000",
    "118",
    "1833-6972",
    "1301",
    "182",
    "분기",
  ],
  ja: [
    "2023年9月1日",
    "2024年11月1日",
    "3年",
    "6か月",
    "5年",
    "1年",
    "2年",
    "50,000",
    "118",
    "1833-6972",
    "1301",
    "182",
    "四半期",
  ],
  "zh-tw": [
    "2023年9月1日",
    "2024年11月1日",
    "3年",
    "6個月",
    "5年",
    "1年",
    "2年",
    "50,000",
    "118",
    "1833-6972",
    "1301",
    "182",
    "每季",
  ],
};

/** Facts of spec §1 named in the terms: networks and currencies (same tokens in every language). */
const termsTokens = ["KLAYTN", "POLYGON", "XRPL_EVM", "KRW", "USD", "EUR", "SGD", "JPY", "TWD", "XRP"];

const effectiveDates: Record<DocName, Record<Lang, string>> = {
  terms: { en: "1 April 2025", ko: "2025년 4월 1일", ja: "2025年4月1日", "zh-tw": "2025年4月1日" },
  privacy: { en: "1 November 2024", ko: "2024년 11월 1일", ja: "2024年11月1日", "zh-tw": "2024年11月1日" },
};

function missingFigures(doc: LegalDocument, figures: string[]): string[] {
  const text = flatten(doc);
  return figures.filter((figure) => !containsFigure(text, figure));
}

function describeMissing(lang: Lang, name: DocName, missing: string[]): string {
  return missing.map((figure) => `${name}.${lang}: missing figure "${figure}"`).join("\n");
}

describe("legal documents contain every figure", () => {
  for (const lang of LANGS) {
    it(`terms (${lang}) contains every cancellation/terms figure`, () => {
      const missing = missingFigures(docs.terms[lang], termsFigures[lang]);
      expect(missing, describeMissing(lang, "terms", missing)).toEqual([]);
    });

    it(`terms (${lang}) names every network and currency`, () => {
      const missing = missingFigures(docs.terms[lang], termsTokens);
      expect(missing, describeMissing(lang, "terms", missing)).toEqual([]);
    });

    it(`privacy (${lang}) contains every privacy figure`, () => {
      const missing = missingFigures(docs.privacy[lang], privacyFigures[lang]);
      expect(missing, describeMissing(lang, "privacy", missing)).toEqual([]);
    });

    for (const name of ["terms", "privacy"] as const) {
      it(`${name} (${lang}) has the expected effective date`, () => {
        expect(docs[name][lang].effectiveDate, `${name}.${lang}: wrong effectiveDate`).toBe(
          effectiveDates[name][lang],
        );
      });
    }
  }

  it("the figure matcher does not accept a figure inside a longer number or word", () => {
    expect(containsFigure("2023年9月1日", "3年")).toBe(false);
    expect(containsFigure("15%", "5%")).toBe(false);
    expect(containsFigure("1183", "118")).toBe(false);
    expect(containsFigure("XRPL_EVM", "XRP")).toBe(false);
    expect(containsFigure("同意日から3年", "3年")).toBe(true);
    expect(containsFigure("(국번 없이) 118", "118")).toBe(true);
  });
});

function shape(block: LegalBlock): string {
  if (block.kind === "p") return "p";
  if (block.kind === "list") return `list(${block.items.length})`;
  return `table(${block.head.length}x${block.rows.length}:${block.rows.map((r) => r.length).join(",")})`;
}

describe("all language versions have the same structure", () => {
  for (const name of ["terms", "privacy"] as const) {
    const reference = docs[name].en;

    it(`${name}: section ids are unique`, () => {
      const ids = reference.sections.map((s) => s.id);
      expect(new Set(ids).size, `${name}.en: duplicate section id in ${ids.join(", ")}`).toBe(ids.length);
    });

    for (const lang of LANGS) {
      it(`${name} (${lang}) has the same sections as en`, () => {
        const doc = docs[name][lang];
        expect(doc.sections.length, `${name}.${lang}: number of sections differs from en`).toBe(
          reference.sections.length,
        );
        expect(
          doc.sections.map((s) => s.id),
          `${name}.${lang}: section ids differ from en`,
        ).toEqual(reference.sections.map((s) => s.id));
      });

      it(`${name} (${lang}) has the same block layout as en in every section`, () => {
        const doc = docs[name][lang];
        for (const [i, section] of doc.sections.entries()) {
          const ref = reference.sections[i];
          if (!ref) continue;
          expect(
            section.blocks.map(shape),
            `${name}.${lang}: blocks of section "${section.id}" differ from en`,
          ).toEqual(ref.blocks.map(shape));
        }
      });

      it(`${name} (${lang}) has no empty text`, () => {
        const empty = strings(docs[name][lang])
          .filter((s) => s.text.trim() === "")
          .map((s) => `${name}.${lang}: empty text at ${s.where}`);
        expect(empty, empty.join("\n")).toEqual([]);
      });
    }
  }
});

describe("translations contain no untranslated English", () => {
  const englishRun = /[A-Za-z]{4,}(\s+[A-Za-z]{4,}){3,}/;

  for (const name of ["terms", "privacy"] as const) {
    for (const lang of ["ko", "ja", "zh-tw"] as const) {
      it(`${name} (${lang}) has no run of English words`, () => {
        const found = strings(docs[name][lang]).flatMap(({ where, text }) => {
          const match = englishRun.exec(text);
          return match ? [`${name}.${lang}: English run "${match[0]}" at ${where}`] : [];
        });
        expect(found, found.join("\n")).toEqual([]);
      });
    }
  }
});

/** A date as each language writes it ("1 November 2024", "2024년 11월 1일", "2024年11月1日"), as YYYY-M-D. */
function dateOf(text: string): string | null {
  const months = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
  ];
  const en = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  if (en) return `${en[3]}-${months.indexOf((en[2] ?? "").toLowerCase()) + 1}-${en[1]}`;
  const cjk = /^(\d{4})(?:년 |年)(\d{1,2})(?:월 |月)(\d{1,2})(?:일|日)$/.exec(text);
  return cjk ? `${cjk[1]}-${cjk[2]}-${cjk[3]}` : null;
}

describe("translations are of the Korean version in force", () => {
  for (const name of ["terms", "privacy"] as const) {
    it(`${name}: every language carries the Korean text's effective date`, () => {
      const korean = dateOf(docs[name].ko.effectiveDate);
      expect(korean).not.toBeNull();
      for (const lang of LANGS) expect(dateOf(docs[name][lang].effectiveDate), lang).toBe(korean);
    });
  }

  it("the privacy policy says the Korean text prevails over a translation", () => {
    const says: Record<Lang, string> = {
      ko: "한국어 원문이 우선",
      en: "the Korean text prevails",
      ja: "韓国語の原文が優先",
      "zh-tw": "以韓文原文為準",
    };
    for (const lang of LANGS) expect(flatten(docs.privacy[lang]), lang).toContain(says[lang]);
  });
});
