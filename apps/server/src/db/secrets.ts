import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { appSecrets } from "./schema/index.ts";

/**
 * A secret from env, or — outside production — one generated at first start and kept in the
 * database, so every process on one database agrees. Values are 32 random bytes, base64url.
 */
export async function resolveSecret(
  db: Db,
  name: string,
  options: { fromEnv?: string; production: boolean },
): Promise<Buffer> {
  if (options.fromEnv) return decodeSecret(name, options.fromEnv);
  if (options.production) throw new Error(`${name} must be set in production`);
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Could not store the secret ${name}`);
  return decodeSecret(name, row.value);
}

function decodeSecret(name: string, value: string): Buffer {
  const bytes = Buffer.from(value, "base64url");
  if (bytes.length !== 32) throw new Error(`${name} must be 32 bytes, base64url encoded`);
  return bytes;
}

/** The key that encrypts custodial wallet keys (WALLET_ENCRYPTION_KEY). */
export function resolveWalletKey(
  db: Db,
  config: { production: boolean; secrets: { walletEncryptionKey?: string } },
) {
  return resolveSecret(db, "WALLET_ENCRYPTION_KEY", {
    fromEnv: config.secrets.walletEncryptionKey,
    production: config.production,
  });
}

/**
 * The wallet key without writing: from env, or as the database keeps it; undefined when no server
 * has started on this database yet (a read-only tool's view).
 */
export async function readWalletKey(
  db: Db,
  config: { secrets: { walletEncryptionKey?: string } },
): Promise<Buffer | undefined> {
  const name = "WALLET_ENCRYPTION_KEY";
  if (config.secrets.walletEncryptionKey) return decodeSecret(name, config.secrets.walletEncryptionKey);
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row ? decodeSecret(name, row.value) : undefined;
}

/** The seed of the Ed25519 key that signs door QR codes (QR_SIGNING_KEY). */
export function resolveQrSigningSeed(
  db: Db,
  config: { production: boolean; secrets: { qrSigningKey?: string } },
) {
  return resolveSecret(db, "QR_SIGNING_KEY", {
    fromEnv: config.secrets.qrSigningKey,
    production: config.production,
  });
}
