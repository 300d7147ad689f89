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
