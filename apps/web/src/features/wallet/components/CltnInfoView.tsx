import type { TCltnInfo } from "@admit/contract/nfts";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { api } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./CltnView.module.css";

/** /cltn/info/{id}: what the collection is, where, and its rules for resale and transfer. */
export default function CltnInfoView() {
  const { t, language } = useTranslation();
  const id = Number(useParams().id);
  const info = useQuery({ queryKey: ["cltns", id], queryFn: () => api<TCltnInfo>(`/cltns/${id}`) });
  if (info.isPending) return <Spinner label={t("common.loading")} />;
  if (info.isError) return <ErrorState onRetry={() => info.refetch()} />;
  const c = info.data;
  const rows: [string, string][] = [
    [t("wallet.cltnPage.brand"), c.brandName],
    ...(c.place
      ? ([[t("wallet.back.place"), `${c.place.name} · ${c.place.address}`]] as [string, string][])
      : []),
    ...(c.periodStart && c.periodEnd
      ? ([
          [
            t("wallet.back.period"),
            `${formatDate(c.periodStart, language, { timeZone: c.timeZone })} – ${formatDate(c.periodEnd, language, { timeZone: c.timeZone })}`,
          ],
        ] as [string, string][])
      : []),
    [
      t("wallet.precautions.transfer"),
      t(c.transferYn ? "wallet.precautions.transferYes" : "wallet.precautions.transferNo"),
    ],
  ];
  return (
    <div className={styles.page}>
      <img className={styles.poster} src={c.image} alt="" />
      <h2 className={styles.name}>{c.name}</h2>
      <dl className={styles.rows}>
        {rows.map(([k, v]) => (
          <div key={k} className={styles.row}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {c.description && <p className={styles.text}>{c.description}</p>}
      {c.memo && <p className={styles.memo}>{c.memo}</p>}
    </div>
  );
}
