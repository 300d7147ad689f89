import type { TNftListItem } from "@admit/contract/nfts";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { SearchIcon } from "../../../components/ui/icons.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { SEARCH_MAX_NFTS } from "../api/list-my-nfts.ts";
import styles from "./SearchView.module.css";

interface SearchResultsProps {
  items: TNftListItem[];
  keyword: string;
  /** The person holds more tokens than the search looks through. */
  capped: boolean;
  onOpen: () => void;
}

export function SearchResults({ items, keyword, capped, onOpen }: SearchResultsProps) {
  const { t, language } = useTranslation();
  const cappedNote = capped && (
    <p className={styles.note}>{t("search.capped", { max: formatNumber(SEARCH_MAX_NFTS, language) })}</p>
  );
  if (items.length === 0)
    return (
      <>
        <StatusMessage
          icon={<SearchIcon size={32} />}
          title={t("search.noResults")}
          text={t("search.noResultsText", { keyword })}
        />
        {cappedNote}
      </>
    );
  return (
    <>
      <section className={styles.section} aria-labelledby="search-results-title">
        <h2 id="search-results-title" className={styles.count} aria-live="polite">
          {t("search.results", { count: items.length, n: formatNumber(items.length, language) })}
        </h2>
        <ul className={styles.results}>
          {items.map((nft) => (
            <li key={nft.id} className={styles.result}>
              <Link
                to={`/nft/${nft.id}`}
                className={styles.card}
                onClick={onOpen}
                style={{ "--card-color": nft.color } as CSSProperties}
              >
                <img className={styles.image} src={nft.image} alt="" loading="lazy" decoding="async" />
                <span className={styles.body}>
                  <span className={styles.cltn}>{nft.cltnName}</span>
                  <span className={styles.name}>{nft.name}</span>
                  <span className={styles.brand}>{nft.brandName}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {cappedNote}
    </>
  );
}
