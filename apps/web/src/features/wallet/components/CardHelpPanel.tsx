import type { TNftDetail } from "@admit/contract/nfts";
import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { ReceiptIcon } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * Under a card that waits on its holder or has failed, where no other panel speaks: what the
 * state means and the one action that helps. "Info needed" opens the attendee questionnaire (the
 * QR comes once it is filled); a failed ticket points to the orders, where a payment's refund shows.
 */
export function CardHelpPanel({ nft }: { nft: Pick<TNftDetail, "id" | "status" | "cltnKind"> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (nft.status === "QTNR_REQUIRED")
    return (
      <StatusMessage
        tone="pending"
        icon={<ReceiptIcon size={28} />}
        title={t("wallet.help.qtnrTitle")}
        text={t("wallet.help.qtnrText")}
        action={{ label: t("wallet.help.qtnrAction"), onClick: () => navigate(`/nft/qtnr/${nft.id}`) }}
      />
    );
  // A lottery's "not drawn" has its own panel (LotteryPanel).
  if (nft.status === "FAIL" && nft.cltnKind !== "APPLICATION")
    return (
      <StatusMessage
        tone="error"
        title={t("wallet.help.failTitle")}
        text={t("wallet.help.failText")}
        action={{
          label: t("wallet.help.failAction"),
          variant: "rec-secondary",
          onClick: () => navigate("/profile/orders"),
        }}
      />
    );
  return null;
}
