import type { TNftDetail, TNftStatus, TQrData } from "@admit/contract/nfts";
import { useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { useNftApi } from "../api/nft-api.ts";
import { type CardTimerInputs, type CardTimers, createCardTimers } from "../utils/card-timers.ts";
import { usePageVisible } from "./use-page-visible.ts";

export interface LiveQr {
  qr: TQrData;
  /** When the code arrived (ms since the epoch): its validity counts from here. */
  receivedAt: number;
}

interface CardTimersOptions {
  nft: Pick<TNftDetail, "id" | "status" | "qrType" | "qrValidTime" | "nftUseStatus">;
  flipped: boolean;
  live: boolean;
  /** The polled status differs from the card's: load the card again. */
  onChanged: () => void;
}

const statusKey = (status: string, useCnt: number) => `${status}:${useCnt}`;

/**
 * The code on show and its error, as a card's or a coupon's timers report them. 3101 (the server
 * no longer sees a live QR area: used, locked, expired) asks for the card to be loaded again.
 */
export function useLiveQr(onChangedRef: { current: () => void }) {
  const [liveQr, setLiveQr] = useState<LiveQr | null>(null);
  const [qrError, setQrError] = useState<unknown>(null);
  const handlers = useMemo(
    () => ({
      onQr: (qr: TQrData) => {
        setLiveQr({ qr, receivedAt: Date.now() });
        setQrError(null);
      },
      onQrError: (error: unknown) => {
        setQrError(error);
        if (error instanceof ApiError && error.code === "3101") onChangedRef.current();
      },
      clear: () => {
        setLiveQr(null);
        setQrError(null);
      },
    }),
    [onChangedRef],
  );
  return { liveQr, qrError, ...handlers };
}

/**
 * The QR refresh and the status poll of a flipped card (spec §4), driven by `createCardTimers`;
 * leaving the page stops both.
 */
export function useCardTimers({ nft, flipped, live, onChanged }: CardTimersOptions) {
  const visible = usePageVisible();
  const nftApi = useNftApi();
  const timersRef = useRef<CardTimers | null>(null);
  const inputs: CardTimerInputs = {
    flipped,
    live,
    visible,
    qrType: nft.qrType,
    qrValidTime: nft.qrValidTime,
  };
  const inputsRef = useRef(inputs);
  inputsRef.current = inputs;
  const cardKey = statusKey(nft.status, nft.nftUseStatus.totalCnt - nft.nftUseStatus.useableCnt);
  const cardKeyRef = useRef(cardKey);
  cardKeyRef.current = cardKey;
  const onChangedRef = useRef(onChanged);
  onChangedRef.current = onChanged;
  const qr = useLiveQr(onChangedRef);
  const { onQr, onQrError, clear } = qr;

  useEffect(() => {
    let lastPolled: string | null = null;
    const handleStatus = (status: TNftStatus) => {
      const key = statusKey(status.status, status.useCnt);
      // Compared with the previous poll too, so a lasting difference loads the card once.
      if (key !== cardKeyRef.current && key !== lastPolled) onChangedRef.current();
      lastPolled = key;
    };
    const timers = createCardTimers({
      fetchQr: (signal) => nftApi.createQr(nft.id, signal),
      fetchStatus: (signal) => nftApi.getStatus(nft.id, signal),
      onQr,
      onQrError,
      onStatus: handleStatus,
    });
    timersRef.current = timers;
    timers.update(inputsRef.current);
    return () => {
      timers.stop();
      timersRef.current = null;
      clear();
    };
  }, [nft.id, nftApi, onQr, onQrError, clear]);

  useEffect(() => {
    timersRef.current?.update({ flipped, live, visible, qrType: nft.qrType, qrValidTime: nft.qrValidTime });
  }, [flipped, live, visible, nft.qrType, nft.qrValidTime]);

  // A code shown after the card was turned away may no longer work: start clean next time.
  useEffect(() => {
    if (!flipped || !live) clear();
  }, [flipped, live, clear]);

  return { liveQr: qr.liveQr, qrError: qr.qrError };
}
