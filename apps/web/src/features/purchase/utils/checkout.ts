import type { Language } from "@admit/contract/i18n";
import type { TReservation } from "@admit/contract/sale";

type Checkout = NonNullable<TReservation["checkout"]>;

/**
 * How the browser pays a reservation — the one place that knows the providers:
 * - sandbox: our own hosted page, a path on this origin; its buttons come back to /pay/result.
 * - toss: Toss's JS SDK would open its window with `sdkRequest`; this build does not ship the SDK,
 *   so the customer is told payment is not available here rather than left waiting.
 */
export type CheckoutPlan = { type: "redirect"; url: string } | { type: "unavailable"; provider: string };

export function checkoutPlan(checkout: Checkout, lang: Language): CheckoutPlan {
  if (checkout.provider === "sandbox" && checkout.checkoutUrl?.startsWith("/")) {
    const url = new URL(checkout.checkoutUrl, "http://origin.invalid");
    url.searchParams.set("lang", lang);
    return { type: "redirect", url: `${url.pathname}${url.search}` };
  }
  return { type: "unavailable", provider: checkout.provider };
}

/** Leaves for the provider's page (a full page load: the order state waits in session storage). */
export function openCheckout(plan: Extract<CheckoutPlan, { type: "redirect" }>) {
  window.location.assign(plan.url);
}
