import type { TNftDetail } from "@admit/contract/nfts";
import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * Under a lottery's card: before the draw it is an application, not a ticket (only winners get
 * one); after it, the others' card says it was not drawn. Both open the application, where the
 * draw can be checked.
 */
export function LotteryPanel({ nft }: { nft: Pick<TNftDetail, "cltnId" | "cltnKind" | "status"> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (nft.cltnKind !== "APPLICATION" || (nft.status !== "WAITING_WINNER" && nft.status !== "FAIL"))
    return null;
  const waiting = nft.status === "WAITING_WINNER";
  return (
    <StatusMessage
      tone={waiting ? "pending" : "neutral"}
      title={t(waiting ? "wallet.lottery.waitingTitle" : "wallet.lottery.notDrawnTitle")}
      text={t(waiting ? "wallet.lottery.waitingText" : "wallet.lottery.notDrawnText")}
      action={{
        label: t(waiting ? "wallet.lottery.openApplication" : "wallet.lottery.checkDraw"),
        variant: "rec-secondary",
        onClick: () => navigate(`/discover/event/apply/form/${nft.cltnId}`),
      }}
    />
  );
}
