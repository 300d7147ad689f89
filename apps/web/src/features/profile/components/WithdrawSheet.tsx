import type { TMe } from "@admit/contract/users";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { PasswordField } from "../../../components/forms/AccountFields.tsx";
import formPage from "../../../components/forms/FormPage.module.css";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { showToast } from "../../../stores/popup.ts";
import { useWithdraw, useWithdrawCheck } from "../api/withdraw.ts";
import styles from "./SettingsPage.module.css";

/**
 * Account deletion: first asks the server whether it may happen (tokens for events that have not
 * ended stop it, and are named), then confirms with the password and signs out.
 */
export function WithdrawSheet({ me, open, onClose }: { me: TMe; open: boolean; onClose: () => void }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearAuth = useAuthStore((s) => s.clear);
  const check = useWithdrawCheck(open);
  const withdraw = useWithdraw();
  const [pwd, setPwd] = useState("");
  const [pwdError, setPwdError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPwdError(undefined);
    withdraw.mutate(
      { pwd: me.hasPassword ? pwd : undefined },
      {
        onSuccess: async () => {
          clearAuth();
          await navigate("/login/start", { replace: true });
          queryClient.clear();
          showToast(t("withdraw.done"));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === "M-W-1013") return setPwdError(err.message);
          if (err instanceof ApiError && err.code === "WITHDRAW_BLOCKED") return void check.refetch();
          showToast(errorText(err, t));
        },
      },
    );
  };

  let body: ReactNode;
  if (check.isPending) body = <Spinner label={t("common.loading")} />;
  else if (check.isError) body = <ErrorState onRetry={() => check.refetch()} />;
  else if (!check.data.can)
    body = (
      <div className={formPage.form}>
        <p className={formPage.lead}>{t("withdraw.blocked")}</p>
        <ul className={styles.list} data-testid="withdraw-blocking">
          {check.data.tickets.map((ticket) => (
            <li key={ticket.id}>
              <strong>{ticket.cltnName}</strong> · {ticket.name}
              {ticket.endAt && (
                <>
                  <br />
                  <small>
                    {t("withdraw.endsAt", {
                      date: formatDate(ticket.endAt, language, { time: true, timeZone: ticket.timeZone }),
                    })}
                  </small>
                </>
              )}
            </li>
          ))}
        </ul>
        <Button variant="rec-secondary" block onClick={onClose}>
          {t("common.close")}
        </Button>
      </div>
    );
  else
    body = (
      <form className={formPage.form} onSubmit={submit} noValidate>
        <p className={formPage.lead}>{t("withdraw.lead")}</p>
        <ul className={styles.list}>
          <li>{t("withdraw.deleted")}</li>
          <li>{t("withdraw.kept")}</li>
        </ul>
        {me.hasPassword && (
          <PasswordField
            autoComplete="current-password"
            label={t("changePwd.current")}
            value={pwd}
            onValue={setPwd}
            error={pwdError}
          />
        )}
        <Button
          variant="rec-red"
          htmlType="submit"
          block
          loading={withdraw.isPending}
          disabled={me.hasPassword && !pwd}
        >
          {t("withdraw.confirm")}
        </Button>
      </form>
    );

  return (
    <BottomSheet open={open} onClose={onClose} title={t("withdraw.title")}>
      {body}
    </BottomSheet>
  );
}
