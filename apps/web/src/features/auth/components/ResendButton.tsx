import { Button } from "../../../components/ui/Button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useResendVerification } from "../api/resend-verification.ts";

/** Mails the verification link again and says so. */
export function ResendButton({ email, variant = "rec" }: { email: string; variant?: "rec" | "rec-primary" }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <Button
      variant={variant}
      block
      loading={resend.isPending}
      disabled={!email}
      onClick={() =>
        resend.mutate(email, {
          onSuccess: () => showToast(t("register.resent")),
          onError: (err) => showToast(errorText(err, t)),
        })
      }
    >
      {t("register.resend")}
    </Button>
  );
}
