import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createSandboxPayments, type SandboxPayments } from "./sandbox-payments.ts";
import { createTossPayments, type TossPayments } from "./toss-payments.ts";

/** The payment adapter of PAYMENTS: Toss Payments, or the sandbox (its page needs the app to serve it). */
export function createPayments(
  config: Pick<Config, "payments" | "publicUrl">,
  db: Db,
): SandboxPayments | TossPayments {
  const { payments, publicUrl } = config;
  return payments.kind === "toss"
    ? createTossPayments({ ...payments, publicUrl })
    : createSandboxPayments({ db, publicUrl });
}
