import { Button } from "../../../components/ui/Button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useCancelCheckIn } from "../api/check-in.ts";

/** Undoes an admission made by mistake (the guest list's and the last scans'), and says so. */
export function UndoAdmissionButton({ historyId, name }: { historyId: number; name: string }) {
  const { t } = useTranslation();
  const undo = useCancelCheckIn();
  return (
    <Button
      variant="rec"
      loading={undo.isPending}
      onClick={() =>
        undo.mutate(
          { historyId, kind: "NFT" },
          {
            onSuccess: () => showToast(t("door.guest.undone", { name })),
            onError: (err) => showToast(errorText(err, t)),
          },
        )
      }
    >
      {t("door.undo")}
    </Button>
  );
}
