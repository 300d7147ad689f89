import type { TApplyFormat, TApplyWriter } from "@admit/contract/claims";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./Claims.module.css";

const TONE = { WAITING: "wait", WON: "good", LOST: undefined } as const;

interface ApplyResultProps {
  format: TApplyFormat;
  writer: TApplyWriter;
  /** Applications are open: the application can still change. */
  canEdit: boolean;
  onEdit: () => void;
}

/**
 * An application sent: waiting for the announcement (with the applicant's entry in the draw's
 * public list), won (with the ticket) or not drawn.
 */
export function ApplyResult({ format, writer, canEdit, onEdit }: ApplyResultProps) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const announce = formatDate(format.announceAt, language, {
    time: true,
    weekday: true,
    timeZone: format.cltn.timeZone,
  });
  return (
    <div className={styles.status} data-tone={TONE[writer.result]} data-testid="apply-result">
      <h3 className={styles.statusTitle}>{t(`claims.apply.result.${writer.result}.title`)}</h3>
      <p className={styles.statusText}>
        {t(`claims.apply.result.${writer.result}.text`, { date: announce })}
      </p>
      <div>
        <p className={styles.muted}>{t("claims.apply.entry")}</p>
        <p className={styles.code} data-testid="apply-entry">
          {writer.entry}
        </p>
        <p className={styles.muted}>{t("claims.apply.entryHint")}</p>
      </div>
      <div className={styles.actions}>
        {writer.result === "WON" && writer.nftId !== null && (
          <Button variant="rec-primary" block onClick={() => navigate(`/nft/${writer.nftId}`)}>
            {t("claims.apply.openTicket")}
          </Button>
        )}
        {writer.result === "WAITING" && canEdit && (
          <Button variant="rec" block onClick={onEdit}>
            {t("claims.apply.edit")}
          </Button>
        )}
        {writer.result !== "LOST" && (
          <Link className={styles.link} to="/">
            {t("claims.apply.toWallet")}
          </Link>
        )}
      </div>
    </div>
  );
}
