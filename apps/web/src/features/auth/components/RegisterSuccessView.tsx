import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { TicketIcon } from "../../../components/ui/icons.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useFinishFirstVisit } from "../api/finish-first-visit.ts";

/** The first-visit page: seen once, then home. */
export default function RegisterSuccessView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useFinishFirstVisit();
  return (
    <StatusMessage
      icon={<TicketIcon size={32} />}
      title={t("register.successTitle")}
      text={t("register.successText")}
      action={{
        label: t("register.start"),
        onClick: () =>
          finish.mutate(undefined, {
            onSuccess: () => navigate("/", { replace: true }),
            onError: (err) => showToast(errorText(err, t)),
          }),
        loading: finish.isPending,
      }}
    />
  );
}
