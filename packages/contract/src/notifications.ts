/** Unconfirmed notifications shown on HomeView (spec §3 Notification, §4 notification flow, §7). */
import { z } from "zod";
import { NOTIFICATION_TYPES } from "./enums.ts";

/** GET /notifications/unconfirm: the ids, oldest first (the web takes the last). */
export const ZUnconfirmedIds = z.array(z.number().int());

/** GET /notifications/unconfirm/{id}: the notification's own id and type, and the detail of its type. */
export const ZNotificationDetail = z
  .object({
    notificationId: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    /** The token (NFT_RECEIVE, NFT_SELL) or the user who joined (USER_INVITE). */
    id: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .catchall(z.unknown());
export type TNotificationDetail = z.infer<typeof ZNotificationDetail>;
