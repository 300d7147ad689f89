import { Link } from "react-router";
import { Checkbox } from "../../../components/ui/Checkbox.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./AuthPage.module.css";

export interface TermsChoice {
  serviceTerms: boolean;
  privacyTerms: boolean;
  allowAd: boolean;
}

const ITEMS = [
  { key: "serviceTerms", label: "register.serviceTerms", to: "/termsofservice" },
  { key: "privacyTerms", label: "register.privacyTerms", to: "/privacy" },
  { key: "allowAd", label: "register.marketing", to: "/marketing" },
] as const;

/**
 * The two required terms and the optional marketing consent, each with its text a tap away, under
 * one "agree to all" that ticks (or clears) the three at once.
 */
export function TermsChecklist({
  value,
  onChange,
}: {
  value: TermsChoice;
  onChange: (next: TermsChoice) => void;
}) {
  const { t } = useTranslation();
  const all = ITEMS.every((item) => value[item.key]);
  return (
    <div className={styles.terms}>
      <div className={styles.agreeAll}>
        <Checkbox
          checked={all}
          onChange={(checked) => onChange({ serviceTerms: checked, privacyTerms: checked, allowAd: checked })}
        >
          {t("register.agreeAll")}
        </Checkbox>
      </div>
      {ITEMS.map((item) => (
        <Checkbox
          key={item.key}
          checked={value[item.key]}
          onChange={(checked) => onChange({ ...value, [item.key]: checked })}
          action={
            <Link to={item.to} target="_blank" rel="noopener">
              {t("register.read")}
            </Link>
          }
        >
          {t(item.label)}
        </Checkbox>
      ))}
    </div>
  );
}
