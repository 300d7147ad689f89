import type { TQrData } from "@admit/contract/nfts";
import { api } from "../../../lib/api-client.ts";

/** A fresh code for the card's QR area; 400 with code 3101 when the area is not live. */
export const createQr = (id: number, signal?: AbortSignal) =>
  api<TQrData>(`/nfts/${id}/qr`, { method: "POST", signal });
