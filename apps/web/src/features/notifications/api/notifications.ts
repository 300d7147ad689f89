import type { TNotificationDetail } from "@admit/contract/notifications";
import { api } from "../../../lib/api-client.ts";

// The flow stops on a 401 itself (spec §4), so these calls skip the global 401 handling.
export const listUnconfirmed = () => api<number[]>("/notifications/unconfirm", { rethrow401: true });
export const getUnconfirmed = (id: number) =>
  api<TNotificationDetail>(`/notifications/unconfirm/${id}`, { rethrow401: true });
export const confirmNotification = (id: number) =>
  api<void>(`/notifications/${id}/confirm`, { method: "POST", rethrow401: true });
