import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./PagingFooter.module.css";

export interface Paging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page failed: it is asked again only on the person's retry, not in a loop. */
  fetchNextFailed: boolean;
  fetchNextPage: () => void;
}

/** Below a list: a spinner while the next page loads, a retry when it failed. */
export function PagingFooter({ isFetchingNextPage, fetchNextFailed, fetchNextPage }: Paging) {
  const { t } = useTranslation();
  if (isFetchingNextPage) return <Spinner label={t("wallet.list.loadingMore")} />;
  if (!fetchNextFailed) return null;
  return (
    <div className={styles.failed} role="alert">
      <p>{t("wallet.list.moreFailed")}</p>
      <Button variant="rec-secondary" onClick={fetchNextPage}>
        {t("errorPage.retry")}
      </Button>
    </div>
  );
}
