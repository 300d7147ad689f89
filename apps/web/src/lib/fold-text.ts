/**
 * Text as compared: NFKC so composed and decomposed Hangul, and full-width and half-width forms
 * (ｈａｎｇａｎｇ, ｶﾞ), compare equal; then lower case.
 */
export const foldText = (text: string) => text.normalize("NFKC").toLocaleLowerCase();
