/**
 * The ways to get a token without a purchase, on a PostgreSQL server:
 *   - claims/s: BENCH_CLAIMANTS customers (500) claim one BENCH_USES-use code (100) at the same
 *     moment through the API (POST /cltns/qr/nft), beside the same clients' signed-in
 *     GET /users/me in the same run (the HTTP round trip and session alone: the baseline); counted
 *     after the run: tokens minted (must be exactly the code's uses) and their mints in the outbox;
 *   - draw time for BENCH_APPLICANTS applicants (100,000): freezing the list (sort and hash) and
 *     the draw itself (rank every entry, mint the winners' tickets, mark the others), as the
 *     announcement job runs them; mails are queued after and timed apart.
 *
 *   npm run bench:claims
 *   BENCH_DATABASE_URL=postgres://… BENCH_APPLICANTS=20000 npm run bench:claims
 *
 * Creates a database of its own and drops it. Prints figures only: it never fails on a time.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { insertRow } from "../apps/server/src/db/client.ts";
import {
  brands,
  chainWrites,
  claimCodes,
  cltns,
  cltnTimes,
  nftGroups,
  nfts,
  users,
} from "../apps/server/src/db/schema/index.ts";
import {
  closeDueLists,
  drawLottery,
  mailResults,
  seedDraws,
} from "../apps/server/src/modules/claims/lottery-draw.ts";
import { createSession } from "../apps/server/src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../apps/server/src/modules/sessions/session-token.ts";
import { closedLoop } from "./lib/closed-loop.ts";
import { BENCH_ORIGIN } from "./lib/origin.ts";
import { benchConfig, runBench, scratchDatabase } from "./lib/scratch.ts";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const claimantCount = Number(process.env.BENCH_CLAIMANTS ?? 500);
const uses = Number(process.env.BENCH_USES ?? 100);
const applicantCount = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const winnersCount = Number(process.env.BENCH_WINNERS ?? 1_000);
const DAY = 24 * 3_600_000;
const fmt = (n: number) => n.toFixed(1);

async function main() {
  const { database, drop } = await scratchDatabase(serverUrl, "admit_bench_claims", 20);
  const db = database.db;
  try {
    const config = benchConfig({
      RECEIVE_CODES_PER_MINUTE: "100000000",
      CLAIM_CODES_PER_MINUTE: "100000000",
      CHAIN_WATCH_SECONDS: "0",
    });
    const app = await buildApp(config, database);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const brand = await insertRow(db, brands, { name: "Bench", logoImg: "/l.svg", profileImg: "/p.svg" });
    const event = async (kind: "TICKET" | "APPLICATION", places: number) => {
      const cltn = await insertRow(db, cltns, {
        brandId: brand.id,
        type: "TICKET",
        kind,
        category: "concert",
        name: `Bench ${kind}`,
        image: "/i.svg",
        logoImg: "/l.svg",
        color: "#111111",
        network: "POLYGON",
        timeZone: "UTC",
        currency: "KRW",
        saleStartAt: new Date(Date.now() - DAY),
        saleEndAt: new Date(Date.now() + DAY),
      });
      const time = await insertRow(db, cltnTimes, {
        cltnId: cltn.id,
        startAt: new Date(Date.now() + 7 * DAY),
        endAt: new Date(Date.now() + 7 * DAY + 3_600_000),
      });
      const group = await insertRow(db, nftGroups, {
        cltnId: cltn.id,
        cltnTimeId: time.id,
        name: "Entry",
        totalCnt: places,
        mintableCntPerWallet: 1,
      });
      return { cltn, group };
    };
    const people = async (n: number) => {
      const made: { id: number }[] = [];
      for (let i = 0; i < n; i += 5_000)
        made.push(
          ...(await db
            .insert(users)
            .values(
              Array.from({ length: Math.min(5_000, n - i) }, () => ({
                email: `${randomUUID()}@bench.test`,
                name: "Bench",
                customerKey: randomUUID(),
                emailVerifiedAt: new Date(),
                termsAcceptedAt: new Date(),
              })),
            )
            .returning({ id: users.id })),
        );
      return made;
    };

    // ---- claims ----
    const { cltn, group } = await event("TICKET", claimantCount);
    const code = await insertRow(db, claimCodes, {
      code: `C${randomBytes(6).toString("hex").toUpperCase()}`,
      cltnId: cltn.id,
      nftGroupId: group.id,
      maxClaims: uses,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
    });
    const claimants = await Promise.all(
      (await people(claimantCount)).map(
        async (u) => `${SESSION_COOKIE}=${(await createSession(db, { userId: u.id, ttlDays: 1 })).token}`,
      ),
    );
    const baseline = await closedLoop(
      Math.min(50, claimantCount),
      5,
      async (w) => (await fetch(`${base}/users/me`, { headers: { cookie: claimants[w] as string } })).ok,
    );
    const started = performance.now();
    const answers = await Promise.all(
      claimants.map(async (cookie) => {
        const res = await fetch(`${base}/cltns/qr/nft`, {
          method: "POST",
          headers: { cookie, origin: BENCH_ORIGIN, "content-type": "application/json" },
          body: JSON.stringify({ code: code.code }),
        });
        return res.status === 200 ? "OK" : ((await res.json()) as { code: string }).code;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [minted] = await db.select({ n: count() }).from(nfts).where(eq(nfts.nftGroupId, group.id));
    const ids = (await db.select({ id: nfts.id }).from(nfts).where(eq(nfts.nftGroupId, group.id))).map(
      (r) => r.id,
    );
    // The mints are sent by the issuing worker after each claim's commit: wait for them all.
    const until = Date.now() + 120_000;
    let mints = 0;
    while (Date.now() < until) {
      const [row] = await db
        .select({ n: count() })
        .from(chainWrites)
        .where(and(eq(chainWrites.kind, "mint"), inArray(chainWrites.nftId, ids.length > 0 ? ids : [0])));
      mints = row?.n ?? 0;
      if (mints >= ids.length) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const mintedSeconds = (performance.now() - started) / 1000;
    console.log(
      `claims: ${claimantCount} claimants of a ${uses}-use code in ${fmt(seconds)} s = ${fmt(claimantCount / seconds)} answers/s ` +
        `(${answers.filter((a) => a === "OK").length} claimed, ${answers.filter((a) => a === "3102").length} × 3102, ` +
        `other ${answers.filter((a) => a !== "OK" && a !== "3102").length}); baseline GET /users/me ${fmt(baseline.perSecond)} req/s`,
    );
    console.log(
      `minted: ${minted?.n ?? 0} tokens (the code allows ${uses}), ${mints} mints in the outbox, all sent ${fmt(mintedSeconds)} s after the race began`,
    );

    // ---- draw ----
    const lottery = await event("APPLICATION", winnersCount);
    await seedDraws(db);
    const made = Date.now();
    const applicants = await people(applicantCount);
    for (let i = 0; i < applicants.length; i += 5_000) {
      const slice = applicants.slice(i, i + 5_000);
      const cards = await db
        .insert(nfts)
        .values(
          slice.map((u) => ({
            cltnId: lottery.cltn.id,
            nftGroupId: lottery.group.id,
            ownerId: u.id,
            type: "TICKET" as const,
            status: "WAITING_WINNER" as const,
            name: "Entry",
            serial: 0,
          })),
        )
        .returning({ id: nfts.id, ownerId: nfts.ownerId });
      await db.execute(sql`
        insert into applications (cltn_id, user_id, entry, nft_id)
        select ${lottery.cltn.id}, u, substr(md5(random()::text || u::text), 1, 16), n
        from unnest(${`{${cards.map((c) => c.ownerId).join(",")}}`}::int[], ${`{${cards.map((c) => c.id).join(",")}}`}::int[]) as t(u, n)`);
    }
    console.log(`draw: ${applicantCount} applications made in ${fmt((Date.now() - made) / 1000)} s (setup)`);
    await db
      .update(cltns)
      .set({ saleEndAt: new Date(Date.now() - 1000), announceAt: new Date(Date.now() - 1000) })
      .where(eq(cltns.id, lottery.cltn.id));
    const t0 = performance.now();
    await closeDueLists(db);
    const t1 = performance.now();
    // The announcement job's two halves, timed apart: the draw, then every applicant's mail.
    await drawLottery({ db, queue: app.queue }, lottery.cltn.id);
    const t2 = performance.now();
    await mailResults({ db, queue: app.queue, config: app.config }, lottery.cltn.id);
    const t3 = performance.now();
    const [won] = await db
      .select({ n: count() })
      .from(nfts)
      .where(and(eq(nfts.cltnId, lottery.cltn.id), sql`${nfts.serial} > 0`));
    const [lost] = await db
      .select({ n: count() })
      .from(nfts)
      .where(and(eq(nfts.cltnId, lottery.cltn.id), eq(nfts.status, "FAIL")));
    console.log(
      `draw: list of ${applicantCount} frozen and hashed in ${fmt((t1 - t0) / 1000)} s; drawn with ${winnersCount} winners ` +
        `(ranked, their tickets granted and numbered, the others marked) in ${fmt((t2 - t1) / 1000)} s; ` +
        `${applicantCount} result mails queued in ${fmt((t3 - t2) / 1000)} s (${won?.n ?? 0} winners' tokens, ${lost?.n ?? 0} not drawn)`,
    );
    await app.close();
  } finally {
    await drop();
  }
}

runBench(main);
