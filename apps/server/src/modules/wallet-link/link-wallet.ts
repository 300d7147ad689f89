import type { TLinkedWallet, WalletMessageRefusal } from "@admit/contract/wallet-link";
import { and, eq, sql } from "drizzle-orm";
import { type Address, type Hex, verifyMessage } from "viem";
import { parseSiweMessage, type SiweMessage, validateSiweMessage } from "viem/siwe";
import { walletLinkChallenges, walletLinks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { presentLink } from "./get-wallet-link.ts";
import { type SiweTerms, siweTermsOf } from "./siwe-terms.ts";

type Parsed = ReturnType<typeof parseSiweMessage>;

/**
 * POST /users/wallet-link: links the address of a signed challenge message to the account.
 * Refused: WALLET_MESSAGE_INVALID when the message is not one we issue (another site, page, chain,
 * statement, or another address than the challenge's), WALLET_SIGNATURE_INVALID when the message's
 * address did not sign it (EOA signatures only), WALLET_CHALLENGE_EXPIRED when its nonce is not a
 * live, unused challenge of this account, WALLET_ALREADY_LINKED and WALLET_LINKED_ELSEWHERE. The
 * nonce is spent in the transaction that writes the link: both happen or neither does.
 */
export async function linkWallet(
  deps: Pick<Deps, "db" | "config">,
  userId: number,
  input: { message: string; signature: string },
): Promise<TLinkedWallet> {
  const fields = parseSiweMessage(input.message);
  const refusal = refusalOf(fields, siweTermsOf(deps.config));
  if (refusal) throw new AppError("WALLET_MESSAGE_INVALID", { data: { reason: refusal } });
  const message = fields as SiweMessage;
  // Its own times (expirationTime, notBefore) and nonce form, once what is ours was checked above.
  if (!validateSiweMessage({ message })) throw new AppError("WALLET_CHALLENGE_EXPIRED");
  if (!(await signedBy(message.address, input.message, input.signature as Hex)))
    throw new AppError("WALLET_SIGNATURE_INVALID");
  const address = message.address.toLowerCase();

  return await deps.db.transaction(async (tx) => {
    const [challenge] = await tx
      .select({
        id: walletLinkChallenges.id,
        address: walletLinkChallenges.address,
        live: sql<boolean>`${walletLinkChallenges.usedAt} is null and ${walletLinkChallenges.expiresAt} > now()`,
      })
      .from(walletLinkChallenges)
      .where(and(eq(walletLinkChallenges.nonce, message.nonce), eq(walletLinkChallenges.userId, userId)))
      .for("update");
    // Another account's nonce answers like an unknown one.
    if (!challenge?.live) throw new AppError("WALLET_CHALLENGE_EXPIRED");
    if (challenge.address !== address)
      throw new AppError("WALLET_MESSAGE_INVALID", { data: { reason: "address" } });
    await tx
      .update(walletLinkChallenges)
      .set({ usedAt: sql`now()` })
      .where(eq(walletLinkChallenges.id, challenge.id));
    // A concurrent link of this account or this address waits here, then finds the first one.
    const [linked] = await tx
      .insert(walletLinks)
      .values({ userId, address })
      .onConflictDoNothing()
      .returning({ address: walletLinks.address, linkedAt: walletLinks.linkedAt });
    if (linked) return presentLink(linked);
    const [own] = await tx
      .select({ address: walletLinks.address, linkedAt: walletLinks.linkedAt })
      .from(walletLinks)
      .where(eq(walletLinks.userId, userId));
    if (own) throw new AppError("WALLET_ALREADY_LINKED", { data: { address: presentLink(own).address } });
    throw new AppError("WALLET_LINKED_ELSEWHERE");
  });
}

/** Which part of the message is not what we issue, if any. */
function refusalOf(message: Parsed, terms: SiweTerms): WalletMessageRefusal | undefined {
  if (!message.address || !message.nonce || !message.uri || message.chainId === undefined) return "format";
  // No scheme in the message means https (EIP-4361).
  if (message.domain !== terms.domain || (message.scheme ?? "https") !== terms.scheme) return "domain";
  if (message.uri !== terms.uri) return "uri";
  if (message.chainId !== terms.chainId) return "chainId";
  if (message.version !== "1") return "version";
  if (message.statement !== terms.statement) return "statement";
  return undefined;
}

/** Whether `address`'s key signed `message` (EIP-191 personal_sign); a malformed signature did not. */
async function signedBy(address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature });
  } catch {
    return false;
  }
}
