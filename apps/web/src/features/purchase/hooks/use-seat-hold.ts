import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { pushAlert } from "../../../stores/popup.ts";
import { clearSeats } from "../api/clear-seats.ts";
import { getHoldTime } from "../api/get-hold-time.ts";
import { useOrderStore } from "../stores/order-store.ts";
import { startHoldTimer } from "../utils/hold-timer.ts";
import { keepsSeatHold, STAGE_PATH } from "../utils/wizard-flow.ts";

/** Lets the customer's seats go: at once on this side, and on the server when it answers. */
export async function releaseSeatHold() {
  const { seatReqId, dropHold } = useOrderStore.getState();
  if (!seatReqId) return;
  dropHold();
  await clearSeats(seatReqId).catch(() => {
    // The hold lapses by itself at its end time; nothing else to do.
  });
}

/**
 * The seat hold's clock while a stage that keeps it is open (spec §4): re-read at end − 120 s,
 * and at the end "payment time exceeded" and back to choosing seats.
 */
export function useSeatHoldClock(active: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const seatReqId = useOrderStore((s) => s.seatReqId);
  const endTime = useOrderStore((s) => s.seatRefTime);
  useEffect(() => {
    if (!active || !seatReqId || !endTime) return;
    return startHoldTimer({
      endTime,
      refresh: async () => {
        const time = await getHoldTime(seatReqId);
        return time.seatIds.length === 0 ? null : time.endTime;
      },
      onChange: (next) => useOrderStore.getState().setSeatRefTime(next),
      onEnd: () => {
        void releaseSeatHold();
        void queryClient.invalidateQueries({ queryKey: ["purchase", "seats"] });
        void queryClient.invalidateQueries({ queryKey: ["purchase", "zones"] });
        pushAlert({ message: t("error.paymentTimeExceeded") });
        navigate(STAGE_PATH.seat, { replace: true });
      },
    });
  }, [active, seatReqId, endTime, navigate, queryClient, t]);
}

/**
 * Lets the seats go when the customer leaves the seat stages backwards or leaves the purchase
 * (spec: PUT /seats/reserve/clear); moving on through the stages, or to the checkout, keeps them.
 */
export function useReleaseHoldOnLeave() {
  useEffect(
    () => () => {
      // By the time the next screen mounts, the address is the one being gone to.
      setTimeout(() => {
        if (!keepsSeatHold(window.location.pathname)) void releaseSeatHold();
      }, 0);
    },
    [],
  );
}

/** Stages before the seats (date, group) start without a hold. */
export function useNoSeatHold() {
  useEffect(() => {
    void releaseSeatHold();
  }, []);
}
