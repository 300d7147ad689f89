import type { TNotificationDetail } from "@admit/contract/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createNotificationFlow, type NotificationFlowPorts } from "./notification-flow.ts";

const detail = (notificationId: number, type: TNotificationDetail["type"]): TNotificationDetail => ({
  notificationId,
  type,
  id: notificationId * 10,
  createdAt: "2026-11-22T00:00:00Z",
});

function ports(unconfirmed: number[][], types: Record<number, TNotificationDetail["type"]>) {
  const shown: (number | null)[] = [];
  const p: NotificationFlowPorts & { shown: (number | null)[]; refreshed: number; confirmed: number[] } = {
    shown,
    refreshed: 0,
    confirmed: [],
    listUnconfirmed: vi.fn(async () => unconfirmed.shift() ?? []),
    detail: vi.fn(async (id: number) => detail(id, types[id] ?? "USER_INVITE")),
    confirm: vi.fn(async (id: number) => {
      p.confirmed.push(id);
    }),
    show: (n) => shown.push(n?.notificationId ?? null),
    markListForRefresh: () => {
      p.refreshed++;
    },
    onHome: () => true,
  };
  return p;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the HomeView notification flow (spec §4)", () => {
  it("checks one second after entering and shows the last id first, then the next on OK", async () => {
    const p = ports([[3, 5, 9]], { 3: "USER_INVITE", 5: "USER_INVITE", 9: "USER_INVITE" });
    const flow = createNotificationFlow(p);
    flow.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(p.listUnconfirmed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(p.shown).toEqual([9]);
    await flow.ok();
    await flow.ok();
    await flow.ok();
    expect(p.confirmed).toEqual([9, 5, 3]);
    expect(p.shown).toEqual([9, 5, 3, null]);
    // Invites only: no refresh, no second check.
    await vi.advanceTimersByTimeAsync(5000);
    expect(p.refreshed).toBe(0);
    expect(p.listUnconfirmed).toHaveBeenCalledTimes(1);
  });

  it("after a received or sold ticket, marks the list for refresh and checks again", async () => {
    const p = ports([[4], [8]], { 4: "NFT_RECEIVE", 8: "NFT_SELL" });
    const flow = createNotificationFlow(p);
    flow.start();
    await vi.advanceTimersByTimeAsync(1000);
    await flow.ok();
    expect(p.refreshed).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.shown.at(-1)).toBe(8);
  });

  it("stops on an error (a 401 too) and on leaving", async () => {
    const p = ports([], {});
    p.listUnconfirmed = vi.fn(async () => {
      throw new Error("401");
    });
    const flow = createNotificationFlow(p);
    flow.start();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.listUnconfirmed).toHaveBeenCalledTimes(1);

    const q = ports([[1]], {});
    const left = createNotificationFlow(q);
    left.start();
    left.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(q.listUnconfirmed).not.toHaveBeenCalled();
  });
});
