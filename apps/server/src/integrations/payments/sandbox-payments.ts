import { randomBytes } from "node:crypto";
import type { PaymentMethod } from "@admit/contract/sale";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxPaymentRequests, sandboxPayments } from "../../db/schema/index.ts";
import {
  type CanceledPayment,
  type ConfirmedPayment,
  PaymentError,
  type PaymentProvider,
  type PaymentState,
  validCancelInput,
  validCheckoutInput,
  validConfirmInput,
  withQuery,
} from "./payment-provider.ts";

export const SANDBOX_CLIENT_KEY = "test_ck_sandbox";
/** Where the hosted checkout pages live, outside the API's prefix. */
export const SANDBOX_CHECKOUT_PATH = "/sandbox/checkout";
/** How long a checkout page works, and how long an approval waits for confirm (Toss: 30 and 10). */
const PAGE_MS = 30 * 60_000;
const CONFIRM_MS = 10 * 60_000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxChoice = "approve" | "decline" | "cancel";
/** The texts the failUrl carries in `message`, in the customer's language. */
export interface SandboxFailMessages {
  declined: string;
  canceled: string;
  expired: string;
  duplicated: string;
}

/** The sandbox adapter, plus what its hosted page needs. */
export interface SandboxPayments extends PaymentProvider {
  readonly name: "sandbox";
  /** The payment behind a checkout page; undefined for an unknown id. */
  findCheckout(id: string): Promise<SandboxPayment | undefined>;
  /** Whether the page still takes a choice. */
  isOpen(payment: SandboxPayment): boolean;
  /**
   * The customer's button on the page: where the browser goes next (successUrl or failUrl with
   * their parameters), "closed" when the page no longer takes a choice, undefined when unknown.
   */
  choose(
    id: string,
    choice: SandboxChoice,
    messages: SandboxFailMessages,
  ): Promise<string | "closed" | undefined>;
}

/** A call's input, for the calls written as functions of this module. */
type In<K extends "checkoutSession" | "confirm" | "cancel"> = Parameters<SandboxPayments[K]>[0];

const PAID = ["DONE", "PARTIAL_CANCELED", "CANCELED"];

const newId = (prefix: string) => `${prefix}${randomBytes(18).toString("base64url")}`;

/** Key order does not survive jsonb, so requests are compared by sorted entries. */
const canonical = (value: Record<string, unknown>) =>
  JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

/** What the sandbox's calls share. */
interface Sandbox {
  db: Db;
  publicUrl: string;
  now: () => Date;
}

/**
 * Our own provider, for development and tests: a hosted page where the customer approves,
 * declines or leaves, and confirm/cancel with a real provider's rules (the approved amount,
 * one charge per payment and per order, refunds up to what was paid, idempotency keys).
 * Its payments live in PostgreSQL, so every process on one database agrees.
 */
export function createSandboxPayments(options: {
  db: Db;
  publicUrl: string;
  now?: () => Date;
}): SandboxPayments {
  const sandbox: Sandbox = {
    db: options.db,
    publicUrl: options.publicUrl,
    now: options.now ?? (() => new Date()),
  };
  return {
    name: "sandbox",
    checkoutSession: (input) => checkoutSession(sandbox, input),
    confirm: (input) => confirm(sandbox, input),
    cancel: (input) => cancel(sandbox, input),
    lookup: (orderId) => lookup(sandbox, orderId),
    async findCheckout(id) {
      const [payment] = await sandbox.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return payment;
    },
    isOpen: (payment) => isOpen(sandbox, payment),
    choose: (id, choice, messages) => choose(sandbox, id, choice, messages),
  };
}

/**
 * Runs `work` once per idempotency key: a stored answer to the same request is answered
 * again, another request under the key is refused. A failure stores nothing, so a retry
 * tries again. Concurrent calls with one key wait on the key's row.
 */
async function once<T>(
  db: Db,
  key: string,
  request: Record<string, unknown>,
  work: (tx: Tx) => Promise<T>,
  codec: { toJson(value: T): Record<string, unknown>; fromJson(json: Record<string, unknown>): T },
): Promise<T> {
  const replay = (row: typeof sandboxPaymentRequests.$inferSelect): T => {
    if (canonical(row.request) !== canonical(request)) {
      throw new PaymentError("IDEMPOTENCY_CONFLICT", "This idempotency key was used for another request");
    }
    if (!row.result) throw new PaymentError("PROVIDER_UNAVAILABLE", "The first request is still running");
    return codec.fromJson(row.result);
  };
  const where = eq(sandboxPaymentRequests.idempotencyKey, key);
  const [stored] = await db.select().from(sandboxPaymentRequests).where(where);
  if (stored) return replay(stored);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sandboxPaymentRequests)
      .values({ idempotencyKey: key, request })
      .onConflictDoNothing()
      .returning({ key: sandboxPaymentRequests.idempotencyKey });
    if (claimed.length === 0) {
      const [row] = await tx.select().from(sandboxPaymentRequests).where(where);
      if (!row) throw new PaymentError("PROVIDER_UNAVAILABLE", "The first request did not finish; retry");
      return replay(row);
    }
    const result = await work(tx);
    await tx
      .update(sandboxPaymentRequests)
      .set({ result: codec.toJson(result) })
      .where(where);
    return result;
  });
}

