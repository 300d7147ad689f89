import type { OAuthProvider, TMe } from "@admit/contract/users";
import { Button } from "../../../components/ui/Button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useLabel } from "../../../stores/label.ts";
import { showToast } from "../../../stores/popup.ts";
import { useLinkProvider } from "../api/link-provider.ts";
import styles from "./MyProfileView.module.css";

/** Google and Kakao accounts linked to this one, and a button to link those the label offers. */
export function LinkedAccounts({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const link = useLinkProvider();
  const offered = (label?.loginMethods ?? []).filter((m): m is OAuthProvider => m !== "email");
  if (offered.length === 0) return null;
  return (
    <section className={styles.rows} aria-labelledby="linked-accounts">
      <h3 id="linked-accounts" className={styles.sectionTitle}>
        {t("linked.title")}
      </h3>
      {offered.map((provider) => (
        <div key={provider} className={styles.row}>
          <span>{t(`start.provider.${provider}`)}</span>
          {me.providers.includes(provider) ? (
            <span className={styles.connected}>{t("linked.connected")}</span>
          ) : (
            <Button
              variant="toner-primary"
              loading={link.isPending && link.variables === provider}
              onClick={() => link.mutate(provider, { onError: (err) => showToast(errorText(err, t)) })}
            >
              {t("linked.connect")}
            </Button>
          )}
        </div>
      ))}
    </section>
  );
}
