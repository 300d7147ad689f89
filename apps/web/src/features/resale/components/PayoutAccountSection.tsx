import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import field from "../../../components/ui/TextField.module.css";
import { TextField } from "../../../components/ui/TextField.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { usePayoutAccount, useSavePayoutAccount } from "../api/payout-account.ts";
import styles from "./Resale.module.css";

/** Korean banks payouts go to (Toss pays KRW to Korean accounts): their codes and names. */
const BANKS = [
  ["004", "KB국민은행", "KB Kookmin Bank"],
  ["088", "신한은행", "Shinhan Bank"],
  ["020", "우리은행", "Woori Bank"],
  ["081", "하나은행", "Hana Bank"],
  ["011", "NH농협은행", "NH NongHyup Bank"],
  ["003", "IBK기업은행", "IBK Industrial Bank"],
  ["090", "카카오뱅크", "KakaoBank"],
  ["092", "토스뱅크", "Toss Bank"],
  ["089", "케이뱅크", "K bank"],
  ["023", "SC제일은행", "SC First Bank"],
  ["031", "iM뱅크", "iM Bank"],
  ["032", "부산은행", "Busan Bank"],
] as const;

/**
 * Profile → Sales: the bank account payouts go to — shown by its last digits once registered, a
 * form to register or change it (its number is sent once and never shown again).
 */
export function PayoutAccountSection() {
  const { t, language } = useTranslation();
  const account = usePayoutAccount();
  const save = useSavePayoutAccount();
  const [editing, setEditing] = useState(false);
  const [bankCode, setBankCode] = useState<string>(BANKS[0][0]);
  const [number, setNumber] = useState("");
  const [holder, setHolder] = useState("");
  const [problem, setProblem] = useState<"number" | "holder">();
  if (!account.data) return null;
  const bankName = (code: string) => {
    const bank = BANKS.find((b) => b[0] === code);
    return bank ? (language === "ko" ? bank[1] : bank[2]) : code;
  };
  const current = account.data.account;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const digits = number.replaceAll("-", "").trim();
    if (!/^\d{6,20}$/.test(digits)) return setProblem("number");
    if (!holder.trim()) return setProblem("holder");
    setProblem(undefined);
    save.mutate(
      { bankCode, accountNumber: digits, holderName: holder.trim() },
      {
        onSuccess: () => {
          showToast(t("resale.account.saved"));
          setEditing(false);
          setNumber("");
        },
        onError: (err) => showToast(errorText(err, t)),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="sales-account" data-testid="payout-account">
      <h2 id="sales-account" className={styles.sectionTitle}>
        {t("resale.account.title")}
      </h2>
      {current && !editing ? (
        <div className={styles.item}>
          <span className={styles.itemText}>
            <span className={styles.itemName}>{bankName(current.bankCode)}</span>
            <span className={styles.itemMeta}>
              ····{current.last4} · {current.holderName}
            </span>
          </span>
          <Button variant="rec-secondary" onClick={() => setEditing(true)}>
            {t("resale.account.change")}
          </Button>
        </div>
      ) : (
        <form className={styles.step} onSubmit={handleSubmit} noValidate>
          <p className={styles.hint}>
            {account.data.required ? t("resale.account.required") : t("resale.account.optional")}
          </p>
          <div className={field.field}>
            <label htmlFor="payout-bank" className={field.label}>
              {t("resale.account.bank")}
            </label>
            <select
              id="payout-bank"
              className={field.input}
              value={bankCode}
              onChange={(e) => setBankCode(e.target.value)}
            >
              {BANKS.map(([code]) => (
                <option key={code} value={code}>
                  {bankName(code)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t("resale.account.number")}
            inputMode="numeric"
            autoComplete="off"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            error={problem === "number" ? t("valid.format") : undefined}
            hint={t("resale.account.numberHint")}
          />
          <TextField
            label={t("resale.account.holder")}
            value={holder}
            onChange={(e) => setHolder(e.target.value)}
            error={problem === "holder" ? t("valid.required") : undefined}
          />
          <Button htmlType="submit" variant="rec-primary" block loading={save.isPending}>
            {t("resale.account.save")}
          </Button>
          {current && (
            <Button variant="rec-secondary" block onClick={() => setEditing(false)}>
              {t("common.cancel")}
            </Button>
          )}
        </form>
      )}
    </section>
  );
}
