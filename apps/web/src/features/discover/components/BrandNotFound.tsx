import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/** "This brand is not here", shared by both brand pages. */
export function BrandNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      title={t("discover.brand.notFound")}
      text={t("discover.brand.notFoundText")}
      action={{ label: t("discover.detail.browse"), onClick: () => navigate("/discover") }}
    />
  );
}
