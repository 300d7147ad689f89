import { isLanguage, type Language, languageFromAcceptLanguage } from "@admit/contract/i18n";
import type { FastifyRequest } from "fastify";

/** The language of answers to this request: the signed-in user's, else `Accept-Language`. */
export function requestLanguage(request: FastifyRequest): Language {
  const userLanguage = request.user?.language;
  if (isLanguage(userLanguage)) return userLanguage;
  return languageFromAcceptLanguage(request.headers["accept-language"]);
}
