import type { ReactElement } from "react";
import { useNavigate } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * What an RSVP or lottery screen shows before its data: "no such event here" (a bad id, 404, or
 * 1003 for a collection of another kind), loading, or the load's error with a retry; null once
 * the data is there.
 */
export function ClaimGate({
  cltnId,
  ns,
  query,
}: {
  cltnId: number;
  ns: "claims.rsvp" | "claims.apply";
  query: { error: unknown; isPending: boolean; isError: boolean; refetch: () => unknown };
}): ReactElement | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { error } = query;
  const missing =
    !Number.isInteger(cltnId) ||
    cltnId < 1 ||
    (error instanceof ApiError && (error.status === 404 || error.code === "1003"));
  if (missing)
    return (
      <StatusMessage
        title={t(`${ns}.notFoundTitle`)}
        text={t(`${ns}.notFoundText`)}
        action={{ label: t(`${ns}.browse`), onClick: () => navigate("/discover") }}
      />
    );
  if (query.isPending) return <Spinner label={t("common.loading")} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return null;
}
