import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "admit-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("data dir lock", () => {
  it("refuses a second owner with a message that says what to do", () => {
    const dir = newDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use.*DATA_DIR.*DATABASE_URL/s);
    release();
    acquireDataDirLock(dir)();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = newDir();
    writeFileSync(join(dir, "admit.lock"), "999999999");
    const release = acquireDataDirLock(dir);
    release();
  });
});
