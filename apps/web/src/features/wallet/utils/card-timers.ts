import { TIMINGS } from "@admit/contract/limits";
import { qrRefreshMs } from "@admit/contract/nft-rules";
import type { TNftStatus, TQrData } from "@admit/contract/nfts";

export interface CardTimerInputs {
  flipped: boolean;
  /** The QR area shows a live code (`qrAreaState(...) === "live"`). */
  live: boolean;
  /** `document.visibilityState === "visible"`. */
  visible: boolean;
  /** The card's code kind and validity until the first code says otherwise. */
  qrType: TQrData["qrType"];
  qrValidTime: number;
}

/** Polled status: a token's (`TNftStatus`) or a held coupon's; polling ends when it reads USED. */
export interface CardTimerDeps<S extends { status: string } = TNftStatus> {
  fetchQr: (signal: AbortSignal) => Promise<TQrData>;
  fetchStatus: (signal: AbortSignal) => Promise<S>;
  onQr: (qr: TQrData) => void;
  onQrError: (error: unknown) => void;
  onStatus: (status: S) => void;
}

export interface CardTimers {
  update: (inputs: CardTimerInputs) => void;
  stop: () => void;
}

interface Loop {
  abort: AbortController;
  timer?: ReturnType<typeof setTimeout>;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

/**
 * The two timers of a flipped card (spec §4). While flipped, live and visible: a code at once,
 * then a new one every `qrRefreshMs(qrValidTime)` (dynamic codes only; a static code stays).
 * While flipped: the status every second, until it reads USED. Flipping back, going hidden
 * (codes only) or `stop()` cancel the timers and drop answers still on the way.
 */
export function createCardTimers<S extends { status: string } = TNftStatus>(
  deps: CardTimerDeps<S>,
): CardTimers {
  let inputs: CardTimerInputs = {
    flipped: false,
    live: false,
    visible: false,
    qrType: "DYNAMIC",
    qrValidTime: 0,
  };
  let usedSeen = false;
  let qrLoop: Loop | null = null;
  let statusLoop: Loop | null = null;
  let qrSeq = 0;
  let qrApplied = 0;
  /** The last code's kind and validity; the card's own until the first code arrives. */
  let lastQr: Pick<TQrData, "qrType" | "qrValidTime"> | null = null;
  const timing = () => lastQr ?? inputs;

  const end = (loop: Loop | null) => {
    if (!loop) return;
    clearTimeout(loop.timer);
    loop.abort.abort();
  };

  const scheduleQr = (loop: Loop, validTime: number) => {
    loop.timer = setTimeout(() => requestQr(loop), qrRefreshMs(validTime));
  };

  const requestQr = (loop: Loop) => {
    // Timed from the request, not the answer, so the next code always comes before this one ends.
    loop.timer = undefined;
    if (timing().qrType === "DYNAMIC") scheduleQr(loop, timing().qrValidTime);
    const seq = ++qrSeq;
    deps.fetchQr(loop.abort.signal).then(
      (qr) => {
        if (qrLoop !== loop || seq < qrApplied) return;
        qrApplied = seq;
        lastQr = { qrType: qr.qrType, qrValidTime: qr.qrValidTime };
        if (qr.qrType === "STATIC") {
          clearTimeout(loop.timer);
          loop.timer = undefined;
        } else if (loop.timer === undefined) scheduleQr(loop, qr.qrValidTime);
        deps.onQr(qr);
      },
      (error: unknown) => {
        if (qrLoop === loop && !isAbort(error)) deps.onQrError(error);
      },
    );
  };

  const pollStatus = (loop: Loop) => {
    loop.timer = setTimeout(() => {
      deps.fetchStatus(loop.abort.signal).then(
        (status) => {
          if (statusLoop !== loop) return;
          deps.onStatus(status);
          if (status.status === "USED") {
            usedSeen = true;
            sync();
          } else pollStatus(loop);
        },
        (error: unknown) => {
          // A missed poll is asked again a second later.
          if (statusLoop === loop && !isAbort(error)) pollStatus(loop);
        },
      );
    }, TIMINGS.qrStatusPollMs);
  };

  const sync = () => {
    const wantQr = inputs.flipped && inputs.live && inputs.visible && !usedSeen;
    const wantStatus = inputs.flipped && !usedSeen;
    if (wantQr && !qrLoop) {
      qrLoop = { abort: new AbortController() };
      requestQr(qrLoop);
    } else if (!wantQr && qrLoop) {
      end(qrLoop);
      qrLoop = null;
    }
    if (wantStatus && !statusLoop) {
      statusLoop = { abort: new AbortController() };
      pollStatus(statusLoop);
    } else if (!wantStatus && statusLoop) {
      end(statusLoop);
      statusLoop = null;
    }
  };

  return {
    update(next) {
      const wasFlipped = inputs.flipped;
      inputs = next;
      // Each flip watches the status afresh (a use can be cancelled at the door).
      if (!next.flipped || !wasFlipped) usedSeen = false;
      sync();
    },
    stop() {
      inputs = { ...inputs, flipped: false };
      sync();
    },
  };
}
