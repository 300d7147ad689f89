import { useEffect } from "react";
import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useOwnedNft } from "../hooks/use-owned-nft.ts";
import styles from "./NftLockedView.module.css";

function LockIcon() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** A locked ticket (spec §4): it unlocks on its event day, which this page names. */
export default function NftLockedView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const nft = useOwnedNft();
  const unlocked = nft.data?.isLock === false;
  const id = nft.data?.id;
  // The event day has come (or the link was shared): the card itself is the place to be.
  useEffect(() => {
    if (unlocked) navigate(`/nft/${id}`, { replace: true });
  }, [unlocked, id, navigate]);
  if (!nft.data || unlocked) return <Spinner label={t("common.loading")} />;
  const { startDate, timeZone, name, cltnName } = nft.data;
  const date = startDate ? formatDate(startDate, language, { time: true, weekday: true, timeZone }) : null;
  return (
    <div className={styles.page}>
      <StatusMessage
        icon={<LockIcon />}
        title={t("wallet.locked.title")}
        text={date ? t("wallet.locked.textWithDate", { date }) : t("wallet.locked.text")}
        action={{ label: t("wallet.locked.backToList"), onClick: () => navigate("/") }}
      />
      <dl className={styles.summary}>
        <div>
          <dt>{cltnName}</dt>
          <dd>{name}</dd>
        </div>
        {date && (
          <div>
            <dt>{t("wallet.locked.eventDate")}</dt>
            <dd>{date}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
