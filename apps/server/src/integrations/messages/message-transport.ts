import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messageOutbox } from "../../db/schema/index.ts";

/** A text message to a phone (Q-pass "resend to mobile"). */
export interface TextMessage {
  /** Digits only, as the attendee entered them. */
  to: string;
  text: string;
}

/** The message port: the outbox keeps messages locally; the webhook hands them to an SMS gateway. */
export interface MessageTransport {
  readonly name: "outbox" | "webhook";
  send(message: TextMessage): Promise<void>;
}

export function createOutboxMessages(db: Db): MessageTransport & { list(limit: number): Promise<unknown[]> } {
  return {
    name: "outbox",
    async send(message) {
      await db.insert(messageOutbox).values(message);
    },
    async list(limit) {
      const rows = await db.select().from(messageOutbox).orderBy(desc(messageOutbox.id)).limit(limit);
      return rows.map((r) => ({ id: r.id, to: r.to, text: r.text, createdAt: r.createdAt.toISOString() }));
    },
  };
}

/**
 * POSTs `{ to, text }` as JSON to an SMS gateway's webhook with a bearer token; anything but a
 * 2xx answer throws, so the job retries.
 */
export function createWebhookMessages(
  settings: { url: string; token?: string },
  fetchImpl: typeof fetch = fetch,
): MessageTransport {
  return {
    name: "webhook",
    async send(message) {
      const response = await fetchImpl(settings.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`message webhook answered ${response.status}`);
    },
  };
}
