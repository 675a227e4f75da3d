import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// scripts/ci/rollout.sh with its process runner, on releases whose server is a small stand-in:
// it answers /readyz once it is ready (or never), and writes what happens to it (started,
// first ready answer, SIGTERM) to one events file, as nginx's reload (H2_RELOAD) writes the
// upstream list it is given. The order of those lines is the rolling replace's promise.
// The real server and nginx under load: the drill (scripts/drill/deploy.ts).

const dir = mkdtempSync(join(tmpdir(), "h2-rollout-"));
const events = join(dir, "events");
const root = join(dir, "host");
const upstream = join(dir, "upstream.conf");
const base = 41000 + Math.floor(Math.random() * 80) * 100;
writeFileSync(events, "");

const server = `
import { appendFileSync } from "node:fs";
import { createServer } from "node:http";
const { PORT, RELEASE, EVENTS, NEVER_READY } = process.env;
const note = (what) => appendFileSync(EVENTS, \`\${what} \${RELEASE} \${PORT}\\n\`);
let ready = false;
const s = createServer((req, res) => {
  if (req.url === "/readyz" && ready && !NEVER_READY) {
    if (!s.seen) { s.seen = true; note("ready"); }
    res.end("ok");
  } else { res.statusCode = 503; res.end(); }
}).listen(Number(PORT), "127.0.0.1", () => note("start"));
setTimeout(() => (ready = true), 300);
process.on("SIGTERM", () => { note("stop"); s.close(() => process.exit(0)); s.closeAllConnections(); });
`;
function release(name: string, env: Record<string, string> = {}) {
  const r = join(dir, name);
  mkdirSync(join(r, "build/server"), { recursive: true });
  mkdirSync(join(r, "build/client/assets"), { recursive: true });
  writeFileSync(join(r, "build/server/index.mjs"), server);
  writeFileSync(join(r, "build/client/index.html"), name);
  writeFileSync(join(r, `build/client/assets/${name}.js`), name);
  writeFileSync(join(r, "build/nginx-csp-map.conf"), `# ${name}\n`);
  writeFileSync(
    join(r, "env"),
    Object.entries({ RELEASE: name, EVENTS: events, ...env })
      .map(([k, v]) => `${k}=${v}`)
      .join("\n"),
  );
  return r;
}
const a = release("a");
const b = release("b");
const never = release("never", { NEVER_READY: "1" });

function rollout(rel: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn("scripts/ci/rollout.sh", [], {
      env: {
        ...process.env,
        H2_RELEASE: rel,
        H2_RUNNER: "process",
        H2_ROOT: root,
        H2_UPSTREAM: upstream,
        H2_RELOAD: `echo "reload $(grep -o '127.0.0.1:[0-9]*' ${upstream} | cut -d: -f2 | tr '\\n' ' ')" >> ${events}`,
        H2_NODE: process.execPath,
        H2_ENV_FILE: join(rel, "env"),
        H2_PORT_BASE: String(base),
        H2_DRAIN_SECONDS: "0.2",
        H2_READY_SECONDS: "3",
      },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => resolve({ code, out }));
  });
}
/** The events since the last call, with ports as offsets from the base. */
let seen = 0;
function newEvents() {
  const lines = readFileSync(events, "utf8").split("\n").filter(Boolean);
  const fresh = lines.slice(seen);
  seen = lines.length;
  return fresh.map((l) => l.replace(/\d{5}/g, (p) => `+${Number(p) - base}`).trim());
}

// A stand-in writes "stop" to the events file as it goes: the folder is removed only once
// every instance has exited, or its last line lands in a folder being deleted.
afterAll(async () => {
  const pids: number[] = [];
  for (const port of [1, 2, 11, 12]) {
    const pid = join(root, "state", `api-${base + port}.pid`);
    if (existsSync(pid)) pids.push(Number(readFileSync(pid, "utf8")));
  }
  for (const pid of pids)
    try {
      process.kill(pid, "SIGTERM");
    } catch {}
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 50 && pids.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

describe("scripts/ci/rollout.sh", () => {
  it("a first deploy starts each instance and lists it once it is ready", async () => {
    const run = await rollout(a);
    expect(run.code, run.out).toBe(0);
    expect(newEvents()).toEqual([
      "start a +1",
      "ready a +1",
      "reload +1 +2",
      "start a +2",
      "ready a +2",
      "reload +1 +2",
    ]);
    expect(readlinkSync(join(root, "site/client"))).toMatch(
      /^releases\/a-\d{8}T\d{6}-\d+\/client$/,
    );
  });

  it("replaces each instance beside itself: ready, then listed, then the old one stopped", async () => {
    const run = await rollout(b);
    expect(run.code, run.out).toBe(0);
    expect(newEvents()).toEqual([
      "start b +11",
      "ready b +11",
      "reload +11 +2",
      "stop a +1",
      "start b +12",
      "ready b +12",
      "reload +11 +12",
      "stop a +2",
    ]);
    // The pages switched with the first instance; a's assets kept for pages already open.
    expect(readlinkSync(join(root, "site/client"))).toMatch(/^releases\/b-.*\/client$/);
    expect(readFileSync(join(root, "site/client/index.html"), "utf8")).toBe("b");
    expect(existsSync(join(root, "site/client/assets/a.js"))).toBe(true);
    expect(JSON.parse(readFileSync(join(root, "state/prometheus-targets.json"), "utf8"))).toEqual([
      { targets: [`127.0.0.1:${base + 11 + 6100}`, `127.0.0.1:${base + 12 + 6100}`] },
    ]);
    expect(readFileSync(join(root, "state/release"), "utf8").trim()).toBe(b);
  });

  it("stops a release that never becomes ready and fails, the old instances still serving", async () => {
    const before = readFileSync(upstream, "utf8");
    const run = await rollout(never);
    expect(run.code).not.toBe(0);
    expect(run.out).toContain("never became ready");
    expect(newEvents()).toEqual(["start never +1", "stop never +1"]);
    expect(readFileSync(upstream, "utf8")).toBe(before);
    expect(readlinkSync(join(root, "site/client"))).toMatch(/^releases\/b-.*\/client$/);
    expect(readdirSync(join(root, "site/releases")).filter((d) => d.startsWith("never"))).toEqual(
      [],
    );
    for (const port of [11, 12])
      expect((await fetch(`http://127.0.0.1:${base + port}/readyz`)).status).toBe(200);
  });

  it("rolls back to the release before the same way", async () => {
    const run = await rollout(a);
    expect(run.code, run.out).toBe(0);
    expect(newEvents()).toEqual([
      "start a +1",
      "ready a +1",
      "reload +1 +12",
      "stop b +11",
      "start a +2",
      "ready a +2",
      "reload +1 +2",
      "stop b +12",
    ]);
  });

  it("redeploys the release already live without touching the files nginx serves", async () => {
    const live = readlinkSync(join(root, "site/client"));
    const run = await rollout(a);
    expect(run.code, run.out).toBe(0);
    newEvents();
    const next = readlinkSync(join(root, "site/client"));
    expect(next).not.toBe(live);
    expect(next).toMatch(/^releases\/a-.*\/client$/);
    // Three deploys' files kept, the live one among them.
    expect(readdirSync(join(root, "site/releases"))).toHaveLength(3);
  });
});
