import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatCountdown, startHoldTimer } from "./hold-timer.ts";

const MIN = 60_000;
const T0 = Date.parse("2026-05-01T10:00:00Z");
const at = (ms: number) => new Date(T0 + ms).toISOString();

describe("the seat hold's clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it("re-reads the hold 120 s before its end, not earlier, and ends it at the end", async () => {
    const refresh = vi.fn(async () => at(10 * MIN));
    const onEnd = vi.fn();
    startHoldTimer({ endTime: at(10 * MIN), refresh, onEnd });
    await vi.advanceTimersByTimeAsync(8 * MIN - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(2 * MIN - 1);
    expect(onEnd).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onEnd).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it("ends at once when the server no longer has the hold", async () => {
    const onEnd = vi.fn();
    startHoldTimer({ endTime: at(10 * MIN), refresh: async () => null, onEnd });
    await vi.advanceTimersByTimeAsync(8 * MIN);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it("follows the end the server gives", async () => {
    const onEnd = vi.fn();
    const onChange = vi.fn();
    startHoldTimer({ endTime: at(10 * MIN), refresh: async () => at(9 * MIN), onEnd, onChange });
    await vi.advanceTimersByTimeAsync(8 * MIN);
    expect(onChange).toHaveBeenCalledWith(at(9 * MIN));
    await vi.advanceTimersByTimeAsync(MIN);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it("keeps its own clock when the re-read fails", async () => {
    const onEnd = vi.fn();
    startHoldTimer({
      endTime: at(10 * MIN),
      refresh: async () => {
        throw new Error("offline");
      },
      onEnd,
    });
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it("re-reads at once when it starts past the refresh time (a reload late in the hold)", async () => {
    const refresh = vi.fn(async () => at(MIN));
    startHoldTimer({ endTime: at(MIN), refresh, onEnd: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it("ends at once when the hold is already over, and never after being stopped", async () => {
    const over = vi.fn();
    startHoldTimer({ endTime: at(-1), refresh: async () => null, onEnd: over });
    expect(over).toHaveBeenCalledOnce();
    const onEnd = vi.fn();
    const refresh = vi.fn(async () => at(10 * MIN));
    const stop = startHoldTimer({ endTime: at(10 * MIN), refresh, onEnd });
    stop();
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(onEnd).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("writes what is left as m:ss", () => {
    expect(formatCountdown(10 * MIN)).toBe("10:00");
    expect(formatCountdown(61_001)).toBe("1:02");
    expect(formatCountdown(999)).toBe("0:01");
    expect(formatCountdown(-5)).toBe("0:00");
  });
});
