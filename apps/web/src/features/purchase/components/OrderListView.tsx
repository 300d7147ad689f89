import { Link, useNavigate } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { ReceiptIcon } from "../../../components/ui/icons.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useOrders } from "../api/list-orders.ts";
import styles from "./Orders.module.css";

/** /profile/orders (OrderListView): paid and refunded orders, newest first (spec §3: buy, refund). */
export default function OrderListView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const orders = useOrders();
  if (orders.isPending) return <Spinner label={t("common.loading")} />;
  if (orders.isError) return <ErrorState onRetry={() => orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <StatusMessage
        icon={<ReceiptIcon size={28} />}
        title={t("orders.emptyTitle")}
        text={t("orders.emptyText")}
        action={{ label: t("wallet.empty.discover"), onClick: () => navigate("/discover") }}
      />
    );
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label={t("route.OrderListView")}>
        {orders.data.map((order) => (
          <li key={order.id}>
            <Link to={`/profile/orders/${order.id}`} className={styles.item} data-testid="order-item">
              <img className={styles.thumb} src={order.cltnImage} alt="" />
              <span className={styles.itemText}>
                <span className={styles.itemTop}>
                  <span className={styles.name}>{order.cltnName}</span>
                  {order.listStatus && (
                    <span className={styles.badge} data-status={order.listStatus}>
                      {t(`orders.status.${order.listStatus}`)}
                    </span>
                  )}
                </span>
                <span className={styles.meta}>
                  {order.startAt
                    ? formatDate(order.startAt, language, { time: true, timeZone: order.timeZone })
                    : order.brandName}
                </span>
                <span className={styles.itemTop}>
                  <span className={styles.meta}>
                    {t("orders.orderedOn", {
                      date: formatDate(order.createdAt, language, { timeZone: order.timeZone }),
                    })}{" "}
                    · {t("pay.tickets", { count: order.ticketCount })}
                  </span>
                  <span className={styles.amount}>{formatMoney(order.amount, order.currency, language)}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
