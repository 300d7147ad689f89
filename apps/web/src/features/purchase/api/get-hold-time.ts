import { api } from "../../../lib/api-client.ts";

/** GET /discover/seats/reserve/time: when the hold ends (never extended), and the seats still held. */
export const getHoldTime = (seatReqId: string) =>
  api<{ endTime: string; seatIds: number[] }>("/discover/seats/reserve/time", { query: { seatReqId } });
