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
import { type OrderSeat, selectedGroup, useOrderStore } from "../stores/order-store.ts";
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

type SaleZone = TSaleZoneMap["zones"][number];

/** The chosen seat type's price in the order's currency, if it has one. */
type Unit = NonNullable<ReturnType<typeof selectedGroup>>["priceList"][number] | undefined;

/** The bottom bar: the last problem, how many seats are held and what they cost, and Next. */
function SeatBar(props: {
  notice: string | null;
  count: number;
  max: number;
  unit: Unit;
  disabled: boolean;
  onNext: () => void;
}) {
  const { notice, count, max, unit, disabled, onNext } = props;
  const { t, language } = useTranslation();
  return (
    <>
      {notice && (
        <p className={styles.problem} role="alert">
          {notice}
        </p>
      )}
      <div className={styles.barRow}>
        <span className={styles.barLabel}>
          {count > 0 ? t("pay.seat.chosen", { count, max }) : t("pay.seat.tapToChoose")}
        </span>
        {unit && count > 0 && (
          <span className={styles.barValue}>{formatMoney(unit.price * count, unit.currency, language)}</span>
        )}
      </div>
      <Button variant="rec-primary" block disabled={disabled} onClick={onNext}>
        {t("pay.next")}
      </Button>
    </>
  );
}

/** How many seats side by side, and the button that holds the best ones at once. */
function BestSeatsRow(props: {
  max: number;
  together: number;
  onTogether: (n: number) => void;
  onPick: () => void;
  loading: boolean;
}) {
  const { max, together, onTogether, onPick, loading } = props;
  const { t } = useTranslation();
  return (
    <div className={seatStyles.bestRow}>
      <label className={seatStyles.bestCount}>
        {t("pay.seat.together")}
        <select value={together} onChange={(e) => onTogether(Number(e.target.value))}>
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <Button variant="rec-secondary" onClick={onPick} loading={loading}>
        {t("pay.seat.best")}
      </Button>
    </div>
  );
}

