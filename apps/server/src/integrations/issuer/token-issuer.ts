import type { Tx } from "../../db/client.ts";
import type { ChainWrite } from "../chain/outbox.ts";

/**
 * What became of a mint asked for: a write in the outbox (open, confirmed or failed), a token
 * already on chain, or nothing yet because issuing on its network is paused (its operator lacks gas
 * money: the token waits as ISSUING and is minted when the operator is funded).
 */
export type MintOutcome = { kind: "write"; write: ChainWrite } | { kind: "minted" } | { kind: "paused" };

/**
 * A move between two holders' custodial wallets (a send), or into and out of the platform's escrow
 * (the collection contract's own address: a listing, its withdrawal, its sale).
 */
export interface MoveRequest {
  nftId: number;
  /** A holder's user id, or the escrow. */
  from: number | "escrow";
  to: number | "escrow";
  /** What the move is for (`transfer:<id>`): one open or confirmed move per ref, whatever the retries. */
  ref: string;
  /** Asked inside the signing transaction: a reason not to move after all (the send was cancelled). */
  guard?: (tx: Tx) => Promise<string | undefined>;
}

/**
 * What became of a move: a write in the outbox, or `unrecorded` — the token was never sent to the
 * chain (no mint), so it moves in the database alone and its later mint goes to its new holder.
 */
export type MoveOutcome = { kind: "write"; write: ChainWrite } | { kind: "unrecorded" };

/**
 * Records tokens on their collection's network (spec §4 issuing): the port the purchase's jobs call
 * for each token. Asynchronous: `mint` stores the signed transaction in the chain outbox and sends
 * it (the collection's contract is deployed first when it has none); confirmation arrives later,
 * through `settle`, which a worker calls every few seconds. The chain adapter
 * (integrations/chain/chain-issuer.ts) is the one the app runs; tests wrap it to make it fail.
 */
export interface TokenIssuer {
  readonly name: string;
  /**
   * Mints the token (its serial is its token id) to its holder's custodial wallet, once: an open or
   * confirmed mint of the token is answered again, and a token already on chain is `minted`;
   * `paused` while the network's operator cannot pay for gas.
   * @throws when the mint cannot even be stored (the network does not answer).
   */
  mint(nftId: number): Promise<MintOutcome>;
  /**
   * Burns a token taken back (a refund), once, after its mint (the operator's nonces keep the order
   * on chain); a token that was never sent to the chain has nothing to burn (undefined).
   */
  burn(nftId: number): Promise<ChainWrite | undefined>;
  /**
   * Moves a token from one holder's custodial wallet to another's, by the operator, after its mint
   * (the operator's nonces keep the order on chain).
   * @throws when the move cannot be stored (the network does not answer, the guard refused).
   */
  move(request: MoveRequest): Promise<MoveOutcome>;
  /**
   * Settles open writes (receipts, rebroadcasts, replacements); answers those settled now. `stop`
   * is asked between writes: a process shutting down leaves the rest to the next round.
   */
  settle(stop?: () => boolean): Promise<ChainWrite[]>;
}
