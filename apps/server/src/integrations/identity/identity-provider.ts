/**
 * Identity verification (spec §2 /identify/nice: adult events need a verified age). The browser
 * goes to the provider's page; the provider sends it back to our callback with the check's id,
 * and the server asks the provider what it verified — never trusting the browser's query.
 * Adapters: `sandbox` (a page of our own where a tester enters a birth date). A real provider
 * (NICE) plugs in here with its own start URL and result lookup.
 */
export interface IdentityProvider {
  readonly name: "sandbox";
  /** Where to send the browser to verify check `checkId` (a path on this app, or the provider's URL). */
  startUrl(checkId: string): string;
  /** What the provider verified for the check: the birth date (YYYY-MM-DD), or undefined when it did not. */
  result(checkId: string): Promise<{ birthDate: string } | undefined>;
}

export const IDENTITY_CALLBACK_PATH = "/api/v1/identity/callback";
export const SANDBOX_IDENTITY_PATH = "/sandbox/identity";
