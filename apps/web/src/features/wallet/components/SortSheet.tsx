import { ChoiceGroup, ChoiceSheet } from "../../../components/ui/ChoiceSheet.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { LIST_SORT, LIST_STATUS, useListFilter } from "../stores/list-filter.ts";

interface SortSheetProps {
  open: boolean;
  onClose: () => void;
  /** The collection view sorts only (spec §2); the ticket view also filters by status. */
  withStatus: boolean;
}

/** Status and order of the home list; the choices apply only on Apply (spec §2). */
export function SortSheet({ open, onClose, withStatus }: SortSheetProps) {
  const { t } = useTranslation();
  const status = useListFilter((s) => s.status);
  const sort = useListFilter((s) => s.sort);
  const apply = useListFilter((s) => s.apply);
  return (
    <ChoiceSheet
      open={open}
      title={t("wallet.sort.title")}
      applyLabel={t("wallet.sort.apply")}
      value={{ status, sort }}
      onApply={apply}
      onClose={onClose}
    >
      {(draft, setDraft) => (
        <>
          {withStatus && (
            <ChoiceGroup
              legend={t("wallet.sort.status")}
              name="nft-status"
              values={LIST_STATUS}
              value={draft.status}
              label={(v) => t(`wallet.sort.${v}`)}
              onChange={(v) => setDraft({ ...draft, status: v })}
            />
          )}
          <ChoiceGroup
            legend={t("wallet.sort.order")}
            name="nft-sort"
            values={LIST_SORT}
            value={draft.sort}
            label={(v) => t(`wallet.sort.${v}`)}
            onChange={(v) => setDraft({ ...draft, sort: v })}
          />
        </>
      )}
    </ChoiceSheet>
  );
}
