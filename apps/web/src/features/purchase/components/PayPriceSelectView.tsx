import { useEffect } from "react";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useStageOrder } from "../hooks/use-stage-order.ts";
import { selectedGroup, useOrderStore } from "../stores/order-store.ts";
import { groupCurrencies, groupCurrency } from "../utils/currency.ts";
import { increaseBlock, purchaseMax, selectionAmount, totalCount, withCount } from "../utils/price-counts.ts";
import { CheckedNextBar, useCheckedNext } from "./CheckedNextBar.tsx";
import { CurrencySwitch } from "./CurrencySwitch.tsx";
import { NoOrder } from "./NoOrder.tsx";
import styles from "./Pay.module.css";
import { Stepper } from "./Stepper.tsx";
import { WizardPage } from "./WizardPage.tsx";

/**
 * PayPriceSelectView: how many of each price (general admission), up to what this customer may
 * buy, checked by the server (POST /discover/payment/valid) before going on.
 */
export default function PayPriceSelectView() {
  const { t, language } = useTranslation();
  const { order, missing } = useStageOrder("price");
  const checked = useCheckedNext("price");
  const group = order ? selectedGroup(order) : null;
  const currency =
    order?.cltn && order.crcy && group
      ? groupCurrency(group.priceList, order.crcy, order.cltn.currency)
      : null;
  useEffect(() => {
    if (currency && currency !== useOrderStore.getState().crcy)
      useOrderStore.getState().setCurrency(currency);
  }, [currency]);
  if (missing) return <NoOrder />;
  if (!order || !group || !currency) return <Spinner label={t("common.loading")} />;

  const prices = group.priceList.filter((p) => p.currency === currency);
  const list = order.ticket.selectList;
  const count = totalCount(list);
  const max = purchaseMax(group.maxCnt);
  const atMax = count >= max;
  const setCount = (priceId: number, next: number) => {
    checked.validate.reset();
    useOrderStore.getState().setCounts(withCount(list, priceId, next));
  };
  return (
    <WizardPage
      stage="price"
      order={order}
      bar={
        <CheckedNextBar
          checked={checked}
          count={count}
          amount={selectionAmount(list, prices)}
          currency={currency}
          disabled={count === 0}
          onNext={() => checked.next(group.id, count)}
        />
      }
    >
      <CurrencySwitch
        currencies={groupCurrencies(group.priceList)}
        value={currency}
        onChange={(next) => useOrderStore.getState().setCurrency(next)}
      />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{group.name}</h2>
        <ul className={styles.options}>
          {prices.map((price) => {
            const mine = list.find((c) => c.priceId === price.id)?.count ?? 0;
            const block = increaseBlock(list, price.id, prices, group.maxCnt);
            return (
              <li key={price.id} className={styles.priceRow}>
                <span className={styles.priceText}>
                  <span className={styles.optionName}>{price.name}</span>
                  <span className={styles.muted}>{formatMoney(price.price, price.currency, language)}</span>
                </span>
                <Stepper
                  label={price.name}
                  count={mine}
                  canIncrease={block === null}
                  onChange={(n) => setCount(price.id, n)}
                />
              </li>
            );
          })}
        </ul>
        <p className={styles.note} aria-live="polite">
          {atMax ? t("pay.price.atMax", { count: max }) : t("pay.price.upTo", { count: max })}
          {prices.some((p) => increaseBlock(list, p.id, prices, group.maxCnt) === "amount") &&
            ` ${t("pay.price.amountLimit")}`}
        </p>
      </section>
    </WizardPage>
  );
}
