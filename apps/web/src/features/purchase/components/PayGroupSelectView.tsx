import type { TDiscoverNftGroup } from "@admit/contract/discover";
import type { Currency } from "@admit/contract/money";
import { isGroupDisabled } from "@admit/contract/purchase-rules";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { type TFunction, useTranslation } from "../../../lib/i18n.ts";
import { useNftGroups } from "../api/list-nft-groups.ts";
import { useNoSeatHold } from "../hooks/use-seat-hold.ts";
import { useStageOrder } from "../hooks/use-stage-order.ts";
import { flowOf, useOrderStore } from "../stores/order-store.ts";
import { purchaseMax } from "../utils/price-counts.ts";
import { nextStage, STAGE_PATH } from "../utils/wizard-flow.ts";
import { NoOrder } from "./NoOrder.tsx";
import styles from "./Pay.module.css";
import { WizardPage } from "./WizardPage.tsx";

/** Why a group cannot be chosen (spec §4: stopped, or nothing this customer can buy). */
function disabledReason(group: TDiscoverNftGroup, t: TFunction): string | null {
  if (!isGroupDisabled(group)) return null;
  if (group.status === "STOP") return t("pay.group.stopped");
  if (group.mintableCnt === 0) return t("pay.group.soldOut");
  return t("pay.group.limitReached");
}

function priceText(
  group: TDiscoverNftGroup,
  crcy: Currency,
  t: TFunction,
  lang: Parameters<typeof formatMoney>[2],
) {
  const own = group.priceList.filter((p) => p.currency === crcy);
  const prices = own.length > 0 ? own : group.priceList;
  const low = prices.reduce<(typeof prices)[number] | undefined>(
    (a, p) => (!a || p.price < a.price ? p : a),
    undefined,
  );
  if (!low) return "";
  const money = formatMoney(low.price, low.currency, lang);
  return prices.length > 1 ? t("pay.date.from", { price: money }) : money;
}

/** PayGroupSelectView: the products of the date, with what is left and what this customer may buy. */
export default function PayGroupSelectView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const { order, missing } = useStageOrder("group");
  useNoSeatHold();
  const fresh = useNftGroups(order?.cltn?.id);
  useEffect(() => {
    if (fresh.data) useOrderStore.getState().refreshGroups(fresh.data.items);
  }, [fresh.data]);
  if (missing) return <NoOrder />;
  if (!order?.crcy) return <Spinner label={t("common.loading")} />;
  if (fresh.isError && !fresh.data) return <ErrorState onRetry={() => fresh.refetch()} />;
  if (!fresh.data) return <Spinner label={t("common.loading")} />;
  const crcy = order.crcy;
  const groups = order.ticket.groupList;

  const choose = (group: TDiscoverNftGroup) => {
    const store = useOrderStore.getState();
    store.chooseGroup(group.id);
    const next = nextStage(flowOf(useOrderStore.getState()), "group");
    if (next) navigate(STAGE_PATH[next]);
  };

  return (
    <WizardPage stage="group" order={order}>
      {groups.length === 0 ? (
        <StatusMessage title={t("pay.group.noneTitle")} text={t("pay.group.noneText")} />
      ) : (
        <ul className={styles.options} aria-label={t("pay.stage.group")}>
          {groups.map((group) => {
            const reason = disabledReason(group, t);
            return (
              <li key={group.id}>
                <button
                  type="button"
                  className={styles.option}
                  disabled={reason !== null}
                  aria-pressed={order.ticket.groupId === group.id}
                  onClick={() => choose(group)}
                  data-testid="group-option"
                >
                  <span className={styles.optionTop}>
                    <span className={styles.optionName}>{group.name}</span>
                    <span className={styles.optionPrice}>{priceText(group, crcy, t, language)}</span>
                  </span>
                  <span className={styles.optionMeta}>
                    {group.isSeated && <span className={styles.tag}>{t("pay.group.seated")}</span>}
                    {reason ? (
                      <span className={styles.tag} data-tone="danger">
                        {reason}
                      </span>
                    ) : (
                      <>
                        <span>{t("pay.group.left", { count: group.mintableCnt })}</span>
                        <span>{t("pay.group.max", { count: purchaseMax(group.maxCnt) })}</span>
                      </>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </WizardPage>
  );
}
