import type { ReactElement } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { detectInAppBrowser } from "../../../lib/in-app-browser.ts";
import { isLinkStage, type LinkStage, stagePath } from "../utils/stage-path.ts";
import { ChooseWallet } from "./ChooseWallet.tsx";
import { LinkDone } from "./LinkDone.tsx";
import { OpenInBrowser } from "./OpenInBrowser.tsx";
import { SignChallenge } from "./SignChallenge.tsx";

/**
 * /register/wallet/code/{stage} (spec §2; issue 15): linking an external wallet that pays, from
 * the profile or the payment step — `choose` a wallet of this browser (EIP-6963) and connect it,
 * `sign` the server's Sign-In with Ethereum message, `done`. In-app browsers have no wallet and
 * are sent out (`unsupported`), as for social sign-in.
 */
export default function RegisterWalletCodeView() {
  const { stage } = useParams();
  const [params] = useSearchParams();
  const inApp = detectInAppBrowser(navigator.userAgent);
  if (!isLinkStage(stage)) return <Navigate to={stagePath("choose", params)} replace />;
  if (inApp && stage !== "unsupported") return <Navigate to={stagePath("unsupported", params)} replace />;
  return <Stage stage={stage} />;
}

/** Each step's screen; the record's type makes every stage have one. */
const STAGES: Record<LinkStage, () => ReactElement> = {
  choose: ChooseWallet,
  sign: SignChallenge,
  done: LinkDone,
  unsupported: OpenInBrowser,
};

function Stage({ stage }: { stage: LinkStage }) {
  const Screen = STAGES[stage];
  return <Screen />;
}
