import { useNotificationFlow } from "../hooks/use-notification-flow.ts";
import { NotificationSheet } from "./NotificationSheet.tsx";

/**
 * The home screen's notification check (spec §4): while it is shown to a signed-in person,
 * unconfirmed notifications open one after another in a sheet. The layout mounts it on routes
 * whose meta says `notifications`, so it stops when the person leaves home.
 */
export default function HomeNotifications() {
  const notifications = useNotificationFlow();
  return <NotificationSheet notification={notifications.shown} onOk={notifications.ok} />;
}
