import type { TDevFaucetInfo } from "@admit/contract/dev";
import { formatDrops } from "@admit/contract/xrp";
import { useState } from "react";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { TEST_WALLET_INFO } from "../../../lib/wallet/test-wallet-provider.ts";
import { showToast } from "../../../stores/popup.ts";
import { useBalance } from "../api/get-balance.ts";
import { useDevChain } from "../api/get-dev-chain.ts";
import { useRequestTestXrp } from "../api/request-test-xrp.ts";
import { useAppRequests } from "../hooks/use-app-requests.ts";
import { useTestKey } from "../hooks/use-test-key.ts";
import type { AppRequest } from "../utils/app-request.ts";
import { formatXrpWei } from "../utils/app-request.ts";
import { RequestCard } from "./RequestCard.tsx";
import styles from "./TestWallet.module.css";

/**
 * /test/wallet (spec §2; issue 15): the development wallet. A key kept in this browser, its XRP on
 * the embedded XRPL EVM chain, test XRP from the faucet, and the app's requests — connect, sign,
 * send — which the app's test wallet provider brings here by postMessage. Refused in production,
 * like the sandbox checkout: the server has no development chain there.
 */
export default function TestWalletView() {
  const { t } = useTranslation();
  const chain = useDevChain();
  if (chain.isPending) return <Spinner label={t("common.loading")} />;
  if (chain.isError) return <ErrorState onRetry={() => chain.refetch()} />;
  if (!chain.data)
    return (
      <StatusMessage title={t("testWallet.unavailable.title")} text={t("testWallet.unavailable.text")} />
    );
  return <TestWallet chain={chain.data} />;
}

type BalanceData = ReturnType<typeof useBalance>["data"];

/** The app's requests waiting for an answer, or why there are none. */
function RequestList(props: {
  requests: AppRequest[];
  connected: boolean;
  onApprove: (request: AppRequest) => Promise<void>;
  onReject: (request: AppRequest) => void;
}) {
  const { requests, connected, onApprove, onReject } = props;
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="wallet-requests">
      <h2 id="wallet-requests" className={styles.sectionTitle}>
        {t("testWallet.requests.title")}
        {requests.length > 0 && <span className={styles.count}>{requests.length}</span>}
      </h2>
      {requests.length === 0 ? (
        <p className={styles.empty}>
          {t(connected ? "testWallet.requests.empty" : "testWallet.requests.alone")}
        </p>
      ) : (
        <ul className={styles.requests}>
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} onApprove={onApprove} onReject={onReject} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Asks before the key kept in this browser is replaced by a new one. */
function RenewKeySheet({
  open,
  onClose,
  onRenew,
}: {
  open: boolean;
  onClose: () => void;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t("testWallet.renew.title")}
      footer={
        <div className={styles.sheetActions}>
          <Button variant="rec-red" block onClick={onRenew}>
            {t("testWallet.renew.confirm")}
          </Button>
          <Button variant="rec-secondary" block onClick={onClose}>
            {t("common.cancel")}
          </Button>
        </div>
      }
    >
      <p className={styles.sheetText}>{t("testWallet.renew.text")}</p>
    </BottomSheet>
  );
}

/** The key's address, with a copy button, and its balance once known. */
function KeyFacts({
  address,
  balance,
  onCopy,
}: {
  address: string;
  balance: BalanceData;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t("testWallet.address")}</dt>
        <dd className={styles.addressLine}>
          <code className={styles.mono} data-testid="test-wallet-address">
            {address}
          </code>
          <button type="button" className={styles.copy} onClick={onCopy}>
            {t("testWallet.copy")}
          </button>
        </dd>
      </div>
      <div>
        <dt>{t("testWallet.balance")}</dt>
        <dd className={styles.balance} data-testid="test-wallet-balance" aria-live="polite">
          {balance !== undefined ? t("testWallet.xrp", { amount: formatXrpWei(balance) }) : "…"}
        </dd>
      </div>
    </dl>
  );
}

function TestWallet({ chain }: { chain: TDevFaucetInfo }) {
  const { t } = useTranslation();
  const { account, renew } = useTestKey();
  const balance = useBalance(chain.rpcPath, account.address);
  const faucet = useRequestTestXrp();
  const { requests, approve, reject, connected } = useAppRequests(account, chain);
  const [confirmRenew, setConfirmRenew] = useState(false);
  const amount = formatDrops(BigInt(chain.amount));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.address);
      showToast(t("testWallet.copied"));
    } catch {
      showToast(t("inApp.copyFailed"));
    }
  };
  const getXrp = () =>
    faucet.mutate(account.address, {
      onSuccess: () => showToast(t("testWallet.faucetDone", { amount })),
      onError: (err) => showToast(errorText(err, t)),
    });
  const approveRequest = (request: AppRequest) =>
    approve(request).then(
      () => showToast(t(request.kind === "sign" ? "testWallet.signed" : "testWallet.sent")),
      (err: Error) => {
        showToast(t("testWallet.failed", { reason: err.message.split("\n")[0] }));
        throw err;
      },
    );

  const requestList = (
    <RequestList requests={requests} connected={connected} onApprove={approveRequest} onReject={reject} />
  );

  return (
    <div className={styles.page}>
      <p className={styles.devNote} role="note">
        {t("testWallet.devNote")}
      </p>
      {requests.length > 0 && requestList}
      <section className={styles.card} aria-labelledby="test-wallet-title">
        <div className={styles.cardHead}>
          <img className={styles.icon} src={TEST_WALLET_INFO.icon} alt="" width={44} height={44} />
          <div>
            {/* The header holds the page's one h1. */}
            <h2 id="test-wallet-title" className={styles.title}>
              {TEST_WALLET_INFO.name}
            </h2>
            <p className={styles.network}>{t("testWallet.network", { chainId: chain.chainId })}</p>
          </div>
        </div>
        <KeyFacts
          address={account.address}
          balance={balance.isSuccess ? balance.data : undefined}
          onCopy={copy}
        />
        <div className={styles.actions}>
          <Button variant="rec-primary" loading={faucet.isPending} onClick={getXrp}>
            {t("testWallet.faucet")}
          </Button>
          <Button variant="rec" onClick={() => setConfirmRenew(true)}>
            {t("testWallet.newKey")}
          </Button>
        </div>
        <p className={styles.muted}>{t("testWallet.faucetNote", { amount })}</p>
      </section>
      {requests.length === 0 && requestList}
      <RenewKeySheet
        open={confirmRenew}
        onClose={() => setConfirmRenew(false)}
        onRenew={() => {
          renew();
          setConfirmRenew(false);
          showToast(t("testWallet.renew.done"));
        }}
      />
    </div>
  );
}
