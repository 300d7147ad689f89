import type { Network } from "@admit/contract/enums";
import { and, eq, isNotNull } from "drizzle-orm";
import { encodeFunctionData, type Hex, keccak256, toHex } from "viem";
import { cltns } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { GAS } from "../../integrations/chain/collection-contract.ts";
import { admitCollection } from "../../integrations/chain/contracts.generated.ts";

const OPERATOR_ROLE = keccak256(toHex("OPERATOR_ROLE"));
const ADMIN_ROLE = `0x${"0".repeat(64)}` as Hex;
/** AccessControl's ERC-165 id: a collection deployed before roles answers false. */
const ACCESS_CONTROL = "0x7965db0b";

export interface RotationStep {
  cltnId: number;
  contract: string;
  /**
   * `done`: both roles granted (or revoked) on chain; `fixed`: a collection of the first contract (a
   * fixed operator); `missing`: no contract at its address on this network (a node reset, another chain).
   */
  outcome: "done" | "failed" | "fixed" | "missing";
}

/**
 * One step of an operator key rotation on `network` (docs/architecture.md): `grant` gives `address`
 * the operator and admin roles of every collection contract, signed by the current operator;
 * `revoke` takes them from `address` (the retired key), signed by the new one. Each call goes
 * through the outbox once per contract, role and address (its ref), so a run can be repeated.
 */
export async function rotateOperator(
  deps: Pick<Deps, "db" | "chains">,
  network: Network,
  action: "grant" | "revoke",
  address: Hex,
): Promise<RotationStep[]> {
  const client = deps.chains.client(network);
  const contracts = await deps.db
    .select({ id: cltns.id, contract: cltns.contractAddress })
    .from(cltns)
    .where(and(eq(cltns.network, network), isNotNull(cltns.contractAddress)))
    .orderBy(cltns.id);
  const steps: RotationStep[] = [];
  for (const { id, contract } of contracts) {
    const at = contract as Hex;
    // One collection gone from the chain must not stop the rotation of the others.
    const code = await client.public.getCode({ address: at });
    if (!code || code === "0x") {
      steps.push({ cltnId: id, contract: at, outcome: "missing" });
      continue;
    }
    const roles = await client.public.readContract({
      address: at,
      abi: admitCollection.abi,
      functionName: "supportsInterface",
      args: [ACCESS_CONTROL],
    });
    if (!roles) {
      steps.push({ cltnId: id, contract: at, outcome: "fixed" });
      continue;
    }
    let ok = true;
    for (const [name, role] of [
      ["operator", OPERATOR_ROLE],
      ["admin", ADMIN_ROLE],
    ] as const) {
      const write = await deps.chains.outbox.submit({
        network,
        kind: "setting",
        to: at,
        data: encodeFunctionData({
          abi: admitCollection.abi,
          functionName: action === "grant" ? "grantRole" : "revokeRole",
          args: [role, address],
        }),
        gas: GAS.setting,
        cltnId: id,
        ref: `rotate:${network}:${at.toLowerCase()}:${action}:${name}:${address.toLowerCase()}`,
      });
      const settled =
        write.status === "sent" ? ((await deps.chains.outbox.settleOne(write)) ?? write) : write;
      if (settled.status === "failed") ok = false;
    }
    steps.push({ cltnId: id, contract: at, outcome: ok ? "done" : "failed" });
  }
  return steps;
}
