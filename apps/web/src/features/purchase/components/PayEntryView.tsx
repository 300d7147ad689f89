import type { TDiscoverCltnDetail, TDiscoverNftGroup } from "@admit/contract/discover";
import { LIMITS } from "@admit/contract/limits";
import type { TCltnQtnrTemplate } from "@admit/contract/sale";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { buyTarget } from "../../../lib/buy-target.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { usePayCltn } from "../api/get-pay-cltn.ts";
import { useCltnQtnrTemplate } from "../api/get-qtnr-template.ts";
import { useNftGroups } from "../api/list-nft-groups.ts";
import { releaseSeatHold } from "../hooks/use-seat-hold.ts";
import { type OrderCltn, useOrderStore } from "../stores/order-store.ts";
import { entryPaths, STAGE_PATH } from "../utils/wizard-flow.ts";
import styles from "./Pay.module.css";

/**
 * Why a collection cannot be bought here now, or null when it can. An adults-only event asks for
 * the identity check before the first step, not after the customer chose everything.
 */
function notForSale(cltn: TDiscoverCltnDetail, groups: TDiscoverNftGroup[], verified: boolean) {
  if (cltn.kind === "APPLICATION" || cltn.kind === "RSVP") return "kind" as const;
  if (cltn.saleState === "UPCOMING") return "upcoming" as const;
  if (cltn.saleState === "ENDED") return "ended" as const;
  if (cltn.soldOut || groups.length === 0) return "soldOut" as const;
  if (cltn.isAdult && !verified) return "adult" as const;
  return null;
}

function orderCltn(
  cltn: TDiscoverCltnDetail,
  groups: TDiscoverNftGroup[],
  app: "discover" | "event",
): OrderCltn {
  const paths = entryPaths(app, cltn.id);
  return {
    id: cltn.id,
    name: cltn.name,
    image: cltn.image,
    color: cltn.color,
    brandName: cltn.brand.name,
    category: cltn.category,
    timeZone: cltn.timeZone,
    currency: cltn.currency,
    placeId: cltn.place?.id ?? null,
    placeName: cltn.place?.name ?? cltn.placeName,
    hideStartDate: cltn.hideStartDate,
    refundPlan: cltn.refundPlan,
    dated: groups.some((g) => g.cltnTimeId !== null || g.startAt !== null),
    isSeated: cltn.isSeated,
    hasQtnr: cltn.hasQtnr,
    entryPath: paths.entry,
    detailPath: paths.detail,
  };
}

/**
 * /discover/pay/{id} and /event/pay/{id}: loads the collection, its groups and questionnaire,
 * starts a new order in the collection's currency and opens the first stage in its place (so
 * going back leaves the purchase rather than landing here again).
 */
export default function PayEntryView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const app = useLocation().pathname.startsWith("/event/") ? "event" : "discover";
  const cltnId = Number(useParams().id);
  const cltn = usePayCltn(cltnId, language);
  const groups = useNftGroups(Number.isInteger(cltnId) ? cltnId : undefined);
  const template = useCltnQtnrTemplate(cltnId, cltn.data?.hasQtnr === true);
  const me = useMe();
  const started = useRef(false);

  const ready =
    cltn.data && groups.data && (!cltn.data.hasQtnr || template.data) && me.data
      ? { cltn: cltn.data, groups: groups.data.items, template: template.data }
      : null;
  const blocked = ready ? notForSale(ready.cltn, ready.groups, me.data?.identityVerified === true) : null;

  // RSVP and lottery events are not bought: their own screen takes over (an old link, a typed path).
  const claimPath = ready && blocked === "kind" ? buyTarget(ready.cltn, "").path : null;
  useEffect(() => {
    if (claimPath) navigate(claimPath, { replace: true });
  }, [claimPath, navigate]);

  useEffect(() => {
    if (!ready || blocked || started.current) return;
    started.current = true;
    const start = async (data: {
      cltn: TDiscoverCltnDetail;
      groups: TDiscoverNftGroup[];
      template: TCltnQtnrTemplate | undefined;
    }) => {
      await releaseSeatHold();
      const order = orderCltn(data.cltn, data.groups, app);
      useOrderStore.getState().start(order, data.cltn.currency, data.template?.items ?? null);
      if (!order.dated) useOrderStore.getState().chooseDate(null, data.groups);
      navigate(order.dated ? STAGE_PATH.date : STAGE_PATH.group, { replace: true });
    };
    void start(ready);
  }, [ready, blocked, app, navigate]);

  // The server refuses every step of an adult event to a buyer its identity check found under age.
  if (groups.error instanceof ApiError && groups.error.code === "UNDER_AGE")
    return (
      <StatusMessage
        tone="error"
        icon={LIMITS.adultMinAge}
        title={t("pay.entry.underAgeTitle", { age: LIMITS.adultMinAge })}
        text={t("pay.entry.underAgeText", { age: LIMITS.adultMinAge })}
        action={
          <div className={styles.choices}>
            <Button variant="rec-primary" block onClick={() => navigate(entryPaths(app, cltnId).detail)}>
              {t("pay.backToEvent")}
            </Button>
            <Button variant="rec-secondary" block onClick={() => navigate("/discover")}>
              {t("pay.entry.browse")}
            </Button>
          </div>
        }
      />
    );
  const error = cltn.error ?? groups.error ?? template.error ?? me.error;
  if (error instanceof ApiError && error.status === 404)
    return (
      <StatusMessage tone="error" title={t("pay.entry.missingTitle")} text={t("pay.entry.missingText")} />
    );
  if (error)
    return (
      <ErrorState
        onRetry={() => {
          for (const query of [cltn, groups, template, me]) if (query.isError) void query.refetch();
        }}
      />
    );
  if (!ready || !blocked || claimPath) return <Spinner label={t("common.loading")} />;

  const back = entryPaths(app, ready.cltn.id).detail;
  if (blocked === "adult")
    return (
      <StatusMessage
        icon="19"
        title={t("pay.entry.adultTitle", { age: LIMITS.adultMinAge })}
        text={t("pay.entry.adultText")}
        action={{
          label: t("pay.entry.adultVerify"),
          // The check comes back here, and the purchase starts.
          onClick: () =>
            navigate(`/identify/nice?next=${encodeURIComponent(entryPaths(app, ready.cltn.id).entry)}`),
        }}
      />
    );
  const text =
    blocked === "upcoming"
      ? t("pay.entry.upcoming", { date: formatDate(ready.cltn.saleStartAt, language, { time: true }) })
      : t(`pay.entry.${blocked}`);
  return (
    <StatusMessage
      title={ready.cltn.name}
      text={text}
      action={{ label: t("pay.backToEvent"), onClick: () => navigate(back) }}
    />
  );
}
