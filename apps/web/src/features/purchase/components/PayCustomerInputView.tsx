import type { QtnrItem } from "@admit/contract/catalogue";
import { type QtnrAnswers, validateQtnr } from "@admit/contract/qtnr-rules";
import type { ValidKey } from "@admit/contract/validation";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import {
  dropHidden,
  type QtnrMode,
  qtnrFieldStates,
  validMessageValues,
} from "../../../components/qtnr/field-state.ts";
import { usePhoneCountry } from "../../../components/qtnr/phone-item.ts";
import { QtnrField } from "../../../components/qtnr/QtnrField.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useStageOrder } from "../hooks/use-stage-order.ts";
import { flowOf, type OrderData, selectedGroup, ticketCount, useOrderStore } from "../stores/order-store.ts";
import { seatName } from "../utils/seat-selection.ts";
import { nextStage, STAGE_PATH } from "../utils/wizard-flow.ts";
import { NoOrder } from "./NoOrder.tsx";
import styles from "./Pay.module.css";
import { WizardPage } from "./WizardPage.tsx";

const NEW_ANSWERS: QtnrMode = { editMode: false, previous: {} };

/** What each ticket is, to title its attendee: the seat and its price, or the price. */
export function ticketNames(order: OrderData): string[] {
  const prices = selectedGroup(order)?.priceList ?? [];
  const priceName = (id: number | null) => prices.find((p) => p.id === id)?.name ?? "";
  if (flowOf(order).seated)
    return order.seatList.map((s) => [seatName(s), priceName(s.priceId)].filter(Boolean).join(" · "));
  return order.ticket.selectList.flatMap((c) => Array.from({ length: c.count }, () => priceName(c.priceId)));
}

/** One attendee's questionnaire (the wallet's questionnaire fields and rules, spec §5); a resale's buyer answers it too. */
export function AttendeeForm({
  index,
  title,
  items,
  answers,
  errors,
  onChange,
  onCopyFirst,
}: {
  index: number;
  title: string;
  items: QtnrItem[];
  answers: QtnrAnswers;
  errors: Record<string, ValidKey>;
  onChange: (answers: QtnrAnswers, changedId: string) => void;
  onCopyFirst?: () => void;
}) {
  const { t } = useTranslation();
  const states = qtnrFieldStates(items, answers, NEW_ANSWERS);
  return (
    <section className={styles.attendee} data-attendee={index} aria-labelledby={`attendee-${index}`}>
      <div className={styles.attendeeHead}>
        <h2 id={`attendee-${index}`} className={styles.attendeeTitle}>
          {t("pay.buyer.attendee", { n: index + 1 })}
          {title && <span className={styles.muted}> · {title}</span>}
        </h2>
        {onCopyFirst && (
          <button type="button" className={styles.linkButton} onClick={onCopyFirst}>
            {t("pay.buyer.copyFirst")}
          </button>
        )}
      </div>
      {states
        .filter((s) => s.visible)
        .map((state) => {
          const key = errors[state.item.id];
          return (
            <QtnrField
              key={state.item.id}
              state={state}
              error={key && t(`valid.${key}`, validMessageValues(state.item))}
              errorKey={key}
              onChange={(value) =>
                onChange(
                  dropHidden(items, { ...answers, [state.item.id]: value }, NEW_ANSWERS),
                  state.item.id,
                )
              }
            />
          );
        })}
    </section>
  );
}

/** PayCustomerInputView: one attendee form per ticket, when the collection asks (spec §2, §5). */
export default function PayCustomerInputView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhoneCountry();
  const { order, missing } = useStageOrder("buyer");
  const count = order ? ticketCount(order) : 0;
  const [answers, setAnswers] = useState<QtnrAnswers[]>(() =>
    Array.from({ length: count }, (_, i) => useOrderStore.getState().customer[i] ?? {}),
  );
  const [errors, setErrors] = useState<Record<string, ValidKey>[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  if (missing) return <NoOrder />;
  if (!order) return <Spinner label={t("common.loading")} />;
  const items = order.qtnrTemplate ?? [];
  const names = ticketNames(order);

  const change = (index: number, next: QtnrAnswers, changedId: string) => {
    setAnswers((all) => all.map((a, i) => (i === index ? next : a)));
    setErrors((all) =>
      all.map((e, i) => {
        if (i !== index || !(changedId in e)) return e;
        const { [changedId]: _, ...rest } = e;
        return rest;
      }),
    );
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = answers.map((a) => validateQtnr(items, a, { phoneCountry: phone.country }));
    const found = checked.map((c) => c.errors);
    setErrors(found);
    const first = found.findIndex((f) => Object.keys(f).length > 0);
    if (first >= 0) {
      requestAnimationFrame(() => {
        const section = formRef.current?.querySelector<HTMLElement>(`[data-attendee="${first}"]`);
        const item = items.find((i) => found[first]?.[i.id]);
        const field = item && section?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(item.id)}"]`);
        (field ?? section)?.scrollIntoView({ block: "start", behavior: "smooth" });
        field?.querySelector("input")?.focus({ preventScroll: true });
      });
      return;
    }
    useOrderStore.getState().setCustomer(checked.map((c) => c.cleaned));
    const next = nextStage(flowOf(useOrderStore.getState()), "buyer");
    if (next) navigate(STAGE_PATH[next]);
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate style={{ display: "contents" }}>
      <WizardPage stage="buyer" order={order} bar={<SubmitButton>{t("pay.next")}</SubmitButton>}>
        <p className={styles.muted}>{t("pay.buyer.lead", { cltn: order.cltn?.name ?? "" })}</p>
        {answers.map((a, index) => (
          <AttendeeForm
            // biome-ignore lint/suspicious/noArrayIndexKey: one form per ticket, in ticket order
            key={index}
            index={index}
            title={names[index] ?? ""}
            items={items}
            answers={a}
            errors={errors[index] ?? {}}
            onChange={(next, id) => change(index, next, id)}
            onCopyFirst={index > 0 ? () => change(index, { ...(answers[0] ?? {}) }, "") : undefined}
          />
        ))}
      </WizardPage>
    </form>
  );
}
