/**
 * `npm run wallet-payments -- pause|resume|status`: the operator's pause of wallet (XRP) payments
 * on chain — the payment contract's pause(), which refuses every new pay() (the app shows "payment
 * paused" before anyone signs); refunds go on while paused. The setting WALLET_PAYMENTS_PAUSED=1
 * pauses them in the app alone. `withdraw [xrp]` sends what the payments collected for good (or
 * `xrp` of it) to WALLET_TREASURY_ADDRESS, recorded in the payout ledger (withdraw-to-treasury.ts).
 * Runs against the configured database and network (stop a server that holds the embedded
 * database's data directory first).
 */
import { formatDrops, parseXrp } from "@admit/contract/xrp";
import { encodeFunctionData } from "viem";
import { runCli, usage } from "./cli/bootstrap.ts";
import { withApp } from "./cli/with-app.ts";
import { admitPayments } from "./integrations/chain/contracts.generated.ts";
import { WALLET_NETWORK } from "./integrations/payments/wallet-payments.ts";
import { TreasuryError, withdrawToTreasury } from "./modules/payments/withdraw-to-treasury.ts";

const USAGE = "Usage: npm run wallet-payments -- pause|resume|status|withdraw [xrp]";
const command = process.argv[2];
if (command !== "pause" && command !== "resume" && command !== "status" && command !== "withdraw")
  usage(USAGE);
const requested = process.argv[3] === undefined ? undefined : parseXrp(process.argv[3]);
if (command === "withdraw" && process.argv[3] !== undefined && !requested)
  usage(`${USAGE} (xrp: a positive amount with up to 6 decimals)`);
await runCli(() =>
  withApp(async (app) => {
    const contract = await app.walletPayments.contract();
    if (command === "withdraw") {
      try {
        const payout = await withdrawToTreasury(app, requested === undefined ? undefined : Number(requested));
        console.log(
          `withdrawal ${payout.id}: ${formatDrops(BigInt(payout.amount))} XRP to ${payout.toAddress}, ${payout.status}${payout.txHash ? ` (${payout.txHash})` : ""}`,
        );
      } catch (err) {
        if (!(err instanceof TreasuryError)) throw err;
        console.error(err.message);
        process.exitCode = 1;
      }
    } else if (command !== "status") {
      const write = await app.chains.outbox.submit({
        network: WALLET_NETWORK,
        kind: "setting",
        to: contract,
        data: encodeFunctionData({
          abi: admitPayments.abi,
          functionName: command === "pause" ? "pause" : "unpause",
        }),
        gas: 60_000n,
      });
      const hash = write.hashes.at(-1);
      if (hash)
        await app.chains
          .client(WALLET_NETWORK)
          .public.waitForTransactionReceipt({ hash: hash as `0x${string}` });
    }
    const paused = await app.walletPayments.paused();
    console.log(`wallet payments on ${WALLET_NETWORK} (${contract}): ${paused ? "paused" : "open"}`);
  }),
);
