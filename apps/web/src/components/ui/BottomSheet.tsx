import { TIMINGS } from "@admit/contract/limits";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "../../lib/i18n.ts";
import styles from "./BottomSheet.module.css";

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A sheet from the bottom; dragging it down more than 50 px closes it (spec §4). It is drawn on
 * the page's body, so no card it is opened from (a flipped ticket's transform) can clip it.
 */
export function BottomSheet({ open, onClose, title, children, footer }: BottomSheetProps) {
  const { t } = useTranslation();
  const [dragY, setDragY] = useState(0);
  const startY = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  if (!open) return null;

  const onPointerDown = (e: React.PointerEvent) => {
    startY.current = e.clientY;
    (e.target as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (startY.current === null) return;
    setDragY(Math.max(0, e.clientY - startY.current));
  };
  const onPointerUp = (e: React.PointerEvent) => {
    if (startY.current === null) return;
    const dragged = e.clientY - startY.current;
    startY.current = null;
    setDragY(0);
    if (dragged > TIMINGS.sheetDragCloseThresholdPx) onClose();
  };

  return createPortal(
    <div className={styles.root}>
      <button type="button" className={styles.backdrop} aria-label={t("common.close")} onClick={onClose} />
      <section
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        style={dragY ? { transform: `translateY(${dragY}px)`, transition: "none" } : undefined}
      >
        <div
          className={styles.handleArea}
          data-testid="sheet-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <span className={styles.handle} />
        </div>
        {title && <h2 className={styles.title}>{title}</h2>}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>,
    document.body,
  );
}
