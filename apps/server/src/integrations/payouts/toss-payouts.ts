import { decryptJwe, encryptJwe } from "./jwe.ts";
import type { PayoutProvider } from "./payout-provider.ts";

export interface TossPayoutSettings {
  /** The secret key of the API-key pair (Basic auth). */
  secretKey: string;
  /** The security key of the developer centre (64 hexadecimal characters): encrypts request bodies. */
  securityKey: string;
  /** https://api.tosspayments.com (tests point it at a local double). */
  apiBase: string;
  timeoutMs?: number;
}

/** Toss's v2 answer: `{ version, traceId, entityType, entityBody }`, or an error object. */
interface TossV2<T> {
  entityBody?: T;
  error?: { code: string; message: string };
}

/**
 * Toss Payments' payouts (지급대행) v2: a seller is registered with their bank account (POST
 * /v2/sellers), then paid at once (POST /v2/payouts, scheduleType EXPRESS). Bodies are sent and
 * answered as JWE (ENCRYPTION security mode); the payout's `refPayoutId` and the Idempotency-Key
 * make a retried request pay once. Needs a payouts contract with Toss.
 */
export function tossPayouts(settings: TossPayoutSettings): PayoutProvider {
  const auth = `Basic ${Buffer.from(`${settings.secretKey}:`).toString("base64")}`;
  async function post<T>(path: string, body: unknown, idempotencyKey?: string): Promise<T> {
    const res = await fetch(`${settings.apiBase.replace(/\/$/, "")}${path}`, {
      method: "POST",
      headers: {
        authorization: auth,
        "content-type": "text/plain",
        "TossPayments-api-security-mode": "ENCRYPTION",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: encryptJwe(body, settings.securityKey),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 60_000),
    });
    const text = await res.text();
    let answer: TossV2<T>;
    try {
      answer = decryptJwe<TossV2<T>>(text, settings.securityKey);
    } catch {
      answer = JSON.parse(text || "{}") as TossV2<T>;
    }
    if (!res.ok || !answer.entityBody)
      throw new Error(
        `Toss payouts ${path}: ${res.status} ${answer.error?.code ?? ""} ${answer.error?.message ?? ""}`,
      );
    return answer.entityBody;
  }
  return {
    name: "toss",
    needsAccount: true,
    async registerSeller(account) {
      const seller = await post<{ id: string }>("/v2/sellers", {
        refSellerId: account.refSellerId,
        businessType: "INDIVIDUAL",
        individual: { name: account.name, email: account.email },
        account: {
          bankCode: account.bankCode,
          accountNumber: account.accountNumber,
          holderName: account.holderName,
        },
      });
      return seller.id;
    },
    async pay(input) {
      if (!input.sellerRef) throw new Error("the seller has no registered bank account");
      if (input.currency !== "KRW") throw new Error(`Toss pays out KRW only, not ${input.currency}`);
      const answer = await post<{ items: { id: string; refPayoutId: string; status: string }[] }>(
        "/v2/payouts",
        [
          {
            refPayoutId: input.refPayoutId,
            destination: input.sellerRef,
            scheduleType: "EXPRESS",
            amount: { currency: "KRW", value: input.amount },
            transactionDescription: "Admit resale",
          },
        ],
        input.refPayoutId,
      );
      const item = answer.items.find((i) => i.refPayoutId === input.refPayoutId);
      if (!item || item.status === "FAILED") throw new Error(`Toss refused payout ${input.refPayoutId}`);
      return { ref: item.id };
    },
  };
}
