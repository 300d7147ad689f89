import type { TNftStatus } from "@admit/contract/nfts";
import { api } from "../../../lib/api-client.ts";

/** The card's status, polled every second while the card is flipped. */
export const getNftStatus = (id: number, signal?: AbortSignal) =>
  api<TNftStatus>(`/nfts/${id}/status`, { signal });
