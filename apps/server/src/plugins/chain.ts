import type { NETWORKS } from "@admit/contract/enums";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createChainClient } from "../integrations/chain/chain-client.ts";
import { chainIssuer } from "../integrations/chain/chain-issuer.ts";
import { type Chains, createChains } from "../integrations/chain/chains.ts";
import { ChainReader } from "../integrations/chain/embedded/chain-reader.ts";
import { EvmHost } from "../integrations/chain/embedded/evm-thread.ts";
import { handleRpc, type RpcNode } from "../integrations/chain/embedded/rpc.ts";
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

    const client = chainClients(app, chains);
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

    embeddedRpcRoute(app, chains);
  },
);

/** A client per configured network; an embedded chain's through its JSON-RPC handler. */
function chainClients(app: FastifyInstance, chains: Chains) {
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
  return (network: (typeof NETWORKS)[number]) => {
    const found = clients.get(network);
    if (!found) throw new Error(`no client for ${network}`);
    return found;
  };
}

/** POST /chain/{slug}/rpc: each embedded chain as a node anyone may call. */
function embeddedRpcRoute(app: FastifyInstance, chains: Chains) {
  const bySlug = new Map(app.config.networks.filter((n) => !n.rpcUrl).map((n) => [n.slug, n.network]));
  if (bySlug.size === 0) return;
  // The public route's reads run on engines of their own, in a worker of their own (started on
  // first use): a call that loops until its gas cap or its time-out holds up no mint.
  const readers = new EvmHost();
  app.addHook("onClose", () => readers.stop());
  const nodes = new Map<string, RpcNode>();
  for (const [slug, network] of bySlug) {
    const chain = chains.embedded(network);
    if (!chain) continue;
    const reader = new ChainReader({
      db: app.db,
      host: readers,
      network,
      chainId: chain.chainId,
      gasCap: app.config.chainRpc.gasCap,
      callTimeoutMs: app.config.chainRpc.callTimeoutMs,
      ready: () => chain.ready(),
    });
    nodes.set(slug, Object.assign(reader, { sendRaw: (raw: `0x${string}`) => chain.sendRaw(raw) }));
  }
  const refusal = (code: number, message: string) => ({
    jsonrpc: "2.0",
    id: null,
    error: { code, message },
  });
  app.post<{ Params: { network: string } }>(
    "/chain/:network/rpc",
    {
      schema: { hide: true },
      // Anyone may call it (a wallet, a script): the app's own calls take the handler directly.
      config: {
        session: false,
        rateLimit: {
          max: app.config.chainRpc.perMinute,
          timeWindow: 60_000,
          // The app's limit skips paths outside /api; this one counts every call.
          allowList: () => false,
        },
      },
      bodyLimit: 1024 * 1024,
      // A node's answers, refusals included, are JSON-RPC: a client's library reads the error.
      errorHandler: (error, _request, reply) => {
        if (error.statusCode === 429)
          return reply
            .status(429)
            .send(refusal(-32005, `too many requests: ${app.config.chainRpc.perMinute} a minute`));
        if (error.statusCode && error.statusCode < 500)
          return reply.status(error.statusCode).send(refusal(-32700, "parse error"));
        throw error;
      },
    },
    async (request, reply) => {
      const node = nodes.get(request.params.network);
      if (!node)
        return reply
          .status(404)
          .send(
            refusal(
              -32601,
              `no embedded chain "${request.params.network}" (${[...nodes.keys()].join(", ")})`,
            ),
          );
      return handleRpc(node, request.body);
    },
  );
}
