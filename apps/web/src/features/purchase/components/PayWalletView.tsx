import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { abbreviateAddress, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import type { DiscoveredWallet } from "../../../lib/wallet/discover-wallets.ts";
import { isUserRejection } from "../../../lib/wallet/eip1193.ts";
import { useWallets } from "../../../lib/wallet/use-wallets.ts";
import { useWalletCheck, walletCheckOptions } from "../api/check-wallet-payment.ts";
import { useOrderStore } from "../stores/order-store.ts";
import { loadWalletCheckout, type WalletCheckout, walletPayPath } from "../utils/wallet-checkout.ts";
import { connectAccount, sendPayment } from "../utils/wallet-pay.ts";
import styles from "./PayWallet.module.css";
import { ResultScreen } from "./ResultScreen.tsx";

/** The wallet warnings of spec §8, each with its own state on this screen. */
type Warning =
  | "expired"
  | "paused"
  | "notLinked"
  | "noAccount"
  | "insufficient"
  | "connectFailed"
  | "wrongAccount"
  | "declined";

const WARNING_OF: Record<string, Warning> = {
  "8207": "expired",
  WALLET_PAYMENTS_PAUSED: "paused",
  WALLET_NOT_LINKED: "notLinked",
  WALLET_NO_ACCOUNT: "noAccount",
  "8204": "insufficient",
};

/** Seconds left until `expiresAt`, ticking. */
function useSecondsLeft(expiresAt: string) {
  const left = () => Math.max(0, Math.floor((new Date(expiresAt).getTime() - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `expiresAt` only
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * /pay/wallet/{orderId}: an XRP order paid from the linked wallet (spec §4 wallet payment:
 * connect, sign, recording, result). The amount, the merchant (our payment contract) and the
 * deadline are shown; the server is asked whether the wallet can pay now (8207, paused, no wallet,
 * no XRPL account, 8204) before the wallet is asked to sign; the transaction's hash then goes to
 * the result page, which records it (the server reads the payment from the chain).
 */
export default function PayWalletView() {
  const { orderId } = useParams();
  const checkout = loadWalletCheckout(orderId);
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!checkout)
    return (
      <ResultScreen
        testId="wallet-pay-missing"
        icon="?"
        title={t("pay.wallet.missing.title")}
        text={t("pay.wallet.missing.text")}
      >
        <div className={styles.actions}>
          <Button variant="rec-primary" block onClick={() => navigate("/profile/orders", { replace: true })}>
            {t("pay.result.orders")}
          </Button>
        </div>
      </ResultScreen>
    );
  return <WalletPay checkout={checkout} />;
}

function WalletPay({ checkout }: { checkout: WalletCheckout }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useWalletCheck(checkout.orderId);
  const { wallets, searching } = useWallets();
  const seconds = useSecondsLeft(checkout.expiresAt);
  const [sending, setSending] = useState<string | null>(null);
  const [problem, setProblem] = useState<Warning | null>(null);
  const payer = check.data?.payer ?? checkout.wallet.payer;

  const checkWarning = check.error instanceof ApiError ? (WARNING_OF[check.error.code] ?? null) : null;
  const warning: Warning | null = seconds === 0 ? "expired" : (checkWarning ?? problem);

  const again = () => {
    setProblem(null);
    void queryClient.invalidateQueries({ queryKey: walletCheckOptions(checkout.orderId).queryKey });
  };
  const chooseAgain = () => {
    useOrderStore.getState().newSubmit();
    const path = useOrderStore.getState().cltn?.detailPath ?? "/discover";
    navigate(path, { replace: true });
  };

  // Called straight from the click: the test wallet may open its window only then.
  const pay = (wallet: DiscoveredWallet) => {
    setProblem(null);
    setSending(wallet.info.uuid);
    void (async () => {
      try {
        const account = await connectAccount(wallet.provider);
        if (payer && account !== payer.toLowerCase()) return setProblem("wrongAccount");
        const hash = await sendPayment(wallet.provider, account, checkout);
        const query = new URLSearchParams({
          orderId: checkout.orderId,
          paymentKey: hash,
          amount: String(checkout.amount),
        });
        navigate(`/pay/result/confirm?${query}`, { replace: true });
      } catch (err) {
        setProblem(isUserRejection(err) ? "declined" : "connectFailed");
      } finally {
        setSending(null);
      }
    })();
  };

  const amount = formatMoney(checkout.amount, "XRP", language);
  return (
    <section className={styles.page} aria-labelledby="wallet-pay-title">
      <header className={styles.intro}>
        {/* The header's title is the page's h1. */}
        <h2 id="wallet-pay-title" className={styles.title}>
          {t("pay.wallet.title")}
        </h2>
        <p className={styles.lead}>{t("pay.wallet.lead")}</p>
      </header>

      <dl className={styles.facts} data-testid="wallet-pay-facts">
        <div>
          <dt>{t("pay.wallet.amount")}</dt>
          <dd className={styles.amount} data-testid="wallet-pay-amount">
            {amount}
          </dd>
        </div>
        <div>
          <dt>{t("pay.wallet.to")}</dt>
          <dd className={styles.address} title={checkout.wallet.contract}>
            {abbreviateAddress(checkout.wallet.contract)}
          </dd>
        </div>
        <div>
          <dt>{t("pay.wallet.from")}</dt>
          <dd className={styles.address} data-testid="wallet-pay-from">
            {payer ? abbreviateAddress(payer) : t("wallet.payment.none")}
          </dd>
        </div>
        <div>
          <dt>{t("pay.wallet.network")}</dt>
          <dd>XRPL EVM</dd>
        </div>
        <div>
          <dt>{t("pay.wallet.deadline")}</dt>
          <dd className={styles.deadline} data-testid="wallet-pay-deadline" data-urgent={seconds < 60}>
            {clock(seconds)}
          </dd>
        </div>
      </dl>

      {warning ? (
        <WarningNotice warning={warning} payer={payer} again={again} chooseAgain={chooseAgain} />
      ) : check.isPending || searching ? (
        <Spinner label={t("common.loading")} />
      ) : check.isError ? (
        <Notice title={t("pay.wallet.warning.connectFailed.title")} text={t("pay.wallet.checkFailed")}>
          <Button variant="rec-primary" block onClick={again}>
            {t("errorPage.retry")}
          </Button>
        </Notice>
      ) : wallets.length === 0 ? (
        <Notice
          tone="warning"
          title={t("pay.wallet.warning.connectFailed.title")}
          text={t("pay.wallet.noWallet")}
        />
      ) : (
        <ul className={styles.wallets} aria-label={t("pay.wallet.choose")}>
          {wallets.map((wallet) => (
            <li key={wallet.info.uuid}>
              <button
                type="button"
                className={styles.walletButton}
                disabled={sending !== null}
                onClick={() => pay(wallet)}
              >
                <img className={styles.icon} src={wallet.info.icon} alt="" width={40} height={40} />
                <span className={styles.walletName}>
                  {t("pay.wallet.payWith", { wallet: wallet.info.name })}
                </span>
                <span className={styles.walletAction}>
                  {sending === wallet.info.uuid ? t("pay.wallet.signing") : amount}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>{t("pay.wallet.note")}</p>
    </section>
  );
}

function Notice({
  tone = "error",
  title,
  text,
  children,
}: {
  tone?: "error" | "warning";
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.notice} data-tone={tone} role="alert" data-testid="wallet-pay-warning">
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeText}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}

/** One wallet warning of spec §8: what happened, and the one way on. */
function WarningNotice({
  warning,
  payer,
  again,
  chooseAgain,
}: {
  warning: Warning;
  payer: string | null;
  again: () => void;
  chooseAgain: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderId } = useParams();
  const key = `pay.wallet.warning.${warning}`;
  const text = t(`${key}.text`, { wallet: payer ? abbreviateAddress(payer) : "" });
  const action =
    warning === "expired" ? (
      <Button variant="rec-primary" block onClick={chooseAgain}>
        {t("pay.result.retry")}
      </Button>
    ) : warning === "notLinked" ? (
      <Button
        variant="rec-primary"
        block
        onClick={() =>
          navigate(`/register/wallet/code/choose?next=${encodeURIComponent(walletPayPath(orderId ?? ""))}`)
        }
      >
        {t("wallet.payment.connect")}
      </Button>
    ) : warning === "paused" ? null : (
      <Button variant="rec-primary" block onClick={again}>
        {t("pay.wallet.checkAgain")}
      </Button>
    );
  return (
    <Notice tone={warning === "expired" ? "error" : "warning"} title={t(`${key}.title`)} text={text}>
      {action}
    </Notice>
  );
}
