import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { FileStorage } from "./file-storage.ts";

/** The URL path local files are served under. */
export const LOCAL_UPLOADS_PREFIX = "/uploads/";

/** Files in a folder (DATA_DIR/uploads by default), served by the app at /uploads/. */
export function localStorage(dir: string): FileStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the folder: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `${LOCAL_UPLOADS_PREFIX}${key}`;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    keyOf(url) {
      return url.startsWith(LOCAL_UPLOADS_PREFIX) ? url.slice(LOCAL_UPLOADS_PREFIX.length) : undefined;
    },
  };
}
