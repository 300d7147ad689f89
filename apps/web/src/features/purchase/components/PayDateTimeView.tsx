import type { TDiscoverNftGroup } from "@admit/contract/discover";
import type { Currency } from "@admit/contract/money";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { formatMoney, zoneName } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNftGroups } from "../api/list-nft-groups.ts";
import { useNoSeatHold } from "../hooks/use-seat-hold.ts";
import { useStageOrder } from "../hooks/use-stage-order.ts";
import { useOrderStore } from "../stores/order-store.ts";
import { formatDay, formatTime } from "../utils/format-when.ts";
import { groupsOfTime, purchaseDates } from "../utils/purchase-dates.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import { NoOrder } from "./NoOrder.tsx";
import styles from "./Pay.module.css";
import { WizardPage } from "./WizardPage.tsx";

/** The lowest price of some groups in the order's currency (or their own, when they lack it). */
function lowest(groups: readonly TDiscoverNftGroup[], crcy: Currency) {
  const prices = groups.flatMap((g) => g.priceList);
  const inCurrency = prices.filter((p) => p.currency === crcy);
  const pool = inCurrency.length > 0 ? inCurrency : prices;
  return pool.reduce<(typeof pool)[number] | undefined>(
    (a, p) => (!a || p.price < a.price ? p : a),
    undefined,
  );
}

/** PayDateTimeView: the dates on sale, per day in the event's time zone (spec §4). */
export default function PayDateTimeView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const { order, missing } = useStageOrder("date");
  useNoSeatHold();
  const groups = useNftGroups(order?.cltn?.id);
  const now = useMemo(() => new Date(), []);
  if (missing) return <NoOrder />;
  if (!order?.cltn || !order.crcy) return <Spinner label={t("common.loading")} />;
  const { cltn, crcy } = order;
  if (groups.isError) return <ErrorState onRetry={() => groups.refetch()} />;
  if (!groups.data) return <Spinner label={t("common.loading")} />;
  const days = purchaseDates(groups.data.items, now, cltn.timeZone);
  const chosen = order.ticket.date;

  return (
    <WizardPage stage="date" order={order}>
      {days.length === 0 ? (
        <StatusMessage
          title={t("pay.date.noneTitle")}
          text={t("pay.date.noneText")}
          action={{ label: t("pay.backToEvent"), onClick: () => navigate(cltn.detailPath) }}
        />
      ) : (
        days.map((day) => (
          <section key={day.date} className={styles.section} aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`} className={styles.sectionTitle}>
              {formatDay(day.times[0]?.startDate ?? day.date, language, cltn.timeZone)}
            </h2>
            <ul className={styles.timeGrid}>
              {day.times.map((time) => {
                const from = lowest(time.groups, crcy);
                const selected =
                  chosen?.startDate === time.startDate && chosen.cltnTimeId === time.cltnTimeId;
                return (
                  <li key={`${time.cltnTimeId}@${time.startDate}`}>
                    <button
                      type="button"
                      className={styles.option}
                      aria-pressed={selected}
                      onClick={() => {
                        useOrderStore
                          .getState()
                          .chooseDate(
                            { startDate: time.startDate, endDate: time.endDate, cltnTimeId: time.cltnTimeId },
                            groupsOfTime(groups.data.items, time),
                          );
                        navigate(STAGE_PATH.group);
                      }}
                    >
                      <span className={styles.time}>
                        {formatTime(time.startDate, language, cltn.timeZone)}
                      </span>
                      {from && (
                        <span className={styles.optionMeta}>
                          {t("pay.date.from", { price: formatMoney(from.price, from.currency, language) })}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      <p className={styles.note}>{t("pay.date.timeZone", { zone: zoneName(cltn.timeZone, language) })}</p>
    </WizardPage>
  );
}
