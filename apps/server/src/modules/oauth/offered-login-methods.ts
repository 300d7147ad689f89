import type { LoginMethod } from "@admit/contract/labels";
import type { Config } from "../../config.ts";

/** E-mail always; a provider only when its credentials are configured. */
export function offeredLoginMethods(config: Pick<Config, "oauth">): LoginMethod[] {
  return [
    ...(config.oauth.google ? (["google"] as const) : []),
    ...(config.oauth.kakao ? (["kakao"] as const) : []),
    "email",
  ];
}
