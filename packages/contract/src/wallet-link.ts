/**
 * Linking an external wallet to the account (issue 15; spec §2 /register/wallet/code/{stage}): the
 * server hands out a Sign-In with Ethereum message (EIP-4361) for one address, the wallet signs it,
 * and the signed message links that address. One wallet per account; it only pays — tokens stay in
 * the custodial wallet. Calls: POST /users/wallet-link/challenge, POST/GET/DELETE /users/wallet-link.
 */
import { z } from "zod";

/** How long a challenge may wait for its signature. */
export const WALLET_CHALLENGE_MINUTES = 10;

/** An EVM address: 0x and 40 hex digits, in any case (a mixed-case one must carry a valid EIP-55 checksum). */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** WALLET_MESSAGE_INVALID's `data.reason`: the part of the signed message that is not ours. */
export const WALLET_MESSAGE_REFUSALS = [
  /** Not an EIP-4361 message at all. */
  "format",
  /** Another site (host, port or scheme) than ours. */
  "domain",
  "uri",
  "chainId",
  "version",
  /** Not the statement we wrote (the wallet showed the person something else). */
  "statement",
  /** Its address is not the one the challenge was given for. */
  "address",
] as const;
export type WalletMessageRefusal = (typeof WALLET_MESSAGE_REFUSALS)[number];

/** POST /users/wallet-link/challenge. */
export const ZWalletChallengeRequest = z.object({
  address: z.string().trim().min(1, "valid.required").regex(EVM_ADDRESS_PATTERN, "valid.format"),
});
export type TWalletChallengeRequest = z.input<typeof ZWalletChallengeRequest>;

/** The message for the wallet to sign as it is (personal_sign), and when it stops being accepted. */
export const ZWalletChallenge = z.object({
  message: z.string(),
  expiresAt: z.string(),
});
export type TWalletChallenge = z.infer<typeof ZWalletChallenge>;

/** POST /users/wallet-link: the challenge's message as signed, and the wallet's signature (65 bytes: r, s, v). */
export const ZWalletLinkRequest = z.object({
  message: z.string().min(1, "valid.required").max(2000, "valid.maxLength"),
  signature: z
    .string()
    .trim()
    .min(1, "valid.required")
    .regex(/^0x[0-9a-fA-F]{130}$/, "valid.format"),
});
export type TWalletLinkRequest = z.input<typeof ZWalletLinkRequest>;

/** A linked wallet: its address (EIP-55 checksummed) and when it was linked. */
export const ZLinkedWallet = z.object({
  address: z.string(),
  linkedAt: z.string(),
});
export type TLinkedWallet = z.infer<typeof ZLinkedWallet>;

/** GET and DELETE /users/wallet-link: the account's linked wallet, or null. */
export const ZWalletLinkState = z.object({ wallet: ZLinkedWallet.nullable() });
export type TWalletLinkState = z.infer<typeof ZWalletLinkState>;
