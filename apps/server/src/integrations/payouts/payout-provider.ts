import type { Currency } from "@admit/contract/money";

/** Where a seller is paid: their bank account (the account number in clear only on its way to the provider). */
export interface PayoutAccount {
  /** Our own id of the seller at the provider (never reused): `seller-<userId>`. */
  refSellerId: string;
  name: string;
  email: string;
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

/**
 * The payout port: pays a seller what a resale owes them (the ledger's net), once the event is over.
 * Adapters: `sandbox` (the default: a payout is recorded as paid, no money moves, no bank account
 * needed) and `toss` (Toss Payments' payouts API v2: the seller is registered with their bank account,
 * then paid; every request body is JWE-encrypted with the security key).
 */
export interface PayoutProvider {
  readonly name: "sandbox" | "toss";
  /** Whether a seller must register a bank account before they can be paid. */
  readonly needsAccount: boolean;
  /** Registers (or updates) the seller and their account: the provider's seller id. */
  registerSeller(account: PayoutAccount): Promise<string>;
  /**
   * Pays `amount` to the registered seller, once: the same `refPayoutId` answers the first payout.
   * @throws when the provider cannot pay now (the payout stays HELD and is tried again).
   */
  pay(input: {
    refPayoutId: string;
    sellerRef: string | null;
    amount: number;
    currency: Currency;
  }): Promise<{ ref: string }>;
}

/** The sandbox: a payout is paid the moment it is due; its reference names it. */
export const sandboxPayouts: PayoutProvider = {
  name: "sandbox",
  needsAccount: false,
  async registerSeller(account) {
    return `sbx_${account.refSellerId}`;
  },
  async pay(input) {
    return { ref: `sbx_${input.refPayoutId}` };
  },
};
