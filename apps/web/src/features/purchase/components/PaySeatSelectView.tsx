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
import { selectedGroup, useOrderStore } from "../stores/order-store.ts";
import { groupCurrency } from "../utils/currency.ts";
import { purchaseMax } from "../utils/price-counts.ts";
import { bestAvailable, seatName, toggleSeat } from "../utils/seat-selection.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import { NoOrder } from "./NoOrder.tsx";
import styles from "./Pay.module.css";
import seatStyles from "./SeatMap.module.css";
import { SeatLegend, SeatMap } from "./SeatMap.tsx";
import { WizardPage } from "./WizardPage.tsx";
import { STAGE_Y, ZoneMap } from "./ZoneMap.tsx";

/**
 * Where the chosen seat type sits in the place: the overview of every zone, the chosen one
 * marked, the others dimmed. The seat type was chosen on the step before; this is not a second
 * choice (tapping a zone used to switch the customer to another price).
 */
function PlaceOverview({ map, zoneId, placeName }: { map: TSaleZoneMap; zoneId: number; placeName: string }) {
  const off = new Set(map.zones.filter((z) => z.id !== zoneId).map((z) => z.id));
  return <ZoneMap map={map} chosenZoneId={zoneId} offZoneIds={off} placeName={placeName} />;
}

/**
 * PaySeatSelectView: the seats of the seat type chosen on the step before — where its zone is in
 * the place, then its seat map. Each tap holds exactly the seats chosen (PUT
 * /discover/seats/reserve, with the selection's seatReqId after the first), so a seat is the
 * customer's the moment it turns theirs, until the hold's end. Another seat type is chosen back on
 * the group step.
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
  // One choice: the zone the chosen seat type sells.
  const zone = zones.data?.zones.find((z) => group !== null && z.nftGroupId === group.id) ?? null;
  const seats = useSeatMap(date && zone ? { ...date, zoneId: zone.id } : null);
  const hold = useHoldSeats();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [together, setTogether] = useState(1);

  if (missing) return <NoOrder />;
  if (!order || !group || !cltn) return <Spinner label={t("common.loading")} />;
  if (!date)
    return <StatusMessage tone="error" title={t("pay.seat.noMapTitle")} text={t("pay.seat.noMapText")} />;
  if (zones.isError) return <ErrorState onRetry={() => zones.refetch()} />;
  if (!zones.data) return <Spinner label={t("common.loading")} />;
  if (!zone)
    return <StatusMessage tone="error" title={t("pay.seat.noMapTitle")} text={t("pay.seat.noMapText")} />;

  const max = purchaseMax(group.maxCnt);
  const refreshMaps = () => {
    void queryClient.invalidateQueries({ queryKey: ["purchase", "seats"] });
    void queryClient.invalidateQueries({ queryKey: ["purchase", "zones"] });
  };

  /** Back to the seat types; the seats held of this one are let go first, once the customer agrees. */
  const changeSeatType = () => {
    const held = useOrderStore.getState().seatList;
    if (held.length === 0) return navigate(STAGE_PATH.group);
    pushAlert({
      message: t("pay.seat.switchZone", { seats: held.map(seatName).join(", ") }),
      confirmLabel: t("pay.seat.switchConfirm"),
      cancelLabel: t("common.cancel"),
      onConfirm: () => {
        void releaseSeatHold().then(refreshMaps);
        navigate(STAGE_PATH.group);
      },
    });
  };

  /** Holds exactly `ids` (the selection's seats from now on); `pending` is the seat tapped. */
  const holdSeats = (ids: number[], pending: number | null) => {
    const state = useOrderStore.getState();
    setPendingId(pending);
    const known = new Map((seats.data?.seats ?? []).map((s) => [s.id, s]));
    hold.mutate(
      {
        idList: ids,
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
          refreshMaps();
        },
        onSettled: () => setPendingId(null),
      },
    );
  };

  const handleToggle = (seat: TSaleSeat) => {
    if (hold.isPending) return;
    const selected = useOrderStore.getState().seatList.map((s) => s.id);
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
    holdSeats(result.ids, seat.id);
  };

  /** The best `together` seats of the zone side by side, nearest the stage's centre, held at once. */
  const pickBest = () => {
    if (hold.isPending || !seats.data) return;
    const stage = { x: zones.data.width / 2, y: zones.data.height * STAGE_Y };
    const ids = bestAvailable(
      seats.data.seats.filter((s) => s.zoneId === zone.id),
      together,
      stage,
    );
    if (!ids) {
      setNotice(t("pay.seat.bestNone", { count: together }));
      return;
    }
    setNotice(null);
    holdSeats(ids, null);
  };

  const held = order.seatList;
  const currency = groupCurrency(group.priceList, order.crcy ?? cltn.currency, cltn.currency);
  const unit = group.priceList.find((p) => p.currency === currency);

  return (
    <WizardPage
      stage="seat"
      order={order}
      bar={
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
      }
    >
      <PlaceOverview map={zones.data} zoneId={zone.id} placeName={cltn.placeName ?? ""} />
      <section className={styles.section}>
        <div className={seatStyles.zoneHead}>
          <h2 className={`${styles.sectionTitle} ${seatStyles.zoneName}`}>
            <span className={styles.swatch} style={{ "--swatch": zone.color } as CSSProperties} />
            {zone.name}
            {/* The zone's colour is its price's. */}
            {unit && (
              <span className={styles.optionPrice}>{formatMoney(unit.price, unit.currency, language)}</span>
            )}
          </h2>
          <button type="button" className={styles.linkButton} onClick={changeSeatType}>
            {t("pay.seat.otherZones")}
          </button>
        </div>
        <p className={styles.muted}>{t("pay.seat.hint", { count: max })}</p>
        <div className={seatStyles.bestRow}>
          <label className={seatStyles.bestCount}>
            {t("pay.seat.together")}
            <select value={together} onChange={(e) => setTogether(Number(e.target.value))}>
              {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <Button variant="rec-secondary" onClick={pickBest} loading={hold.isPending && pendingId === null}>
            {t("pay.seat.best")}
          </Button>
        </div>
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
    </WizardPage>
  );
}
