import { useState } from "react";
import { useNavigate } from "react-router";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { TitledSection } from "../../../components/ui/TitledSection.tsx";
import { abbreviateAddress } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useWalletLink } from "../../../lib/queries/wallet-link.ts";
import { showToast } from "../../../stores/popup.ts";
import { useUnlinkWallet } from "../api/unlink-wallet.ts";
import styles from "./MyProfileView.module.css";

const LINK_PATH = "/register/wallet/code/choose";

/**
 * The external wallet that pays for XRP purchases (issue 15): its address, or a way to connect
 * one; disconnecting asks first, and when it fails the wallet is still connected — spec §8's
 * "disconnect failed" says so in place, with another try.
 */
export function PaymentWallet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useWalletLink();
  const unlink = useUnlinkWallet();
  const [confirming, setConfirming] = useState(false);
  const wallet = link.data?.wallet ?? null;

  const disconnect = () => {
    setConfirming(false);
    unlink.mutate(undefined, { onSuccess: () => showToast(t("wallet.payment.disconnected")) });
  };

  return (
    <TitledSection
      id="payment-wallet"
      title={t("wallet.payment.title")}
      className={styles.rows}
      titleClassName={styles.sectionTitle}
    >
      <div className={styles.row}>
        {link.isPending ? (
          <span className={styles.connected}>{t("common.loading")}</span>
        ) : link.isError ? (
          <>
            <span className={styles.connected}>{t("wallet.payment.loadFailed")}</span>
            <button type="button" className={styles.link} onClick={() => link.refetch()}>
              {t("errorPage.retry")}
            </button>
          </>
        ) : wallet ? (
          <>
            <code title={wallet.address} data-testid="payment-wallet-address">
              {abbreviateAddress(wallet.address)}
            </code>
            <Button variant="toner-red" loading={unlink.isPending} onClick={() => setConfirming(true)}>
              {t("wallet.payment.disconnect")}
            </Button>
          </>
        ) : (
          <>
            <span className={styles.connected}>{t("wallet.payment.none")}</span>
            <Button variant="toner-primary" onClick={() => navigate(LINK_PATH)}>
              {t("wallet.payment.connect")}
            </Button>
          </>
        )}
      </div>
      {unlink.isError && wallet && (
        <div className={styles.warning} role="alert" data-testid="disconnect-failed">
          <p className={styles.warningTitle}>{t("wallet.payment.disconnectFailed.title")}</p>
          <p className={styles.warningText}>{t("wallet.payment.disconnectFailed.text")}</p>
          <button type="button" className={styles.link} onClick={disconnect}>
            {t("errorPage.retry")}
          </button>
        </div>
      )}
      <p className={styles.sectionNote}>{t("wallet.payment.note")}</p>
      <BottomSheet
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("wallet.payment.confirm.title")}
        footer={
          <div className={styles.sheetActions}>
            <Button variant="rec-red" block onClick={disconnect}>
              {t("wallet.payment.disconnect")}
            </Button>
            <Button variant="rec-secondary" block onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </Button>
          </div>
        }
      >
        <p className={styles.sheetText}>{t("wallet.payment.confirm.text")}</p>
      </BottomSheet>
    </TitledSection>
  );
}
