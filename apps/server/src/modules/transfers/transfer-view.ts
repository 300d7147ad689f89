import type { TSendInfo } from "@admit/contract/transfers";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type nftTransfers, users } from "../../db/schema/index.ts";

export type Transfer = typeof nftTransfers.$inferSelect;

/** Where a code is received: `/receive/{code}`, also what its QR holds (a phone's camera opens it). */
export const receiveUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, "")}/receive/${code}`;

/** The sender's view of a send. */
export async function sendInfoOf(db: Db, publicUrl: string, transfer: Transfer): Promise<TSendInfo> {
  const receiver = transfer.receiverId
    ? (await db.select({ name: users.name }).from(users).where(eq(users.id, transfer.receiverId)))[0]
    : undefined;
  const byCode = transfer.method === "CODE";
  return {
    id: transfer.id,
    nftId: transfer.nftId,
    status: transfer.status,
    method: transfer.method,
    email: transfer.email,
    receiverName: receiver?.name ?? null,
    code: byCode ? transfer.code : null,
    claimUrl: byCode ? receiveUrl(publicUrl, transfer.code) : null,
    expiresAt: transfer.expiresAt.toISOString(),
    createdAt: transfer.createdAt.toISOString(),
  };
}

/** An address shown to someone who may not own it: `j***@example.com`. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
