import type { TDiscoverCltnDetail } from "@admit/contract/discover";
import { TitledSection } from "../../../components/ui/TitledSection.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { placeLink } from "../../../lib/place-link.ts";
import styles from "./Detail.module.css";
import { ExternalIcon, PinIcon } from "./icons.tsx";

/**
 * Where: the place with its address and a maps search. An online event's own link belongs to
 * the people with a ticket (it is on the ticket's back), so the public page only says "online".
 */
export function DetailPlace({ cltn }: { cltn: TDiscoverCltnDetail }) {
  const { t } = useTranslation();
  const online = cltn.locationType === "online";
  const map = online ? null : placeLink(cltn);
  if (!online && !cltn.place) return null;
  return (
    <TitledSection
      id="detail-place"
      title={t("discover.detail.place")}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      <div className={styles.place}>
        <PinIcon size={18} />
        <span>
          <strong>{online ? t("discover.detail.online") : cltn.place?.name}</strong>
          <span className={styles.muted}>
            {online ? t("discover.detail.onlineText") : cltn.place?.address}
          </span>
        </span>
      </div>
      {map && (
        <a className={styles.linkButton} href={map.href} target="_blank" rel="noopener noreferrer">
          {t("discover.detail.openMap")}
          <ExternalIcon />
        </a>
      )}
    </TitledSection>
  );
}
