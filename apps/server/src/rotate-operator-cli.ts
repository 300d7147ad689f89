/**
 * `npm run chain:rotate-operator -- <NETWORK> grant|revoke <address>`: one step of an operator key
 * rotation (docs/architecture.md, "Rotating the operator key"). `grant` runs with the current key
 * configured and gives the new key's address the operator and admin roles of every collection on
 * the network; `revoke` runs once the new key is configured and takes them from the old address.
 * A write that is not confirmed yet is settled by a later run or by the server's chain watch.
 */
import { NETWORKS, type Network } from "@admit/contract/enums";
import { isAddress } from "viem";
import { runCli, usage } from "./cli/bootstrap.ts";
import { withApp } from "./cli/with-app.ts";
import { rotateOperator } from "./modules/chain/rotate-operator.ts";

const [network, action, address] = process.argv.slice(2);
if (
  !NETWORKS.includes(network as Network) ||
  (action !== "grant" && action !== "revoke") ||
  !address ||
  !isAddress(address)
)
  usage(`Usage: npm run chain:rotate-operator -- <${NETWORKS.join("|")}> grant|revoke <address>`);
await runCli(() =>
  withApp(async (app) => {
    const steps = await rotateOperator(app, network as Network, action, address);
    for (const step of steps) console.log(`collection ${step.cltnId} (${step.contract}): ${step.outcome}`);
    const fixed = steps.filter((s) => s.outcome === "fixed").length;
    if (fixed > 0)
      console.log(
        `${fixed} collection(s) deployed before roles keep their fixed operator: see docs/architecture.md`,
      );
    if (steps.some((s) => s.outcome === "failed" || s.outcome === "missing")) process.exitCode = 1;
  }),
);
