import type { TNotificationDetail } from "@admit/contract/notifications";
import type { CSSProperties } from "react";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { personName } from "../../../lib/person-name.ts";
import styles from "./NotificationSheet.module.css";

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The ticket an NFT_RECEIVE brought, drawn like a small card in its collection's colour. */
function ReceivedTicket({ n }: { n: TNotificationDetail }) {
  const { t } = useTranslation();
  const cltnType = str(n.cltnType);
  const logo = str(n.logoImg) || str(n.brandProfile);
  return (
    <div className={styles.ticket} style={{ "--card-color": str(n.color) || undefined } as CSSProperties}>
      {str(n.image) && <img className={styles.image} src={str(n.image)} alt="" />}
      <div className={styles.ticketBody}>
        <div className={styles.ticketTop}>
          {(cltnType === "TICKET" || cltnType === "MEMBERSHIP") && (
            <span className={styles.tag}>{t(`wallet.cltnType.${cltnType}`)}</span>
          )}
          {logo && <img className={styles.logo} src={logo} alt="" />}
        </div>
        <p className={styles.name}>{str(n.name)}</p>
        <p className={styles.cltn}>{str(n.cltnName)}</p>
        {str(n.brandName) && <p className={styles.brand}>{str(n.brandName)}</p>}
      </div>
    </div>
  );
}

/** Who sent it: their picture (or initial) and name. */
function Sender({ sender }: { sender: { name: string; profileImg: string } }) {
  const { t } = useTranslation();
  const name = personName(sender.name) ?? t("notify.someone");
  return (
    <p className={styles.sender}>
      {sender.profileImg ? (
        <img className={styles.avatar} src={sender.profileImg} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span>{t("notify.NFT_RECEIVE.from", { sender: name })}</span>
    </p>
  );
}

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
  const rawSender = (n.sender ?? {}) as { name?: unknown; profileImg?: unknown };
  const sender = { name: str(rawSender.name), profileImg: str(rawSender.profileImg) };
  const title = t(`notify.${n.type}.title`);
  let body: string;
  if (n.type === "NFT_RECEIVE")
    body = t("notify.NFT_RECEIVE.text", { name: str(n.name), cltn: str(n.cltnName) });
  else if (n.type === "USER_INVITE") body = t("notify.USER_INVITE.text", { email: str(n.email) });
  else body = t("notify.NFT_SELL.text", { name: str(n.name) });
  return (
    <BottomSheet open onClose={onOk} title={title}>
      <div className={styles.body} data-testid="notification-sheet" data-type={n.type}>
        {n.type === "NFT_RECEIVE" && <ReceivedTicket n={n} />}
        {n.type === "NFT_RECEIVE" && <Sender sender={sender} />}
        <p className={styles.text}>{body}</p>
        <Button variant="rec-primary" block onClick={onOk}>
          {t("common.ok")}
        </Button>
      </div>
    </BottomSheet>
  );
}
