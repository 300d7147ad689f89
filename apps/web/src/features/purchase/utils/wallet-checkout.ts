import type { TReservation } from "@admit/contract/sale";
import { session } from "../../../lib/storage.ts";

/** What the wallet payment screen needs of an XRP reservation: kept for the tab (a reload keeps it). */
export interface WalletCheckout {
  orderId: string;
  amount: number;
  expiresAt: string;
  wallet: NonNullable<NonNullable<TReservation["checkout"]>["wallet"]>;
}

const keyOf = (orderId: string) => `admit.wallet-checkout.${orderId}`;

export function saveWalletCheckout(reservation: TReservation): WalletCheckout | null {
  const wallet = reservation.checkout?.wallet;
  if (!wallet) return null;
  const checkout = {
    orderId: reservation.orderId,
    amount: reservation.amount,
    expiresAt: reservation.expiresAt,
    wallet,
  };
  session.set(keyOf(reservation.orderId), JSON.stringify(checkout));
  return checkout;
}

export function loadWalletCheckout(orderId: string | undefined): WalletCheckout | null {
  if (!orderId) return null;
  try {
    const saved = JSON.parse(session.get(keyOf(orderId)) ?? "null") as WalletCheckout | null;
    return saved?.orderId === orderId && saved.wallet ? saved : null;
  } catch {
    return null;
  }
}

/** The wallet payment screen of an order. */
export const walletPayPath = (orderId: string) => `/pay/wallet/${encodeURIComponent(orderId)}`;
