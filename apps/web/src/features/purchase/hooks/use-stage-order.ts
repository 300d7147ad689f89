import { useEffect } from "react";
import { useNavigate } from "react-router";
import { type OrderState, useOrderStore } from "../stores/order-store.ts";
import { stageBlocker } from "../utils/stage-guard.ts";
import { STAGE_PATH, type Stage } from "../utils/wizard-flow.ts";

/**
 * The order, when it has what `stage` needs; otherwise the customer is sent to the stage that is
 * missing its choice and this answers null (`missing: true` when there is no purchase at all).
 */
export function useStageOrder(stage: Stage): { order: OrderState | null; missing: boolean } {
  const order = useOrderStore();
  const navigate = useNavigate();
  const blocker = stageBlocker(order, stage);
  useEffect(() => {
    if (blocker !== null && blocker !== "start") navigate(STAGE_PATH[blocker], { replace: true });
  }, [blocker, navigate]);
  return { order: blocker === null ? order : null, missing: blocker === "start" };
}
