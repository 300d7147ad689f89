import { useTranslation } from "../../lib/i18n.ts";
import { validMessageValues } from "./field-state.ts";
import { QtnrField } from "./QtnrField.tsx";
import type { QtnrForm } from "./use-qtnr-form.ts";

/** The visible items of a questionnaire form, each with its message. */
export function QtnrFields({ form }: { form: Pick<QtnrForm, "states" | "errors" | "change"> }) {
  const { t } = useTranslation();
  return (
    <>
      {form.states
        .filter((s) => s.visible)
        .map((state) => {
          const key = form.errors[state.item.id];
          return (
            <QtnrField
              key={state.item.id}
              state={state}
              error={key && t(`valid.${key}`, validMessageValues(state.item))}
              errorKey={key}
              onChange={(value) => form.change(state.item.id, value)}
            />
          );
        })}
    </>
  );
}
