/**
 * What organisers write — a collection's name, about and before-you-go texts, its ticket types'
 * and prices' names — in each interface language, each falling back to the organiser's own text.
 */
import { z } from "zod";
import { LANGUAGES, type Language } from "./i18n.ts";

/** One text per language; a language left out falls back to the organiser's own text. */
export const ZLocalTexts = z.partialRecord(z.enum(LANGUAGES), z.string().min(1));
export type TLocalTexts = z.infer<typeof ZLocalTexts>;

/** The text in `lang` when the organiser gave one, else their own. */
export const inLanguage = (texts: TLocalTexts | null | undefined, lang: Language, own: string): string =>
  texts?.[lang] ?? own;

/** A collection's texts in one language: any left out falls back to the collection's own text. */
export const ZCltnTexts = z.object({
  name: z.string().min(1).optional(),
  description: z.string().optional(),
  memo: z.string().optional(),
});
export type TCltnTexts = z.infer<typeof ZCltnTexts>;

/** `extra.i18n` of a collection: its texts per language. */
export const ZCltnExtraI18n = z.object({ i18n: z.partialRecord(z.enum(LANGUAGES), ZCltnTexts) });

/** A collection's texts in `lang` from its `extra.i18n`, when the organiser gave them. */
export function cltnTextsIn(extra: Record<string, unknown>, lang: Language): TCltnTexts | undefined {
  const parsed = ZCltnExtraI18n.safeParse(extra);
  return parsed.success ? parsed.data.i18n[lang] : undefined;
}

/** A collection's name in `lang` from its `extra.i18n`, else its own. */
export const cltnNameIn = (cltn: { name: string; extra: Record<string, unknown> }, lang: Language): string =>
  cltnTextsIn(cltn.extra, lang)?.name ?? cltn.name;

/** The organiser's texts of a questionnaire item, each beside its other languages (catalogue.ts `ZQtnrItem`). */
interface QtnrItemTexts {
  name: string;
  names?: TLocalTexts;
  placeholder?: string;
  placeholders?: TLocalTexts;
  terms?: string;
  termsTexts?: TLocalTexts;
  options?: string[];
  optionNames?: Record<string, TLocalTexts>;
}

/**
 * A questionnaire item in `lang`: its label, placeholder and terms — the consent a buyer ticks, so
 * never in another language than theirs when the organiser wrote it — and each option's name in
 * `optionLabels`, keyed by the option the answer keeps.
 */
export function qtnrItemIn<T extends QtnrItemTexts>(
  item: T,
  lang: Language,
): Omit<T, "names" | "placeholders" | "termsTexts" | "optionNames"> & {
  optionLabels?: Record<string, string>;
} {
  const { names, placeholders, termsTexts, optionNames, ...own } = item;
  return {
    ...own,
    name: inLanguage(names, lang, item.name),
    ...(item.placeholder !== undefined && { placeholder: inLanguage(placeholders, lang, item.placeholder) }),
    ...(item.terms !== undefined && { terms: inLanguage(termsTexts, lang, item.terms) }),
    ...(item.options && {
      optionLabels: Object.fromEntries(item.options.map((o) => [o, inLanguage(optionNames?.[o], lang, o)])),
    }),
  };
}
