import { useNavigate, useSearchParams } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { CheckIcon } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * Where the verification link lands (`?email`, and `again=1` when the link was opened before):
 * the address is verified, sign in with it filled in. The link itself never signs anyone in.
 */
export default function VerifiedView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const again = params.get("again") === "1";
  const email = params.get("email");
  return (
    <StatusMessage
      icon={<CheckIcon size={32} />}
      title={t(again ? "register.alreadyVerifiedTitle" : "register.verifiedTitle")}
      text={t(again ? "register.alreadyVerifiedText" : "register.verifiedText")}
      action={{
        label: t("register.toLogin"),
        onClick: () =>
          navigate(email ? `/login?email=${encodeURIComponent(email)}` : "/login", { replace: true }),
      }}
    />
  );
}
