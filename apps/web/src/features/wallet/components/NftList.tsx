import type { TNftListItem } from "@admit/contract/nfts";
import { PagedList, type Paging } from "../../../components/PagedList.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { NftListCard } from "./NftListCard.tsx";

/** Rows on a phone's first screen: their images load at once, the first one before any other. */
const FIRST_ROWS = 3;

interface NftListProps extends Paging {
  items: TNftListItem[];
}

/** The wallet's tokens, paged and virtualized. */
export function NftList(props: NftListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      {...props}
      label={t("wallet.list.label")}
      renderItem={(nft, index) => <NftListCard nft={nft} firstOnScreen={index < FIRST_ROWS} />}
      estimatedRowPx={146}
      prefetchRows={8}
      loadingMoreLabel={t("wallet.list.loadingMore")}
      moreFailedText={t("wallet.list.moreFailed")}
    />
  );
}
