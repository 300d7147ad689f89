import { isGroupDisabled } from "@admit/contract/purchase-rules";
import type { TSaleSeat, TSaleZoneMap } from "@admit/contract/sale";
import { useQueryClient } from "@tanstack/react-query";
import { type CSSProperties, useState } from "react";
import { useNavigate } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { pushAlert } from "../../../stores/popup.ts";
import { useSeatMap } from "../api/get-seat-map.ts";
import { type SaleDate, useZoneMap } from "../api/get-zone-map.ts";
import { useHoldSeats } from "../api/hold-seats.ts";
import { releaseSeatHold } from "../hooks/use-seat-hold.ts";
import { useStageOrder } from "../hooks/use-stage-order.ts";
import { type OrderState, selectedGroup, useOrderStore } from "../stores/order-store.ts";
import { groupCurrency } from "../utils/currency.ts";
import { purchaseMax } from "../utils/price-counts.ts";
import { seatName, toggleSeat } from "../utils/seat-selection.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import { NoOrder } from "./NoOrder.tsx";
import styles from "./Pay.module.css";
import seatStyles from "./SeatMap.module.css";
import { SeatLegend, SeatMap } from "./SeatMap.tsx";
import { WizardPage } from "./WizardPage.tsx";
import { ZoneMap } from "./ZoneMap.tsx";

type Zone = TSaleZoneMap["zones"][number];

