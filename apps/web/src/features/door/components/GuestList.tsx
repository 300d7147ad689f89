import type { TGuest, TGuestQuery } from "@admit/contract/door";
import { type ReactNode, useState } from "react";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { Segmented } from "../../../components/ui/Segmented.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { formatNumber, formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { personLabel } from "../../../lib/person-name.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useGuests } from "../api/host-events.ts";
import { guestName, guestState } from "../utils/guest-state.ts";
import styles from "./HostDoor.module.css";
import { ManualAdmitSheet } from "./ManualAdmitSheet.tsx";
import { UndoAdmissionButton } from "./UndoAdmissionButton.tsx";

const FILTERS = ["all", "out", "in"] as const;
/** A pause this long after a key asks the server. */
const TYPING_PAUSE_MS = 250;
type Filter = (typeof FILTERS)[number];

function GuestRow({
  guest,
  canAdmit,
  timeZone,
  onAdmit,
}: {
  guest: TGuest;
  canAdmit: boolean;
  timeZone: string | undefined;
  onAdmit: (guest: TGuest) => void;
}) {
  const { t, language } = useTranslation();
  const state = guestState(guest);
  const name = guestName(guest, t("door.guest.unnamed"));
  return (
    <li className={styles.guest}>
      <div className={styles.guestBody}>
        <span className={styles.guestName}>{name}</span>
        {guest.attendeeName && guest.holderName && guest.holderName !== guest.attendeeName && (
          <span className={styles.muted}>{t("door.guest.heldBy", { name: guest.holderName })}</span>
        )}
        <span className={styles.muted}>
          {[guest.ticketName, guest.seat, t("wallet.card.serial", { serial: guest.serial })]
            .filter(Boolean)
            .join(" · ")}
        </span>
        {guest.orderId && (
          <span className={styles.orderId}>{t("door.guest.order", { id: guest.orderId })}</span>
        )}
        <span className={styles.guestState} data-state={state}>
          {state === "in" && guest.admittedAt
            ? t(guest.gate ? "door.guest.inAtGate" : "door.guest.inAt", {
                time: formatTime(guest.admittedAt, language, { timeZone, noZoneName: true }),
                gate: guest.gate,
              })
            : t(`door.guest.state.${state}`)}
          {guest.totalUseCnt > 1 &&
            ` · ${t("door.guest.uses", {
              used: formatNumber(guest.useCnt, language),
              total: formatNumber(guest.totalUseCnt, language),
            })}`}
        </span>
      </div>
      <div className={styles.guestActions}>
        {canAdmit && guest.status === "ACTIVE" && guest.useCnt < guest.totalUseCnt && (
          <Button variant="rec-primary" onClick={() => onAdmit(guest)}>
            {t("door.guest.admit")}
          </Button>
        )}
        {guest.admissionId !== null && (
          <UndoAdmissionButton
            historyId={guest.admissionId}
            name={personLabel(t, guest.attendeeName ?? guest.holderName, t("person.guest"))}
          />
        )}
      </div>
    </li>
  );
}

/**
 * The date's guests, found by name, seat or order number as staff type, with who is in already
 * (when, at which gate). A guest without a readable code is admitted by hand with a reason; an
 * admission made by mistake is undone.
 */
export function GuestList({
  timeId,
  gate,
  canAdmit,
  timeZone,
}: {
  timeId: number;
  gate: string;
  canAdmit: boolean;
  timeZone?: string;
}) {
  const { t, language } = useTranslation();
  const [q, setQ] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const search = useDebouncedValue(q.trim(), TYPING_PAUSE_MS);
  const query: Required<TGuestQuery> = { q: search, filter };
  const guests = useGuests(timeId, query);
  const [admitting, setAdmitting] = useState<TGuest>();

  let body: ReactNode;
  if (guests.isPending) body = <Spinner label={t("common.loading")} />;
  else if (!guests.data)
    body = (
      <StatusMessage
        tone="error"
        title={errorText(guests.error, t)}
        action={{ label: t("errorPage.retry"), onClick: () => void guests.refetch() }}
      />
    );
  else if (guests.data.items.length === 0)
    body = (
      <StatusMessage
        title={search ? t("door.guest.noMatch", { q: search }) : t(`door.guest.empty.${filter}`)}
      />
    );
  else
    body = (
      <>
        <ul className={styles.list} aria-busy={guests.isPlaceholderData}>
          {guests.data.items.map((guest) => (
            <GuestRow
              key={guest.nftId}
              guest={guest}
              canAdmit={canAdmit}
              timeZone={timeZone}
              onAdmit={setAdmitting}
            />
          ))}
        </ul>
        {guests.data.more > 0 && (
          <p className={styles.note}>
            {t("door.guest.more", {
              count: guests.data.more,
              shown: formatNumber(guests.data.more, language),
            })}
          </p>
        )}
      </>
    );

  return (
    <section className={styles.pane} aria-label={t("door.pane.guests")}>
      <TextField
        type="search"
        label={t("door.guest.search")}
        placeholder={t("door.guest.searchPlaceholder")}
        value={q}
        maxLength={60}
        autoComplete="off"
        onChange={(e) => setQ(e.target.value)}
      />
      <Segmented
        legend={t("door.guest.filter")}
        values={FILTERS}
        value={filter}
        label={(f) => t(`door.guest.filters.${f}`)}
        onChange={setFilter}
      />
      {body}
      <ManualAdmitSheet
        timeId={timeId}
        guest={admitting}
        gate={gate}
        onClose={() => setAdmitting(undefined)}
      />
    </section>
  );
}
