import type { Language } from "../i18n.ts";
import { type ApiMessages, en } from "./en.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";
import { zhTw } from "./zh-tw.ts";

export type { ApiMessages };

export const API_MESSAGES: Record<Language, ApiMessages> = { en, ko, ja, "zh-tw": zhTw };

export { interpolate } from "./interpolate.ts";
