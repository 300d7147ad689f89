import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { abbreviateAddress } from "../../../lib/format.ts";
import { type TFunction, useTranslation } from "../../../lib/i18n.ts";
import type { DiscoveredWallet } from "../../../lib/wallet/discover-wallets.ts";
import { useChallenge } from "../api/create-challenge.ts";
import { useLinkWallet } from "../api/link-wallet.ts";
import { useLinkStore } from "../stores/link-store.ts";
import {
  chainIdOf,
  hasNoXrplAccount,
  type LinkProblem,
  linkProblemOf,
  signMessage,
} from "../utils/link-steps.ts";
import { stagePath } from "../utils/stage-path.ts";
import { LinkNotice } from "./LinkNotice.tsx";
import styles from "./WalletLink.module.css";

/** `sign`: the connected wallet signs the server's challenge, which links it. */
export function SignChallenge() {
  const wallet = useLinkStore((s) => s.wallet);
  const address = useLinkStore((s) => s.address);
  const [params] = useSearchParams();
  // A reload loses the connected wallet: the flow starts again.
  if (!wallet || !address) return <Navigate to={stagePath("choose", params)} replace />;
  return <SignWith wallet={wallet} address={address} />;
}

interface Problem {
  kind: LinkProblem;
  error: unknown;
}

/** The refusal's words: our title, and the server's own message where it explains more. */
function problemText(problem: Problem, wallet: string, t: TFunction): { title: string; text: string } {
  const key = `wallet.link.problem.${problem.kind}`;
  const serverSays =
    problem.kind === "notAccepted" || problem.kind === "linkedElsewhere" || problem.kind === "expired";
  return {
    title: t(`${key}.title`),
    text: serverSays ? errorText(problem.error, t) : t(`${key}.text`, { wallet }),
  };
}

function SignWith({ wallet, address }: { wallet: DiscoveredWallet; address: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const challenge = useChallenge(address);
  const link = useLinkWallet();
  const checked = useLinkStore((s) => s.checked);
  const reset = useLinkStore((s) => s.reset);
  const [signing, setSigning] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const name = wallet.info.name;

  const loadProblem = challenge.isError
    ? { kind: linkProblemOf(challenge.error), error: challenge.error }
    : null;
  const shown = problem ?? loadProblem;
  if (shown?.kind === "alreadyLinked") return <Navigate to={stagePath("done", params)} replace />;

  const startOver = () => {
    reset();
    navigate(stagePath("choose", params), { replace: true });
  };
  const newChallenge = () => {
    setProblem(null);
    void challenge.refetch();
  };

  // Called straight from the click: the test wallet may open its window only then.
  const sign = () => {
    const message = challenge.data?.message;
    if (!message) return;
    setProblem(null);
    setSigning(true);
    signMessage(wallet.provider, message, address)
      .then((signature) => link.mutateAsync({ message, signature }))
      .then(async (linked) => {
        const chainId = chainIdOf(message);
        checked(chainId !== undefined && (await hasNoXrplAccount(wallet.provider, linked.address, chainId)));
        navigate(stagePath("done", params), { replace: true });
      })
      .catch((error: unknown) => {
        setSigning(false);
        setProblem({ kind: linkProblemOf(error), error });
      });
  };

  const notice = shown && problemText(shown, name, t);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t("wallet.link.sign.title")}</h1>
        <p className={styles.lead}>{t("wallet.link.sign.lead", { wallet: name })}</p>
      </header>
      <div className={styles.account}>
        <img className={styles.icon} src={wallet.info.icon} alt="" width={40} height={40} />
        <div className={styles.accountText}>
          <p className={styles.accountName}>{name}</p>
          <p className={styles.address} title={address} data-testid="sign-address">
            {abbreviateAddress(address)}
          </p>
        </div>
      </div>
      {challenge.data && (
        <details className={styles.message}>
          <summary>{t("wallet.link.sign.message")}</summary>
          {/* The standard allows only ASCII in the message's statement, so its meaning is told here. */}
          <p className={styles.meaning}>{t("wallet.link.sign.meaning")}</p>
          <pre lang="en">{challenge.data.message}</pre>
        </details>
      )}
      {shown && notice && (
        <LinkNotice testId={`problem-${shown.kind}`} title={notice.title} text={notice.text}>
          {(shown.kind === "expired" || shown === loadProblem) && (
            <Button variant="toner-red" onClick={newChallenge}>
              {t("wallet.link.startAgain")}
            </Button>
          )}
        </LinkNotice>
      )}
      <div className={styles.actions}>
        {signing && <p className={styles.hint}>{t("wallet.link.sign.waiting", { wallet: name })}</p>}
        <Button
          variant="rec-primary"
          block
          loading={signing || challenge.isPending}
          disabled={!challenge.data || shown?.kind === "expired" || shown?.kind === "linkedElsewhere"}
          onClick={sign}
        >
          {shown?.kind === "signDeclined" || shown?.kind === "failed" || shown?.kind === "windowBlocked"
            ? t("wallet.link.sign.again", { wallet: name })
            : t("wallet.link.sign.submit", { wallet: name })}
        </Button>
        <Button variant="rec-secondary" block disabled={signing} onClick={startOver}>
          {t("wallet.link.sign.other")}
        </Button>
      </div>
    </div>
  );
}
