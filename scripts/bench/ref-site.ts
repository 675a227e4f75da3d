// A past commit of this repository built and served beside the working tree, so a benchmark
// measures that release and today's tree in one run, on one machine, in the same minutes
// (docs/performance.md, "Comparing with the last release").
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../server/test-support/process";

/** Where each commit's checkout and build are kept between runs (git-ignored; delete freely). */
const REFS_DIR = ".bench/refs";
/** The last commit that passed `bench:compare`, written by its `--record`. */
export const LAST_RELEASE_FILE = "scripts/bench/last-release.json";

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

/** REF as given, else the last commit recorded as passing the bench, else HEAD. */
export function resolveRef(ref?: string): { sha: string; label: string } {
  let name = ref;
  if (!name && existsSync(LAST_RELEASE_FILE))
    name = (JSON.parse(readFileSync(LAST_RELEASE_FILE, "utf8")) as { ref: string }).ref;
  name ??= "HEAD";
  const sha = git("rev-parse", "--verify", `${name}^{commit}`);
  return { sha, label: `${name === sha ? sha.slice(0, 7) : name} (${sha.slice(0, 7)})` };
}

/**
 * Checks `sha` out in a worktree of its own and builds it with its own scripts. Its
 * dependencies are the working tree's when the lockfiles agree, else installed for it (a
 * release before a dependency move, e.g. the Node 24 / Astro 7 one, builds with what it had).
 */
export function prepareRef(sha: string): string {
  const dir = resolve(REFS_DIR, sha.slice(0, 12));
  if (!existsSync(join(dir, "package.json"))) {
    mkdirSync(REFS_DIR, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    git("worktree", "prune");
    git("worktree", "add", "--detach", dir, sha);
  }
  if (!existsSync(join(dir, "node_modules"))) {
    const sameLock =
      readFileSync(join(dir, "package-lock.json"), "utf8") ===
      readFileSync("package-lock.json", "utf8");
    if (sameLock) symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
    else {
      console.log(`compare: installing ${sha.slice(0, 7)}'s own dependencies`);
      execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
        cwd: dir,
        stdio: "inherit",
      });
    }
  }
  if (!existsSync(join(dir, "build", ".stamp"))) {
    console.log(`compare: building ${sha.slice(0, 7)} in ${dir}`);
    execFileSync("npm", ["run", "build", "--silent"], {
      cwd: dir,
      stdio: "inherit",
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", BUILD_DIR: "" },
    });
  }
  return dir;
}

export interface Served {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Serves a checkout's build the way that checkout says production serves it (its own
 * `npm run serve`), on a free port, with a data folder of its own and mail to files.
 */
export async function serveCheckout(dir: string): Promise<Served> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "h2-compare-"));
  let out = "";
  // A process group of its own: npm, and the server npm starts, stop together.
  const child: ChildProcess = spawn("npm", ["run", "serve", "--silent"], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: join(dir, "build/client"),
      SERVE_SITE: "true",
      LOG_REQUESTS: "false",
      MAIL_TRANSPORT: "files",
      ALERTS: "off",
      SMTP_URL: "",
      DATABASE_URL: "",
      BUILD_DIR: "",
    },
  });
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const gone = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGTERM");
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${dir}: server exited: ${out}`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {}
    if (Date.now() > until) {
      await stop();
      throw new Error(`${dir}: server did not start: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
