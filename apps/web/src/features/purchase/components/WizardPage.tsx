import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useReleaseHoldOnLeave, useSeatHoldClock } from "../hooks/use-seat-hold.ts";
import { flowOf, type OrderData, selectedGroup } from "../stores/order-store.ts";
import { formatWhen } from "../utils/format-when.ts";
import { formatCountdown } from "../utils/hold-timer.ts";
import { seatName } from "../utils/seat-selection.ts";
import { type Stage, stagesOf } from "../utils/wizard-flow.ts";
import styles from "./Pay.module.css";

/** Under two minutes the countdown turns red: the hold is about to be re-read and then end. */
const URGENT_MS = 120_000;

function StageSteps({ order, stage }: { order: OrderData; stage: Stage }) {
  const { t } = useTranslation();
  const stages = stagesOf(flowOf(order));
  const at = stages.indexOf(stage);
  return (
    <div className={styles.steps}>
      <p className={styles.stepText}>
        {t("pay.step", { n: at + 1, total: stages.length })} · {t(`pay.stage.${stage}`)}
      </p>
      <ol className={styles.stepBar} aria-hidden="true">
        {stages.map((s, i) => (
          <li key={s} data-done={i <= at || undefined} />
        ))}
      </ol>
    </div>
  );
}

/** What is being bought, so far: the event, its date, the group and the seats. */
function OrderHeader({ order }: { order: OrderData }) {
  const { language } = useTranslation();
  const { cltn, ticket } = order;
  if (!cltn) return null;
  const group = selectedGroup(order);
  const meta = [
    ticket.date && !cltn.hideStartDate ? formatWhen(ticket.date.startDate, language, cltn.timeZone) : null,
    group?.name,
    order.seatList.length > 0 ? order.seatList.map(seatName).join(", ") : null,
  ].filter(Boolean);
  return (
    <section className={styles.summary} aria-label={cltn.name}>
      <img
        className={styles.thumb}
        src={cltn.image}
        alt=""
        style={{ "--thumb-color": cltn.color } as React.CSSProperties}
      />
      <div className={styles.summaryText}>
        <span className={styles.summaryName}>{cltn.name}</span>
        {meta.length > 0 && (
          <span className={styles.summaryMeta} data-testid="order-summary">
            {meta.join(" · ")}
          </span>
        )}
      </div>
    </section>
  );
}

/** The seat hold's countdown (spec §4): the seats are the customer's until then. */
export function HoldCountdown({ endTime }: { endTime: string }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const left = Date.parse(endTime) - now.getTime();
  return (
    <div
      className={styles.countdown}
      data-urgent={left <= URGENT_MS || undefined}
      role="timer"
      aria-label={t("pay.hold.label")}
      data-testid="hold-countdown"
    >
      <span>{t("pay.hold.text")}</span>
      <span className={styles.countdownTime}>{formatCountdown(left)}</span>
    </div>
  );
}

interface WizardPageProps {
  stage: Stage;
  order: OrderData;
  children: ReactNode;
  /** The sticky bar's content: the stage's totals and its button. */
  bar?: ReactNode;
}

/** A purchase stage: progress, the order so far, the stage, and a sticky action bar with the hold's clock. */
export function WizardPage({ stage, order, children, bar }: WizardPageProps) {
  const holds = stage === "seat" || stage === "seatPrice" || stage === "buyer" || stage === "detail";
  useSeatHoldClock(holds);
  return (
    <div className={styles.page}>
      {holds && <LeaveHoldGuard />}
      <StageSteps order={order} stage={stage} />
      <OrderHeader order={order} />
      <div className={styles.body}>{children}</div>
      {(bar || (holds && order.seatRefTime)) && (
        <div className={styles.bar}>
          {holds && order.seatReqId && order.seatRefTime && <HoldCountdown endTime={order.seatRefTime} />}
          {bar}
        </div>
      )}
    </div>
  );
}

function LeaveHoldGuard() {
  useReleaseHoldOnLeave();
  return null;
}
