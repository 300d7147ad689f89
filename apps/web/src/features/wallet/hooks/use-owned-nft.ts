import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNft } from "../../../lib/queries/nfts.ts";
import { wasSentAway } from "../../../lib/sent-away.ts";
import { showToast } from "../../../stores/popup.ts";

/**
 * The token of the route's `:id`. When it cannot be loaded (not the person's, 4505, or any other
 * failure) the error is told and home takes over (spec §2: HomeView is the fallback).
 */
export function useOwnedNft() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const nftId = Number(id);
  const valid = Number.isInteger(nftId) && nftId > 0;
  const query = useNft(nftId);
  const { isError, error } = query;

  useEffect(() => {
    if (!valid) {
      showToast(t("error.notOwned"));
      navigate("/", { replace: true });
      return;
    }
    // A 401 has its own way out (to the start view).
    if (!isError || (error instanceof ApiError && error.status === 401)) return;
    // Back from a send that went through: the ticket was sent, it is not a stranger's.
    const sent = error instanceof ApiError && error.status === 404 && wasSentAway(nftId);
    showToast(sent ? t("transfer.result.sentAway") : errorText(error, t));
    navigate("/", { replace: true });
  }, [valid, isError, error, t, navigate, nftId]);

  return query;
}
