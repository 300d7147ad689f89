import { and, count, desc, eq, gt } from "drizzle-orm";
import { findLiveUserByEmail, findLiveUserById } from "../../db/queries/users.ts";
import { invitations } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { inviteMail } from "../../integrations/mail/templates/invite.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { AppError } from "../../lib/app-error.ts";

/** Invitations one person may send in a day: enough for friends, too few for spam. */
export const INVITES_PER_DAY = 20;

/**
 * Invites a friend by e-mail: 2510 when this person invited the address already, 2001 when it
 * belongs to a member already. The friend gets a mail in the inviter's language.
 */
export async function inviteFriend(
  deps: Pick<Deps, "db" | "queue" | "config">,
  inviterId: number,
  email: string,
) {
  const inviter = await findLiveUserById(deps.db, inviterId);
  if (!inviter) throw new AppError("UNAUTHORIZED");
  if (email === inviter.email || (await findLiveUserByEmail(deps.db, email)))
    throw new AppError("2001", { field: "email" });
  const [today] = await deps.db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(eq(invitations.inviterId, inviterId), gt(invitations.createdAt, new Date(Date.now() - 86_400_000))),
    );
  if ((today?.n ?? 0) >= INVITES_PER_DAY)
    throw new AppError("RATE_LIMITED", { data: { retryAfterSeconds: 3600 } });
  const inserted = await deps.db
    .insert(invitations)
    .values({ inviterId, email })
    .onConflictDoNothing()
    .returning({ id: invitations.id });
  if (inserted.length === 0) throw new AppError("2510", { field: "email" });
  await enqueueMail(
    deps.queue,
    inviteMail({
      to: email,
      lang: inviter.language,
      inviterName: inviter.name,
      link: `${deps.config.publicUrl}/register/start?lang=${inviter.language}`,
    }),
  );
  return { email };
}

/** The people this person invited, newest first, and whether they joined. */
export async function listInvitations(deps: Pick<Deps, "db">, inviterId: number) {
  const rows = await deps.db
    .select({ email: invitations.email, joinedAt: invitations.joinedAt, createdAt: invitations.createdAt })
    .from(invitations)
    .where(eq(invitations.inviterId, inviterId))
    .orderBy(desc(invitations.id))
    .limit(100);
  return rows.map((r) => ({
    email: r.email,
    joined: r.joinedAt !== null,
    invitedAt: r.createdAt.toISOString(),
  }));
}
