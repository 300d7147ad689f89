import type { TNftStatus, TQrData } from "@admit/contract/nfts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CardTimerInputs, createCardTimers } from "./card-timers.ts";

const qr = (qrValidTime = 30, qrType: TQrData["qrType"] = "DYNAMIC"): TQrData => ({
  qrType,
  qrValidTime,
  qrData: "code",
});
const status = (value: TNftStatus["status"]): TNftStatus => ({
  id: 7,
  status: value,
  useCnt: value === "USED" ? 1 : 0,
  totalUseCnt: 1,
  usedAt: null,
});

const shown: CardTimerInputs = {
  flipped: true,
  live: true,
  visible: true,
  qrType: "DYNAMIC",
  qrValidTime: 30,
};

function setup(options: { qr?: () => Promise<TQrData>; status?: () => Promise<TNftStatus> } = {}) {
  const fetchQr = vi.fn((_signal: AbortSignal) => (options.qr ?? (() => Promise.resolve(qr())))());
  const fetchStatus = vi.fn((_signal: AbortSignal) =>
    (options.status ?? (() => Promise.resolve(status("ACTIVE"))))(),
  );
  const onQr = vi.fn();
  const onQrError = vi.fn();
  const onStatus = vi.fn();
  const timers = createCardTimers({ fetchQr, fetchStatus, onQr, onQrError, onStatus });
  return { timers, fetchQr, fetchStatus, onQr, onQrError, onStatus };
}

describe("card timers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("does nothing until the card is flipped", async () => {
    const { timers, fetchQr, fetchStatus } = setup();
    timers.update({ ...shown, flipped: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchQr).not.toHaveBeenCalled();
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it("fetches a code at once, then every valid time minus one second", async () => {
    const { timers, fetchQr, onQr } = setup();
    timers.update(shown);
    expect(fetchQr).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(28_999);
    expect(fetchQr).toHaveBeenCalledTimes(1);
    expect(onQr).toHaveBeenCalledWith(qr());
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchQr).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchQr).toHaveBeenCalledTimes(3);
    timers.stop();
  });

  it("follows the validity the code itself carries", async () => {
    const { timers, fetchQr } = setup({ qr: () => Promise.resolve(qr(10)) });
    timers.update(shown);
    await vi.advanceTimersByTimeAsync(29_000);
    // The first refresh was timed with the card's 30 s; later ones with the code's 10 s.
    expect(fetchQr).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(fetchQr).toHaveBeenCalledTimes(3);
    timers.stop();
  });

  it("fetches a static code once", async () => {
    const { timers, fetchQr } = setup({ qr: () => Promise.resolve(qr(30, "STATIC")) });
    timers.update({ ...shown, qrType: "STATIC" });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchQr).toHaveBeenCalledTimes(1);
    timers.stop();
  });

  it("asks for no code when the QR area is not live, but still watches the status", async () => {
    const { timers, fetchQr, fetchStatus } = setup();
    timers.update({ ...shown, live: false });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchQr).not.toHaveBeenCalled();
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    timers.stop();
  });

  it("polls the status every second while flipped and stops once it reads USED", async () => {
    const answers = ["ACTIVE", "ACTIVE", "USED"] as const;
    let call = 0;
    const { timers, fetchStatus, fetchQr, onStatus } = setup({
      status: () => Promise.resolve(status(answers[Math.min(call++, 2)] ?? "USED")),
    });
    timers.update(shown);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(onStatus).toHaveBeenLastCalledWith(status("USED"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    // The code stops with it: a used card has nothing to show at the door.
    expect(fetchQr).toHaveBeenCalledTimes(1);
  });

  it("keeps polling after a failed status call", async () => {
    let call = 0;
    const { timers, fetchStatus } = setup({
      status: () => (call++ === 0 ? Promise.reject(new Error("offline")) : Promise.resolve(status("ACTIVE"))),
    });
    timers.update(shown);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    timers.stop();
  });

  it("stops both timers when the card is flipped back", async () => {
    const { timers, fetchQr, fetchStatus } = setup();
    timers.update(shown);
    await vi.advanceTimersByTimeAsync(1_000);
    timers.update({ ...shown, flipped: false });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchQr).toHaveBeenCalledTimes(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it("stops everything on stop(), dropping answers still on the way", async () => {
    let resolve: (value: TQrData) => void = () => {};
    const { timers, fetchQr, fetchStatus, onQr } = setup({
      qr: () => new Promise((r) => (resolve = r)),
    });
    timers.update(shown);
    timers.stop();
    resolve(qr());
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onQr).not.toHaveBeenCalled();
    expect(fetchQr).toHaveBeenCalledTimes(1);
    expect(fetchStatus).not.toHaveBeenCalled();
    expect(fetchQr.mock.calls[0]?.[0].aborted).toBe(true);
  });

  it("pauses the code while the page is hidden and refreshes at once when it is back", async () => {
    const { timers, fetchQr, fetchStatus } = setup();
    timers.update(shown);
    await vi.advanceTimersByTimeAsync(10_000);
    timers.update({ ...shown, visible: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchQr).toHaveBeenCalledTimes(1);
    timers.update(shown);
    expect(fetchQr).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchQr).toHaveBeenCalledTimes(3);
    // The status poll went on meanwhile (spec §4 ties it to the flip only).
    expect(fetchStatus.mock.calls.length).toBeGreaterThanOrEqual(98);
    timers.stop();
  });

  it("reports a failed code and tries again at the next refresh", async () => {
    let call = 0;
    const { timers, fetchQr, onQrError, onQr } = setup({
      qr: () => (call++ === 0 ? Promise.reject(new Error("offline")) : Promise.resolve(qr())),
    });
    timers.update(shown);
    await vi.advanceTimersByTimeAsync(0);
    expect(onQrError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchQr).toHaveBeenCalledTimes(2);
    expect(onQr).toHaveBeenCalledTimes(1);
    timers.stop();
  });

  it("watches the status afresh on the next flip", async () => {
    const { timers, fetchStatus } = setup({ status: () => Promise.resolve(status("USED")) });
    timers.update(shown);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    timers.update({ ...shown, flipped: false });
    timers.update(shown);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });
});
