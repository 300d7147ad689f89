import type { OAuthProvider } from "@admit/contract/users";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { oauthAccounts } from "../../db/schema/index.ts";
import type { OAuthProfile } from "../../integrations/oauth/oauth-provider.ts";

export type LinkOutcome = "linked" | "already-linked" | "taken";

/**
 * Links a provider account to the signed-in user. A provider account already linked to someone
 * else is refused ("taken"); linking the same one again changes nothing.
 */
export async function linkProvider(
  db: Db,
  input: { userId: number; provider: OAuthProvider; profile: OAuthProfile },
): Promise<LinkOutcome> {
  const [owner] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, input.provider), eq(oauthAccounts.subject, input.profile.subject)));
  if (owner) return owner.userId === input.userId ? "already-linked" : "taken";
  const [mine] = await db
    .select({ id: oauthAccounts.id })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.userId, input.userId), eq(oauthAccounts.provider, input.provider)));
  if (mine) {
    // Another account of the same provider replaces the one linked before.
    await db
      .update(oauthAccounts)
      .set({ subject: input.profile.subject, email: input.profile.email ?? null })
      .where(eq(oauthAccounts.id, mine.id));
    return "linked";
  }
  const inserted = await db
    .insert(oauthAccounts)
    .values({
      userId: input.userId,
      provider: input.provider,
      subject: input.profile.subject,
      email: input.profile.email,
    })
    .onConflictDoNothing()
    .returning({ id: oauthAccounts.id });
  return inserted.length > 0 ? "linked" : "taken";
}
