import type { QtnrItemShown } from "@admit/contract/catalogue";
import type { QtnrAddress } from "@admit/contract/qtnr-rules";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { type TFunction, useTranslation } from "../../lib/i18n.ts";
import { Checkbox } from "../ui/Checkbox.tsx";
import field from "../ui/TextField.module.css";
import { TextField } from "../ui/TextField.tsx";
import { ADDRESS_MAX_LENGTH, type QtnrFieldState } from "./field-state.ts";
import { usePhoneCountry } from "./phone-item.ts";
import styles from "./QtnrField.module.css";

interface FieldProps {
  state: QtnrFieldState;
  /** The translated message under the field, and its `valid.*` key. */
  error?: string;
  errorKey?: string;
  onChange: (value: unknown) => void;
}

/** The star of a required item; a group says "required" in words too, as it has no `required` control to tell it. */
function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.required}>
      <span aria-hidden="true">*</span>
      {spoken && <span className="visually-hidden">{` (${t("qtnr.required")})`}</span>}
    </span>
  );
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={field.error} role="alert">
      {error}
    </p>
  );
}

/** A field made of several controls (terms, address, options): a fieldset named by the item. */
function Group({
  state,
  error,
  hint,
  children,
}: Omit<FieldProps, "onChange"> & { hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      data-item-id={state.item.id}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.label}>
        {state.item.name}
        {state.required && <RequiredMark spoken />}
      </legend>
      {hint && <p className={field.hint}>{hint}</p>}
      {children}
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** Keyboards and autofill that suit the item's key (spec §3: email, phone, birth, refCode). */
function textInputProps(item: QtnrItemShown): InputHTMLAttributes<HTMLInputElement> {
  if (item.type === "DATE") return { type: "date" };
  switch (item.key) {
    case "email":
      return {
        type: "email",
        inputMode: "email",
        autoComplete: "email",
        autoCapitalize: "none",
        spellCheck: false,
      };
    case "phone":
      return { type: "tel", inputMode: "tel", autoComplete: "tel" };
    case "birth":
      return { inputMode: "numeric", autoComplete: "off" };
    case "refCode":
      return { autoCapitalize: "characters", autoComplete: "off", spellCheck: false };
    default:
      return item.id === "name" ? { autoComplete: "name" } : {};
  }
}

function textHint(item: QtnrItemShown, t: TFunction): string | undefined {
  if (item.key === "birth") return t("qtnr.hint.birth");
  return undefined;
}

function TextItem({ state, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { item } = state;
  const phone = usePhoneCountry();
  const hint = item.key === "phone" ? t("qtnr.hint.phone", { example: phone.example }) : textHint(item, t);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field} data-item-id={item.id}>
      <label htmlFor={id} className={styles.label}>
        {item.name}
        {state.required && <RequiredMark />}
      </label>
      <input
        id={id}
        className={`${field.input} ${styles.input}${error ? ` ${field.invalid}` : ""}`}
        value={typeof state.value === "string" ? state.value : ""}
        onChange={(e) => onChange(e.target.value)}
        // The hint gives this number as its example: an organiser's own placeholder would not match it.
        placeholder={item.key === "phone" ? phone.example : item.placeholder}
        maxLength={item.type === "TEXT" ? item.maxLength : undefined}
        required={state.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textInputProps(item)}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      )}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

function TermsItem({ state, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Group state={state} error={error}>
      {state.item.terms && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be read
        <section className={styles.terms} tabIndex={0} aria-label={state.item.name}>
          {state.item.terms}
        </section>
      )}
      <Checkbox checked={state.value === true} onChange={onChange}>
        {t("qtnr.agree")}
      </Checkbox>
    </Group>
  );
}

const addressOf = (value: unknown): QtnrAddress => {
  const a = (value ?? {}) as Partial<QtnrAddress>;
  return { address: a.address ?? "", detail: a.detail ?? "", postalCode: a.postalCode ?? "" };
};

