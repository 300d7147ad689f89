/**
 * The catalogs as the tests read them: each language's UI strings with the API's messages, as
 * nested trees and flattened to dotted keys (catalogs.test.ts, glossary.test.ts).
 */
import type { Language } from "@admit/contract/i18n";
import { API_MESSAGES } from "@admit/contract/messages/index";
import en from "./en.json";
import ja from "./ja.json";
import ko from "./ko.json";
import zhTw from "./zh-tw.json";

export type Tree = { [key: string]: string | Tree };

export const CATALOGS: Record<Language, Tree> = {
  en: { ...en, ...API_MESSAGES.en } as Tree,
  ko: { ...ko, ...API_MESSAGES.ko } as Tree,
  ja: { ...ja, ...API_MESSAGES.ja } as Tree,
  "zh-tw": { ...zhTw, ...API_MESSAGES["zh-tw"] } as Tree,
};

/** Every string of a tree by its dotted key. */
export function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}
