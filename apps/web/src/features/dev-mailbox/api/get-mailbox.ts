import type { TMailboxResponse } from "@admit/contract/dev";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** The dev outbox lives beside the API, outside /api/v1. */
export const getMailbox = () =>
  fetch("/api/dev/mailbox?limit=50", { headers: { accept: "application/json" } }).then(async (res) => {
    if (!res.ok) throw new Error(String(res.status));
    return (await res.json()) as TMailboxResponse;
  });

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: ["dev", "mailbox"], queryFn: getMailbox, refetchInterval: 3000, retry: false });

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
