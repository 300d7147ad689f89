import { useTranslation } from "../../lib/i18n.ts";
import { StatusMessage } from "../screens/StatusMessage.tsx";
import { ClockIcon, CloseIcon } from "../ui/more-icons.tsx";
import styles from "./RecentSearches.module.css";
import type { useRecentSearches } from "./use-recent-searches.ts";

interface RecentSearchesProps {
  recent: ReturnType<typeof useRecentSearches>;
  /** A term tapped: searched again (and it becomes the latest). */
  onPick: (term: string) => void;
  /** What the screen searches, shown while there is no recent search yet. */
  hint: string;
}

/** What shows before anything is typed: the last searches, to search again with a tap. */
export function RecentSearches({ recent, onPick, hint }: RecentSearchesProps) {
  const { t } = useTranslation();
  const { list, remove: onRemove, clear: onClear } = recent;
  if (list.length === 0)
    return <StatusMessage icon={<ClockIcon size={32} />} title={t("search.noRecent")} text={hint} />;
  return (
    <section className={styles.section} aria-labelledby="recent-searches-title">
      <div className={styles.sectionHead}>
        <h2 id="recent-searches-title" className={styles.sectionTitle}>
          {t("search.recent")}
        </h2>
        <button type="button" className={styles.textButton} onClick={onClear}>
          {t("search.clearAll")}
        </button>
      </div>
      <ul className={styles.recentList}>
        {list.map((term) => (
          <li key={term} className={styles.recentRow}>
            <button
              type="button"
              className={styles.recentTerm}
              onClick={() => {
                onPick(term);
                recent.add(term);
              }}
            >
              <ClockIcon size={18} />
              <span>{term}</span>
            </button>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => onRemove(term)}
              aria-label={t("search.remove", { term })}
            >
              <CloseIcon size={18} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
