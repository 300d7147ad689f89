import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useWalletLink } from "../../../lib/queries/wallet-link.ts";
import type { DiscoveredWallet } from "../../../lib/wallet/discover-wallets.ts";
import { isUserRejection } from "../../../lib/wallet/eip1193.ts";
import { useWallets } from "../../../lib/wallet/use-wallets.ts";
import { useLinkStore } from "../stores/link-store.ts";
import { requestAccount } from "../utils/link-steps.ts";
import { stagePath } from "../utils/stage-path.ts";
import { LinkNotice } from "./LinkNotice.tsx";
import { WalletGlyph } from "./WalletGlyph.tsx";
import styles from "./WalletLink.module.css";

/** Spec §8 "connect failed": the wallet did not connect (declined, locked, or gone). */
interface ConnectFailure {
  wallet: DiscoveredWallet;
  declined: boolean;
}

/** `choose`: the wallets of this browser; choosing one asks it to connect this site. */
export function ChooseWallet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linked = useWalletLink();
  const { wallets, searching } = useWallets();
  const connected = useLinkStore((s) => s.connected);
  const [connecting, setConnecting] = useState<string | null>(null);
  const [failure, setFailure] = useState<ConnectFailure | null>(null);

  if (linked.isPending) return <Spinner label={t("common.loading")} />;
  if (linked.isError) return <ErrorState onRetry={() => linked.refetch()} />;
  if (linked.data.wallet) return <Navigate to={stagePath("done", params)} replace />;

  // Called straight from the click: a wallet that opens a window (the test wallet) may, only then.
  const connect = (wallet: DiscoveredWallet) => {
    setFailure(null);
    setConnecting(wallet.info.rdns);
    requestAccount(wallet.provider).then(
      (address) => {
        connected(wallet, address);
        // Each step replaces the last: back from any of them returns to where the flow began.
        navigate(stagePath("sign", params), { replace: true });
      },
      (err: unknown) => {
        setConnecting(null);
        setFailure({ wallet, declined: isUserRejection(err) });
      },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t("wallet.link.choose.title")}</h1>
        <p className={styles.lead}>{t("wallet.link.choose.lead")}</p>
      </header>
      {failure && (
        <LinkNotice
          testId="connect-failed"
          title={t("wallet.link.connectFailed.title")}
          text={t(
            failure.declined ? "wallet.link.connectFailed.declined" : "wallet.link.connectFailed.text",
            {
              wallet: failure.wallet.info.name,
            },
          )}
        >
          <Button variant="toner-red" onClick={() => connect(failure.wallet)}>
            {t("wallet.link.retry")}
          </Button>
        </LinkNotice>
      )}
      {wallets.length > 0 && (
        <ul className={styles.wallets} aria-label={t("wallet.link.choose.list")}>
          {wallets.map((wallet) => (
            <li key={wallet.info.rdns}>
              <button
                type="button"
                className={styles.walletButton}
                disabled={connecting !== null}
                aria-busy={connecting === wallet.info.rdns || undefined}
                onClick={() => connect(wallet)}
              >
                <img className={styles.icon} src={wallet.info.icon} alt="" width={40} height={40} />
                <span className={styles.walletName}>{wallet.info.name}</span>
                <span className={styles.walletAction}>
                  {connecting === wallet.info.rdns
                    ? t("wallet.link.choose.connecting")
                    : t("wallet.link.choose.connect")}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {wallets.length === 0 &&
        (searching ? (
          <Spinner label={t("wallet.link.choose.searching")} />
        ) : (
          <StatusMessage
            icon={<WalletGlyph size={32} />}
            title={t("wallet.link.noWallet.title")}
            text={t("wallet.link.noWallet.text")}
          />
        ))}
      <p className={styles.note}>{t("wallet.link.choose.note")}</p>
    </div>
  );
}
