import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exited } from "../processes.ts";

/**
 * A container's server is PID 1, and a new PID namespace hands out PIDs from 1 in order: so a
 * restart after kill -9 meets the dead holder's PID again, as in production, every time.
 */
const holder = join(import.meta.dirname, "lock-holder.ts");
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill("SIGKILL");
    await exited(child);
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Runs `script` as PID 1 of a new PID namespace; `$HOLDER` opens the data dir. */
function inNamespace(script: string, dataDir: string) {
  const holderCmd = `${process.execPath} --import tsx ${holder} ${dataDir}`;
  const child = spawn(
    "unshare",
    ["--pid", "--fork", "--mount-proc", "--kill-child", "sh", "-c", script.replace("$HOLDER", holderCmd)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  let out = "";
  child.stdout?.on("data", (chunk) => {
    out += chunk;
  });
  const said = () =>
    new Promise<string>((resolve) => {
      const check = () => (out.includes("\n") || child.exitCode !== null ? resolve(out.trim()) : undefined);
      child.stdout?.on("data", check);
      child.once("exit", check);
      check();
    });
  return { child, said };
}

/** The host's PID of a process `depth` generations below `pid` (first child each time). */
function descendant(pid: number, depth: number): number {
  let at = pid;
  for (let i = 0; i < depth; i++) {
    at = Number(readFileSync(`/proc/${at}/task/${at}/children`, "utf8").trim().split(" ")[0]);
  }
  return at;
}

const unshareWorks =
  process.platform === "linux" &&
  spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"]).status === 0;

// PID namespaces are Linux's; elsewhere (a developer's Mac) there is nothing to run this in.
describe.runIf(process.platform === "linux")("the embedded database after a crash", () => {
  it("can run here: unshare makes PID namespaces (util-linux, as root)", () => {
    expect(
      unshareWorks,
      "unshare --pid --fork --mount-proc failed: these tests need util-linux and root",
    ).toBe(true);
  });

  it("starts again as PID 1 after PID 1 was killed with SIGKILL", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "admit-crash-"));
    dirs.push(dataDir);
    const first = inNamespace("exec $HOLDER", dataDir);
    expect(await first.said()).toBe("open");
    // unshare's child is PID 1 inside the namespace: the server itself, after exec.
    process.kill(descendant(first.child.pid ?? 0, 1), "SIGKILL");
    await exited(first.child);

    const restart = inNamespace("exec $HOLDER", dataDir);
    expect(await restart.said()).toBe("open");
  });

  it("starts again when the dead holder's PID now belongs to another process", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "admit-crash-"));
    dirs.push(dataDir);
    // PID 1 is the shell, the server PID 2.
    const first = inNamespace("$HOLDER; true", dataDir);
    expect(await first.said()).toBe("open");
    process.kill(descendant(first.child.pid ?? 0, 2), "SIGKILL");
    await exited(first.child);

    // A quick restart where something else started first and got PID 2.
    const restart = inNamespace("sleep 600 & $HOLDER; true", dataDir);
    expect(await restart.said()).toBe("open");
  });

  it("still refuses while PID 1 holds it (the control)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "admit-crash-"));
    dirs.push(dataDir);
    const first = inNamespace("exec $HOLDER", dataDir);
    expect(await first.said()).toBe("open");

    // A second server in the same namespace (PIDs there are comparable) finds PID 1 alive, the same process.
    const pid1 = descendant(first.child.pid ?? 0, 1);
    const second = spawn(
      "nsenter",
      [
        "--target",
        String(pid1),
        "--pid",
        "--mount",
        `--wd=${process.cwd()}`,
        "--",
        process.execPath,
        "--import",
        "tsx",
        holder,
        dataDir,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(second);
    let out = "";
    second.stdout?.on("data", (chunk) => {
      out += chunk;
    });
    expect(await exited(second)).toBe(1);
    expect(out).toMatch(/^refused: .*already in use by process 1\./);
  });
});
