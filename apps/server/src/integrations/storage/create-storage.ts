import type { Config } from "../../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { localStorage } from "./local-storage.ts";
import { s3Storage } from "./s3-storage.ts";

export function createStorage(config: Pick<Config, "storage">): FileStorage {
  return config.storage.kind === "s3" ? s3Storage(config.storage) : localStorage(config.storage.dir);
}
