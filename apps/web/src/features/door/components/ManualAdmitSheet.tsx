import { MANUAL_ADMIT_REASONS, type ManualAdmitReason, type TGuest } from "@admit/contract/door";
import { useEffect, useState } from "react";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ChoiceGroup } from "../../../components/ui/ChoiceSheet.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { personLabel } from "../../../lib/person-name.ts";
import { showToast } from "../../../stores/popup.ts";
import { useAdmitByHand } from "../api/host-events.ts";
import { guestName } from "../utils/guest-state.ts";
import styles from "./HostDoor.module.css";

/** Why the guest is let in by hand, and the host's words for "other": a fresh form for each guest. */
function useAdmitForm(nftId: number | undefined) {
  const [reason, setReason] = useState<ManualAdmitReason>("PHONE_DEAD");
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each guest opened
  useEffect(() => {
    setReason("PHONE_DEAD");
    setNote("");
    setNoteError(undefined);
  }, [nftId]);
  return { reason, setReason, note, setNote, noteError, setNoteError };
}

/** The guest: their name, ticket, seat and serial, and the gate they are let in at. */
function GuestLine({ guest, name, gate }: { guest: TGuest; name: string; gate: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.sheetGuest}>
      <strong>{name}</strong>
      <span className={styles.muted}>
        {[guest.ticketName, guest.seat, t("wallet.card.serial", { serial: guest.serial })]
          .filter(Boolean)
          .join(" · ")}
      </span>
      <span className={styles.muted}>
        {gate.trim() ? t("door.admit.atGate", { gate: gate.trim() }) : t("door.admit.noGate")}
      </span>
    </p>
  );
}

/**
 * Letting a guest in without their code: who, why (a dead phone, no app, an unreadable code, or
 * in the host's words) and at which gate. The door's rules still apply; the answer says how it went.
 */
export function ManualAdmitSheet({
  timeId,
  guest,
  gate,
  onClose,
}: {
  timeId: number;
  guest: TGuest | undefined;
  gate: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const admit = useAdmitByHand(timeId);
  const { reason, setReason, note, setNote, noteError, setNoteError } = useAdmitForm(guest?.nftId);
  if (!guest) return null;
  const name = guestName(guest, t("door.guest.unnamed"));
  // In a sentence: the name with its honorific, or a neutral phrase (never "이름 없음님").
  const who = personLabel(t, guest.attendeeName ?? guest.holderName, t("person.guest"));

  const confirm = () => {
    if (reason === "OTHER" && !note.trim()) return setNoteError(t("valid.required"));
    admit.mutate(
      { nftId: guest.nftId, reason, note: note.trim(), gate: gate.trim() || undefined },
      {
        onSuccess: (answer) => {
          showToast(
            answer.result === "ADMITTED"
              ? t("door.admit.done", { name: who })
              : t(`hostScan.result.${answer.result}`),
          );
          onClose();
        },
        onError: (err) => showToast(errorText(err, t)),
      },
    );
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t("door.admit.title")}
      footer={
        <Button variant="rec-primary" block loading={admit.isPending} onClick={confirm}>
          {t("door.admit.confirm", { name: who })}
        </Button>
      }
    >
      <div className={styles.sheetBody}>
        <GuestLine guest={guest} name={name} gate={gate} />
        <ChoiceGroup
          legend={t("door.admit.reason")}
          name="door-admit-reason"
          values={MANUAL_ADMIT_REASONS}
          value={reason}
          label={(r) => t(`door.admit.reasons.${r}`)}
          hint={(r) => t(`door.admit.reasonHints.${r}`)}
          onChange={(r) => {
            setReason(r);
            setNoteError(undefined);
          }}
        />
        {reason === "OTHER" && (
          <TextField
            label={t("door.admit.note")}
            value={note}
            maxLength={200}
            error={noteError}
            onChange={(e) => {
              setNote(e.target.value);
              setNoteError(undefined);
            }}
          />
        )}
      </div>
    </BottomSheet>
  );
}
