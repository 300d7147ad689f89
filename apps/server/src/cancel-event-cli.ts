/**
 * `npm run event:cancel -- <collection id>`: calls the event off — its tickets leave use, its
 * listings end, its held resale payouts are not paid, and every paid order (sales and resales) is
 * refunded in full through the payment provider; the change of its tokens' metadata is announced on
 * chain. Runs against the configured database and provider
 * (stop a server that holds the embedded database's data directory first).
 */
import { runCli, usage } from "./cli/bootstrap.ts";
import { withApp } from "./cli/with-app.ts";
import { announceMetadataChange } from "./modules/chain/announce-metadata.ts";
import { cancelEvent } from "./modules/purchase/cancel-event.ts";

const cltnId = Number(process.argv[2]);
if (!Number.isInteger(cltnId) || cltnId < 1) usage("Usage: npm run event:cancel -- <collection id>");
await runCli(() =>
  withApp(async (app) => {
    const done = await cancelEvent(app, cltnId);
    console.log(
      `collection ${cltnId} cancelled: ${done.tokens} tickets out of use, ${done.orders} orders refunding in full, ${done.payoutsCancelled} held payouts cancelled`,
    );
    // Its tokens' metadata now says so: wallets and marketplaces are told to read it again (ERC-4906).
    const announced = await announceMetadataChange(app, cltnId);
    if (announced)
      console.log(`metadata change announced on chain (write ${announced.id}, ${announced.status})`);
  }),
);
