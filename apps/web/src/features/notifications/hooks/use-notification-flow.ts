import type { TNotificationDetail } from "@admit/contract/notifications";
import { useEffect, useRef, useState } from "react";
import { useAuthStore } from "../../../stores/auth.ts";
import { useStatusStore } from "../../../stores/status.ts";
import { confirmNotification, getUnconfirmed, listUnconfirmed } from "../api/notifications.ts";
import { createNotificationFlow } from "../utils/notification-flow.ts";

/** Runs the notification flow while HomeView is shown to a signed-in person; answers the sheet's state. */
export function useNotificationFlow() {
  const signedIn = useAuthStore((s) => s.user !== null);
  const [shown, setShown] = useState<TNotificationDetail | null>(null);
  const flow = useRef<ReturnType<typeof createNotificationFlow> | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let mounted = true;
    const instance = createNotificationFlow({
      listUnconfirmed,
      detail: getUnconfirmed,
      confirm: confirmNotification,
      show: (n) => mounted && setShown(n),
      markListForRefresh: () => useStatusStore.getState().setRefreshWait(true),
      onHome: () => mounted,
    });
    flow.current = instance;
    instance.start();
    return () => {
      mounted = false;
      instance.stop();
      flow.current = null;
    };
  }, [signedIn]);
  return { shown, ok: () => void flow.current?.ok() };
}
