import type { QtnrItemShown } from "@admit/contract/catalogue";
import { type QtnrAnswers, validateQtnr } from "@admit/contract/qtnr-rules";
import type { ValidKey } from "@admit/contract/validation";
import { useRef, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { dropHidden, type QtnrMode, qtnrFieldStates, serverFieldErrors } from "./field-state.ts";
import { answersShown, usePhoneCountry } from "./phone-item.ts";

const NEW_ANSWERS: QtnrMode = { editMode: false, previous: {} };

/**
 * One questionnaire's answers and messages (spec §5), for a form that sends them in one call:
 * the attendee questionnaire, an RSVP's yes, a lottery application. `check` validates with the
 * server's own rules and shows the first faulty field; `showServerErrors` does the same for the
 * server's VALIDATION answer.
 */
export function useQtnrForm(items: QtnrItemShown[], initial: QtnrAnswers = {}, mode: QtnrMode = NEW_ANSWERS) {
  const { country } = usePhoneCountry();
  const [answers, setAnswers] = useState<QtnrAnswers>(() => answersShown(items, initial, country));
  const [errors, setErrors] = useState<Record<string, ValidKey>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const change = (id: string, value: unknown) => {
    setAnswers((a) => dropHidden(items, { ...a, [id]: value }, mode));
    setErrors((e) => {
      if (!(id in e)) return e;
      const { [id]: _, ...rest } = e;
      return rest;
    });
  };

  const showErrors = (found: Record<string, ValidKey>) => {
    setErrors(found);
    const first = items.find((i) => found[i.id]);
    if (!first) return;
    // After the messages render, so the field scrolls into view with its message.
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(first.id)}"]`);
      field?.querySelector("input")?.focus({ preventScroll: true });
      field?.scrollIntoView({ block: "start", behavior: "smooth" });
    });
  };

  /** The cleaned answers to send, or null when a field is wrong (its message then shows). */
  const check = (): QtnrAnswers | null => {
    const checked = validateQtnr(items, answers, { ...mode, phoneCountry: country });
    if (Object.keys(checked.errors).length === 0) return checked.cleaned;
    showErrors(checked.errors);
    return null;
  };

  /** Shows a VALIDATION answer under this form's fields; false when it names none of them. */
  const showServerErrors = (err: unknown): boolean => {
    if (!(err instanceof ApiError) || err.code !== "VALIDATION") return false;
    const found = serverFieldErrors(err.data, items);
    if (Object.keys(found).length === 0) return false;
    showErrors(found);
    return true;
  };

  return {
    formRef,
    answers,
    errors,
    states: qtnrFieldStates(items, answers, mode),
    change,
    check,
    showServerErrors,
  };
}

export type QtnrForm = ReturnType<typeof useQtnrForm>;
