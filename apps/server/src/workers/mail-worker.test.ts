import { desc, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/helper.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { MailMessage, MailTransport } from "../integrations/mail/mail-transport.ts";
import { createOutboxTransport } from "../integrations/mail/outbox-transport.ts";
import { createMailQueue, enqueueMail, MAIL_QUEUE } from "../jobs/mail-job.ts";
import { startQueue } from "../jobs/queue.ts";
import { workMailQueue } from "./mail-worker.ts";

let database: Database;
let boss: PgBoss;

beforeAll(async () => {
  database = await openTestDatabase();
  boss = await startQueue(database, (err) => {
    throw err;
  });
  await createMailQueue(boss, { retryLimit: 3, retryDelay: 1, retryBackoff: false });
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await database.close();
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}

const THROUGHPUT = { batchSize: 20, concurrency: 4, perSecond: 500 };
const mail = (to: string): MailMessage => ({
  to,
  subject: "Verify your e-mail",
  text: "Open https://admit.test/verified?token=abc to verify.",
  html: '<p><a href="https://admit.test/verified?token=abc&amp;lang=en">Verify</a></p>',
});

describe("mail queue", () => {
  it("sends queued mail in the background into the outbox, with its links", async () => {
    const to = `queue-${Date.now()}@example.test`;
    const outbox = createOutboxTransport(database.db);
    const worker = await workMailQueue(boss, outbox, THROUGHPUT, 0.5);
    try {
      await enqueueMail(boss, mail(to), { retryLimit: 3, retryDelay: 1, retryBackoff: false });
      const row = await waitFor(async () => {
        const [r] = await database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, to))
          .orderBy(desc(mailOutbox.id));
        return r;
      });
      expect(row.subject).toBe("Verify your e-mail");
      expect(row.links).toEqual([
        "https://admit.test/verified?token=abc&lang=en",
        "https://admit.test/verified?token=abc",
      ]);
    } finally {
      await boss.offWork({ id: worker });
    }
  });

  it("retries a mail whose sending failed", async () => {
    const to = `retry-${Date.now()}@example.test`;
    let attempts = 0;
    const delivered: string[] = [];
    const flaky: MailTransport = {
      name: "smtp",
      async send(message) {
        attempts++;
        if (attempts < 2) throw new Error("421 try again later");
        delivered.push(message.to);
      },
    };
    const worker = await workMailQueue(boss, flaky, THROUGHPUT, 0.5);
    try {
      await enqueueMail(boss, mail(to), { retryLimit: 3, retryDelay: 1, retryBackoff: false });
      await waitFor(async () => (delivered.includes(to) ? true : undefined));
      expect(attempts).toBe(2);
    } finally {
      await boss.offWork({ id: worker });
    }
    expect(MAIL_QUEUE).toBe("mail-send");
  });

  it("sends a burst several at a time, never more than its concurrency, and retries only the failed one", async () => {
    const tag = `burst-${Date.now()}`;
    let inFlight = 0;
    let most = 0;
    const delivered = new Set<string>();
    let failedOnce = false;
    const slow: MailTransport = {
      name: "smtp",
      async send(message) {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 150));
        inFlight--;
        if (message.to === `${tag}-3@example.test` && !failedOnce) {
          failedOnce = true;
          throw new Error("451 greylisted");
        }
        delivered.add(message.to);
      },
    };
    const worker = await workMailQueue(boss, slow, THROUGHPUT, 0.5);
    try {
      for (let i = 0; i < 12; i++)
        await enqueueMail(boss, mail(`${tag}-${i}@example.test`), {
          retryLimit: 3,
          retryDelay: 1,
          retryBackoff: false,
        });
      await waitFor(async () => (delivered.size === 12 ? true : undefined));
    } finally {
      await boss.offWork({ id: worker });
    }
    expect(most).toBe(THROUGHPUT.concurrency);
    expect(failedOnce).toBe(true);
  });
});
