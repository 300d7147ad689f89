import { claimCodeOf, claimPath } from "@admit/contract/claims";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./QrMintView.module.css";

/**
 * The claim screen without a code: type the code printed under the poster's QR — its link pasted
 * works too — or go and scan it.
 */
export function QrMintCodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const code = claimCodeOf(typed);
    if (code) return navigate(claimPath(code));
    // Nothing typed is the server's 1000 (code required); anything else is no claim code.
    setError(typed.trim() === "" ? "claims.mint.enter.required" : "claims.mint.enter.invalid");
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <header className={styles.intro}>
        <h2 className={styles.title}>{t("claims.mint.enter.title")}</h2>
        <p className={styles.lead}>{t("claims.mint.enter.lead")}</p>
      </header>
      <TextField
        label={t("claims.mint.enter.label")}
        value={typed}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={200}
        inputClassName={styles.codeInput}
        hint={t("claims.mint.enter.hint")}
        error={error && t(error)}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(undefined);
        }}
      />
      <SubmitButton>{t("claims.mint.enter.submit")}</SubmitButton>
      <Button variant="rec" block onClick={() => navigate("/qr")}>
        {t("claims.mint.enter.scan")}
      </Button>
    </form>
  );
}
