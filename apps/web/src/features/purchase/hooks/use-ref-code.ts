import { useEffect, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { session } from "../../../lib/storage.ts";
import { useOrderStore } from "../stores/order-store.ts";

/**
 * The referral code field of the summary: typed and applied (the price is quoted again with it),
 * removed, or refused by the server (`valid.refCode`). A code from the link (`?ref=`) is tried
 * once, as if typed and applied; refused, it stays in the field with its message.
 */
export function useRefCode(quoteError: unknown) {
  const { t } = useTranslation();
  const [input, setInput] = useState(() => useOrderStore.getState().refCode || (session.get("ref") ?? ""));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const fromLink = session.get("ref");
    const store = useOrderStore.getState();
    if (fromLink && !store.refCode) store.setRefCode(fromLink.trim().toUpperCase());
  }, []);

  const refuse = () => {
    setError(t("valid.refCode"));
    session.remove("ref");
    useOrderStore.getState().setRefCode("");
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per error, not again when the language changes
  useEffect(() => {
    if (quoteError instanceof ApiError && quoteError.code === "VALIDATION" && quoteError.field === "refCode")
      refuse();
  }, [quoteError]);

  return {
    input,
    error,
    change(value: string) {
      setInput(value);
      setError(null);
    },
    apply() {
      setError(null);
      useOrderStore.getState().setRefCode(input.trim().toUpperCase());
    },
    remove() {
      setError(null);
      setInput("");
      session.remove("ref");
      useOrderStore.getState().setRefCode("");
    },
    refuse,
  };
}
