import type { Language } from "@admit/contract/i18n";
import type { OAuthProvider } from "@admit/contract/users";
import { and, eq, isNull } from "drizzle-orm";
import { findLiveUserByEmail } from "../../db/queries/users.ts";
import { oauthAccounts, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { OAuthProfile } from "../../integrations/oauth/oauth-provider.ts";
import { recordJoin } from "../invites/record-join.ts";
import { insertAccount } from "../users/create-account.ts";
import { type SignInContext, startUserSession } from "../users/start-user-session.ts";

export class ProviderSignInError extends Error {
  constructor(readonly reason: "no-email") {
    super(reason);
  }
}

/**
 * Signs in with a provider's profile: the linked account; else the live account with the same
 * address when the provider vouches for it (it gets linked); else a new account — verified by the
 * provider, terms still to accept (/register/external/{provider}), with its custodial wallet.
 */
export async function signInWithProvider(
  deps: Pick<Deps, "db" | "config" | "secrets">,
  input: { provider: OAuthProvider; profile: OAuthProfile; lang: Language } & SignInContext,
) {
  const { provider, profile } = input;
  const [linked] = await deps.db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(
      and(
        eq(oauthAccounts.provider, provider),
        eq(oauthAccounts.subject, profile.subject),
        isNull(users.deletedAt),
      ),
    );
  if (linked) return { ...(await startUserSession(deps, linked.user, input)), created: false };

  if (!profile.email) throw new ProviderSignInError("no-email");
  const existing = profile.emailVerified ? await findLiveUserByEmail(deps.db, profile.email) : null;
  if (existing) {
    await deps.db
      .insert(oauthAccounts)
      .values({ userId: existing.id, provider, subject: profile.subject, email: profile.email })
      .onConflictDoNothing();
    // The provider proved the address: an account still waiting for its mail link is verified now.
    if (!existing.emailVerifiedAt)
      await deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, existing.id));
    return { ...(await startUserSession(deps, existing, input)), created: false };
  }
  if (!profile.emailVerified) throw new ProviderSignInError("no-email");

  const created = await deps.db.transaction(async (tx) => {
    const user = await insertAccount(
      tx,
      {
        email: profile.email as string,
        name: (profile.name ?? (profile.email as string).split("@")[0] ?? "").slice(0, 60),
        language: input.lang,
        emailVerifiedAt: new Date(),
      },
      deps.secrets.walletKey,
    );
    if (!user) return undefined;
    await tx
      .insert(oauthAccounts)
      .values({ userId: user.id, provider, subject: profile.subject, email: profile.email });
    return user;
  });
  // Lost a race with a sign-up of the same address: sign in to that account instead.
  if (!created) return signInWithProvider(deps, input);
  await recordJoin(deps.db, created);
  return { ...(await startUserSession(deps, created, input)), created: true };
}
