import { Navigate, useNavigate, useSearchParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { CheckIcon } from "../../../components/ui/icons.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { abbreviateAddress } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { safeRoute } from "../../../lib/in-app-browser.ts";
import { useWalletLink } from "../../../lib/queries/wallet-link.ts";
import { useLinkStore } from "../stores/link-store.ts";
import { stagePath } from "../utils/stage-path.ts";
import { LinkNotice } from "./LinkNotice.tsx";
import styles from "./WalletLink.module.css";

/** `done`: the linked wallet, the §8 warning when it holds nothing on XRPL EVM, and the way back. */
export function LinkDone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linked = useWalletLink();
  const chosen = useLinkStore((s) => s.wallet);
  const connectedAddress = useLinkStore((s) => s.address);
  const noXrplAccount = useLinkStore((s) => s.noXrplAccount);
  const reset = useLinkStore((s) => s.reset);

  if (linked.isPending) return <Spinner label={t("common.loading")} />;
  if (linked.isError) return <ErrorState onRetry={() => linked.refetch()} />;
  const wallet = linked.data.wallet;
  if (!wallet) return <Navigate to={stagePath("choose", params)} replace />;
  // The wallet chosen in this visit, when it is the one linked (not after a reload).
  const sameWallet = chosen !== null && connectedAddress?.toLowerCase() === wallet.address.toLowerCase();

  const finish = () => {
    reset();
    navigate(params.has("next") ? safeRoute(params.get("next")) : "/profile", { replace: true });
  };

  return (
    <div className={styles.page}>
      <section className={styles.done}>
        <div className={styles.badge} aria-hidden="true">
          <CheckIcon size={36} />
        </div>
        <h1 className={styles.title}>{t("wallet.link.done.title")}</h1>
        <p className={styles.lead}>{t("wallet.link.done.text")}</p>
      </section>
      <dl className={styles.summary}>
        {sameWallet && chosen && (
          <div className={styles.summaryRow}>
            <dt>{t("wallet.link.done.wallet")}</dt>
            <dd>{chosen.info.name}</dd>
          </div>
        )}
        <div className={styles.summaryRow}>
          <dt>{t("wallet.link.done.address")}</dt>
          <dd>
            <code title={wallet.address} data-testid="linked-address">
              {abbreviateAddress(wallet.address)}
            </code>
          </dd>
        </div>
      </dl>
      {sameWallet && noXrplAccount && (
        <LinkNotice
          tone="warning"
          testId="no-xrpl-account"
          title={t("wallet.link.noXrplAccount.title")}
          text={t("wallet.link.noXrplAccount.text")}
        />
      )}
      <div className={styles.actions}>
        <Button variant="rec-primary" block onClick={finish}>
          {t("wallet.link.done.continue")}
        </Button>
      </div>
    </div>
  );
}
