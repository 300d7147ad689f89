import { useState } from "react";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { formatOwnDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useAccessLinks, useCreateAccessLink, useRevokeAccessLink } from "../api/access-links.ts";
import styles from "./ShareLinkSheet.module.css";

/**
 * Share a ticket by link (e.g. a companion's): anyone with it opens the card and its live QR
 * without logging in. The link is shown once; earlier links of this ticket can be revoked.
 */
export function ShareLinkSheet({
  nftId,
  eventZone,
  open,
  onClose,
}: {
  nftId: number;
  /** The ticket's event zone: a link's time is the reader's own, named when the event's is another. */
  eventZone: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const links = useAccessLinks(open);
  const create = useCreateAccessLink();
  const revoke = useRevokeAccessLink();
  const [url, setUrl] = useState<string>();
  const mine = (links.data ?? []).filter((l) => l.nftIds.includes(nftId));

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t("accessLink.copied"));
    } catch {
      showToast(t("inApp.copyFailed"));
    }
  };

  return (
    <BottomSheet open={open} onClose={onClose} title={t("accessLink.shareTitle")}>
      <div className={styles.body}>
        <p className={styles.lead}>{t("accessLink.shareLead")}</p>
        {url ? (
          <div className={styles.link}>
            <code data-testid="access-link-url">{url}</code>
            <Button variant="toner-primary" onClick={() => void copy(url)}>
              {t("accessLink.copy")}
            </Button>
          </div>
        ) : (
          <Button
            variant="rec-primary"
            block
            loading={create.isPending}
            onClick={() =>
              create.mutate([nftId], {
                onSuccess: (made) => setUrl(made.url),
                onError: (err) => showToast(errorText(err, t)),
              })
            }
          >
            {t("accessLink.create")}
          </Button>
        )}
        {mine.length > 0 && (
          <ul className={styles.list}>
            {mine.map((l) => (
              <li key={l.id} className={styles.item}>
                <span>
                  {t("accessLink.madeOn", {
                    date: formatOwnDate(l.createdAt, language, { time: true, eventZone }),
                  })}
                </span>
                <Button
                  variant="toner-red"
                  loading={revoke.isPending && revoke.variables === l.id}
                  onClick={() =>
                    revoke.mutate(l.id, {
                      onSuccess: () => showToast(t("accessLink.revoked")),
                      onError: (err) => showToast(errorText(err, t)),
                    })
                  }
                >
                  {t("accessLink.revoke")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </BottomSheet>
  );
}
