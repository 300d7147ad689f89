import type { RsvpState, TRsvpView } from "@admit/contract/claims";
import type { QtnrAnswers } from "@admit/contract/qtnr-rules";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { QtnrForm } from "../../../components/qtnr/use-qtnr-form.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { pushAlert, showToast } from "../../../stores/popup.ts";
import { useAnswerRsvp } from "../api/answer-rsvp.ts";
import type { RsvpPeriod } from "../utils/periods.ts";
import styles from "./Claims.module.css";
import { RsvpQtnrForm } from "./RsvpQtnrForm.tsx";

const TONE: Record<RsvpState, "good" | "wait" | undefined> = {
  GOING: "good",
  WAITING: "wait",
  DECLINED: undefined,
};

interface RsvpAnswerProps {
  view: TRsvpView;
  period: RsvpPeriod;
  /** When answers open or closed, outside the period. */
  periodNote: string | null;
  /** The RSVP changed on the server meanwhile (closed, or the ticket moved): load it again. */
  onStale: () => void;
}

/**
 * Sends a yes or no (with the questionnaire's answers), closing the form once it is taken; an RSVP
 * that changed meanwhile is loaded again.
 */
function useSendRsvp(cltnId: number, onStale: () => void, closeForm: () => void) {
  const { t } = useTranslation();
  const clearAuth = useAuthStore((s) => s.clear);
  const answer = useAnswerRsvp();
  const send = (choice: "YES" | "NO", answers?: QtnrAnswers, form?: QtnrForm) =>
    answer.mutate(
      { cltnId, answer: choice, ...(answers ? { answers } : {}) },
      {
        onSuccess: (next) => {
          closeForm();
          if (next.mine) showToast(t(`claims.rsvp.sent.${next.mine.state}`));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return clearAuth();
          if (form?.showServerErrors(err)) return;
          if (err instanceof ApiError && err.code === "NOT_TRANSFERABLE") {
            pushAlert({ message: t("claims.rsvp.cannotDecline") });
            return onStale();
          }
          showToast(errorText(err, t));
          if (err instanceof ApiError && (err.code === "3101" || err.code === "3106")) {
            closeForm();
            onStale();
          }
        },
      },
    );
  return { answer, send };
}

/** No answer yet: the question and yes or no, or when answers open or closed. */
function RsvpAsk(props: {
  view: TRsvpView;
  periodNote: string | null;
  pending: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { view, periodNote, pending, onYes, onNo } = props;
  const { t } = useTranslation();
  return (
    <div className={styles.status} data-testid="rsvp-answer">
      {periodNote ? (
        <p className={styles.statusText}>{periodNote}</p>
      ) : (
        <>
          <h3 className={styles.statusTitle}>{t("claims.rsvp.question")}</h3>
          {view.going >= view.capacity && <p className={styles.statusText}>{t("claims.rsvp.full")}</p>}
          <div className={styles.choice}>
            <Button variant="rec-primary" block loading={pending} onClick={onYes}>
              {t("claims.rsvp.yes")}
            </Button>
            <Button variant="rec" block disabled={pending} onClick={onNo}>
              {t("claims.rsvp.no")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** The signed-in person's answer: yes or no, or where their answer stands, and what they can still change. */
export function RsvpAnswer({ view, period, periodNote, onStale }: RsvpAnswerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formOpen, setFormOpen] = useState(false);
  const mine = view.mine;
  const open = period === "open";
  const questions = view.qtnr?.items ?? [];

  const { answer, send } = useSendRsvp(view.cltn.id, onStale, () => setFormOpen(false));

  const sayYes = () => (questions.length > 0 ? setFormOpen(true) : send("YES"));
  const sayNo = () => {
    if (mine?.state !== "GOING" && mine?.state !== "WAITING") return send("NO");
    const going = mine.state === "GOING";
    pushAlert({
      title: t(going ? "claims.rsvp.confirmDeclineTitle" : "claims.rsvp.confirmLeaveTitle"),
      message: t(going ? "claims.rsvp.confirmDecline" : "claims.rsvp.confirmLeave"),
      confirmLabel: t(going ? "claims.rsvp.confirmDeclineOk" : "claims.rsvp.confirmLeaveOk"),
      cancelLabel: t("common.cancel"),
      onConfirm: () => send("NO"),
    });
  };

  if (formOpen)
    return (
      <RsvpQtnrForm
        items={questions}
        initial={mine?.answers ?? {}}
        editing={mine?.state === "GOING" || mine?.state === "WAITING"}
        sending={answer.isPending}
        onSubmit={(answers, form) => send("YES", answers, form)}
        onCancel={() => setFormOpen(false)}
      />
    );

  if (!mine)
    return (
      <RsvpAsk view={view} periodNote={periodNote} pending={answer.isPending} onYes={sayYes} onNo={sayNo} />
    );

  return (
    <div className={styles.status} data-tone={TONE[mine.state]} data-testid="rsvp-answer">
      <h3 className={styles.statusTitle}>{t(`claims.rsvp.state.${mine.state}.title`)}</h3>
      {mine.state === "WAITING" && mine.position !== null && (
        <p className={styles.statusText}>
          {t("claims.rsvp.state.WAITING.position", { position: mine.position })}
        </p>
      )}
      <p className={styles.statusText}>{t(`claims.rsvp.state.${mine.state}.text`)}</p>
      {periodNote && <p className={styles.muted}>{periodNote}</p>}
      <div className={styles.actions}>
        {mine.state === "GOING" && mine.nftId !== null && (
          <Button variant="rec-primary" block onClick={() => navigate(`/nft/${mine.nftId}`)}>
            {t("claims.rsvp.openTicket")}
          </Button>
        )}
        {open && mine.state !== "DECLINED" && questions.length > 0 && (
          <Button variant="rec" block onClick={() => setFormOpen(true)}>
            {t("claims.rsvp.editAnswers")}
          </Button>
        )}
        {open && mine.state === "DECLINED" && (
          <Button variant="rec-primary" block loading={answer.isPending} onClick={sayYes}>
            {t("claims.rsvp.changeToYes")}
          </Button>
        )}
        {open && mine.state !== "DECLINED" && (
          <Button variant="toner-red" block loading={answer.isPending} onClick={sayNo}>
            {t(mine.state === "GOING" ? "claims.rsvp.decline" : "claims.rsvp.leaveWaiting")}
          </Button>
        )}
      </div>
    </div>
  );
}
