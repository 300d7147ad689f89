import { TIMINGS } from "@admit/contract/limits";
import type { TNotificationDetail } from "@admit/contract/notifications";

/** What the flow needs from the outside world; tests give it fakes and a fake clock. */
export interface NotificationFlowPorts {
  listUnconfirmed(): Promise<number[]>;
  detail(id: number): Promise<TNotificationDetail>;
  confirm(id: number): Promise<void>;
  /** Opens the sheet for one notification, or closes it (null). */
  show(notification: TNotificationDetail | null): void;
  /** The ticket list must be loaded again (status state's refreshWait). */
  markListForRefresh(): void;
  /** Whether the person is still on HomeView. */
  onHome(): boolean;
}

/**
 * The HomeView notification flow of spec §4: one check a second after entering; if there are
 * unconfirmed notifications, the last id is loaded and shown; OK confirms it and shows the next;
 * when none remain after an NFT_RECEIVE or NFT_SELL (and still on HomeView) the list is marked for
 * refresh and the check starts again. Any error (a 401 included) or leaving stops it.
 */
export function createNotificationFlow(ports: NotificationFlowPorts) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: number[] = [];
  let current: TNotificationDetail | null = null;
  let refreshAfter = false;

  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    ports.show(null);
  };

  const showNext = async () => {
    const id = queue.pop();
    if (id === undefined) {
      current = null;
      ports.show(null);
      if (refreshAfter && ports.onHome()) {
        refreshAfter = false;
        ports.markListForRefresh();
        schedule();
      }
      return;
    }
    current = await ports.detail(id);
    if (stopped) return;
    ports.show(current);
  };

  const check = async () => {
    try {
      queue = await ports.listUnconfirmed();
      if (stopped) return;
      await showNext();
    } catch {
      stop();
    }
  };

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void check(), TIMINGS.notificationFirstCheckMs);
  }

  return {
    start: schedule,
    stop,
    /** OK on the sheet: confirm this one and show the next. */
    async ok() {
      if (!current || stopped) return;
      const done = current;
      try {
        await ports.confirm(done.notificationId);
        if (done.type === "NFT_RECEIVE" || done.type === "NFT_SELL") refreshAfter = true;
        await showNext();
      } catch {
        stop();
      }
    },
  };
}
