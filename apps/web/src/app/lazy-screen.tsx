import { TIMINGS } from "@admit/contract/limits";
import { loadScreenStrings } from "../lib/i18n.ts";
import type { ScreenLoader } from "./routes.ts";

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A script chunk failed to load", { cause });
    this.name = "ChunkLoadError";
  }
}

/**
 * Loads a screen's chunk, with the query client around it unless the screen does without
 * server state, and the catalogs' `screens` part unless the screen needs only the shell's
 * strings. A failure or a wait over 120 s becomes a ChunkLoadError (spec §2, §9).
 */
export async function loadScreen(
  screen: ScreenLoader,
  options: { queries?: boolean; coreStrings?: boolean; timeoutMs?: number } = {},
) {
  const { queries = true, coreStrings = false, timeoutMs = TIMINGS.scriptChunkTimeoutMs } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`chunk timeout after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const [module, query] = await Promise.race([
      Promise.all([
        screen(),
        queries ? import("./query-client.tsx") : null,
        coreStrings ? null : loadScreenStrings(),
      ]),
      timeout,
    ]);
    const Screen = module.default;
    if (!query) return { Component: Screen };
    const { QueryProvider } = query;
    return {
      element: (
        <QueryProvider>
          <Screen />
        </QueryProvider>
      ),
    };
  } catch (err) {
    throw new ChunkLoadError(err);
  } finally {
    clearTimeout(timer);
  }
}

const RELOADED_KEY = "admit.chunkReload";

/**
 * Reloads the page the person was going to, once per path, so a new deployment's chunks are
 * fetched; a second failure on the same path shows the error instead of looping.
 */
export function reloadOnceFor(
  path: string,
  storage: Pick<Storage, "getItem" | "setItem">,
  reload: () => void,
): boolean {
  if (storage.getItem(RELOADED_KEY) === path) return false;
  storage.setItem(RELOADED_KEY, path);
  reload();
  return true;
}
