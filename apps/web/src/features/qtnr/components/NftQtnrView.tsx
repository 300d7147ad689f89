import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNft, useQtnrTemplate } from "../../../lib/queries/nfts.ts";
import { showToast } from "../../../stores/popup.ts";
import { QtnrForm } from "./QtnrForm.tsx";

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * The attendee questionnaire of a token (spec §2 NftQtnrView). Another person's token answers
 * 404 (4505) like a missing one: that is told, and home takes over.
 */
export default function NftQtnrView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const nftId = Number(id);
  const validId = Number.isInteger(nftId) && nftId > 0;
  const nft = useNft(nftId);
  const template = useQtnrTemplate(nftId);
  const notFound = [nft.error, template.error].find((e) => isStatus(e, 404));
  const notYours = !validId || notFound !== undefined;
  const leaving = useRef(false);

  useEffect(() => {
    // Both calls may answer 404, one after the other: tell it once.
    if (!notYours || leaving.current) return;
    leaving.current = true;
    showToast(notFound ? errorText(notFound, t) : t("error.notOwned"));
    navigate("/", { replace: true });
  }, [notYours, notFound, t, navigate]);

  // A 401 has its own way out (to the start view).
  const failed = [nft.error, template.error].some((e) => e && !isStatus(e, 401));
  if (failed && !notYours)
    return (
      <ErrorState
        onRetry={() => {
          if (nft.isError) void nft.refetch();
          if (template.isError) void template.refetch();
        }}
      />
    );
  if (notYours || !nft.data || !template.data) return <Spinner label={t("common.loading")} />;
  return <QtnrForm key={nftId} nft={nft.data} template={template.data} />;
}
