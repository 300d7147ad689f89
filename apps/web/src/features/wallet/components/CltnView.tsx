import type { TCltnInfo, TNftList } from "@admit/contract/nfts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { api } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./CltnView.module.css";
import { NftList } from "./NftList.tsx";

/** /cltn/{id}: the person's own cards of one collection ('my event' → a collection). */
export default function CltnView() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const info = useQuery({ queryKey: ["cltns", id], queryFn: () => api<TCltnInfo>(`/cltns/${id}`) });
  const list = useInfiniteQuery({
    queryKey: ["nfts", "cltn", id],
    queryFn: ({ pageParam, signal }) =>
      api<TNftList>(`/cltns/${id}/nfts`, { query: { status: "all", cursor: pageParam, limit: 30 }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  if (list.isPending) return <Spinner label={t("common.loading")} />;
  if (!list.data) return <ErrorState onRetry={() => list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);
  return (
    <div className={styles.page}>
      {info.data && (
        <header className={styles.head}>
          <img
            className={styles.logo}
            src={info.data.logoImg}
            alt=""
            style={{ background: info.data.color }}
          />
          <div>
            <h2 className={styles.name}>{info.data.name}</h2>
            <Link to={`/cltn/info/${id}`} className={styles.more}>
              {t("wallet.cltnPage.info")}
            </Link>
          </div>
        </header>
      )}
      {items.length === 0 ? (
        <StatusMessage title={t("wallet.empty.title")} text={t("wallet.empty.text")} />
      ) : (
        <div className={styles.list}>
          <NftList
            items={items}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextFailed={list.isFetchNextPageError}
            fetchNextPage={() => void list.fetchNextPage()}
          />
        </div>
      )}
    </div>
  );
}
