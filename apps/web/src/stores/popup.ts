import { create } from "zustand";

export interface Toast {
  id: number;
  text: string;
}

export interface Alert {
  id: number;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
}

interface PopupState {
  toasts: Toast[];
  alerts: Alert[];
  showToast: (text: string) => void;
  dismissToast: (id: number) => void;
  pushAlert: (alert: Omit<Alert, "id">) => number;
  closeAlert: (id: number) => void;
}

let nextId = 1;

/** Popup state of spec §3: text notifications and the stacked alert popups. */
export const usePopupStore = create<PopupState>((set) => ({
  toasts: [],
  alerts: [],
  showToast: (text) => set((s) => ({ toasts: [...s.toasts, { id: nextId++, text }] })),
  dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  pushAlert: (alert) => {
    const id = nextId++;
    set((s) => ({ alerts: [...s.alerts, { ...alert, id }] }));
    return id;
  },
  closeAlert: (id) => set((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) })),
}));

export const showToast = (text: string) => usePopupStore.getState().showToast(text);
export const pushAlert = (alert: Omit<Alert, "id">) => usePopupStore.getState().pushAlert(alert);
