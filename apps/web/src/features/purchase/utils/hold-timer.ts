import { TIMINGS } from "@admit/contract/limits";

export interface HoldTimerOptions {
  /** When the seat hold ends, as the server said (ISO). */
  endTime: string;
  /** Re-reads the hold (GET /discover/seats/reserve/time): its end, or null when it is gone. */
  refresh: () => Promise<string | null>;
  /** The hold ended (or the server no longer has it). Called once. */
  onEnd: () => void;
  /** The server gave another end than the one known. */
  onChange?: (endTime: string) => void;
  now?: () => number;
  offsetMs?: number;
}

/**
 * The seat hold's clock (spec §4: the reservation has an end time; refresh at end − 120000 ms).
 * Re-reads the hold once at the refresh time — at once when that has passed (a reload late in the
 * hold) — and ends it at its end time. Answers a function that stops both timers.
 */
export function startHoldTimer(options: HoldTimerOptions): () => void {
  const now = options.now ?? Date.now;
  const offset = options.offsetMs ?? TIMINGS.seatRefreshOffsetMs;
  let stopped = false;
  let ended = false;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const clear = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const end = () => {
    if (stopped || ended) return;
    ended = true;
    clear();
    options.onEnd();
  };
  const schedule = (endTime: string, withRefresh: boolean) => {
    clear();
    const endAt = Date.parse(endTime);
    const left = endAt - now();
    if (!Number.isFinite(endAt) || left <= 0) return end();
    timers.push(setTimeout(end, left));
    if (!withRefresh) return;
    const refreshIn = Math.max(0, endAt - offset - now());
    timers.push(
      setTimeout(async () => {
        let next: string | null;
        try {
          next = await options.refresh();
        } catch {
          return; // Keep the clock we have: the end is never extended, so it is still right.
        }
        if (stopped || ended) return;
        if (next === null) return end();
        if (Date.parse(next) !== endAt) {
          options.onChange?.(next);
          schedule(next, false);
        }
      }, refreshIn),
    );
  };
  schedule(options.endTime, true);
  return () => {
    stopped = true;
    clear();
  };
}

/** What is left of the hold as m:ss, rounded up so it reads 0:00 only at the end. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
