import { COUPON_LIST_MODES, type CouponListMode } from "@admit/contract/coupon-rules";
import type { TCouponDetail } from "@admit/contract/coupons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { Segmented } from "../../../components/ui/Segmented.tsx";
import { api } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { ownerCouponApi } from "../api/coupon-api.ts";
import { CouponCard } from "./CouponCard.tsx";
import styles from "./CouponListView.module.css";

const listCoupons = (mode: CouponListMode) => api<TCouponDetail[]>(`/coupons?mode=${mode}`);

/** /coupons: the user's coupons, usable (now or later) or used, expired and paused (spec §2). */
export default function CouponListView() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<CouponListMode>("able");
  const list = useQuery({ queryKey: ["coupons", mode], queryFn: () => listCoupons(mode) });
  return (
    <div className={styles.page}>
      <Segmented
        legend={t("coupon.mode.label")}
        values={COUPON_LIST_MODES}
        value={mode}
        label={(m) => t(`coupon.mode.${m}`)}
        onChange={setMode}
      />
      {list.isPending ? (
        <Spinner label={t("common.loading")} />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <StatusMessage icon="%" title={t(`coupon.empty.${mode}Title`)} text={t(`coupon.empty.${mode}Text`)} />
      ) : (
        <div className={styles.list}>
          {list.data.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              couponApi={ownerCouponApi}
              onChanged={() => void list.refetch()}
              detailPath={`/coupons/${coupon.id}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}
