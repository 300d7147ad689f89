import type { TTwoStepChallenge } from "@admit/contract/users";
import { useState } from "react";
import formPage from "../../../components/forms/FormPage.module.css";
import { TwoStepCodeForm } from "../../../components/forms/TwoStepCodeForm.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { showToast } from "../../../stores/popup.ts";
import { useConfirmTwoStepChange, useRequestTwoStepChange } from "../api/two-step-settings.ts";
import styles from "./SettingsPage.module.css";

/** Whether 2-step verification is on, and the button that asks to turn it the other way. */
function TwoStepSettings({ on, loading, onToggle }: { on: boolean; loading: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={formPage.page}>
      <h2 className={formPage.title}>{t("twoStep.settingsTitle")}</h2>
      <p className={formPage.lead}>{t("twoStep.settingsLead")}</p>
      <div className={styles.state}>
        <span>{t("twoStep.status")}</span>
        <strong className={on ? styles.on : styles.off} data-testid="two-step-state">
          {t(on ? "twoStep.on" : "twoStep.off")}
        </strong>
      </div>
      <Button variant={on ? "rec-secondary" : "rec-primary"} block loading={loading} onClick={onToggle}>
        {t(on ? "twoStep.turnOff" : "twoStep.turnOn")}
      </Button>
    </div>
  );
}

/**
 * /profile/auth/2step: shows whether 2-step verification is on and turns it on or off. The change
 * is confirmed with a code mailed to the account (3001 wrong, M-W-1200 expired, 2509 ended).
 */
export default function TwoStepView() {
  const { t } = useTranslation();
  const me = useMe();
  const request = useRequestTwoStepChange();
  const confirm = useConfirmTwoStepChange();
  const [pending, setPending] = useState<{ useAuth: boolean; challenge: TTwoStepChallenge }>();
  const [error, setError] = useState<string>();

  if (me.isPending) return <Spinner label={t("common.loading")} />;
  if (me.isError) return <ErrorState onRetry={() => me.refetch()} />;
  const on = me.data.useAuth;

  const ask = (useAuth: boolean) =>
    request.mutate(useAuth, {
      onSuccess: (challenge) => {
        setError(undefined);
        setPending({ useAuth, challenge });
      },
      onError: (err) => showToast(errorText(err, t)),
    });

  if (pending)
    return (
      <TwoStepCodeForm
        title={t(pending.useAuth ? "twoStep.confirmOn" : "twoStep.confirmOff")}
        challenge={pending.challenge}
        error={error}
        pending={confirm.isPending}
        resendPending={request.isPending}
        onResend={() => ask(pending.useAuth)}
        onCancel={() => setPending(undefined)}
        onSubmit={(code) =>
          confirm.mutate(
            { authId: pending.challenge.authId, code },
            {
              onSuccess: ({ useAuth }) => {
                setPending(undefined);
                showToast(t(useAuth ? "twoStep.activated" : "twoStep.deactivated"));
              },
              onError: (err) => {
                if (err instanceof ApiError && err.code === "2509") {
                  setPending(undefined);
                  return showToast(err.message);
                }
                if (err instanceof ApiError && err.field === "code") {
                  const left = err.data?.attemptsLeft;
                  return setError(
                    typeof left === "number"
                      ? `${err.message} ${t("twoStep.attemptsLeft", { count: left })}`
                      : err.message,
                  );
                }
                showToast(errorText(err, t));
              },
            },
          )
        }
      />
    );

  return <TwoStepSettings on={on} loading={request.isPending} onToggle={() => ask(!on)} />;
}
