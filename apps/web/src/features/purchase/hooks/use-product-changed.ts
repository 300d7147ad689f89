import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { pushAlert } from "../../../stores/popup.ts";
import { nftGroupsQueryOptions } from "../api/list-nft-groups.ts";
import { flowOf, selectedGroup, useOrderStore } from "../stores/order-store.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";

/**
 * PRODUCT_INFO_EXPIRED: the host changed the product while the customer was choosing. The groups
 * are read again and the customer told; a price that no longer exists sends them back to choose.
 */
export function useProductChanged() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const cltnId = useOrderStore.getState().cltn?.id;
    if (!cltnId) return;
    const fresh = await queryClient.fetchQuery({ ...nftGroupsQueryOptions(cltnId), staleTime: 0 });
    const store = useOrderStore.getState();
    store.refreshGroups(fresh.items);
    pushAlert({ message: t("error.productInfoExpired") });
    const group = selectedGroup(useOrderStore.getState());
    const ids = new Set(group?.priceList.map((p) => p.id));
    const seated = flowOf(store).seated;
    const gone = seated
      ? store.seatList.some((s) => s.priceId !== null && !ids.has(s.priceId))
      : store.ticket.selectList.some((c) => !ids.has(c.priceId));
    if (gone) navigate(seated ? STAGE_PATH.seatPrice : STAGE_PATH.price);
  };
}
