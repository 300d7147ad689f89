import { NETWORKS } from "@admit/contract/enums";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createChainClient } from "../integrations/chain/chain-client.ts";
import { chainIssuer } from "../integrations/chain/chain-issuer.ts";
import { createChains } from "../integrations/chain/chains.ts";
import { handleRpc } from "../integrations/chain/embedded/rpc.ts";
import { OperatorFunds } from "../integrations/chain/operator-funds.ts";
import { kmsSigners } from "../integrations/chain/operator-signer.ts";
import { ChainOutbox, type OutboxFaults } from "../integrations/chain/outbox.ts";
import type { TokenIssuer } from "../integrations/issuer/token-issuer.ts";

/**
 * The chains (`app.chains`): a configured JSON-RPC URL per network, or the embedded chain, served as
 * standard Ethereum JSON-RPC at POST /chain/{network}/rpc (outside /api/v1, like a node's endpoint;
 * never in production: the configuration refuses it there). An embedded chain starts on first use.
 * The issuer (`app.issuer`) writes through the chain outbox, to every network over JSON-RPC with
 * viem: over HTTP to a configured URL, to the embedded chain through the JSON-RPC handler of this route.
 */
export const chainPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      /** Test-only: wraps the issuer (tests make it fail). */
      issuer?: ((issuer: TokenIssuer) => TokenIssuer) | undefined;
      /** Test-only: the outbox's crash points. */
      faults?: OutboxFaults | undefined;
    },
  ) => {
    // Operators whose key is in KMS: their address is asked once, before anything signs.
    const signers = await kmsSigners(app.config.networks, app.config.kms);
    const chains = createChains({
      signers,
      networks: app.config.networks,
      db: app.db,
      walletKey: app.secrets.walletKey,
      shared: app.database.kind === "pg",
      connection: app.database.connection,
      log: app.log,
    });
    app.decorate("chains", chains);

    const clients = new Map(
      app.config.networks.map((settings) => [
        settings.network,
        createChainClient(settings, chains.signer(settings.network), async (body) => {
          // The JSON-RPC handler behind the route, without the HTTP hop (it also answers while the
          // app closes, when the outbox broadcasts what it has signed).
          const chain = chains.embedded(settings.network);
          if (!chain) throw new Error(`${settings.network} has no embedded chain`);
          return handleRpc(chain, body);
        }),
      ]),
    );
    const client = (network: (typeof NETWORKS)[number]) => {
      const found = clients.get(network);
      if (!found) throw new Error(`no client for ${network}`);
      return found;
    };
    chains.client = client;
    const outbox = new ChainOutbox(app.db, client, app.log, options.faults);
    chains.outbox = outbox;
    chains.funds = new OperatorFunds(app.config.networks, client, app.log);
    // Writes already signed are broadcast before the chains stop: a closing process leaves no gap
    // in its operator's nonces (a crash does; the chain watch sends what it left).
    app.addHook("onClose", async () => {
      await outbox.close();
      await chains.stop();
    });
    const issuer = chainIssuer({
      db: app.db,
      outbox,
      client,
      funds: chains.funds,
      walletKey: app.secrets.walletKey,
      publicUrl: app.config.publicUrl,
    });
    app.decorate("issuer", options.issuer ? options.issuer(issuer) : issuer);

    const bySlug = new Map(app.config.networks.filter((n) => !n.rpcUrl).map((n) => [n.slug, n.network]));
    if (bySlug.size === 0) return;
    app.post<{ Params: { network: string } }>(
      "/chain/:network/rpc",
      {
        schema: { hide: true },
        // The app's own issuer calls it at every mint; a development chain has no one to protect.
        config: { rateLimit: false, session: false },
        bodyLimit: 1024 * 1024,
      },
      async (request, reply) => {
        const network = bySlug.get(request.params.network);
        const chain = network && chains.embedded(network);
        if (!chain)
          return reply.status(404).send({
            jsonrpc: "2.0",
            id: null,
            error: {
              code: -32601,
              message: `no embedded chain "${request.params.network}" (${NETWORKS.join(", ")})`,
            },
          });
        return handleRpc(chain, request.body);
      },
    );
  },
);
