import { useMemo, useState } from "react";
import type { Hex } from "viem";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { local, STORAGE_KEYS } from "../../../lib/storage.ts";

/** The stored key, or a new one kept from now on. */
function storedKey(): Hex {
  const stored = local.get(STORAGE_KEYS.testWalletKey);
  if (stored && /^0x[0-9a-fA-F]{64}$/.test(stored)) return stored as Hex;
  const key = generatePrivateKey();
  local.set(STORAGE_KEYS.testWalletKey, key);
  return key;
}

/**
 * The test wallet's key, made on first use and kept in this browser's localStorage: a development
 * key for test XRP, never a place for real funds. `renew` forgets it for a new one.
 */
export function useTestKey(): { account: PrivateKeyAccount; renew: () => void } {
  const [key, setKey] = useState<Hex>(storedKey);
  const account = useMemo(() => privateKeyToAccount(key), [key]);
  const renew = () => {
    const next = generatePrivateKey();
    local.set(STORAGE_KEYS.testWalletKey, next);
    setKey(next);
  };
  return { account, renew };
}
