import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useParams } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { accessLinkNftApi, getLinkedNft, getLinkedNftIds, NftApiContext } from "../api/nft-api.ts";
import styles from "./AccessLinkView.module.css";
import { NftCard } from "./NftCard.tsx";

/**
 * /nal/{link}: a holder shared these tickets; anyone with the link opens them without logging in,
 * with the live QR and status, until the holder revokes the link.
 */
export default function AccessLinkView() {
  const { t } = useTranslation();
  const link = useParams().link ?? "";
  const nftApi = useMemo(() => accessLinkNftApi(link), [link]);
  const ids = useQuery({
    queryKey: ["access-link", link, "ids"],
    queryFn: () => getLinkedNftIds(link),
    retry: false,
  });
  const cards = useQueries({
    queries: (ids.data ?? []).map((id) => ({
      queryKey: ["access-link", link, "nft", id],
      queryFn: () => getLinkedNft(link, id),
    })),
  });

  if (ids.isPending) return <Spinner label={t("common.loading")} />;
  if (ids.isError || ids.data.length === 0)
    return (
      <StatusMessage
        title={t("accessLink.invalidTitle")}
        text={t(
          ids.error instanceof ApiError && ids.error.status === 404
            ? "accessLink.invalidText"
            : "accessLink.emptyText",
        )}
      />
    );
  return (
    <NftApiContext.Provider value={nftApi}>
      <div className={styles.page}>
        <p className={styles.lead}>{t("accessLink.lead")}</p>
        {cards.map((card, i) =>
          card.data ? (
            <NftCard key={card.data.id} nft={card.data} onChanged={() => void card.refetch()} />
          ) : (
            <Spinner key={ids.data[i]} label={t("common.loading")} />
          ),
        )}
      </div>
    </NftApiContext.Provider>
  );
}
