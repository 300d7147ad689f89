import type PgBoss from "pg-boss";
import type { TextMessage } from "../integrations/messages/message-transport.ts";

export const MESSAGE_QUEUE = "message-send";
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true };

export async function createMessageQueue(boss: PgBoss) {
  await boss.createQueue(MESSAGE_QUEUE, { name: MESSAGE_QUEUE, ...RETRY });
}

export async function enqueueMessage(boss: PgBoss, message: TextMessage) {
  return boss.send(MESSAGE_QUEUE, message, RETRY);
}
