/** Development-only calls: the mail outbox. */
import { z } from "zod";

export const ZMailboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const ZMailboxItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type TMailboxItem = z.infer<typeof ZMailboxItem>;

export const ZMailboxResponse = z.object({ items: z.array(ZMailboxItem) });
export type TMailboxResponse = z.infer<typeof ZMailboxResponse>;
