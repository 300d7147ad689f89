import { api } from "../../../lib/api-client.ts";

/** PUT /discover/seats/reserve/clear: the selection ends and its seats go back on sale. */
export const clearSeats = (seatReqId: string) =>
  api<void>("/discover/seats/reserve/clear", { method: "PUT", body: { seatReqId } });