const lockByPaymentKey = async (tx: Tx, paymentKey: string) => {
  const [row] = await tx
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentKey, paymentKey))
    .for("update");
  return row;
};

const confirmCodec = {
  toJson: (p: ConfirmedPayment) => ({ ...p, approvedAt: p.approvedAt.toISOString() }),
  fromJson: (json: Record<string, unknown>) =>
    ({ ...json, approvedAt: new Date(String(json.approvedAt)) }) as ConfirmedPayment,
};
const cancelCodec = {
  toJson: (p: CanceledPayment) => ({ ...p, canceledAt: p.canceledAt.toISOString() }),
  fromJson: (json: Record<string, unknown>) =>
    ({ ...json, canceledAt: new Date(String(json.canceledAt)) }) as CanceledPayment,
};

const isOpen = ({ now }: Sandbox, payment: SandboxPayment) =>
  payment.status === "READY" && now().getTime() < payment.expiresAt.getTime();

const fail = (payment: SandboxPayment, code: string, message: string) =>
  withQuery(payment.failUrl, { code, message, orderId: payment.orderId });

const success = (payment: SandboxPayment & { paymentKey: string }) =>
  withQuery(payment.successUrl, {
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    amount: String(payment.amount),
  });

/** Closes a page the caller holds locked. */
const finish = (tx: Tx, id: string, set: Partial<SandboxPayment>) =>
  tx.update(sandboxPayments).set(set).where(eq(sandboxPayments.id, id));

