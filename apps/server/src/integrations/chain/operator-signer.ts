import type { Network } from "@admit/contract/enums";
import type { Hex, LocalAccount } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { KmsSettings, NetworkConfig } from "../../config.ts";
import { kmsSigner } from "./kms-signer.ts";

/**
 * The signer port: what signs the operator's transactions on one network — its address and
 * `signTransaction` (a viem local account, so the outbox and viem treat every adapter alike). The
 * outbox signs through it before it stores a write; nothing else signs for the operator.
 */
export type OperatorSigner = LocalAccount;

/** A private key held by this process (development, and networks configured with `_OPERATOR_KEY`). */
export const keySigner = (key: Hex): OperatorSigner => privateKeyToAccount(key);

/**
 * The signers of the networks whose operator key is in AWS KMS (`CHAIN_<NETWORK>_OPERATOR_KMS_KEY_ID`),
 * each one's address asked of KMS once, here; the other networks sign with their private key.
 */
export async function kmsSigners(
  networks: Pick<NetworkConfig, "network" | "operatorKmsKeyId">[],
  kms: KmsSettings | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<Partial<Record<Network, OperatorSigner>>> {
  const inKms = networks.filter((n) => n.operatorKmsKeyId);
  if (inKms.length > 0 && !kms) throw new Error("a KMS operator key needs the KMS_* settings");
  const made = await Promise.all(
    inKms.map(
      async (n) =>
        [
          n.network,
          await kmsSigner({ keyId: n.operatorKmsKeyId as string, kms: kms as KmsSettings, fetch: fetchImpl }),
        ] as const,
    ),
  );
  return Object.fromEntries(made);
}
