import type { TFunction } from "./i18n.ts";

/** Looks like an e-mail address: one word with an @ in it. */
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/**
 * A person's own name as a sentence may show it, or null when there is none to show: empty,
 * blank, or an e-mail address. An address is not a name: "kim@example.com님" and an honorific
 * on nothing ("님이 …") are what a name slot must never read.
 */
export function personName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? "";
  return trimmed && !ADDRESS.test(trimmed) ? trimmed : null;
}

/**
 * A person as a sentence's name slot shows them: their name with the language's honorific
 * (`person.named`: "민준님", "民俊さん", "Minjun"), else `otherwise` — an address, or a neutral
 * phrase such as `person.recipient`. Sentences put no honorific or varying particle of their own
 * after the slot, so every filling reads right.
 */
export function personLabel(t: TFunction, name: string | null | undefined, otherwise: string): string {
  const own = personName(name);
  return own ? t("person.named", { name: own }) : otherwise;
}
