import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "../lib/i18n.ts";
import styles from "./PagedList.module.css";
import { Button } from "./ui/Button.tsx";
import { Spinner } from "./ui/LoadingScreen.tsx";

/** An infinite query's paging, as a list needs it. */
export interface Paging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page failed: it is asked again only on the person's retry, not in a loop. */
  fetchNextFailed: boolean;
  fetchNextPage: () => void;
}

interface PagedListProps<T extends { id: number }> extends Paging {
  items: T[];
  /** The list's accessible name. */
  label: string;
  /** `index` is the row's place in the list: the first rows are on screen at once (eager images). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A first guess of a row's height; rows are measured once drawn. */
  estimatedRowPx: number;
  /** How close to the end (in rows) the next page is asked for. */
  prefetchRows: number;
  /** Below the list while the next page loads, and when it failed. */
  loadingMoreLabel: string;
  moreFailedText: string;
}

const FIRST_RENDER_VIEWPORT = { width: 390, height: 844 };

/**
 * A long list through a window virtualizer: only the rows on screen (and a few around them) are
 * in the page, so a thousand scroll as smoothly as ten, and the next page is asked for as the
 * end comes into view.
 */
export function PagedList<T extends { id: number }>(props: PagedListProps<T>) {
  const { items, hasNextPage, isFetchingNextPage, fetchNextFailed, fetchNextPage } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The first render (the server's, and the hydration of it) draws only the rows on screen, in
  // the page's flow (its sizes are guesses until measured); right after it, the rows are placed
  // by their measured sizes, with a few more around them for smooth scrolling.
  const [placed, setPlaced] = useState(false);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);
  // In a task of their own: drawing and measuring more rows inside the first commit (a
  // hydration's) would make it one long task.
  useEffect(() => {
    const timer = setTimeout(() => setPlaced(true), 0);
    return () => clearTimeout(timer);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    // Until the window is measured (after the first render): a phone's screen of rows, so the
    // server's render (entry-server.tsx) and the first render in the browser draw the same rows.
    initialRect: FIRST_RENDER_VIEWPORT,
    estimateSize: () => props.estimatedRowPx,
    overscan: placed ? 6 : 0,
    scrollMargin,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const virtualItems = virtualizer.getVirtualItems();
  // The last row on screen (not the rows drawn around it): the next page is asked for as the end
  // comes into view, not on arrival.
  const lastIndex = virtualizer.range?.endIndex ?? -1;
  const { prefetchRows } = props;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !fetchNextFailed && lastIndex >= items.length - prefetchRows)
      fetchNextPage();
  }, [
    hasNextPage,
    isFetchingNextPage,
    fetchNextFailed,
    lastIndex,
    items.length,
    fetchNextPage,
    prefetchRows,
  ]);

  return (
    <>
      <ul
        ref={listRef}
        className={styles.list}
        style={placed ? { height: virtualizer.getTotalSize() } : undefined}
        data-placed={placed || undefined}
        aria-label={props.label}
      >
        {virtualItems.map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <li
              key={row.key}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={placed ? { transform: `translateY(${row.start - scrollMargin}px)` } : undefined}
            >
              {props.renderItem(item, row.index)}
            </li>
          );
        })}
      </ul>
      <PagingFooter {...props} />
    </>
  );
}

function PagingFooter({
  isFetchingNextPage,
  fetchNextFailed,
  fetchNextPage,
  loadingMoreLabel,
  moreFailedText,
}: Paging & { loadingMoreLabel: string; moreFailedText: string }) {
  const { t } = useTranslation();
  if (isFetchingNextPage) return <Spinner label={loadingMoreLabel} />;
  if (!fetchNextFailed) return null;
  return (
    <div className={styles.failed} role="alert">
      <p>{moreFailedText}</p>
      <Button variant="rec-secondary" onClick={fetchNextPage}>
        {t("errorPage.retry")}
      </Button>
    </div>
  );
}
