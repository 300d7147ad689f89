import type PgBoss from "pg-boss";
import type { MessageTransport, TextMessage } from "../integrations/messages/message-transport.ts";
import { MESSAGE_QUEUE } from "../jobs/message-job.ts";

export async function workMessageQueue(boss: PgBoss, transport: MessageTransport) {
  return boss.work<TextMessage>(MESSAGE_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await transport.send(job.data);
  });
}
