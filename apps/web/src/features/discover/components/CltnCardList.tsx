import type { TDiscoverCltnCard } from "@admit/contract/discover";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { CltnCard, CltnCardSkeleton } from "./CltnCard.tsx";
import styles from "./CltnCardList.module.css";

/** How close to the end (in cards) the next page is asked for. */
const PREFETCH_CARDS = 4;
const ESTIMATED_CARD_PX = 166;

export interface Paging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page failed: it is asked again only on the person's retry, not in a loop. */
  fetchNextFailed: boolean;
  fetchNextPage: () => void;
}

interface CltnCardListProps extends Paging {
  items: TDiscoverCltnCard[];
  label: string;
  hrefOf: (id: number) => string;
  onOpen?: () => void;
  showBrand?: boolean;
}

/** Below the list: a spinner while the next page loads, a retry when it failed. */
function ListFooter({ isFetchingNextPage, fetchNextFailed, fetchNextPage }: Paging) {
  const { t } = useTranslation();
  if (isFetchingNextPage) return <Spinner label={t("discover.list.loadingMore")} />;
  if (!fetchNextFailed) return null;
  return (
    <div className={styles.failed} role="alert">
      <p>{t("discover.list.moreFailed")}</p>
      <Button variant="rec" onClick={fetchNextPage}>
        {t("errorPage.retry")}
      </Button>
    </div>
  );
}

/**
 * The catalogue's cards through a window virtualizer, like the wallet's list: only the cards on
 * screen are in the page, and the next page is asked for as the end comes into view.
 */
export function CltnCardList({ items, label, hrefOf, onOpen, showBrand, ...paging }: CltnCardListProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextFailed, fetchNextPage } = paging;
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !fetchNextFailed && lastIndex >= items.length - PREFETCH_CARDS)
      fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextFailed, lastIndex, items.length, fetchNextPage]);

  return (
    <>
      <ul
        ref={listRef}
        className={styles.list}
        style={{ height: virtualizer.getTotalSize() }}
        aria-label={label}
      >
        {virtualItems.map((row) => {
          const cltn = items[row.index];
          if (!cltn) return null;
          return (
            <li
              key={row.key}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              <CltnCard cltn={cltn} href={hrefOf(cltn.id)} onOpen={onOpen} showBrand={showBrand} />
            </li>
          );
        })}
      </ul>
      <ListFooter {...paging} />
    </>
  );
}

/** The list's place while its first page loads. */
export function CltnCardListSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className="visually-hidden">{t("common.loading")}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <CltnCardSkeleton key={i} />
      ))}
    </div>
  );
}
