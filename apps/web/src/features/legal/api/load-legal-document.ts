import type { Language } from "@admit/contract/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LegalDocument } from "../content/types.ts";

export type LegalKind = "terms" | "privacy";

/** Each language's text is its own chunk, loaded when the page opens. */
const LOADERS: Record<LegalKind, Record<Language, () => Promise<LegalDocument>>> = {
  terms: {
    en: () => import("../content/terms.en.ts").then((m) => m.terms),
    ko: () => import("../content/terms.ko.ts").then((m) => m.terms),
    ja: () => import("../content/terms.ja.ts").then((m) => m.terms),
    "zh-tw": () => import("../content/terms.zh-tw.ts").then((m) => m.terms),
  },
  privacy: {
    en: () => import("../content/privacy.en.ts").then((m) => m.privacy),
    ko: () => import("../content/privacy.ko.ts").then((m) => m.privacy),
    ja: () => import("../content/privacy.ja.ts").then((m) => m.privacy),
    "zh-tw": () => import("../content/privacy.zh-tw.ts").then((m) => m.privacy),
  },
};

export const legalDocumentQueryOptions = (kind: LegalKind, lang: Language) =>
  queryOptions({
    queryKey: ["legal", kind, lang],
    queryFn: LOADERS[kind][lang],
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useLegalDocument(kind: LegalKind, lang: Language) {
  return useQuery(legalDocumentQueryOptions(kind, lang));
}
