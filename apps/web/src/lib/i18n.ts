/// <reference path="../locales/virtual-locale.d.ts" />
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  type Language,
  languageFromTag,
} from "@admit/contract/i18n";
import { interpolate } from "@admit/contract/messages/interpolate";
import type { CatalogPart } from "../locales/parts.ts";
import { createCurrentStore } from "./current-store.ts";
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

/**
 * Each language's catalog in two chunks (locales/parts.ts): `core` — the shell's strings — and
 * `screens` with the API's messages (errors, field checks), loaded before any screen but the start
 * screen renders: the start screen calls no API, and its bundle stays within its 120 KB.
 */
const loaders: Record<Language, Record<CatalogPart, () => Promise<Catalog>>> = {
  en: {
    core: () => import("virtual:locale/en/core").then((c) => c.default as Catalog),
    screens: () =>
      Promise.all([import("virtual:locale/en/screens"), import("@admit/contract/messages/en")]).then(
        ([c, m]) => ({ ...(c.default as Catalog), ...m.en }),
      ),
  },
  ko: {
    core: () => import("virtual:locale/ko/core").then((c) => c.default as Catalog),
    screens: () =>
      Promise.all([import("virtual:locale/ko/screens"), import("@admit/contract/messages/ko")]).then(
        ([c, m]) => ({ ...(c.default as Catalog), ...m.ko }),
      ),
  },
  ja: {
    core: () => import("virtual:locale/ja/core").then((c) => c.default as Catalog),
    screens: () =>
      Promise.all([import("virtual:locale/ja/screens"), import("@admit/contract/messages/ja")]).then(
        ([c, m]) => ({ ...(c.default as Catalog), ...m.ja }),
      ),
  },
  "zh-tw": {
    core: () => import("virtual:locale/zh-tw/core").then((c) => c.default as Catalog),
    screens: () =>
      Promise.all([import("virtual:locale/zh-tw/screens"), import("@admit/contract/messages/zh-tw")]).then(
        ([c, m]) => ({ ...(c.default as Catalog), ...m.zhTw }),
      ),
  },
};

const catalogs: Partial<Record<Language, Catalog>> = {};
const loading = new Map<string, Promise<void>>();
/** Set once a screen needed the `screens` part: a language change then loads it too. */
let screensNeeded = false;

interface I18nState {
  language: Language;
  /** Bumped when a catalog part arrives, so screens re-render with it. */
  version: number;
}

const useI18nStore = createCurrentStore<I18nState>(() => ({ language: DEFAULT_LANGUAGE, version: 0 }));

/** The white label's name, which sentences say as `{{appName}}` ("New to {{appName}}?"). */
export const DEFAULT_APP_NAME = "Admit";
let appName = DEFAULT_APP_NAME;

/** Renders every translated text again (main.tsx, once times are written in this device's zone). */
export function refreshTexts() {
  useI18nStore.setState((s) => ({ version: s.version + 1 }));
}

/** The label's name for every sentence that names the app (stores/label.ts, once the label is known). */
export function setAppName(name: string) {
  if (name === appName) return;
  appName = name;
  useI18nStore.setState((s) => ({ version: s.version + 1 }));
}

function ensurePart(lang: Language, part: CatalogPart): Promise<void> {
  const key = `${lang}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[lang][part]().then(
      (strings) => {
        catalogs[lang] = { ...catalogs[lang], ...strings };
        useI18nStore.setState((s) => ({ version: s.version + 1 }));
      },
      (err: unknown) => {
        loading.delete(key); // a later screen may try again
        throw err;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

async function ensureLoaded(lang: Language) {
  await Promise.all([ensurePart(lang, "core"), screensNeeded ? ensurePart(lang, "screens") : null]);
}

/** Loads the current language's `screens` part (before a screen other than the start screen renders). */
export async function loadScreenStrings() {
  screensNeeded = true;
  await ensurePart(useI18nStore.getState().language, "screens");
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
export const t: TFunction = (key, given) => {
  const { language } = useI18nStore.getState();
  const values = { appName, ...given };
  const found = find(language, key, given?.count);
  if (found !== undefined) return interpolate(found, values);
  const fallback = find(FALLBACK_LANGUAGE, key, given?.count);
  if (fallback !== undefined) return interpolate(fallback, values);
  // The catalogs are tested complete, so this only runs for a key that slipped through (or a
  // `screens` key asked for before its part arrived: the version bump then re-renders).
  if (!loading.has(`${FALLBACK_LANGUAGE}/screens`)) {
    void Promise.all([ensurePart(FALLBACK_LANGUAGE, "core"), ensurePart(FALLBACK_LANGUAGE, "screens")]).catch(
      () => undefined,
    );
  }
  return key;
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

/** Calls `listener` with each new interface language; answers the unsubscribe. */
export function onLanguageChange(listener: (lang: Language) => void): () => void {
  return useI18nStore.subscribe((state, before) => {
    if (state.language !== before.language) listener(state.language);
  });
}

function applyDocumentLanguage(lang: Language) {
  // The server's render (entry-server.tsx) writes the page's lang attribute itself.
  if (typeof document === "undefined") return;
  const tag = lang === "zh-tw" ? "zh-Hant-TW" : lang;
  // Only a change: setting it restyles and lays out every text of the page again.
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
}
