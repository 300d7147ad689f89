import type { TNftDetail, TNftStatus, TQrData } from "@admit/contract/nfts";
import { createContext, useContext } from "react";
import { api } from "../../../lib/api-client.ts";
import { createQr } from "./create-qr.ts";
import { getNftStatus } from "./get-nft-status.ts";

/** Where a card gets its codes and status: the owner's calls, or a public access link's. */
export interface NftApi {
  createQr(id: number, signal?: AbortSignal): Promise<TQrData>;
  getStatus(id: number, signal?: AbortSignal): Promise<TNftStatus>;
  /** The seat map page of the card. */
  seatPath(id: number): string;
}

export const ownerNftApi: NftApi = {
  createQr,
  getStatus: getNftStatus,
  seatPath: (id) => `/nft/${id}/seat`,
};

/** The calls of spec §7 Access links: no login, only the tokens the link names. */
export function accessLinkNftApi(link: string): NftApi {
  const base = `/access_links/${encodeURIComponent(link)}/nfts`;
  return {
    createQr: (id, signal) => api<TQrData>(`${base}/${id}/qr`, { method: "POST", signal }),
    getStatus: (id, signal) => api<TNftStatus>(`${base}/${id}/status`, { signal }),
    seatPath: (id) => `/nft/${id}/seat?link=${encodeURIComponent(link)}`,
  };
}

export const getLinkedNftIds = (link: string) =>
  api<number[]>(`/access_links/${encodeURIComponent(link)}/nfts/ids`);
export const getLinkedNft = (link: string, id: number) =>
  api<TNftDetail>(`/access_links/${encodeURIComponent(link)}/nfts/${id}`);

export const NftApiContext = createContext<NftApi>(ownerNftApi);
export const useNftApi = () => useContext(NftApiContext);
