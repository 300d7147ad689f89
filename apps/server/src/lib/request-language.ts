import { isLanguage, type Language, languageFromAcceptLanguage } from "@admit/contract/i18n";
import type { FastifyRequest } from "fastify";

/**
 * The language to show organisers' texts in: the page's own (the web sends its interface language
 * as `Accept-Language`, which may differ from the account's), else the signed-in user's.
 */
export function contentLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"];
  return header ? languageFromAcceptLanguage(header) : requestLanguage(request);
}

/** The language of answers to this request: the signed-in user's, else `Accept-Language`. */
export function requestLanguage(request: FastifyRequest): Language {
  const userLanguage = request.user?.language;
  if (isLanguage(userLanguage)) return userLanguage;
  return languageFromAcceptLanguage(request.headers["accept-language"]);
}
