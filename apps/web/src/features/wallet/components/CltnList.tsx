import type { TNftListItem } from "@admit/contract/nfts";
import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { groupByCltn } from "../utils/group-by-cltn.ts";
import styles from "./CltnList.module.css";
import { type Paging, PagingFooter } from "./PagingFooter.tsx";

interface CltnListProps extends Paging {
  items: TNftListItem[];
}

/**
 * 'My event': one row per collection with its logo, name and how many of its tokens the person
 * holds. The counts are only right once every page is in, so this view loads the rest itself.
 */
export function CltnList({ items, ...paging }: CltnListProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextFailed, fetchNextPage } = paging;
  const { t } = useTranslation();
  const groups = useMemo(() => groupByCltn(items), [items]);

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !fetchNextFailed) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextFailed, fetchNextPage]);

  return (
    <>
      <ul className={styles.list} aria-label={t("wallet.cltn.label")} aria-busy={hasNextPage || undefined}>
        {groups.map((group) => (
          <li key={group.cltnId}>
            <Link to={`/cltn/${group.cltnId}`} className={styles.row}>
              <img
                className={styles.logo}
                src={group.cltnLogoImg}
                alt=""
                loading="lazy"
                style={{ background: group.color }}
              />
              <span className={styles.text}>
                <span className={styles.type}>{t(`wallet.cltnType.${group.cltnType}`)}</span>
                <span className={styles.name}>{group.cltnName}</span>
              </span>
              <span className={styles.count}>{t("wallet.cltn.count", { count: group.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <PagingFooter {...paging} />
    </>
  );
}