async function checkoutSession(
  { db, publicUrl, now }: Sandbox,
  input: In<"checkoutSession">,
): ReturnType<SandboxPayments["checkoutSession"]> {
  validCheckoutInput(input, publicUrl);
  const [paid] = await db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.orderId, input.orderId), inArray(sandboxPayments.status, PAID)));
  if (paid) throw new PaymentError("ALREADY_PROCESSED", "This order is paid already", "DUPLICATED_ORDER_ID");
  const id = newId("cs_");
  await db.insert(sandboxPayments).values({
    id,
    orderId: input.orderId,
    orderName: input.orderName.trim(),
    customerKey: input.customerKey,
    method: input.method,
    currency: input.currency,
    amount: input.amount,
    successUrl: input.successUrl,
    failUrl: input.failUrl,
    expiresAt: new Date(now().getTime() + PAGE_MS),
  });
  return {
    provider: "sandbox",
    clientKey: SANDBOX_CLIENT_KEY,
    checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${id}`,
  };
}

async function confirm({ db, now }: Sandbox, input: In<"confirm">): Promise<ConfirmedPayment> {
  const { paymentKey, orderId, amount, idempotencyKey } = validConfirmInput(input);
  return once(
    db,
    idempotencyKey,
    { kind: "CONFIRM", paymentKey, orderId, amount },
    async (tx) => {
      const payment = await lockByPaymentKey(tx, paymentKey);
      if (!payment || payment.orderId !== orderId) {
        throw new PaymentError("NOT_FOUND", "No such payment", "NOT_FOUND_PAYMENT");
      }
      if (payment.status !== "IN_PROGRESS") {
        throw new PaymentError(
          "ALREADY_PROCESSED",
          "This payment is confirmed already",
          "ALREADY_PROCESSED_PAYMENT",
        );
      }
      const at = now();
      if (at.getTime() - (payment.authorizedAt?.getTime() ?? 0) > CONFIRM_MS) {
        throw new PaymentError("EXPIRED", "The approval has expired; pay again", "NOT_FOUND_PAYMENT_SESSION");
      }
      if (amount !== payment.amount) {
        throw new PaymentError("AMOUNT_MISMATCH", "The amount differs from the approved one");
      }
      const [otherPaid] = await tx
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.orderId, orderId),
            ne(sandboxPayments.id, payment.id),
            inArray(sandboxPayments.status, PAID),
          ),
        );
      if (otherPaid) {
        throw new PaymentError("ALREADY_PROCESSED", "This order is paid already", "DUPLICATED_ORDER_ID");
      }
      await tx
        .update(sandboxPayments)
        .set({ status: "DONE", approvedAt: at })
        .where(eq(sandboxPayments.id, payment.id));
      return {
        paymentKey,
        orderId,
        amount,
        method: payment.method as PaymentMethod,
        approvedAt: at,
        status: "DONE" as const,
      };
    },
    confirmCodec,
  );
}

async function cancel({ db, now }: Sandbox, input: In<"cancel">): Promise<CanceledPayment> {
  const { paymentKey, reason, amount, idempotencyKey } = validCancelInput(input);
  return once(
    db,
    idempotencyKey,
    { kind: "CANCEL", paymentKey, reason, amount: amount ?? null },
    async (tx) => {
      const payment = await lockByPaymentKey(tx, paymentKey);
      if (!payment) throw new PaymentError("NOT_FOUND", "No such payment", "NOT_FOUND_PAYMENT");
      if (payment.status === "CANCELED") {
        throw new PaymentError(
          "ALREADY_PROCESSED",
          "This payment is refunded already",
          "ALREADY_CANCELED_PAYMENT",
        );
      }
      if (payment.status !== "DONE" && payment.status !== "PARTIAL_CANCELED") {
        throw new PaymentError(
          "NOT_CANCELABLE",
          "This payment was never confirmed",
          "NOT_CANCELABLE_PAYMENT",
        );
      }
      const balance = payment.amount - payment.cancelledAmount;
      const refund = amount ?? balance;
      if (refund > balance) {
        throw new PaymentError("NOT_CANCELABLE", "More than is left to refund", "NOT_CANCELABLE_AMOUNT");
      }
      const cancelled = payment.cancelledAmount + refund;
      const status = cancelled === payment.amount ? ("CANCELED" as const) : ("PARTIAL_CANCELED" as const);
      await tx
        .update(sandboxPayments)
        .set({ cancelledAmount: cancelled, status })
        .where(eq(sandboxPayments.id, payment.id));
      return {
        paymentKey,
        cancelledAmount: refund,
        balanceAmount: payment.amount - cancelled,
        status,
        canceledAt: now(),
      };
    },
    cancelCodec,
  );
}

async function lookup({ db }: Sandbox, orderId: string): Promise<PaymentState> {
  // One order may have had several pages; at most one of them was ever charged.
  const [paid] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.orderId, orderId), inArray(sandboxPayments.status, PAID)));
  if (!paid?.paymentKey || !paid.approvedAt) return { status: "NOT_CONFIRMED" };
  return {
    status: paid.status as Exclude<PaymentState["status"], "NOT_CONFIRMED">,
    paymentKey: paid.paymentKey,
    amount: paid.amount,
    balanceAmount: paid.amount - paid.cancelledAmount,
    method: paid.method as PaymentMethod,
    approvedAt: paid.approvedAt,
  };
}

/** The customer's button on the hosted page. */
async function choose(
  sandbox: Sandbox,
  id: string,
  choice: SandboxChoice,
  messages: SandboxFailMessages,
): Promise<string | "closed" | undefined> {
  return sandbox.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for("update");
    if (!payment) return undefined;
    // A second tap on Approve (or the browser resending the form) goes where the first went.
    if (choice === "approve" && payment.paymentKey)
      return success({ ...payment, paymentKey: payment.paymentKey });
    if (payment.status !== "READY") return "closed";
    if (!isOpen(sandbox, payment)) {
      await finish(tx, id, { status: "EXPIRED" });
      return fail(payment, "EXPIRED", messages.expired);
    }
    if (choice === "decline") {
      await finish(tx, id, { status: "DECLINED" });
      return fail(payment, "DECLINED", messages.declined);
    }
    if (choice === "cancel") {
      await finish(tx, id, { status: "USER_CANCELED" });
      return fail(payment, "USER_CANCEL", messages.canceled);
    }
    const [paid] = await tx
      .select({ id: sandboxPayments.id })
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.orderId, payment.orderId), inArray(sandboxPayments.status, PAID)));
    if (paid) {
      await finish(tx, id, { status: "DECLINED" });
      return fail(payment, "DUPLICATED_ORDER_ID", messages.duplicated);
    }
    const paymentKey = newId("sbx_");
    await finish(tx, id, { status: "IN_PROGRESS", paymentKey, authorizedAt: sandbox.now() });
    return success({ ...payment, paymentKey });
  });
}
