import { useEffect, useState } from "react";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import type { NftListFilter } from "../api/list-nfts.ts";
import { LIST_SORT, LIST_STATUS, useListFilter } from "../stores/list-filter.ts";
import styles from "./SortSheet.module.css";

type Choice = Pick<NftListFilter, "status" | "sort">;

interface SortSheetProps {
  open: boolean;
  onClose: () => void;
  /** The collection view sorts only (spec §2); the ticket view also filters by status. */
  withStatus: boolean;
}

function Options<T extends string>(props: {
  legend: string;
  name: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={styles.options}>
        {props.values.map((v) => (
          <label key={v} className={styles.option}>
            <input
              type="radio"
              name={props.name}
              value={v}
              checked={props.value === v}
              onChange={() => props.onChange(v)}
            />
            <span>{props.label(v)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Status and order of the home list; the choices apply only on Apply (spec §2). */
export function SortSheet({ open, onClose, withStatus }: SortSheetProps) {
  const { t } = useTranslation();
  const status = useListFilter((s) => s.status);
  const sort = useListFilter((s) => s.sort);
  const apply = useListFilter((s) => s.apply);
  const [draft, setDraft] = useState<Choice>({ status, sort });

  useEffect(() => {
    if (open) setDraft({ status, sort });
  }, [open, status, sort]);

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t("wallet.sort.title")}
      footer={
        <Button
          variant="rec-primary"
          block
          onClick={() => {
            apply(draft);
            onClose();
          }}
        >
          {t("wallet.sort.apply")}
        </Button>
      }
    >
      {withStatus && (
        <Options
          legend={t("wallet.sort.status")}
          name="nft-status"
          values={LIST_STATUS}
          value={draft.status}
          label={(v) => t(`wallet.sort.${v}`)}
          onChange={(v) => setDraft((d) => ({ ...d, status: v }))}
        />
      )}
      <Options
        legend={t("wallet.sort.order")}
        name="nft-sort"
        values={LIST_SORT}
        value={draft.sort}
        label={(v) => t(`wallet.sort.${v}`)}
        onChange={(v) => setDraft((d) => ({ ...d, sort: v }))}
      />
    </BottomSheet>
  );
}
