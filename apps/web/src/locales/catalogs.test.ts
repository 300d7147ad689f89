import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, type Language } from "@admit/contract/i18n";
import { API_MESSAGES } from "@admit/contract/messages/index";
import { describe, expect, it } from "vitest";
import { CATALOGS, flatten } from "./catalog-tree.ts";
import en from "./en.json";
import { CORE_NAMESPACES } from "./parts.ts";

const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(CATALOGS[l])])) as Record<
  Language,
  Map<string, string>
>;

/** Words that stay as they are in every language: names, codes and formats. */
const KEEP = [
  "Admit Korea",
  "Admit Pte. Ltd.",
  "Admit",
  "KakaoTalk",
  "Kakao",
  "Google",
  "LINE",
  "Instagram",
  "Facebook",
  "NAVER",
  "BAND",
  "Safari",
  "QR",
  "XRP",
  "UEN",
  "CEO",
  "YYYYMMDD",
  "Pte",
  "Ltd",
  "Inc",
];

/** What is left of a text once names, placeholders, addresses and numbers are taken out. */
function latinWords(text: string): string[] {
  let rest = text
    .replace(/\{\{\s*\w+\s*\}\}/g, " ")
    .replace(/[\w.+-]+@[\w.-]+/g, " ")
    .replace(/\b\d+x+\b/g, " ");
  for (const word of KEEP) rest = rest.split(word).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const NATIVE_SCRIPT: Record<Exclude<Language, "en">, RegExp> = {
  ko: /[\uac00-\ud7af]/,
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  "zh-tw": /[\u4e00-\u9fff]/,
};

describe("catalogs", () => {
  for (const lang of LANGUAGES) {
    it(`${lang} has every key another catalog has`, () => {
      for (const other of LANGUAGES) {
        const missing = [...flat[other].keys()].filter((k) => !flat[lang].has(k));
        expect(missing, `${lang} lacks keys that ${other} has`).toEqual([]);
      }
    });
  }

  for (const lang of ["ko", "ja", "zh-tw"] as const) {
    it(`${lang} leaves nothing in English`, () => {
      const english: string[] = [];
      for (const [key, value] of flat[lang]) {
        const words = latinWords(value);
        const translated = NATIVE_SCRIPT[lang].test(value);
        const sameAsEnglish = value === flat.en.get(key) && words.length > 0;
        if (sameAsEnglish || (words.length > 0 && !translated)) english.push(`${key}: ${value}`);
      }
      expect(english).toEqual([]);
    });
  }

  it("keeps the same placeholders in every language", () => {
    const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(",");
    for (const [key, value] of flat.en) {
      for (const lang of LANGUAGES) {
        expect(placeholders(flat[lang].get(key) ?? ""), `${lang} ${key}`).toBe(placeholders(value));
      }
    }
  });
});

describe("catalog parts", () => {
  const src = join(import.meta.dirname, "..");
  /** What renders before a screen's `screens` part is there: the shell and the start screen. */
  const SHELL = [
    "app",
    "components/ui",
    "components/screens",
    "features/label",
    "features/auth/components/StartView.tsx",
  ];
  const files = (path: string): string[] =>
    statSync(join(src, path)).isDirectory()
      ? readdirSync(join(src, path)).flatMap((name) => files(`${path}/${name}`))
      : /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)
        ? [path]
        : [];

  it("name namespaces that exist, and cover every string of the shell and the start screen", () => {
    for (const namespace of CORE_NAMESPACES) expect(Object.keys(en)).toContain(namespace);
    const core = new Set<string>([...CORE_NAMESPACES, ...Object.keys(API_MESSAGES.en)]);
    const used = SHELL.flatMap(files).flatMap((path) =>
      [...readFileSync(join(src, path), "utf8").matchAll(/\bt\(\s*["`]([A-Za-z]+)\./g)].map((m) => ({
        path,
        namespace: m[1],
      })),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((u) => !core.has(u.namespace ?? ""))).toEqual([]);
  });
});
