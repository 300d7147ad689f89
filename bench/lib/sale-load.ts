/**
 * Child process of bench/sale.ts: the buyers' side, so the load generator does not share the
 * server's event loop. Reads its plan from a JSON file, prints the closed-loop results as JSON.
 *
 *   node --import tsx bench/lib/sale-load.ts <plan.json> <holds|orders|floor>
 *
 * `floor`: the signed-in GET /api/v1/users/me — the same client, HTTP stack and session lookup
 * with no sale work, to show how much of the gap to the raw SQL baseline is the HTTP round trip.
 */
import { readFileSync } from "node:fs";
import { closedLoop } from "./closed-loop.ts";
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
const result =
  kind === "floor"
    ? await closedLoop(buyers, plan.seconds, async (w) => {
        const res = await send("GET", "/api/v1/users/me", plan.cookies[w] as string);
        await res.arrayBuffer();
        return res.status === 200;
      })
    : kind === "holds"
      ? await closedLoop(buyers, plan.seconds, async (w, i) => {
          const res = await send("PUT", "/api/v1/discover/seats/reserve", plan.cookies[w] as string, {
            idList: [plan.seatIds[w * perBuyer + (i % perBuyer)]],
            cltnTimeId: plan.cltnTimeId,
            nftGroupId: plan.seatedGroupId,
          });
          await res.arrayBuffer();
          return res.status === 200;
        })
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
