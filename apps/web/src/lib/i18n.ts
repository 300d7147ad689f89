import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  type Language,
  languageFromTag,
} from "@admit/contract/i18n";
import { interpolate } from "@admit/contract/messages/interpolate";
import { create } from "zustand";
import { local, STORAGE_KEYS } from "./storage.ts";

/**
 * The interface language (spec §1): `?lang` → stored choice → browser language (zh → zh-tw,
 * anything else → en) → en. Missing keys fall back to ko.
 */
export function resolveLanguage(input: {
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): Language {
  const query = input.query?.toLowerCase();
  if (isLanguage(query)) return query;
  if (isLanguage(input.stored)) return input.stored;
  for (const tag of input.browser ?? []) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

type Catalog = { [key: string]: string | Catalog };
export type TranslateValues = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, values?: TranslateValues) => string;

/** Each language's catalog (the shell's JSON plus the API's messages) is its own chunk. */
const loaders: Record<Language, () => Promise<Catalog>> = {
  en: () =>
    Promise.all([import("../locales/en.json"), import("@admit/contract/messages/en")]).then(([c, m]) => ({
      ...c.default,
      ...m.en,
    })),
  ko: () =>
    Promise.all([import("../locales/ko.json"), import("@admit/contract/messages/ko")]).then(([c, m]) => ({
      ...c.default,
      ...m.ko,
    })),
  ja: () =>
    Promise.all([import("../locales/ja.json"), import("@admit/contract/messages/ja")]).then(([c, m]) => ({
      ...c.default,
      ...m.ja,
    })),
  "zh-tw": () =>
    Promise.all([import("../locales/zh-tw.json"), import("@admit/contract/messages/zh-tw")]).then(
      ([c, m]) => ({
        ...c.default,
        ...m.zhTw,
      }),
    ),
};

const catalogs: Partial<Record<Language, Catalog>> = {};

interface I18nState {
  language: Language;
  /** Bumped when a catalog arrives, so screens re-render with it. */
  version: number;
}

const useI18nStore = create<I18nState>(() => ({ language: DEFAULT_LANGUAGE, version: 0 }));

async function ensureLoaded(lang: Language) {
  if (catalogs[lang]) return;
  catalogs[lang] = await loaders[lang]();
  useI18nStore.setState((s) => ({ version: s.version + 1 }));
}

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(lang: Language, count: number) {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang === "zh-tw" ? "zh-TW" : lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function find(lang: Language, key: string, count: number | undefined): string | undefined {
  const catalog = catalogs[lang];
  if (count !== undefined) {
    const plural = lookup(catalog, `${key}_${pluralOf(lang, count)}`) ?? lookup(catalog, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(catalog, key);
}

/** Translates a key with `{{name}}` values; `count` picks `key_one`/`key_other` by the language's plural rules. */
export const t: TFunction = (key, values) => {
  const { language } = useI18nStore.getState();
  const found = find(language, key, values?.count);
  if (found !== undefined) return interpolate(found, values);
  if (!catalogs[FALLBACK_LANGUAGE]) {
    // The catalogs are tested complete, so this only runs for a key that slipped through.
    void ensureLoaded(FALLBACK_LANGUAGE);
    return key;
  }
  const fallback = find(FALLBACK_LANGUAGE, key, values?.count);
  return fallback === undefined ? key : interpolate(fallback, values);
};

/** The translate function and current language; re-renders when either changes. */
export function useTranslation() {
  const language = useI18nStore((s) => s.language);
  useI18nStore((s) => s.version);
  return { t, language };
}

/** Loads the chosen language before the first render. */
export async function initI18n(lang: Language) {
  await ensureLoaded(lang);
  useI18nStore.setState({ language: lang });
  applyDocumentLanguage(lang);
}

export async function changeLanguage(lang: Language) {
  await ensureLoaded(lang);
  local.set(STORAGE_KEYS.language, lang);
  useI18nStore.setState({ language: lang });
  applyDocumentLanguage(lang);
}

export function currentLanguage(): Language {
  return useI18nStore.getState().language;
}

function applyDocumentLanguage(lang: Language) {
  document.documentElement.lang = lang === "zh-tw" ? "zh-Hant-TW" : lang;
}
