import type { Currency } from "@admit/contract/money";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useValidatePurchase } from "../api/validate-purchase.ts";
import { flowOf, useOrderStore } from "../stores/order-store.ts";
import { nextStage, STAGE_PATH, type Stage } from "../utils/wizard-flow.ts";
import styles from "./Pay.module.css";

/**
 * The bar of a stage that counts tickets: how many and what they cost, and Next, which asks the
 * server (POST /discover/payment/valid) whether this customer may buy them before going on; a
 * refusal shows above.
 */
export function useCheckedNext(stage: Stage) {
  const navigate = useNavigate();
  const validate = useValidatePurchase();
  return {
    validate,
    next(groupId: number, count: number) {
      validate.mutate([{ id: groupId, count }], {
        onSuccess: () => {
          const next = nextStage(flowOf(useOrderStore.getState()), stage);
          if (next) navigate(STAGE_PATH[next]);
        },
      });
    },
  };
}

export function CheckedNextBar({
  checked,
  count,
  amount,
  currency,
  disabled,
  onNext,
}: {
  checked: ReturnType<typeof useCheckedNext>;
  count: number;
  amount: number;
  currency: Currency;
  disabled: boolean;
  onNext: () => void;
}) {
  const { t, language } = useTranslation();
  const { error, isPending } = checked.validate;
  const problem = error && !(error instanceof ApiError && error.status === 401) ? errorText(error, t) : null;
  return (
    <>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.barRow}>
        <span className={styles.barLabel}>{t("pay.tickets", { count })}</span>
        <span className={styles.barValue} data-testid="price-total">
          {formatMoney(amount, currency, language)}
        </span>
      </div>
      <Button variant="rec-primary" block disabled={disabled} loading={isPending} onClick={onNext}>
        {t("pay.next")}
      </Button>
    </>
  );
}
