import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import styles from "./Header.module.css";
import { BackIcon } from "./icons.tsx";

export interface HeaderProps {
  title?: ReactNode;
  /** Show the back button; it goes to `backTo`, else back in history, else home. */
  back?: boolean;
  backTo?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

export function Header({ title, back, backTo, actions, children }: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    if (backTo) navigate(backTo);
    else if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate("/");
  };
  return (
    <header className={styles.header}>
      <div className={styles.side}>
        {back && (
          <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t("common.back")}>
            <BackIcon />
          </button>
        )}
      </div>
      <div className={styles.center}>{children ?? (title && <h1 className={styles.title}>{title}</h1>)}</div>
      <div className={`${styles.side} ${styles.right}`}>{actions}</div>
    </header>
  );
}

export function HeaderIconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}
