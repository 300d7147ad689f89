import { useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import type { AppRequest } from "../utils/app-request.ts";
import { formatXrpWei } from "../utils/app-request.ts";
import styles from "./TestWallet.module.css";

/**
 * One request of the app, shown whole before the person answers: a message to sign as it will be
 * signed, or a transaction's recipient, XRP value and data.
 */
export function RequestCard({
  request,
  onApprove,
  onReject,
}: {
  request: AppRequest;
  onApprove: (request: AppRequest) => Promise<void>;
  onReject: (request: AppRequest) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const titleId = `request-${request.id}`;
  const approve = () => {
    setBusy(true);
    onApprove(request).catch(() => setBusy(false));
  };
  return (
    <li className={styles.request} aria-labelledby={titleId} data-testid="wallet-request">
      <h3 id={titleId} className={styles.requestTitle}>
        {t(request.kind === "sign" ? "testWallet.request.sign" : "testWallet.request.send")}
      </h3>
      <p className={styles.muted}>{t("testWallet.request.from", { origin: window.location.origin })}</p>
      {request.kind === "sign" ? (
        <div>
          <p className={styles.label}>
            {t(request.isText ? "testWallet.request.message" : "testWallet.request.bytes")}
          </p>
          <pre className={styles.message} data-testid="request-message">
            {request.text}
          </pre>
        </div>
      ) : (
        <dl className={styles.txFacts}>
          <div>
            <dt className={styles.label}>{t("testWallet.request.to")}</dt>
            <dd className={styles.mono}>{request.to ?? t("testWallet.request.newContract")}</dd>
          </div>
          <div>
            <dt className={styles.label}>{t("testWallet.request.value")}</dt>
            <dd data-testid="request-value">
              {t("testWallet.xrp", { amount: formatXrpWei(request.value) })}
            </dd>
          </div>
          <div>
            <dt className={styles.label}>{t("testWallet.request.data")}</dt>
            <dd className={styles.mono}>
              {request.data === "0x" ? t("testWallet.request.noData") : request.data}
            </dd>
          </div>
        </dl>
      )}
      <div className={styles.requestActions}>
        <Button variant="rec-secondary" disabled={busy} onClick={() => onReject(request)}>
          {t("testWallet.request.reject")}
        </Button>
        <Button variant="rec-primary" loading={busy} onClick={approve}>
          {t("testWallet.request.approve")}
        </Button>
      </div>
    </li>
  );
}
