import { type QtnrAnswers, validateQtnr } from "@admit/contract/qtnr-rules";
import type { TOrderTicket } from "@admit/contract/sale";
import type { ValidKey } from "@admit/contract/validation";
import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import {
  dropHidden,
  qtnrFieldStates,
  serverFieldErrors,
  validMessageValues,
} from "../../../components/qtnr/field-state.ts";
import { answersShown, usePhoneCountry } from "../../../components/qtnr/phone-item.ts";
import { QtnrField } from "../../../components/qtnr/QtnrField.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useEditOrder } from "../api/edit-order.ts";
import { useOrder } from "../api/get-order.ts";
import { useCltnQtnrTemplate } from "../api/get-qtnr-template.ts";
import { allTicketsGone, ticketStateText } from "../utils/order-tickets.ts";
import styles from "./Orders.module.css";
import payStyles from "./Pay.module.css";

/** A ticket that left its buyer says where it went and that its holder answers; one still held shows its fields. */
function GoneOrFields({ gone, fields }: { gone: TOrderTicket | undefined; fields: () => ReactNode }) {
  const { t } = useTranslation();
  if (!gone) return <>{fields()}</>;
  return (
    <p className={payStyles.muted} data-testid="attendee-gone">
      {[ticketStateText(gone, t), t("orders.ticketGone")].join(" · ")}
    </p>
  );
}

/** /profile/orders/edit/{id} (OrderEditView): the attendees' answers, only the items the host lets them change (spec §5 edit mode). */
export default function OrderEditView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const order = useOrder(id);
  const template = useCltnQtnrTemplate(order.data?.cltnId);
  const edit = useEditOrder(id);
  const phone = usePhoneCountry();
  const [answers, setAnswers] = useState<QtnrAnswers[] | null>(null);
  const [errors, setErrors] = useState<Record<string, ValidKey>[]>([]);

  if (order.isError || template.isError) {
    if (order.error instanceof ApiError && order.error.status === 404)
      return <StatusMessage tone="error" title={t("orders.missingTitle")} text={t("orders.missingText")} />;
    return <ErrorState onRetry={() => void order.refetch().then(() => template.refetch())} />;
  }
  if (!order.data || !template.data) return <Spinner label={t("common.loading")} />;
  const items = template.data.items;
  const previous = order.data.attendees;
  const shown = answers ?? previous.map((a) => answersShown(items, a, phone.country));
  if (order.data.listStatus !== "buy" || previous.length === 0 || allTicketsGone(order.data))
    return <StatusMessage title={t("orders.notEditableTitle")} text={t("orders.notEditableText")} />;

  // A ticket sent or resold is its holder's to answer for: its answers stay as they are.
  const goneTicket = (index: number): TOrderTicket | undefined => {
    const ticket = order.data?.tickets[index];
    return ticket && !ticket.held ? ticket : undefined;
  };
  const modeOf = (index: number) => ({
    editMode: true,
    previous: previous[index] ?? {},
    phoneCountry: phone.country,
  });
  const change = (index: number, id: string, value: unknown) => {
    setAnswers(shown.map((a, i) => (i === index ? dropHidden(items, { ...a, [id]: value }, modeOf(i)) : a)));
    setErrors((all) =>
      all.map((e, i) => {
        if (i !== index || !(id in e)) return e;
        const { [id]: _, ...rest } = e;
        return rest;
      }),
    );
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = shown.map((a, i) => (goneTicket(i) ? null : validateQtnr(items, a, modeOf(i))));
    const found = checked.map((c) => c?.errors ?? {});
    setErrors(found);
    if (found.some((f) => Object.keys(f).length > 0)) return;
    edit.mutate(
      checked.map((c) => c?.cleaned ?? null),
      {
        onSuccess: () => {
          showToast(t("qtnr.saved"));
          navigate(`/profile/orders/${id}`, { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return;
          if (err instanceof ApiError && err.code === "VALIDATION") {
            const index = Number((err.data as { index?: number } | undefined)?.index ?? -1);
            const fields = serverFieldErrors(err.data, items);
            if (index >= 0 && Object.keys(fields).length > 0)
              return setErrors((all) => shown.map((_, i) => (i === index ? fields : (all[i] ?? {}))));
          }
          showToast(errorText(err, t));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.formBody}>
        <p className={payStyles.muted}>{t("qtnr.editNote")}</p>
        {shown.map((a, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one form per ticket, in ticket order
          <section key={index} className={payStyles.attendee} aria-labelledby={`edit-attendee-${index}`}>
            <h2 id={`edit-attendee-${index}`} className={payStyles.attendeeTitle}>
              {t("pay.buyer.attendee", { n: index + 1 })}
            </h2>
            <GoneOrFields
              gone={goneTicket(index)}
              fields={() =>
                qtnrFieldStates(items, a, modeOf(index))
                  .filter((s) => s.visible)
                  .map((state) => {
                    const key = errors[index]?.[state.item.id];
                    return (
                      <QtnrField
                        key={state.item.id}
                        state={state}
                        error={key && t(`valid.${key}`, validMessageValues(state.item))}
                        errorKey={key}
                        onChange={(value) => change(index, state.item.id, value)}
                      />
                    );
                  })
              }
            />
          </section>
        ))}
      </div>
      <div className={styles.actions}>
        <SubmitButton loading={edit.isPending}>{t("qtnr.save")}</SubmitButton>
      </div>
    </form>
  );
}