/** The lines an address message belongs under: the empty required ones, the postal code, or the long ones. */
function faultyAddressParts(address: QtnrAddress, error: string | undefined, key: string | undefined) {
  if (!error) return [];
  if (key === "format") return ["postalCode"];
  if (key === "maxLength")
    return (["address", "detail"] as const).filter((p) => address[p].trim().length > ADDRESS_MAX_LENGTH);
  const empty = (["postalCode", "address"] as const).filter((p) => address[p].trim() === "");
  return empty.length > 0 ? empty : ["address"];
}

function AddressItem({ state, error, errorKey, onChange }: FieldProps) {
  const { t } = useTranslation();
  const address = addressOf(state.value);
  const faulty = faultyAddressParts(address, error, errorKey);
  const part = (name: keyof QtnrAddress, autoComplete: string, maxLength: number) => ({
    value: address[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...address, [name]: e.target.value }),
    autoComplete,
    maxLength,
    error: faulty.includes(name) ? error : undefined,
  });
  return (
    <Group state={state}>
      <div className={styles.address}>
        <TextField label={t("qtnr.address.postalCode")} {...part("postalCode", "postal-code", 10)} />
        <TextField
          label={t("qtnr.address.address")}
          required={state.required}
          {...part("address", "address-line1", ADDRESS_MAX_LENGTH)}
        />
        <TextField
          label={t("qtnr.address.detail")}
          {...part("detail", "address-line2", ADDRESS_MAX_LENGTH)}
        />
      </div>
    </Group>
  );
}

const chosenOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : [];

/** An option as the reader reads it; the answer keeps the option itself. */
const optionLabel = (item: QtnrItemShown, option: string): string => item.optionLabels?.[option] ?? option;

/** SELECT (one option) and CHECKBOX (any number), as chips that wrap on a narrow screen. */
function ChoiceItem({ state, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const name = useId();
  const multiple = state.item.type === "CHECKBOX";
  const chosen = chosenOf(state.value);
  const toggle = (option: string, checked: boolean) => {
    if (!multiple) return onChange(option);
    const next = checked ? [...chosen, option] : chosen.filter((o) => o !== option);
    // Keep the host's order, whatever order they were ticked in.
    onChange((state.item.options ?? []).filter((o) => next.includes(o)));
  };
  return (
    <Group state={state} error={error} hint={multiple ? t("qtnr.hint.multiple") : undefined}>
      <div className={styles.options}>
        {(state.item.options ?? []).map((option) => (
          <label key={option} className={styles.option} data-checked={chosen.includes(option) || undefined}>
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={option}
              checked={chosen.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
            />
            <span>{optionLabel(state.item, option)}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}

function answerText(item: QtnrItemShown, value: unknown, t: TFunction): string {
  if (item.type === "TERMS") return value === true ? t("qtnr.agreed") : "";
  if (item.type === "ADDRESS") {
    const a = addressOf(value);
    return [a.postalCode && `(${a.postalCode})`, a.address, a.detail].filter(Boolean).join(" ");
  }
  return chosenOf(value)
    .map((option) => optionLabel(item, option))
    .join(", ");
}

/** An answer the host does not let attendees change once given (edit mode). */
function ReadOnlyItem({ state, error }: Omit<FieldProps, "onChange">) {
  const { t } = useTranslation();
  const id = useId();
  const text = answerText(state.item, state.value, t);
  return (
    <div className={styles.field} data-item-id={state.item.id}>
      <span className={styles.label}>{state.item.name}</span>
      <p className={text ? styles.readOnly : `${styles.readOnly} ${styles.empty}`}>
        {text || t("qtnr.notAnswered")}
      </p>
      <p className={field.hint}>{t("qtnr.locked")}</p>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** One questionnaire item, drawn by its type. */
export function QtnrField(props: FieldProps) {
  const { item, readOnly } = props.state;
  if (readOnly) return <ReadOnlyItem state={props.state} error={props.error} />;
  switch (item.type) {
    case "TEXT":
    case "DATE":
      return <TextItem {...props} />;
    case "TERMS":
      return <TermsItem {...props} />;
    case "ADDRESS":
      return <AddressItem {...props} />;
    case "SELECT":
    case "CHECKBOX":
      return <ChoiceItem {...props} />;
    default: {
      const exhaustive: never = item.type;
      return exhaustive;
    }
  }
}
