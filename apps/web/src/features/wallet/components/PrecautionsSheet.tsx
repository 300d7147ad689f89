import type { Language } from "@admit/contract/i18n";
import type { TNftDetail } from "@admit/contract/nfts";
import { resaleCap } from "@admit/contract/resale-rules";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { formatMoney, formatNumber } from "../../../lib/format.ts";
import { type TFunction, useTranslation } from "../../../lib/i18n.ts";
import { getQtnrTemplate, qtnrTemplateQueryOptions } from "../../../lib/queries/nfts.ts";
import { pushAlert } from "../../../stores/popup.ts";
import styles from "./PrecautionsSheet.module.css";

type Tab = "item" | "attendee";

/** Questionnaire fields the product names (spec §3); any other key shows as the host wrote it. */
const KNOWN_FIELDS = new Set(["name", "phone", "email", "aflt", "dpmt", "pstn", "nick", "birth"]);

function Section({ title, text, empty }: { title: string; text: string; empty: string }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      <p className={text ? styles.text : styles.empty}>{text || empty}</p>
    </section>
  );
}

/** The resale rule as the sale panel and the listing form apply it: the same cap (`resaleCap`), or none. */
function resaleText(nft: TNftDetail, t: TFunction, language: Language): string {
  if (!nft.sellYn) return "";
  const cap = resaleCap(nft, { maxPrice: nft.maxPrice, currency: nft.priceUnit });
  if (!cap) return "";
  return t("wallet.precautions.resaleMax", {
    price: formatMoney(cap.price, cap.currency, language),
    royalty: formatNumber(nft.royalty, language),
  });
}

function ItemTab({ nft }: { nft: TNftDetail }) {
  const { t, language } = useTranslation();
  return (
    <>
      <Section
        title={t("wallet.precautions.resale")}
        text={resaleText(nft, t, language)}
        empty={t("wallet.precautions.resaleNone")}
      />
      <Section
        title={t("wallet.precautions.transfer")}
        text={nft.transferYn ? t("wallet.precautions.transferYes") : ""}
        empty={t("wallet.precautions.transferNo")}
      />
      <Section
        title={t("wallet.precautions.description")}
        text={nft.description.trim()}
        empty={t("wallet.precautions.descriptionEmpty")}
      />
      <Section
        title={t("wallet.precautions.memo")}
        text={nft.memo.trim()}
        empty={t("wallet.precautions.memoEmpty")}
      />
    </>
  );
}

function answerText(value: unknown, t: TFunction): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return t(value ? "wallet.qtnr.yes" : "wallet.qtnr.no");
  if (Array.isArray(value)) return value.map((v) => answerText(v, t)).join(", ");
  if (typeof value === "object")
    return Object.values(value)
      .map((v) => answerText(v, t))
      .filter(Boolean)
      .join(" ");
  return String(value);
}

/** The template's item names, to label the answers (the holder's view; a link viewer falls back). */
function useItemNames(nftId: number): Record<string, string> {
  const template = useQuery({
    ...qtnrTemplateQueryOptions(nftId),
    queryFn: ({ signal }) => getQtnrTemplate(nftId, signal, { rethrow401: true }),
    retry: false,
    staleTime: 60_000,
  });
  return Object.fromEntries((template.data?.items ?? []).map((i) => [i.id, i.name]));
}

function AttendeeTab({ nftId, answers }: { nftId: number; answers: Record<string, unknown> }) {
  const { t } = useTranslation();
  const names = useItemNames(nftId);
  const requestChange = () =>
    pushAlert({
      title: t("wallet.qtnr.requestTitle"),
      message: t("wallet.qtnr.requestText"),
      confirmLabel: t("common.ok"),
    });
  return (
    <>
      <dl className={styles.answers}>
        {Object.entries(answers).map(([key, value]) => {
          // Answers are keyed by item id; a product field may carry a suffix (`phone:1`, spec §3).
          const field = key.split(":")[0] ?? key;
          return (
            <div key={key} className={styles.answer}>
              <dt>{names[key] ?? (KNOWN_FIELDS.has(field) ? t(`wallet.qtnr.field.${field}`) : field)}</dt>
              <dd>{answerText(value, t) || "—"}</dd>
            </div>
          );
        })}
      </dl>
      <button type="button" className={styles.requestLink} onClick={requestChange}>
        {t("wallet.qtnr.requestChange")}
      </button>
    </>
  );
}

interface PrecautionsSheetProps {
  nft: TNftDetail;
  open: boolean;
  onClose: () => void;
}

/** What to know before using the item, and the attendee's answers when a questionnaire exists. */
export function PrecautionsSheet({ nft, open, onClose }: PrecautionsSheetProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("item");
  const answers = nft.qtnrInfo && Object.keys(nft.qtnrInfo).length > 0 ? nft.qtnrInfo : null;
  return (
    <BottomSheet open={open} onClose={onClose} title={t("wallet.precautions.title")}>
      {answers ? (
        <>
          <div className={styles.tabs} role="tablist">
            {(["item", "attendee"] as const).map((v) => (
              <button
                key={v}
                type="button"
                role="tab"
                id={`precautions-tab-${v}`}
                aria-selected={tab === v}
                aria-controls="precautions-panel"
                className={styles.tab}
                onClick={() => setTab(v)}
              >
                {t(`wallet.precautions.tab.${v}`)}
              </button>
            ))}
          </div>
          <div id="precautions-panel" role="tabpanel" aria-labelledby={`precautions-tab-${tab}`}>
            {tab === "attendee" ? <AttendeeTab nftId={nft.id} answers={answers} /> : <ItemTab nft={nft} />}
          </div>
        </>
      ) : (
        <ItemTab nft={nft} />
      )}
    </BottomSheet>
  );
}
