import type { TDraw } from "@admit/contract/claims";
import { type ReactNode, useState } from "react";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useApplyWriter } from "../api/get-apply-writer.ts";
import { useDraw } from "../api/get-draw.ts";
import { checkDraw, type DrawCheck } from "../utils/verify-draw.ts";
import styles from "./Claims.module.css";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One line of the recomputation: what was checked, and whether it holds. */
function CheckLine({ ok, name }: { ok: boolean | null; name: "seed" | "list" | "winners" }) {
  const { t } = useTranslation();
  if (ok === null) return null;
  return (
    <li data-ok={ok}>
      {ok ? "✓ " : "✗ "}
      {t(`claims.apply.draw.check.${name}.${ok ? "ok" : "fail"}`)}
    </li>
  );
}

function DrawFigures({ draw, mine }: { draw: TDraw; mine: string | undefined }) {
  const { t, language } = useTranslation();
  const [check, setCheck] = useState<DrawCheck | "failed" | null>(null);
  const [running, setRunning] = useState(false);
  // The list can be checked from the close; the winners once the seed is out.
  const ready = draw.entries !== null;

  const handleRecompute = async () => {
    setRunning(true);
    try {
      setCheck(await checkDraw(draw));
    } catch {
      // No Web Crypto here (a page served without HTTPS, an old browser).
      setCheck("failed");
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className={styles.section}>
      <dl className={styles.figures}>
        <Figure label={t("claims.apply.draw.algorithm")}>
          <span className={styles.code}>{draw.algorithm}</span>
        </Figure>
        <Figure label={t("claims.apply.draw.seedHash")}>
          <span className={styles.code}>{draw.seedHash}</span>
        </Figure>
        <Figure label={t("claims.apply.draw.entries")}>
          {draw.entries
            ? t("claims.apply.draw.entriesCount", {
                count: draw.entries.length,
                n: formatNumber(draw.entries.length, language),
              })
            : t("claims.apply.draw.atClose")}
        </Figure>
        <Figure label={t("claims.apply.draw.listHash")}>
          {draw.listHash ? (
            <span className={styles.code}>{draw.listHash}</span>
          ) : (
            t("claims.apply.draw.atClose")
          )}
        </Figure>
        <Figure label={t("claims.apply.draw.seed")}>
          {draw.seed ? <span className={styles.code}>{draw.seed}</span> : t("claims.apply.draw.atAnnounce")}
        </Figure>
        <Figure label={t("claims.apply.draw.winners")}>
          {draw.winners ? (
            <ol className={styles.winners}>
              {draw.winners.map((entry) => (
                <li key={entry} className={`${styles.code}${entry === mine ? ` ${styles.mine}` : ""}`}>
                  {entry}
                  {entry === mine && ` ${t("claims.apply.draw.you")}`}
                </li>
              ))}
            </ol>
          ) : (
            t("claims.apply.draw.atAnnounce")
          )}
        </Figure>
      </dl>
      <Button variant="rec-primary" block disabled={!ready} loading={running} onClick={handleRecompute}>
        {t("claims.apply.draw.recompute")}
      </Button>
      {draw.seed === null && <p className={styles.muted}>{t("claims.apply.draw.recomputeLater")}</p>}
      {check === "failed" && (
        <p className={styles.fieldError} role="alert">
          {t("claims.apply.draw.unsupported")}
        </p>
      )}
      {check && check !== "failed" && (
        <ul className={styles.checks} role="status" data-testid="draw-check">
          <CheckLine ok={check.seedMatches} name="seed" />
          <CheckLine ok={check.listMatches} name="list" />
          <CheckLine ok={check.winnersMatch} name="winners" />
        </ul>
      )}
    </div>
  );
}

/**
 * "Check the draw": what the draw has published so far (the seed's hash, the closed list and its
 * hash, the seed and the winners), and a recomputation of the winners in this browser.
 */
export function DrawCheckSheet({
  cltnId,
  open,
  onClose,
}: {
  cltnId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const draw = useDraw(cltnId, open);
  // The applicant's own entry, when this account applied (already loaded by the screen).
  const mine = useApplyWriter(cltnId, false).data?.entry;
  return (
    <BottomSheet open={open} onClose={onClose} title={t("claims.apply.draw.sheetTitle")}>
      {draw.isPending ? (
        <Spinner label={t("common.loading")} />
      ) : draw.isError ? (
        <div className={styles.section}>
          <p className={styles.fieldError} role="alert">
            {t("claims.apply.draw.failed")}
          </p>
          <Button variant="rec" block onClick={() => void draw.refetch()}>
            {t("errorPage.retry")}
          </Button>
        </div>
      ) : (
        <DrawFigures draw={draw.data} mine={mine} />
      )}
    </BottomSheet>
  );
}
