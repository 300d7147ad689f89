import { LANGUAGES, type Language } from "@admit/contract/i18n";
import { changeLanguage, currentLanguage, useTranslation } from "../../lib/i18n.ts";
import { BottomSheet } from "./BottomSheet.tsx";
import { CheckIcon } from "./icons.tsx";
import styles from "./LanguageSheet.module.css";

/** Each language named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ko: "한국어",
  en: "English",
  "zh-tw": "繁體中文",
  ja: "日本語",
};

export function LanguageSheet({
  open,
  onClose,
  onChosen,
}: {
  open: boolean;
  onClose: () => void;
  /** Also told the choice, e.g. to save it to the account. */
  onChosen?: (lang: Language) => void;
}) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <BottomSheet open={open} onClose={onClose} title={t("language.title")}>
      <ul className={styles.list}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              lang={lang}
              className={styles.option}
              aria-pressed={lang === current}
              onClick={async () => {
                await changeLanguage(lang);
                onChosen?.(lang);
                onClose();
              }}
            >
              <span>{LANGUAGE_NAMES[lang]}</span>
              {lang === current && <CheckIcon />}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
