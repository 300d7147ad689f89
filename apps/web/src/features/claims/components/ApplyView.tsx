import type { TApplyFormat } from "@admit/contract/claims";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { usePageTitle } from "../../../stores/page-title.ts";
import { useApplyCan } from "../api/get-apply-can.ts";
import { useApplyFormat } from "../api/get-apply-format.ts";
import { useApplyWriter } from "../api/get-apply-writer.ts";
import { type ApplyPeriod, applyPeriod } from "../utils/periods.ts";
import { ApplyCalendar } from "./ApplyCalendar.tsx";
import { ApplyForm } from "./ApplyForm.tsx";
import { ApplyResult } from "./ApplyResult.tsx";
import { ClaimGate } from "./ClaimGate.tsx";
import styles from "./Claims.module.css";
import { DrawCheckSheet } from "./DrawCheckSheet.tsx";
import { EventHeader } from "./EventHeader.tsx";
import { SignInPrompt } from "./SignInPrompt.tsx";

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Outside the application period: when it opens, or that it closed. */
function usePeriodNote(format: TApplyFormat, period: ApplyPeriod) {
  const { t, language } = useTranslation();
  const when = (date: string) => formatDate(date, language, { time: true, timeZone: format.cltn.timeZone });
  if (period === "notOpen") return t("claims.apply.notOpen", { date: when(format.opensAt) });
  if (period !== "open") return t("claims.apply.closed", { date: when(format.closesAt) });
  return null;
}

/** The signed-in person's part: the form, or the application they sent and its result. */
function MyApplication({ format, period }: { format: TApplyFormat; period: ApplyPeriod }) {
  const { t } = useTranslation();
  const clearAuth = useAuthStore((s) => s.clear);
  const cltnId = format.cltn.id;
  const can = useApplyCan(cltnId);
  const writer = useApplyWriter(cltnId, can.data?.applied === true);
  const [editing, setEditing] = useState(false);
  const note = usePeriodNote(format, period);
  const signedOut = isUnauthorized(can.error) || isUnauthorized(writer.error);

  useEffect(() => {
    // The session ended: the screen asks to sign in again, and comes back here afterwards.
    if (signedOut) clearAuth();
  }, [signedOut, clearAuth]);

  if (can.isError || writer.isError)
    return signedOut ? null : (
      <ErrorState
        onRetry={() => {
          if (can.isError) void can.refetch();
          if (writer.isError) void writer.refetch();
        }}
      />
    );
  if (can.isPending || (can.data.applied && writer.isPending)) return <Spinner label={t("common.loading")} />;

  const sent = can.data.applied ? writer.data : null;
  if (sent && editing && period === "open")
    return (
      <ApplyForm
        format={format}
        writer={sent}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  if (sent)
    return (
      <ApplyResult
        format={format}
        writer={sent}
        canEdit={period === "open"}
        onEdit={() => setEditing(true)}
      />
    );
  if (can.data.can) return <ApplyForm format={format} writer={null} />;
  return <p className={styles.note}>{note ?? t("claims.apply.cannot")}</p>;
}

/**
 * /discover/event/apply/form/{cltnId} (EventApplyFormView): a lottery. Anyone sees the event, its
 * calendar, how many win and how the draw can be checked; a signed-in person applies with the
 * host's form, changes the application until the close, and sees whether they won.
 */
export default function ApplyView() {
  const { t } = useTranslation();
  const cltnId = Number(useParams().cltnId);
  const signedIn = useAuthStore((s) => s.user !== null);
  const format = useApplyFormat(cltnId);
  const now = useNow(30_000);
  const [drawOpen, setDrawOpen] = useState(false);
  // Once applications close the screen is no longer where one applies: it waits for, then shows, the draw.
  const titlePeriod = format.data ? applyPeriod(format.data, now) : undefined;
  usePageTitle(
    titlePeriod === "closed"
      ? t("claims.apply.titleClosed")
      : titlePeriod === "announced"
        ? t("claims.apply.titleResults")
        : undefined,
  );

  if (!format.data || !Number.isInteger(cltnId) || cltnId < 1)
    return <ClaimGate cltnId={cltnId} ns="claims.apply" query={format} />;
  const data = format.data;
  const period = applyPeriod(data, now);

  return (
    <div className={styles.page} data-testid="apply">
      <EventHeader event={data.cltn} ns="claims.apply" />
      <ApplyCalendar format={data} now={now} />
      <section className={styles.section} aria-labelledby="apply-mine">
        <h3 id="apply-mine" className={styles.sectionTitle}>
          {t("claims.apply.yours")}
        </h3>
        {signedIn ? (
          <MyApplication format={data} period={period} />
        ) : (
          <VisitorApplication format={data} period={period} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="apply-draw">
        <h3 id="apply-draw" className={styles.sectionTitle}>
          {t("claims.apply.draw.title")}
        </h3>
        <ol className={styles.muted}>
          <li>{t("claims.apply.draw.how.seed")}</li>
          <li>{t("claims.apply.draw.how.list")}</li>
          <li>{t("claims.apply.draw.how.rank", { count: data.winners })}</li>
        </ol>
        <Button variant="rec" block onClick={() => setDrawOpen(true)}>
          {t("claims.apply.draw.open")}
        </Button>
      </section>
      <DrawCheckSheet cltnId={cltnId} open={drawOpen} onClose={() => setDrawOpen(false)} />
    </div>
  );
}

/** A visitor: when applications open or closed, and signing in to apply. */
function VisitorApplication({ format, period }: { format: TApplyFormat; period: ApplyPeriod }) {
  const note = usePeriodNote(format, period);
  return (
    <>
      {note && <p className={styles.note}>{note}</p>}
      <SignInPrompt ns="claims.apply" />
    </>
  );
}
