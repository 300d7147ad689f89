import type { TNftDetail } from "@admit/contract/nfts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { placeLink } from "../../../lib/place-link.ts";
import { ownerNftApi, useNftApi } from "../api/nft-api.ts";
import styles from "./CardBackDetails.module.css";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Place({ nft }: { nft: TNftDetail }) {
  const { t } = useTranslation();
  const link = placeLink(nft);
  if (!link) return <>{nft.place?.name ?? t("wallet.back.noPlace")}</>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {link.online ? t("wallet.back.joinOnline") : link.label}
    </a>
  );
}

function MembershipDetails({ nft }: { nft: TNftDetail }) {
  const { t, language } = useTranslation();
  const { useableCnt, totalCnt } = nft.nftUseStatus;
  const day = (iso: string) => formatDate(iso, language, { timeZone: nft.timeZone });
  return (
    <>
      {totalCnt > 0 && (
        <Row label={t("wallet.back.usage")}>
          <progress className={styles.progress} value={useableCnt} max={totalCnt} />
          <span>
            {t("wallet.back.usageLeft", {
              left: formatNumber(useableCnt, language),
              total: formatNumber(totalCnt, language),
            })}
          </span>
        </Row>
      )}
      {(nft.periodStart || nft.periodEnd) && (
        <Row label={t("wallet.back.period")}>
          {nft.periodStart ? day(nft.periodStart) : ""} – {nft.periodEnd ? day(nft.periodEnd) : ""}
        </Row>
      )}
      <Row label={t("wallet.back.place")}>
        <Place nft={nft} />
      </Row>
    </>
  );
}

function TicketDetails({ nft }: { nft: TNftDetail }) {
  const { t, language } = useTranslation();
  const at = (iso: string) =>
    formatDate(iso, language, { time: true, weekday: true, timeZone: nft.timeZone });
  return (
    <>
      <Row label={t("wallet.back.ticket")}>{nft.name}</Row>
      <Row label={t("wallet.back.place")}>
        <Place nft={nft} />
      </Row>
      {nft.startDate && !nft.hideStartDate && <Row label={t("wallet.back.date")}>{at(nft.startDate)}</Row>}
      {nft.seat && <Row label={t("wallet.back.seat")}>{nft.seat.name}</Row>}
    </>
  );
}

/** The back below the QR, by type (spec §2): membership, ticket, or pay. */
export function CardBackDetails({ nft }: { nft: TNftDetail }) {
  const { t } = useTranslation();
  let rows: ReactNode;
  switch (nft.type) {
    case "MEMBERSHIP":
      rows = <MembershipDetails nft={nft} />;
      break;
    case "TICKET":
      rows = <TicketDetails nft={nft} />;
      break;
    case "PAY":
      rows = (
        <Row label={t("wallet.back.monthUsage")}>
          {t("wallet.back.monthUsageValue", { count: nft.nftUseStatus.monthCnt })}
        </Row>
      );
      break;
    default: {
      const exhaustive: never = nft.type;
      return exhaustive;
    }
  }
  return (
    <dl className={styles.details}>
      {rows}
      <CouponsRow nft={nft} />
    </dl>
  );
}

/** The coupons that came with the token; the holder goes to them, a link's visitor sees them below. */
function CouponsRow({ nft }: { nft: TNftDetail }) {
  const { t, language } = useTranslation();
  const owner = useNftApi() === ownerNftApi;
  const { useableCnt, totalCnt } = nft.couponUseStatus;
  if (totalCnt === 0) return null;
  const text = t("wallet.back.couponsValue", {
    useable: formatNumber(useableCnt, language),
    total: formatNumber(totalCnt, language),
  });
  return (
    <Row label={t("wallet.back.coupons")}>
      {owner ? (
        <Link to="/coupons" className={styles.link}>
          {text}
        </Link>
      ) : (
        text
      )}
    </Row>
  );
}
