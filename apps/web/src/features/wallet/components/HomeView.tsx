import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { Paging } from "../../../components/PagedList.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ChipFilterBar } from "../../../components/ui/ChipFilterBar.tsx";
import { TicketIcon } from "../../../components/ui/icons.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { Segmented } from "../../../components/ui/Segmented.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useResumePendingCode } from "../../../lib/pending-code.ts";
import { useStatusStore } from "../../../stores/status.ts";
import { useMyCltns } from "../api/list-my-cltns.ts";
import { type NftListFilter, useNftList } from "../api/list-nfts.ts";
import { useWalletHighlights } from "../api/wallet-highlights.ts";
import { useListModeTheme } from "../hooks/use-list-mode-theme.ts";
import { DEFAULT_LIST_FILTER, LIST_TYPES, useListFilter } from "../stores/list-filter.ts";
import { CltnList } from "./CltnList.tsx";
import styles from "./HomeView.module.css";
import { NftList } from "./NftList.tsx";
import { SortSheet } from "./SortSheet.tsx";
import { AttentionStrip, NextUpCard, PendingOrders } from "./WalletHighlights.tsx";

type ViewMode = "nft" | "cltn";

/** Able/disabled list mode (spec §4): usable cards, or used and expired ones on a dark theme. */
function ListModeToggle() {
  const { t } = useTranslation();
  const { status, sort, apply } = useListFilter();
  return (
    <Segmented
      className={styles.listMode}
      legend={t("wallet.mode.label")}
      values={["available", "used"] as const}
      value={status}
      label={(s) => t(s === "available" ? "wallet.mode.able" : "wallet.mode.disabled")}
      onChange={(s) => apply({ status: s, sort })}
    />
  );
}

function FilterBar({ mode, onOpenSort }: { mode: ViewMode; onOpenSort: () => void }) {
  const { t } = useTranslation();
  const { type, status, sort, setType } = useListFilter();
  const summary =
    mode === "nft" ? `${t(`wallet.sort.${status}`)} · ${t(`wallet.sort.${sort}`)}` : t(`wallet.sort.${sort}`);
  const changed =
    sort !== DEFAULT_LIST_FILTER.sort || (mode === "nft" && status !== DEFAULT_LIST_FILTER.status);
  return (
    <ChipFilterBar
      legend={t("wallet.filter.type")}
      values={LIST_TYPES}
      value={type}
      label={(v) => t(`wallet.filter.${v}`)}
      onChange={setType}
      sortLabel={t("wallet.sort.open", { current: summary })}
      sortTitle={summary}
      sortChanged={changed}
      onOpenSort={onOpenSort}
    />
  );
}

