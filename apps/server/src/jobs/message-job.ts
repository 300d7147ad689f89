import type PgBoss from "pg-boss";
import type { MessageTransport, TextMessage } from "../integrations/messages/message-transport.ts";

export const MESSAGE_QUEUE = "message-send";
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true };

export async function createMessageQueue(boss: PgBoss) {
  await boss.createQueue(MESSAGE_QUEUE, { name: MESSAGE_QUEUE, ...RETRY });
}

export async function enqueueMessage(boss: PgBoss, message: TextMessage) {
  return boss.send(MESSAGE_QUEUE, message, RETRY);
}

export async function workMessageQueue(boss: PgBoss, transport: MessageTransport) {
  return boss.work<TextMessage>(MESSAGE_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await transport.send(job.data);
  });
}
