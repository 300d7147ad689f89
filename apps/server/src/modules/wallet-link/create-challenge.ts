import { randomBytes } from "node:crypto";
import { type TWalletChallenge, WALLET_CHALLENGE_MINUTES } from "@admit/contract/wallet-link";
import { and, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import { type Address, getAddress } from "viem";
import { createSiweMessage } from "viem/siwe";
import { one } from "../../db/client.ts";
import { walletLinkChallenges, walletLinks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { siweTermsOf } from "./siwe-terms.ts";

/**
 * POST /users/wallet-link/challenge: a Sign-In with Ethereum message for `raw` to sign, with a
 * fresh single-use nonce kept for this account until it expires. Refused (WALLET_ALREADY_LINKED)
 * when the account has a wallet already. Whether another account holds the address is answered
 * only once a signature proves the address is the caller's, so nobody can probe addresses here.
 */
export async function createWalletChallenge(
  deps: Pick<Deps, "db" | "config">,
  userId: number,
  raw: string,
): Promise<TWalletChallenge> {
  const address = checkedAddress(raw);
  const [linked] = await deps.db
    .select({ address: walletLinks.address })
    .from(walletLinks)
    .where(eq(walletLinks.userId, userId));
  if (linked) throw new AppError("WALLET_ALREADY_LINKED", { data: { address: getAddress(linked.address) } });
  // This account's spent challenges go: the table keeps only the ones that may still be signed.
  await deps.db
    .delete(walletLinkChallenges)
    .where(
      and(
        eq(walletLinkChallenges.userId, userId),
        or(isNotNull(walletLinkChallenges.usedAt), lte(walletLinkChallenges.expiresAt, sql`now()`)),
      ),
    );
  // 128 random bits as 32 hex digits: EIP-4361 wants at least 8 letters or digits.
  const nonce = randomBytes(16).toString("hex");
  const challenge = one(
    await deps.db
      .insert(walletLinkChallenges)
      .values({
        userId,
        nonce,
        address: address.toLowerCase(),
        expiresAt: sql`now() + make_interval(mins => ${WALLET_CHALLENGE_MINUTES}::int)`,
      })
      .returning({ issuedAt: walletLinkChallenges.createdAt, expiresAt: walletLinkChallenges.expiresAt }),
  );
  const message = createSiweMessage({
    ...siweTermsOf(deps.config),
    address,
    nonce,
    version: "1",
    issuedAt: challenge.issuedAt,
    expirationTime: challenge.expiresAt,
  });
  return { message, expiresAt: challenge.expiresAt.toISOString() };
}

/**
 * The address checksummed (EIP-55). All lower or all upper case carries no checksum; a mixed-case
 * one does, and a wrong checksum is a mistyped address.
 */
function checkedAddress(raw: string): Address {
  const address = getAddress(raw.toLowerCase());
  const digits = raw.slice(2);
  const mixed = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixed && raw !== address)
    throw new AppError("VALIDATION", { field: "address", data: { fields: { address: "valid.format" } } });
  return address;
}
