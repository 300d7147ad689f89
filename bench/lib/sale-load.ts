/**
 * Child process of bench/sale.ts: the buyers' side, so the load generator does not share the
 * server's event loop. Reads its plan from a JSON file, prints the closed-loop results as JSON.
 *
 *   node --import tsx bench/lib/sale-load.ts <plan.json> <holds|orders|floor>
 *
 * `floor`: the signed-in GET /api/v1/users/me — the same client, HTTP stack and session lookup
 * with no sale work, to show how much of the gap to the raw SQL baseline is the HTTP round trip.
 * Holds and the floor are driven by autocannon (one connection per buyer: a load generator
 * that costs little CPU, so the figure is the server's); the orders' three-step flow by fetch.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { closedLoop, type LoopResult } from "./closed-loop.ts";
import { BENCH_ORIGIN } from "./origin.ts";

interface Plan {
  base: string;
  seconds: number;
  cookies: string[];
  seatIds: number[];
  cltnTimeId: number;
  seatedGroupId: number;
  gaGroupId: number;
  gaPrice: { id: number; price: number };
}

const [planFile, kind] = process.argv.slice(2) as [string, "holds" | "orders" | "floor"];
const plan = JSON.parse(readFileSync(planFile, "utf8")) as Plan;
const buyers = plan.cookies.length;
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  fetch(`${plan.base}${path}`, {
    method,
    headers: {
      cookie,
      origin: BENCH_ORIGIN,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });

const perBuyer = Math.floor(plan.seatIds.length / buyers);

/** Each connection is one buyer (its cookie), its requests made by `body` (none for a GET). */
async function perBuyerLoad(
  method: "GET" | "PUT",
  path: string,
  body?: (buyer: number, i: number) => unknown,
): Promise<LoopResult> {
  let nextBuyer = 0;
  const result = await autocannon({
    url: `${plan.base}${path}`,
    connections: buyers,
    duration: plan.seconds,
    requests: [
      {
        method,
        setupRequest: (request, context: { buyer?: number; i?: number }) => {
          context.buyer ??= nextBuyer++ % buyers;
          context.i = (context.i ?? -1) + 1;
          const headers = {
            ...request.headers,
            cookie: plan.cookies[context.buyer] as string,
            origin: BENCH_ORIGIN,
          };
          if (!body) return { ...request, headers };
          return {
            ...request,
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify(body(context.buyer, context.i)),
          };
        },
      },
    ],
  });
  const ok = result["2xx"];
  return {
    done: ok,
    perSecond: ok / plan.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    refused: result.non2xx,
  };
}

const result =
  kind === "floor"
    ? await perBuyerLoad("GET", "/api/v1/users/me")
    : kind === "holds"
      ? await perBuyerLoad("PUT", "/api/v1/discover/seats/reserve", (buyer, i) => ({
          idList: [plan.seatIds[buyer * perBuyer + (i % perBuyer)]],
          cltnTimeId: plan.cltnTimeId,
          nftGroupId: plan.seatedGroupId,
        }))
      : await closedLoop(buyers, plan.seconds, async (w) => {
          const cookie = plan.cookies[w] as string;
          const r = await send(
            "POST",
            `/api/v1/discover/orders/reservation?nftGroupId=${plan.gaGroupId}`,
            cookie,
            {
              priceUnit: "KRW",
              list: [{ id: plan.gaPrice.id, count: 1, price: plan.gaPrice.price }],
              amount: plan.gaPrice.price,
            },
          );
          if (r.status !== 201) {
            await r.arrayBuffer();
            return false;
          }
          const reservation = (await r.json()) as { orderId: string; checkout: { checkoutUrl: string } };
          const approved = await send("POST", `${reservation.checkout.checkoutUrl}/approve`, cookie);
          await approved.arrayBuffer();
          const back = new URL(approved.headers.get("location") ?? "", plan.base);
          const paid = await send("POST", `/api/v1/discover/orders/${reservation.orderId}/payment`, cookie, {
            paymentKey: back.searchParams.get("paymentKey"),
            amount: Number(back.searchParams.get("amount")),
          });
          await paid.arrayBuffer();
          return paid.status === 200;
        });
process.stdout.write(JSON.stringify(result));
