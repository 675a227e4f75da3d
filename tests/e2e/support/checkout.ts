import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "../../..");
/** What a copy of the checkout leaves out: dependencies (linked), history, outputs, data. */
const notCopied = /^(node_modules|\.git|build|build-.*|data|\.astro|tmp|\.bench|\.probe)(\/|$)/;

/**
 * A throwaway copy of this checkout (node_modules linked, not copied), so a test can let the
 * editor write files and build the site without touching the repository.
 */
export function copyCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), "h2-checkout-"));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => !notCopied.test(relative(root, source)),
  });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return dir;
}

/**
 * `node --import tsx <script>` in `cwd`, as from a marketer's shell; its output goes to the
 * test's. Vitest's own variables are left out: with `VITEST` set, Astro 7's dev server takes it
 * for a Vitest run of its own and serves no page at all (the editor's /keystatic answers 404).
 */
export function runScript(cwd: string, script: string, env: Record<string, string>): ChildProcess {
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")),
  );
  return spawn(process.execPath, ["--import", "tsx", script], {
    cwd,
    env: { ...shell, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** Resolves when `child` exits with 0; rejects naming the script otherwise. */
export function finished(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} exited with ${code}`)),
    );
  });
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
