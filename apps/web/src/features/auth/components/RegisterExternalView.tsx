import { useState } from "react";
import { useNavigate } from "react-router";
import formPage from "../../../components/forms/FormPage.module.css";
import { Button } from "../../../components/ui/Button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useAcceptTerms } from "../api/accept-terms.ts";
import { TermsChecklist, type TermsChoice } from "./TermsChecklist.tsx";

/** Terms for accounts that have not accepted them yet (social sign-up, or terms changed). */
export default function RegisterExternalView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptTerms();
  const [terms, setTerms] = useState<TermsChoice>({
    serviceTerms: false,
    privacyTerms: false,
    allowAd: false,
  });
  return (
    <div className={formPage.page}>
      <h2 className={formPage.title}>{t("register.termsTitle")}</h2>
      <p className={formPage.lead}>{t("register.termsLead")}</p>
      <TermsChecklist value={terms} onChange={setTerms} />
      <div className={formPage.actions}>
        <Button
          variant="rec-primary"
          block
          disabled={!terms.serviceTerms || !terms.privacyTerms}
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(terms.allowAd, {
              onSuccess: () => navigate("/", { replace: true }),
              onError: (err) => showToast(errorText(err, t)),
            })
          }
        >
          {t("register.agree")}
        </Button>
      </div>
    </div>
  );
}
