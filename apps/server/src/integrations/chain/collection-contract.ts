import {
  BaseError,
  ContractFunctionRevertedError,
  decodeFunctionData,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
} from "viem";
import type { ChainClient } from "./chain-client.ts";
import { admitCollection } from "./contracts.generated.ts";

/** Gas limits per write: fixed, so a mint can be signed before its collection's deployment is mined. */
export const GAS = {
  deploy: 3_500_000n,
  mint: 250_000n,
  transfer: 150_000n,
  burn: 150_000n,
  setting: 120_000n,
};

export const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000" as const;

/** The deployment of one collection's contract (apps/server/contracts/AdmitCollection.sol). */
export function deployCollectionData(c: {
  name: string;
  /** Given the admin and operator roles (the key that signs the deployment). */
  operator: Hex;
  baseUri: string;
  transferable: boolean;
  /** Percent (the catalogue's `royalty`, 0–100). */
  royaltyPercent: number;
  royaltyReceiver: Hex;
}): Hex {
  return encodeDeployData({
    abi: admitCollection.abi,
    bytecode: admitCollection.bytecode,
    args: [
      c.name,
      "ADMIT",
      c.operator,
      c.baseUri,
      c.transferable,
      c.royaltyPercent > 0 ? c.royaltyReceiver : ZERO_ADDRESS,
      BigInt(c.royaltyPercent * 100),
    ],
  });
}

export function mintData(owner: Hex, tokenId: bigint, unlockAt: bigint): Hex {
  return encodeFunctionData({
    abi: admitCollection.abi,
    functionName: "mint",
    args: [owner, tokenId, unlockAt],
  });
}

export function transferData(from: Hex, to: Hex, tokenId: bigint): Hex {
  return encodeFunctionData({
    abi: admitCollection.abi,
    functionName: "operatorTransfer",
    args: [from, to, tokenId],
  });
}

export function burnData(tokenId: bigint): Hex {
  return encodeFunctionData({ abi: admitCollection.abi, functionName: "burn", args: [tokenId] });
}

/** Where a deployment sent from `from` at `nonce` puts its contract (known before it is mined). */
export function deployedAddress(from: Hex, nonce: number): Hex {
  return getContractAddress({ from, nonce: BigInt(nonce) }).toLowerCase() as Hex;
}

/** The collection's word that its token metadata changed (ERC-4906): one token, or a range. */
export function metadataChangedData(fromTokenId: bigint, toTokenId: bigint): Hex {
  return encodeFunctionData({
    abi: admitCollection.abi,
    functionName: "metadataChanged",
    args: [fromTokenId, toTokenId],
  });
}

/**
 * Whom a mint or a move of ours gave the token to (its calldata's recipient); undefined for other
 * calls (a burn).
 */
export function recipientOf(data: Hex): Hex | undefined {
  try {
    const call = decodeFunctionData({ abi: admitCollection.abi, data });
    if (call.functionName === "mint") return call.args[0].toLowerCase() as Hex;
    if (call.functionName === "operatorTransfer") return call.args[1].toLowerCase() as Hex;
  } catch {
    // Not a call of the collection contract: no recipient.
  }
  return undefined;
}

const escrows = new Map<string, Hex>();

/**
 * Where a listed token of `contract` waits: the contract's own address (its `escrow()`), which no
 * rotation of the operator key changes. A collection deployed before contracts had roles has no
 * `escrow()` (the call reverts): its escrow is the operator's address, as it always was. A contract
 * with no code yet is one this server is deploying now (the current contract). Asked of the chain
 * once per contract.
 */
export async function escrowOf(client: ChainClient, contract: Hex): Promise<Hex> {
  const key = `${client.settings.network}:${contract.toLowerCase()}`;
  const known = escrows.get(key);
  if (known) return known;
  const code = await client.public.getCode({ address: contract });
  if (!code || code === "0x") return contract.toLowerCase() as Hex;
  const escrow = await client.public
    .readContract({ address: contract, abi: admitCollection.abi, functionName: "escrow" })
    .then(
      (address) => address.toLowerCase() as Hex,
      (err) => {
        const reverted =
          err instanceof BaseError && err.walk((e) => e instanceof ContractFunctionRevertedError) !== null;
        if (!reverted) throw err;
        return client.operator.address.toLowerCase() as Hex;
      },
    );
  escrows.set(key, escrow);
  return escrow;
}
