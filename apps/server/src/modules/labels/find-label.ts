import type { LoginMethod, TLabel } from "@admit/contract/labels";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { labels } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * A label by name, as the web needs it to theme itself and offer its login methods: those of the
 * label that this server can serve (a provider without credentials is left out).
 */
export async function findLabel(db: Db, name: string, offered: readonly LoginMethod[]): Promise<TLabel> {
  const [row] = await db.select().from(labels).where(eq(labels.name, name)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", { data: { label: name } });
  return {
    name: row.name,
    displayName: row.displayName,
    appName: row.appName ?? row.displayName,
    logo: row.logo,
    startLogo: row.startLogo,
    loginMethods: row.loginMethods.filter((m) => offered.includes(m)),
    theme: row.theme,
  };
}
