import type { TNftListItem } from "@admit/contract/nfts";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./NftList.module.css";
import { NftListCard } from "./NftListCard.tsx";
import { type Paging, PagingFooter } from "./PagingFooter.tsx";

/** How close to the end (in cards) the next page is asked for. */
const PREFETCH_CARDS = 8;
const ESTIMATED_CARD_PX = 146;

interface NftListProps extends Paging {
  items: TNftListItem[];
}

/**
 * The token list, rendered through a window virtualizer so only the cards on screen (and a few
 * around them) are in the page: a thousand tokens scroll as smoothly as ten.
 */
export function NftList({ items, ...paging }: NftListProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextFailed, fetchNextPage } = paging;
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: 6,
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
        aria-label={t("wallet.list.label")}
      >
        {virtualItems.map((row) => {
          const nft = items[row.index];
          if (!nft) return null;
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
              <NftListCard nft={nft} />
            </li>
          );
        })}
      </ul>
      <PagingFooter {...paging} />
    </>
  );
}
