import { CURRENCIES } from "@admit/contract/money";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { isTxHash, type WalletPayments } from "./wallet-payments.ts";

/**
 * The one payment port the use cases see (`app.payments`): crypto orders (XRP) go to the wallet
 * payment, every other to the card provider. A payment is routed by what it carries — the order's
 * currency at checkout, its key afterwards (a wallet payment's key is its transaction hash), the
 * order's recorded provider for a lookup. `name` stays the card provider's: it is what a new card
 * order records and what the resale's checks ask about.
 */
export function routedPayments(card: PaymentProvider, wallet: WalletPayments, db: Db): PaymentProvider {
  const byKey = (paymentKey: string) => (isTxHash(paymentKey.toLowerCase()) ? wallet : card);
  return {
    name: card.name,
    checkoutSession: (input) => (CURRENCIES[input.currency].crypto ? wallet : card).checkoutSession(input),
    confirm: (input) => byKey(input.paymentKey).confirm(input),
    cancel: (input) => byKey(input.paymentKey).cancel(input),
    async lookup(orderId) {
      const [order] = await db
        .select({ provider: orders.provider })
        .from(orders)
        .where(eq(orders.id, orderId));
      return (order?.provider === "wallet" ? wallet : card).lookup(orderId);
    },
  };
}
