import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already in use by process ${pid}. ` +
        "Only one process can own a PGlite data directory: stop the other process, " +
        "choose another DATA_DIR, or set DATABASE_URL to use a PostgreSQL server.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * Who holds a lock: a PID alone names a process only while it lives, and after a crash the next
 * one may get the same PID (a container's server is always PID 1). The start time (clock ticks
 * since boot, /proc/<pid>/stat) under the boot id tells that process apart from any later one.
 */
type Holder = { pid: number; bootId?: string; startTime?: string };

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

const bootId = () => readProc("/proc/sys/kernel/random/boot_id")?.trim();

function startTimeOf(pid: number | "self"): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function parseHolder(text: string): Holder | undefined {
  try {
    const held = JSON.parse(text) as Holder;
    return Number.isInteger(held.pid) ? held : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** This process's own locks: a PID equal to ours in the file is ours only if it is listed here. */
const heldHere = new Set<string>();

function stillHeld(path: string, held: Holder): boolean {
  if (held.pid === process.pid) return heldHere.has(path);
  if (!isAlive(held.pid)) return false;
  // Start times count from boot: a holder from an earlier boot is gone whatever runs under its PID now.
  if (held.bootId !== undefined && held.bootId !== bootId()) return false;
  // Without /proc (macOS) there is no start time to compare: a live PID is taken to be the holder.
  if (held.startTime === undefined) return true;
  const now = startTimeOf(held.pid);
  return now === undefined || now === held.startTime;
}

/**
 * Takes the data directory's lock file, or throws when a live process holds it.
 * A lock left by a process that died is taken over, also when a new process now has its PID.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, "admit.lock");
  const me: Holder = { pid: process.pid, bootId: bootId(), startTime: startTimeOf("self") };
  // Written aside and linked into place, so another process never reads a half-written lock.
  const draft = `${path}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(draft, path);
        heldHere.add(path);
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          process.off("exit", release);
          heldHere.delete(path);
          rmSync(path, { force: true });
        };
        process.on("exit", release);
        return release;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
        const text = readFileSync(path, "utf8");
        // Locks written before the start time was recorded hold a bare PID.
        const held = parseHolder(text) ?? { pid: Number.parseInt(text, 10) };
        if (Number.isInteger(held.pid) && stillHeld(path, held))
          throw new DataDirLockedError(dataDir, held.pid);
        rmSync(path, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
