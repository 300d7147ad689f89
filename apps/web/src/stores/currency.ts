import { CURRENCY_CODES, type Currency } from "@admit/contract/money";
import { create } from "zustand";
import { lookupDisplayCurrency } from "../lib/geo-currency.ts";
import { local, STORAGE_KEYS } from "../lib/storage.ts";

interface CurrencyState {
  /** The display currency the person chose, or the one pre-selected for their country. */
  currency: Currency | null;
  choose: (currency: Currency) => void;
}

function stored(): Currency | null {
  const value = local.get(STORAGE_KEYS.currency);
  return CURRENCY_CODES.includes(value as Currency) ? (value as Currency) : null;
}

export const useCurrencyStore = create<CurrencyState>((set) => ({
  currency: stored(),
  choose: (currency) => {
    local.set(STORAGE_KEYS.currency, currency);
    set({ currency });
  },
}));

/** Pre-selects a display currency from the IP-country lookup, unless one is already chosen. */
export async function preselectCurrency(lookupUrl: string | undefined) {
  if (useCurrencyStore.getState().currency) return;
  const currency = await lookupDisplayCurrency(lookupUrl);
  if (currency && !useCurrencyStore.getState().currency) useCurrencyStore.setState({ currency });
}