/** The seats held so far, by name. */
function HeldSeatChips({ held }: { held: OrderSeat[] }) {
  const { t } = useTranslation();
  if (held.length === 0) return null;
  return (
    <ul className={styles.seatChips} aria-label={t("pay.seat.yours")}>
      {held.map((s) => (
        <li key={s.id} className={styles.seatChip}>
          {seatName(s)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Holding seats of the chosen seat type: each call holds exactly the seats given, with the
 * selection's seatReqId after the first; a refusal becomes the notice and the maps are fetched again.
 */
function useSeatHolding(date: SaleDate | null, groupId: number | null, seats: TSaleSeat[] | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hold = useHoldSeats();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refreshMaps = () => {
    void queryClient.invalidateQueries({ queryKey: ["purchase", "seats"] });
    void queryClient.invalidateQueries({ queryKey: ["purchase", "zones"] });
  };

  /** Holds exactly `ids` (the selection's seats from now on); `pending` is the seat tapped. */
  const holdSeats = (ids: number[], pending: number | null) => {
    if (!date || groupId === null) return;
    const state = useOrderStore.getState();
    setPendingId(pending);
    const known = new Map((seats ?? []).map((s) => [s.id, s]));
    hold.mutate(
      {
        idList: ids,
        seatReqId: state.seatReqId ?? undefined,
        cltnTimeId: date.cltnTimeId,
        nftGroupId: groupId,
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

  return { hold, pendingId, notice, setNotice, holdSeats, refreshMaps };
}

/** Choosing seats: a tap toggles one seat, or the best seats side by side are held at once. */
function useSeatPicking(date: SaleDate | null, groupId: number | null, seats: TSaleSeat[] | undefined) {
  const { t } = useTranslation();
  const { hold, pendingId, notice, setNotice, holdSeats, refreshMaps } = useSeatHolding(date, groupId, seats);
  /** A tap: the seats held become the selection with `seat` added or taken away. */
  const toggle = (seat: TSaleSeat, max: number) => {
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

  /** The best `together` of `zoneSeats` side by side, nearest the stage's centre, held at once. */
  const pickBest = (
    zoneSeats: TSaleSeat[] | undefined,
    together: number,
    stage: { x: number; y: number },
  ) => {
    if (hold.isPending || !zoneSeats) return;
    const ids = bestAvailable(zoneSeats, together, stage);
    if (!ids) {
      setNotice(t("pay.seat.bestNone", { count: together }));
      return;
    }
    setNotice(null);
    holdSeats(ids, null);
  };

  return { hold, pendingId, notice, toggle, pickBest, refreshMaps };
}

/** The zone's name, colour and price, and the way back to the other seat types. */
function ZoneHead({ zone, unit, onReleased }: { zone: SaleZone; unit: Unit; onReleased: () => void }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  /** Back to the seat types; the seats held of this one are let go first, once the customer agrees. */
  const changeSeatType = () => {
    const held = useOrderStore.getState().seatList;
    if (held.length === 0) return navigate(STAGE_PATH.group);
    pushAlert({
      message: t("pay.seat.switchZone", { seats: held.map(seatName).join(", ") }),
      confirmLabel: t("pay.seat.switchConfirm"),
      cancelLabel: t("common.cancel"),
      onConfirm: () => {
        void releaseSeatHold().then(onReleased);
        navigate(STAGE_PATH.group);
      },
    });
  };

  return (
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
  );
}

/** The zone's seat map once its seats are loaded, with its legend. */
function ZoneSeats(props: {
  seats: ReturnType<typeof useSeatMap>;
  zone: SaleZone;
  pendingId: number | null;
  onToggle: (seat: TSaleSeat) => void;
}) {
  const { seats, zone, pendingId, onToggle } = props;
  const { t } = useTranslation();
  return seats.isError ? (
    <ErrorState onRetry={() => seats.refetch()} />
  ) : !seats.data ? (
    <Spinner label={t("common.loading")} />
  ) : (
    <>
      <SeatMap
        zone={zone}
        seats={seats.data.seats.filter((s) => s.zoneId === zone.id)}
        pendingId={pendingId}
        onToggle={onToggle}
      />
      <SeatLegend color={zone.color} />
    </>
  );
}

/**
 * PaySeatSelectView: the seats of the seat type chosen on the step before — where its zone is in
 * the place, then its seat map. Each tap holds exactly the seats chosen (PUT
 * /discover/seats/reserve, with the selection's seatReqId after the first), so a seat is the
 * customer's the moment it turns theirs, until the hold's end. Another seat type is chosen back on
 * the group step.
 */
export default function PaySeatSelectView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  const { hold, pendingId, notice, toggle, pickBest, refreshMaps } = useSeatPicking(
    date,
    group?.id ?? null,
    seats.data?.seats,
  );
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

  const held = order.seatList;
  const currency = groupCurrency(group.priceList, order.crcy ?? cltn.currency, cltn.currency);
  const unit = group.priceList.find((p) => p.currency === currency);

  return (
    <WizardPage
      stage="seat"
      order={order}
      bar={
        <SeatBar
          notice={notice}
          count={held.length}
          max={max}
          unit={unit}
          disabled={held.length === 0 || hold.isPending}
          onNext={() => navigate(STAGE_PATH.seatPrice)}
        />
      }
    >
      <PlaceOverview map={zones.data} zoneId={zone.id} placeName={cltn.placeName ?? ""} />
      <section className={styles.section}>
        <ZoneHead zone={zone} unit={unit} onReleased={refreshMaps} />
        <p className={styles.muted}>{t("pay.seat.hint", { count: max })}</p>
        <BestSeatsRow
          max={max}
          together={together}
          onTogether={setTogether}
          onPick={() =>
            pickBest(
              seats.data?.seats.filter((s) => s.zoneId === zone.id),
              together,
              { x: zones.data.width / 2, y: zones.data.height * STAGE_Y },
            )
          }
          loading={hold.isPending && pendingId === null}
        />
        <ZoneSeats seats={seats} zone={zone} pendingId={pendingId} onToggle={(seat) => toggle(seat, max)} />
        <HeldSeatChips held={held} />
      </section>
    </WizardPage>
  );
}
