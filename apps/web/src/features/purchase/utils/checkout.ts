import type { Language } from "@admit/contract/i18n";
import type { TReservation } from "@admit/contract/sale";

type Checkout = NonNullable<TReservation["checkout"]>;

/**
 * How the browser pays a reservation — the one place that knows the providers:
 * - sandbox: our own hosted page, a path on this origin; its buttons come back to /pay/result.
 * - toss: Toss's JS SDK v2, loaded from Toss when the customer pays, opens its payment window
 *   with `sdkRequest`; Toss then sends the browser to the request's successUrl or failUrl.
 */
export type CheckoutPlan =
  | { type: "redirect"; url: string }
  | { type: "toss"; sdkUrl: string; clientKey: string; customerKey: string; request: Record<string, unknown> }
  | { type: "unavailable"; provider: string };

export function checkoutPlan(checkout: Checkout, lang: Language): CheckoutPlan {
  if (checkout.provider === "sandbox" && checkout.checkoutUrl?.startsWith("/")) {
    const url = new URL(checkout.checkoutUrl, "http://origin.invalid");
    url.searchParams.set("lang", lang);
    return { type: "redirect", url: `${url.pathname}${url.search}` };
  }
  if (checkout.provider === "toss" && checkout.sdkRequest && checkout.sdkUrl?.startsWith("https://")) {
    return {
      type: "toss",
      sdkUrl: checkout.sdkUrl,
      clientKey: checkout.clientKey,
      customerKey: checkout.customerKey,
      request: checkout.sdkRequest,
    };
  }
  return { type: "unavailable", provider: checkout.provider };
}

/** Leaves for the provider's page (a full page load: the order state waits in session storage). */
export function openCheckout(plan: Extract<CheckoutPlan, { type: "redirect" }>) {
  window.location.assign(plan.url);
}

/** The part of Toss's SDK v2 the checkout uses (`window.TossPayments`). */
export type TossPaymentsSdk = (clientKey: string) => {
  payment(options: { customerKey: string }): {
    requestPayment(request: Record<string, unknown>): Promise<unknown>;
  };
};

/**
 * What came of opening Toss's window: `leaving` — Toss is sending the browser to the success or
 * failure URL; `canceled` — the customer closed the window (stay on the summary);
 * `unavailable` — the SDK did not load or refused the request.
 */
export type TossOutcome = "leaving" | "canceled" | "unavailable";

/**
 * Opens Toss's payment window. `loadSdk` loads the script and answers `window.TossPayments`
 * (replaced in tests). Toss rejects with code USER_CANCEL when the customer closes the window.
 */
export async function payWithToss(
  plan: Extract<CheckoutPlan, { type: "toss" }>,
  loadSdk: (url: string) => Promise<TossPaymentsSdk> = loadTossSdk,
): Promise<TossOutcome> {
  let sdk: TossPaymentsSdk;
  try {
    sdk = await loadSdk(plan.sdkUrl);
  } catch {
    return "unavailable";
  }
  try {
    await sdk(plan.clientKey).payment({ customerKey: plan.customerKey }).requestPayment(plan.request);
    return "leaving";
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    return code === "USER_CANCEL" || code === "PAY_PROCESS_CANCELED" ? "canceled" : "unavailable";
  }
}

let sdkLoad: Promise<TossPaymentsSdk> | undefined;

/** Adds Toss's script tag once (the CSP lets Toss's origins in when PAYMENTS=toss). */
function loadTossSdk(url: string): Promise<TossPaymentsSdk> {
  const ready = () => (window as unknown as { TossPayments?: TossPaymentsSdk }).TossPayments;
  sdkLoad ??= new Promise<TossPaymentsSdk>((resolve, reject) => {
    const loaded = ready();
    if (loaded) return resolve(loaded);
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => {
      const sdk = ready();
      if (sdk) resolve(sdk);
      else reject(new Error("TossPayments missing after load"));
    };
    script.onerror = () => reject(new Error("TossPayments did not load"));
    document.head.append(script);
  }).catch((err: unknown) => {
    sdkLoad = undefined; // a later attempt may load it
    throw err;
  });
  return sdkLoad;
}

/**
 * Takes a reservation to its provider's checkout: a page of its own, or Toss's window (closing it
 * keeps the reservation: Pay again opens the same order). The screen shows it is leaving, and says
 * so when the provider cannot be reached from here.
 */
export function goToCheckout(
  checkout: Checkout | null | undefined,
  lang: Language,
  screen: { setLeaving: (leaving: boolean) => void; setUnavailable: (unavailable: boolean) => void },
): void {
  const plan = checkout ? checkoutPlan(checkout, lang) : null;
  if (plan?.type === "redirect") {
    screen.setLeaving(true);
    openCheckout(plan);
    return;
  }
  if (plan?.type === "toss") {
    screen.setLeaving(true);
    void payWithToss(plan).then((result) => {
      if (result === "leaving") return;
      screen.setLeaving(false);
      if (result === "unavailable") screen.setUnavailable(true);
    });
    return;
  }
  screen.setUnavailable(true);
}
