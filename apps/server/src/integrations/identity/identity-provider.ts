/**
 * Identity verification (spec §2 /identify/nice: adult events need a verified age). The browser
 * goes to the provider's page; the provider sends it back to our callback with the check's id,
 * and the server asks the provider what it verified — never trusting the browser's query.
 * Adapters: `sandbox` (a page of our own where a tester enters a birth date) and `nice` (NICE's
 * 본인확인 standard window through the NICE API, its answer encrypted with a key of the check's own).
 */
import type { Language } from "@admit/contract/i18n";

export interface IdentityProvider {
  readonly name: "sandbox" | "nice";
  /** Prepares check `checkId`; answers where to send the browser (a path on this app), its page in `lang` where the provider can. */
  start(checkId: string, lang: Language): Promise<string>;
  /** The check a return to our callback belongs to, from the return's parameters. */
  checkIdOf(params: Record<string, string | undefined>): Promise<string | undefined>;
  /**
   * What the provider verified for the check — the birth date (YYYY-MM-DD) — or undefined when it
   * did not; from the provider itself or its signed, encrypted answer, never from the browser alone.
   */
  result(
    checkId: string,
    params: Record<string, string | undefined>,
  ): Promise<{ birthDate: string } | undefined>;
}

export const IDENTITY_CALLBACK_PATH = "/api/v1/identity/callback";
export const SANDBOX_IDENTITY_PATH = "/sandbox/identity";
