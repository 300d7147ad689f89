import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useNavigate, useParams } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { usePageTitle } from "../../../stores/page-title.ts";
import { accessLinkCouponApi, getLinkedCoupons } from "../api/coupon-api.ts";
import { accessLinkNftApi, getLinkedNft, getLinkedNftIds, NftApiContext } from "../api/nft-api.ts";
import styles from "./AccessLinkView.module.css";
import { CouponCard } from "./CouponCard.tsx";
import { NftCard } from "./NftCard.tsx";

/** The way on from what was shared: a member's own tickets, a visitor's first look at the events. */
function IntoTheApp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.user !== null);
  return (
    <Button variant="rec" block onClick={() => navigate(signedIn ? "/" : "/discover")}>
      {t(signedIn ? "accessLink.toWallet" : "accessLink.explore")}
    </Button>
  );
}

/**
 * /nal/{link}: a holder shared these tickets and coupons; anyone with the link opens them without
 * logging in, with the live QR and status, until the holder revokes the link.
 */
export default function AccessLinkView() {
  const { t } = useTranslation();
  const link = useParams().link ?? "";
  const nftApi = useMemo(() => accessLinkNftApi(link), [link]);
  const couponApi = useMemo(() => accessLinkCouponApi(link), [link]);
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

  const coupons = useQuery({
    queryKey: ["access-link", link, "coupons"],
    queryFn: () => getLinkedCoupons(link),
    retry: false,
  });

  usePageTitle(
    ids.data?.length === 0 && coupons.data && coupons.data.length > 0
      ? t("accessLink.titleCoupons")
      : undefined,
  );

  if (ids.isPending || coupons.isPending) return <Spinner label={t("common.loading")} />;
  if (ids.isError || coupons.isError || ids.data.length + coupons.data.length === 0)
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
        {coupons.data.length > 0 && (
          <section className={styles.coupons} aria-labelledby="shared-coupons">
            <h2 id="shared-coupons" className={styles.heading}>
              {t("accessLink.coupons")}
            </h2>
            {coupons.data.map((coupon) => (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                couponApi={couponApi}
                detailPath={`/coupons/${coupon.id}?link=${encodeURIComponent(link)}`}
                onChanged={() => void coupons.refetch()}
              />
            ))}
          </section>
        )}
        <IntoTheApp />
      </div>
    </NftApiContext.Provider>
  );
}