/** The zone overview: the place's map, and the zones of the date to choose from. */
function ZoneStep({
  order,
  map,
  onChoose,
}: {
  order: OrderState;
  map: TSaleZoneMap;
  onChoose: (zone: Zone) => void;
}) {
  const { t, language } = useTranslation();
  const groupOf = (zone: Zone) => order.ticket.groupList.find((g) => g.id === zone.nftGroupId);
  const off = new Set(
    map.zones
      .filter((zone) => {
        const group = groupOf(zone);
        return !group || zone.available === 0 || isGroupDisabled(group);
      })
      .map((zone) => zone.id),
  );
  const chosen = map.zones.find((z) => z.nftGroupId === order.ticket.groupId) ?? null;
  return (
    <>
      <ZoneMap
        map={map}
        chosenZoneId={chosen?.id ?? null}
        offZoneIds={off}
        placeName={order.cltn?.placeName ?? ""}
      />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t("pay.seat.chooseZone")}</h2>
        <ul className={styles.options}>
          {map.zones.map((zone) => {
            const group = groupOf(zone);
            if (!group) return null;
            const currency = groupCurrency(
              group.priceList,
              order.crcy ?? "KRW",
              order.cltn?.currency ?? "KRW",
            );
            const price = group.priceList.find((p) => p.currency === currency);
            return (
              <li key={zone.id}>
                <button
                  type="button"
                  className={styles.option}
                  disabled={off.has(zone.id)}
                  aria-pressed={zone.id === chosen?.id}
                  onClick={() => onChoose(zone)}
                  data-testid="zone-option"
                >
                  <span className={styles.optionTop}>
                    <span className={seatStyles.zoneName}>
                      <span className={styles.swatch} style={{ "--swatch": zone.color } as CSSProperties} />
                      <span className={styles.optionName}>{zone.name}</span>
                    </span>
                    {price && (
                      <span className={styles.optionPrice}>
                        {formatMoney(price.price, price.currency, language)}
                      </span>
                    )}
                  </span>
                  <span className={styles.optionMeta}>
                    {off.has(zone.id) ? (
                      <span className={styles.tag} data-tone="danger">
                        {zone.available === 0 ? t("pay.group.soldOut") : t("pay.group.limitReached")}
                      </span>
                    ) : (
                      <span>{t("pay.seat.left", { count: zone.available, total: zone.total })}</span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

/**
 * PaySeatSelectView: the zone overview, then the zone's seat map. Each tap holds exactly the
 * seats chosen (PUT /discover/seats/reserve, with the selection's seatReqId after the first), so a
 * seat is the customer's the moment it turns theirs, until the hold's end.
 */
export default function PaySeatSelectView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { order, missing } = useStageOrder("seat");
  const group = order ? selectedGroup(order) : null;
  const cltn = order?.cltn;
  const date: SaleDate | null =
    cltn?.placeId && order?.ticket.date?.cltnTimeId
      ? { placeId: cltn.placeId, cltnId: cltn.id, cltnTimeId: order.ticket.date.cltnTimeId }
      : null;
  const zones = useZoneMap(date);
  const heldZone = order?.seatList[0]?.zoneId ?? null;
  const [zoneId, setZoneId] = useState<number | null>(heldZone);
  const zone = zones.data?.zones.find((z) => z.id === zoneId) ?? null;
  const seats = useSeatMap(date && zone ? { ...date, zoneId: zone.id } : null);
  const hold = useHoldSeats();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (missing) return <NoOrder />;
  if (!order || !group || !cltn) return <Spinner label={t("common.loading")} />;
  if (!date)
    return <StatusMessage tone="error" title={t("pay.seat.noMapTitle")} text={t("pay.seat.noMapText")} />;
  if (zones.isError) return <ErrorState onRetry={() => zones.refetch()} />;
  if (!zones.data) return <Spinner label={t("common.loading")} />;

  const max = purchaseMax(group.maxCnt);
  const refreshMaps = () => {
    void queryClient.invalidateQueries({ queryKey: ["purchase", "seats"] });
    void queryClient.invalidateQueries({ queryKey: ["purchase", "zones"] });
  };

  const openZone = (next: Zone) => {
    const open = () => {
      if (next.nftGroupId !== null) useOrderStore.getState().chooseGroup(next.nftGroupId);
      setNotice(null);
      setZoneId(next.id);
    };
    const held = useOrderStore.getState().seatList;
    if (held.length === 0 || held[0]?.zoneId === next.id) return open();
    pushAlert({
      message: t("pay.seat.switchZone", { seats: held.map(seatName).join(", ") }),
      confirmLabel: t("pay.seat.switchConfirm"),
      cancelLabel: t("common.cancel"),
      onConfirm: () => {
        void releaseSeatHold().then(refreshMaps);
        open();
      },
    });
  };

  const handleToggle = (seat: TSaleSeat) => {
    if (hold.isPending || !zone) return;
    const state = useOrderStore.getState();
    const selected = state.seatList.map((s) => s.id);
    const result = toggleSeat(selected, seat, max);
    if (!result.ok) {
      setNotice(
        result.reason === "max" ? t("error.maxCount", { count: max }) : t("error.seatAlreadyReserved"),
      );
      return;
    }
    setNotice(null);
    if (result.ids.length === 0) {
      void releaseSeatHold().then(refreshMaps);
      return;
    }
    setPendingId(seat.id);
    const known = new Map((seats.data?.seats ?? []).map((s) => [s.id, s]));
    hold.mutate(
      {
        idList: result.ids,
        seatReqId: state.seatReqId ?? undefined,
        cltnTimeId: date.cltnTimeId,
        nftGroupId: group.id,
      },
      {
        onSuccess: (res) => {
          useOrderStore.getState().setHold({
            seatReqId: res.seatReqId,
            endTime: res.endTime,
            seats: res.idList.flatMap((id) => {
              const s = known.get(id);
              return s ? [{ id, zoneId: s.zoneId, row: s.row, number: s.number }] : [];
            }),
          });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return;
          // The selection ran out on the server: start a new one with the next tap.
          if (err instanceof ApiError && err.code === "PAYMENT_TIME_EXCEEDED")
            useOrderStore.getState().dropHold();
          setNotice(errorText(err, t));
        },
        onSettled: () => setPendingId(null),
      },
    );
  };

  const held = order.seatList;
  const currency = groupCurrency(group.priceList, order.crcy ?? cltn.currency, cltn.currency);
  const unit = group.priceList.find((p) => p.currency === currency);

  return (
    <WizardPage
      stage="seat"
      order={order}
      bar={
        zone && (
          <>
            {notice && (
              <p className={styles.problem} role="alert">
                {notice}
              </p>
            )}
            <div className={styles.barRow}>
              <span className={styles.barLabel}>
                {held.length > 0
                  ? t("pay.seat.chosen", { count: held.length, max })
                  : t("pay.seat.tapToChoose")}
              </span>
              {unit && held.length > 0 && (
                <span className={styles.barValue}>
                  {formatMoney(unit.price * held.length, unit.currency, language)}
                </span>
              )}
            </div>
            <Button
              variant="rec-primary"
              block
              disabled={held.length === 0 || hold.isPending}
              onClick={() => navigate(STAGE_PATH.seatPrice)}
            >
              {t("pay.next")}
            </Button>
          </>
        )
      }
    >
      {!zone ? (
        <ZoneStep order={order} map={zones.data} onChoose={openZone} />
      ) : (
        <section className={styles.section}>
          <div className={seatStyles.zoneHead}>
            <h2 className={`${styles.sectionTitle} ${seatStyles.zoneName}`}>
              <span className={styles.swatch} style={{ "--swatch": zone.color } as CSSProperties} />
              {zone.name}
            </h2>
            <button type="button" className={styles.linkButton} onClick={() => setZoneId(null)}>
              {t("pay.seat.otherZones")}
            </button>
          </div>
          <p className={styles.muted}>{t("pay.seat.hint", { count: max })}</p>
          {seats.isError ? (
            <ErrorState onRetry={() => seats.refetch()} />
          ) : !seats.data ? (
            <Spinner label={t("common.loading")} />
          ) : (
            <>
              <SeatMap
                zone={zone}
                seats={seats.data.seats.filter((s) => s.zoneId === zone.id)}
                pendingId={pendingId}
                onToggle={handleToggle}
              />
              <SeatLegend color={zone.color} />
            </>
          )}
          {held.length > 0 && (
            <ul className={styles.seatChips} aria-label={t("pay.seat.yours")}>
              {held.map((s) => (
                <li key={s.id} className={styles.seatChip}>
                  {seatName(s)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </WizardPage>
  );
}
