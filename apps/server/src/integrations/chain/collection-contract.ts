import { encodeDeployData, encodeFunctionData, getContractAddress, type Hex } from "viem";
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
