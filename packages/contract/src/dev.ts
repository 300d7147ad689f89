/** Development-only calls: the mail outbox and the test XRP faucet. */
import { z } from "zod";
import { EVM_ADDRESS_PATTERN } from "./wallet-link.ts";

export const ZMailboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const ZMailboxItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type TMailboxItem = z.infer<typeof ZMailboxItem>;

export const ZMailboxResponse = z.object({ items: z.array(ZMailboxItem) });
export type TMailboxResponse = z.infer<typeof ZMailboxResponse>;

/**
 * The development faucet (issue 15): test XRP on the embedded XRPL EVM chain for the test wallet
 * (/test/wallet). Its calls exist only where XRPL EVM runs on the embedded chain, never in
 * production; elsewhere they answer 404, which is how the web knows there is no test wallet.
 */
export const DEV_FAUCET_PATH = "/api/dev/faucet";

/** GET: the chain the test wallet holds its key on, and what one faucet call sends (drops). */
export const ZDevFaucetInfo = z.object({
  network: z.literal("XRPL_EVM"),
  chainId: z.number().int().positive(),
  /** The embedded chain's JSON-RPC on this server's origin. */
  rpcPath: z.string(),
  amount: z.number().int().positive(),
});
export type TDevFaucetInfo = z.infer<typeof ZDevFaucetInfo>;

/** POST: test XRP to `address`. */
export const ZDevFaucetRequest = z.object({
  address: z.string().trim().min(1, "valid.required").regex(EVM_ADDRESS_PATTERN, "valid.format"),
});
export type TDevFaucetRequest = z.input<typeof ZDevFaucetRequest>;

/** What was sent: the address (EIP-55), the amount in drops and the transaction's hash. */
export const ZDevFaucetResponse = z.object({
  address: z.string(),
  amount: z.number().int().positive(),
  txHash: z.string(),
});
export type TDevFaucetResponse = z.infer<typeof ZDevFaucetResponse>;
