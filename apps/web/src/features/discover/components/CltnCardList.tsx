import type { TDiscoverCltnCard } from "@admit/contract/discover";
import { PagedList, type Paging } from "../../../components/PagedList.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { CltnCard, CltnCardSkeleton } from "./CltnCard.tsx";
import styles from "./CltnCardList.module.css";

interface CltnCardListProps extends Paging {
  items: TDiscoverCltnCard[];
  label: string;
  hrefOf: (id: number) => string;
  onOpen?: () => void;
  showBrand?: boolean;
}

/** Rows on a phone's first screen: their posters load at once. */
const FIRST_ROWS = 3;

/** The catalogue's cards, paged and virtualized like the wallet's list. */
export function CltnCardList({ hrefOf, onOpen, showBrand, ...list }: CltnCardListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      {...list}
      renderItem={(cltn, index) => (
        <CltnCard
          cltn={cltn}
          href={hrefOf(cltn.id)}
          onOpen={onOpen}
          showBrand={showBrand}
          firstOnScreen={index < FIRST_ROWS}
        />
      )}
      estimatedRowPx={166}
      prefetchRows={4}
      loadingMoreLabel={t("discover.list.loadingMore")}
      moreFailedText={t("discover.list.moreFailed")}
    />
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
