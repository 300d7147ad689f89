import { useState } from "react";
import { local, STORAGE_KEYS } from "../../../lib/storage.ts";

/**
 * The gate this device scans at: a phone stays at one gate all evening, so it is kept on the
 * device, for every event, until staff change it.
 */
export function useDoorGate(): [string, (gate: string) => void] {
  const [gate, setGate] = useState(() => local.get(STORAGE_KEYS.doorGate) ?? "");
  return [
    gate,
    (next: string) => {
      setGate(next);
      local.set(STORAGE_KEYS.doorGate, next);
    },
  ];
}
