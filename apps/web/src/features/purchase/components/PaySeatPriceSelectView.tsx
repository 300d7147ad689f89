import { useEffect, useId } from "react";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useStageOrder } from "../hooks/use-stage-order.ts";
import { type OrderSeat, selectedGroup, useOrderStore } from "../stores/order-store.ts";
import { groupCurrencies, groupCurrency } from "../utils/currency.ts";
import { seatCounts, selectionAmount } from "../utils/price-counts.ts";
import { seatName } from "../utils/seat-selection.ts";
import { CheckedNextBar, useCheckedNext } from "./CheckedNextBar.tsx";
import { CurrencySwitch } from "./CurrencySwitch.tsx";
import { NoOrder } from "./NoOrder.tsx";
import styles from "./Pay.module.css";
import { WizardPage } from "./WizardPage.tsx";

function SeatPrice({
  seat,
  prices,
}: {
  seat: OrderSeat;
  prices: { id: number; name: string; price: number; currency: Parameters<typeof formatMoney>[1] }[];
}) {
  const { t, language } = useTranslation();
  const name = useId();
  return (
    <li className={styles.card}>
      <fieldset className={styles.currencies}>
        <legend>{t("pay.seatPrice.seat", { seat: seatName(seat) })}</legend>
        {prices.map((price) => (
          <label key={price.id} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={price.id}
              checked={seat.priceId === price.id}
              onChange={() => useOrderStore.getState().setSeatPrice(seat.id, price.id)}
            />
            {price.name} · {formatMoney(price.price, price.currency, language)}
          </label>
        ))}
      </fieldset>
    </li>
  );
}

/** PaySeatPriceSelectView: a price for each held seat (adult, child…), in one of the group's currencies. */
export default function PaySeatPriceSelectView() {
  const { t } = useTranslation();
  const { order, missing } = useStageOrder("seatPrice");
  const checked = useCheckedNext("seatPrice");
  const group = order ? selectedGroup(order) : null;
  const currency =
    order?.cltn && order.crcy && group
      ? groupCurrency(group.priceList, order.crcy, order.cltn.currency)
      : null;
  const prices = group && currency ? group.priceList.filter((p) => p.currency === currency) : [];
  const only = prices.length === 1 ? prices[0] : undefined;
  const unpriced = order?.seatList.some((s) => s.priceId === null) ?? false;

  useEffect(() => {
    const store = useOrderStore.getState();
    if (currency && currency !== store.crcy) store.setCurrency(currency);
  }, [currency]);
  useEffect(() => {
    // One price for the seat: nothing to choose.
    if (!only || !unpriced) return;
    const store = useOrderStore.getState();
    for (const seat of store.seatList) if (seat.priceId === null) store.setSeatPrice(seat.id, only.id);
  }, [only, unpriced]);

  if (missing) return <NoOrder />;
  if (!order || !group || !currency) return <Spinner label={t("common.loading")} />;
  const list = seatCounts(order.seatList);
  return (
    <WizardPage
      stage="seatPrice"
      order={order}
      bar={
        <CheckedNextBar
          checked={checked}
          count={order.seatList.length}
          amount={selectionAmount(list, prices)}
          currency={currency}
          disabled={unpriced}
          onNext={() => checked.next(group.id, order.seatList.length)}
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
        <p className={styles.muted}>{t("pay.seatPrice.lead")}</p>
        <ul className={styles.options}>
          {order.seatList.map((seat) => (
            <SeatPrice key={seat.id} seat={seat} prices={prices} />
          ))}
        </ul>
      </section>
    </WizardPage>
  );
}
