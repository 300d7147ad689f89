import type { Language } from "@admit/contract/i18n";
import { opensHostConsole } from "@admit/contract/users";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { LANGUAGE_NAMES, LanguageSheet } from "../../../components/ui/LanguageSheet.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { abbreviateAddress } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { pushAlert, showToast } from "../../../stores/popup.ts";
import { useSignOut } from "../api/sign-out.ts";
import { useUpdateMe } from "../api/update-me.ts";
import { LinkedAccounts } from "./LinkedAccounts.tsx";
import styles from "./MyProfileView.module.css";
import { PaymentWallet } from "./PaymentWallet.tsx";
import { ProfileAvatar } from "./ProfileAvatar.tsx";

/** Back from linking a provider (`?linked=` or `?linkError=`): say how it went, once. */
function useLinkOutcome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const linked = params.get("linked");
  const linkError = params.get("linkError");
  useEffect(() => {
    if (!linked && !linkError) return;
    if (linked === "google" || linked === "kakao")
      showToast(t("linked.done", { provider: t(`start.provider.${linked}`) }));
    else if (linkError) pushAlert({ message: t(linkError === "taken" ? "linked.taken" : "linked.failed") });
    setParams({}, { replace: true });
  }, [linked, linkError, t, setParams]);
}

const MENU = [
  { to: "/profile/edit", key: "profile.edit" },
  { to: "/profile/change/auth/1", key: "profile.changePassword" },
  { to: "/profile/auth/2step", key: "profile.twoStep" },
  { to: "/profile/orders", key: "profile.orders" },
  { to: "/profile/sales", key: "profile.sales" },
  { to: "/invite", key: "profile.invite" },
] as const;

/** The profile: who is signed in, their language and wallet, the account menu and sign-out. */
export default function MyProfileView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearAuth = useAuthStore((s) => s.clear);
  const me = useMe();
  const update = useUpdateMe();
  const signOut = useSignOut();
  const [languageOpen, setLanguageOpen] = useState(false);
  useLinkOutcome();

  if (me.isPending) return <Spinner label={t("common.loading")} />;
  if (me.isError) return <ErrorState onRetry={() => me.refetch()} />;
  const user = me.data;

  const copyAddress = async () => {
    if (!user.accountId) return;
    try {
      await navigator.clipboard.writeText(user.accountId);
      showToast(t("profile.addressCopied"));
    } catch {
      showToast(t("inApp.copyFailed"));
    }
  };
  const chooseLanguage = (lang: Language) =>
    update.mutate({ name: user.name, language: lang }, { onError: (err) => showToast(errorText(err, t)) });
  const logout = () =>
    signOut.mutate(undefined, {
      // Leave the screen before dropping its data, or its query would ask again and meet a 401.
      onSettled: async () => {
        clearAuth();
        await navigate("/login/start", { replace: true });
        queryClient.clear();
        showToast(t("ntfc.logout"));
      },
    });

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <ProfileAvatar me={user} />
        <div className={styles.who}>
          <h2 className={styles.name}>{user.name}</h2>
          <p className={styles.email}>{user.email}</p>
        </div>
      </section>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t("profile.language")}</dt>
          <dd>
            <button type="button" className={styles.link} onClick={() => setLanguageOpen(true)}>
              {LANGUAGE_NAMES[language]}
            </button>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t("profile.wallet")}</dt>
          <dd>
            {user.accountId ? (
              <button
                type="button"
                className={styles.link}
                onClick={copyAddress}
                aria-label={t("profile.copyAddress")}
              >
                <code>{abbreviateAddress(user.accountId)}</code>
              </button>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
      <LinkedAccounts me={user} />
      <PaymentWallet />
      <nav className={styles.menu} aria-label={t("profile.menu")}>
        {MENU.map((item) => (
          <Link key={item.to} to={item.to} className={styles.menuItem}>
            {t(item.key)}
          </Link>
        ))}
        {opensHostConsole(user.role) && (
          <>
            <Link to="/host" className={styles.menuItem}>
              {t("profile.hostDoor")}
            </Link>
            <Link to="/host/claim-codes" className={styles.menuItem}>
              {t("profile.claimPosters")}
            </Link>
          </>
        )}
      </nav>
      <Button variant="rec-secondary" block loading={signOut.isPending} onClick={logout}>
        {t("profile.logout")}
      </Button>
      <LanguageSheet open={languageOpen} onClose={() => setLanguageOpen(false)} onChosen={chooseLanguage} />
    </div>
  );
}
