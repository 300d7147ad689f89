import { createServer, type Server } from "node:http";

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return address.port;
}

/** A JSON-RPC node on a local port that answers `eth_chainId` with `chainId` (and null to the rest). */
export async function fakeNode(chainId: number) {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const answer = (call: { id?: unknown; method?: string }) => ({
        jsonrpc: "2.0",
        id: call.id ?? null,
        result: call.method === "eth_chainId" ? `0x${chainId.toString(16)}` : null,
      });
      const parsed = JSON.parse(body || "{}");
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local URL where nothing listens (a node that is down). */
export async function deadNodeUrl(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