function EmptyList({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useListFilter((s) => s.reset);
  return (
    <StatusMessage
      icon={<TicketIcon size={32} />}
      title={t(filtered ? "wallet.empty.filteredTitle" : "wallet.empty.title")}
      text={t(filtered ? "wallet.empty.filteredText" : "wallet.empty.text")}
      action={
        filtered ? (
          <Button variant="rec-secondary" block onClick={reset}>
            {t("wallet.empty.reset")}
          </Button>
        ) : (
          <Button variant="rec-primary" block onClick={() => navigate("/discover")}>
            {t("wallet.empty.discover")}
          </Button>
        )
      }
    />
  );
}

/**
 * Above the usable cards: orders whose tickets are to come, the next event, and the cards that need
 * their holder (which the list leaves out), for the type the list is filtered to. Nothing while they load or if they fail: the
 * list is the page.
 */
function usePinned(type: NftListFilter["type"], enabled: boolean) {
  const { data } = useWalletHighlights(enabled);
  if (!data || !enabled) return null;
  const nextUp = data.nextUp && (type === "all" || data.nextUp.type === type) ? data.nextUp : null;
  const attention = data.attention.filter((nft) => type === "all" || nft.type === type);
  const { pendingOrders } = data;
  if (!nextUp && attention.length === 0 && pendingOrders.length === 0) return null;
  return { pendingOrders, nextUp, attention, more: data.moreAttention };
}

/** Home: the person's tokens as cards ('my ticket') or by collection ('my event'). */
export default function HomeView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // A ticket link or claim code opened before signing in (or up) is taken up once the person is home.
  useResumePendingCode();
  const [params] = useSearchParams();
  const mode: ViewMode = params.get("view") === "cltn" ? "cltn" : "nft";
  const { type, status, sort } = useListFilter();
  // The collection view has no status filter (spec §2): it gathers every token.
  const filter: NftListFilter = useMemo(
    () => ({ type, status: mode === "cltn" ? "all" : status, sort }),
    [type, status, sort, mode],
  );
  const list = useNftList(filter, mode === "nft");
  const cltns = useMyCltns({ type, sort }, mode === "cltn");
  // Another filter is another list: it starts from its top (but a return to home keeps its place).
  const shownFilter = useRef(filter);
  useEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    window.scrollTo({ top: 0 });
  }, [filter]);
  const [sortOpen, setSortOpen] = useState(false);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  // A ticket received or sold while here marks the list for a fresh load (spec §4).
  const refreshWait = useStatusStore((s) => s.refreshWait);
  const setRefreshWait = useStatusStore((s) => s.setRefreshWait);
  useEffect(() => {
    if (!refreshWait) return;
    setRefreshWait(false);
    void queryClient.invalidateQueries({ queryKey: ["nfts"] });
  }, [refreshWait, setRefreshWait, queryClient]);

  const filtered =
    type !== DEFAULT_LIST_FILTER.type || (mode === "nft" && status !== DEFAULT_LIST_FILTER.status);
  const { fetchNextPage } = list;
  const loadNextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const paging: Paging = {
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    fetchNextFailed: list.isFetchNextPageError,
    fetchNextPage: loadNextPage,
  };

  const pinned = usePinned(type, mode === "nft" && status === "available");

  let content: ReactNode;
  if (mode === "cltn") {
    if (cltns.isPending) content = <Spinner label={t("common.loading")} />;
    else if (!cltns.data) content = <ErrorState onRetry={() => cltns.refetch()} />;
    else if (cltns.data.length === 0) content = <EmptyList filtered={filtered} />;
    else content = <CltnList cltns={cltns.data} />;
  } else if (list.isPending) content = <Spinner label={t("common.loading")} />;
  // A failed refresh keeps the cards already shown; only a list never loaded shows the error.
  else if (!list.data) content = <ErrorState onRetry={() => list.refetch()} />;
  // Every usable card is pinned above (the next event, or one that needs its holder): no "empty" here.
  else if (items.length === 0) content = pinned ? null : <EmptyList filtered={filtered} />;
  else
    content = (
      <>
        {pinned && <h2 className={styles.listHeading}>{t("wallet.list.label")}</h2>}
        <NftList items={items} {...paging} />
      </>
    );

  const disabledMode = mode === "nft" && status === "used";
  useListModeTheme(disabledMode);
  return (
    <div className={styles.page} data-list-mode={disabledMode ? "disabled" : "able"}>
      {/* The page's heading for screen readers: the list's header shows the label's logo instead. */}
      <h1 className="visually-hidden">{t("route.HomeView")}</h1>
      {mode === "nft" && <ListModeToggle />}
      <FilterBar mode={mode} onOpenSort={() => setSortOpen(true)} />
      <div className={styles.content}>
        {pinned && <PendingOrders orders={pinned.pendingOrders} />}
        {pinned?.nextUp && <NextUpCard nft={pinned.nextUp} />}
        {pinned && <AttentionStrip items={pinned.attention} more={pinned.more} />}
        {content}
      </div>
      <SortSheet open={sortOpen} onClose={() => setSortOpen(false)} withStatus={mode === "nft"} />
    </div>
  );
}
