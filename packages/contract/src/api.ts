/** Shapes of the foundation's calls (health, current-user check). */
import { z } from "zod";
import { LIMITS } from "./limits.ts";

export { API_BASE } from "./paths.ts";

/** A row id as a client sends it (path or query): a positive integer within LIMITS.maxValue. */
export const ZRowId = z.coerce.number().int().min(1).max(LIMITS.maxValue);
/** Path parameters of a call on one row: `{ id }`. */
export const ZIdParams = z.object({ id: ZRowId });

export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
  field: z.string().optional(),
});

/** GET /health/live: the process answers (no database, no session, no rate limit). */
export const ZLiveness = z.object({ status: z.literal("ok") });
/** How a network's node answers: reached with the chain id configured, not reached, or another chain's. */
export const ZNodeState = z.enum(["up", "down", "wrong-chain"]);

/**
 * GET /health/ready: whether this process can serve — its database answers, and every network's
 * node answers with the chain id configured (each network's state beside it).
 */
export const ZReadiness = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  chains: z.record(z.enum(["KLAYTN", "POLYGON", "XRPL_EVM"]), ZNodeState),
});

export const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  driver: z.enum(["pglite", "pg"]),
  version: z.string(),
  uptimeSeconds: z.number(),
  /**
   * Each network's operator (the last balance read, in wei): issuing on a network is `paused` while
   * its operator has less than the minimum for gas — tokens wait as ISSUING, nothing fails.
   */
  chains: z.array(
    z.object({
      network: z.enum(["KLAYTN", "POLYGON", "XRPL_EVM"]),
      operator: z.string(),
      balance: z.string().nullable(),
      minBalance: z.string(),
      issuing: z.enum(["running", "paused"]),
      checkedAt: z.string().nullable(),
      /** Whether its node answers, and with the chain id configured. */
      node: ZNodeState,
    }),
  ),
});
export type THealth = z.infer<typeof ZHealth>;

/** GET /users/check: who is signed in, and whether terms and first visit are done. */
export const ZUserCheck = z.object({
  id: z.number().int(),
  termsCheck: z.boolean(),
  isFirst: z.boolean(),
});
export type TUserCheck = z.infer<typeof ZUserCheck>;
