import type { TNotificationDetail } from "@admit/contract/notifications";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./NotificationSheet.module.css";

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** One notification at a time (spec §4): a received ticket, a friend who joined, a sold ticket. */
export function NotificationSheet({
  notification,
  onOk,
}: {
  notification: TNotificationDetail | null;
  onOk: () => void;
}) {
  const { t } = useTranslation();
  if (!notification) return null;
  const n = notification;
  const sender = (n.sender ?? {}) as { name?: string };
  const title = t(`notify.${n.type}.title`);
  let body: string;
  if (n.type === "NFT_RECEIVE")
    body = t("notify.NFT_RECEIVE.text", {
      sender: sender.name ?? t("notify.someone"),
      name: str(n.name),
      cltn: str(n.cltnName),
    });
  else if (n.type === "USER_INVITE") body = t("notify.USER_INVITE.text", { email: str(n.email) });
  else body = t("notify.NFT_SELL.text", { name: str(n.name) });
  return (
    <BottomSheet open onClose={onOk} title={title}>
      <div className={styles.body} data-testid="notification-sheet" data-type={n.type}>
        {n.type === "NFT_RECEIVE" && str(n.image) && (
          <img className={styles.image} src={str(n.image)} alt="" />
        )}
        <p className={styles.text}>{body}</p>
        <Button variant="rec-primary" block onClick={onOk}>
          {t("common.ok")}
        </Button>
      </div>
    </BottomSheet>
  );
}
