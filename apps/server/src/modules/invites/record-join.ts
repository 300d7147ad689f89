import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitations, notifications, userActivities } from "../../db/schema/index.ts";

/**
 * A person joined (verified their address or signed up through a provider): everyone who invited
 * that address gets a USER_INVITE notification and an INVITED entry in their activity. Runs once
 * per invitation: a second call finds none left open.
 */
export async function recordJoin(db: Db, user: { id: number; email: string }) {
  await db.transaction(async (tx) => {
    const joined = await tx
      .update(invitations)
      .set({ joinedUserId: user.id, joinedAt: new Date() })
      .where(and(eq(invitations.email, user.email.toLowerCase()), isNull(invitations.joinedAt)))
      .returning({ inviterId: invitations.inviterId });
    const inviters = joined.filter((j) => j.inviterId !== user.id);
    if (inviters.length === 0) return;
    await tx.insert(notifications).values(
      inviters.map((j) => ({
        userId: j.inviterId,
        type: "USER_INVITE" as const,
        refId: user.id,
        detail: { id: user.id, type: "USER_INVITE", email: user.email },
      })),
    );
    await tx.insert(userActivities).values(
      inviters.map((j) => ({
        userId: j.inviterId,
        type: "INVITED" as const,
        detail: { email: user.email, userId: user.id },
      })),
    );
  });
}
