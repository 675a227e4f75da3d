/**
 * The deploy drill (npm run drill:deploy): releases A → B → A, each deployed by
 * scripts/ci/rollout.sh (the script scripts/ci/deploy.sh runs on the host) while a steady load
 * of page requests, readiness probes and form posts goes through the shipped nginx config.
 * A is this checkout's HEAD, built with `npm run build`; B is A plus one migration (a table A has
 * never heard of) and its own marker file. Prints the failed requests (must be 0), the inquiries
 * acknowledged and stored (must be equal), and each deploy's time to the new release serving.
 * Needs nginx (Debian's, with the brotli module) and the machine's PostgreSQL
 * (TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres); a database is made for
 * the run and dropped after. docs/deploy.md, "The drill".
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { startSmtp } from "../../server/test-support/smtp";
import { type Load, startLoad } from "./load";

const repo = resolve(".");
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
const cache = join(tmpdir(), `h2-drill-${commit}`);
const run = join(tmpdir(), `h2-drill-run-${process.pid}`);
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `h2_drill_${process.pid}`;
const httpPort = Number(process.env.DRILL_PORT || 18480);

const sh = (cmd: string, args: string[], cwd = repo, env: NodeJS.ProcessEnv = process.env) => {
  const r = spawnSync(cmd, args, { cwd, env, encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
};

/** A: HEAD's files (git archive: no worktree left registered), built as production builds. */
function releaseA(): string {
  const dir = join(cache, "a");
  if (existsSync(join(dir, "build/server/index.mjs"))) return dir;
  console.log(`drill: building release A (${commit}) with npm run build…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync("bash", ["-c", `git archive HEAD | tar -x -C ${JSON.stringify(dir)}`]);
  symlinkSync(join(repo, "node_modules"), join(dir, "node_modules"));
  sh("npm", ["run", "build"], dir, { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" });
  writeFileSync(join(dir, "build/client/drill-release.txt"), "A\n");
  return dir;
}

/** B: A's files plus a migration A does not know; its server compiled, its pages A's and a marker. */
function releaseB(a: string): string {
  const dir = join(cache, "b");
  if (existsSync(join(dir, "build/server/index.mjs"))) return dir;
  console.log("drill: making release B (A + migration 9000_drill_release_b)…");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync("bash", ["-c", `git archive HEAD | tar -x -C ${JSON.stringify(dir)}`]);
  symlinkSync(join(repo, "node_modules"), join(dir, "node_modules"));
  const file = join(dir, "server/db/migrations.ts");
  const source = readFileSync(file, "utf8");
  const marker = "export const MIGRATIONS: Record<string, Migration> = {\n";
  if (!source.includes(marker)) throw new Error("drill: server/db/migrations.ts has changed shape");
  writeFileSync(
    file,
    source.replace(
      marker,
      `${marker}  "9000_drill_release_b": {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable("drill_release_b").ifNotExists().addColumn("id", "text").execute();
    },
  },
`,
    ),
  );
  cpSync(join(a, "build/client"), join(dir, "build/client"), { recursive: true });
  cpSync(join(a, "build/nginx-csp-map.conf"), join(dir, "build/nginx-csp-map.conf"));
  sh(
    "npm",
    [
      "exec",
      "--",
      "tsx",
      "-e",
      "import('./scripts/build-server.ts').then((m) => m.buildServer('build'))",
    ],
    dir,
  );
  writeFileSync(join(dir, "build/client/drill-release.txt"), "B\n");
  return dir;
}

/** The shipped deploy/nginx.conf on loopback: the site's paths under `srv`, plain HTTP on one port. */
function startNginx(srv: string) {
  const site = readFileSync(join(repo, "deploy/nginx.conf"), "utf8")
    .replaceAll("/srv/h2", srv)
    .replaceAll("/var/log/nginx", run)
    .replace(/^\s*ssl_certificate.*$/gm, "")
    // Plain HTTP on loopback: no HTTP/2 (Debian 12's nginx 1.22 has no `http2 on` either).
    .replace(/^\s*http2 on;$/m, "")
    .replace("listen 443 ssl;", `listen 127.0.0.1:${httpPort};`)
    .replace(/^\s*listen \[::\]:(443 ssl|80);$/gm, "")
    .replace("listen 80;", `listen 127.0.0.1:${httpPort + 1};`);
  writeFileSync(join(run, "site.conf"), site);
  const main = join(run, "nginx.conf");
  writeFileSync(
    main,
    `${process.getuid?.() === 0 ? "user root;\n" : ""}include /etc/nginx/modules-enabled/*.conf; pid ${run}/nginx.pid; error_log ${run}/nginx-error.log; worker_processes 2; events {} http { include /etc/nginx/mime.types; client_body_temp_path ${run}/b; proxy_temp_path ${run}/p; fastcgi_temp_path ${run}/f; uwsgi_temp_path ${run}/u; scgi_temp_path ${run}/s; include ${run}/site.conf; }\n`,
  );
  sh("nginx", ["-t", "-q", "-c", main]);
  const child = spawn("nginx", ["-c", main, "-g", "daemon off;"], { stdio: "inherit" });
  return { child, reload: `nginx -c ${main} -s reload` };
}

async function main() {
  for (const tool of ["nginx", "curl"])
    if (spawnSync("which", [tool]).status !== 0) throw new Error(`drill: ${tool} is not installed`);
  const a = releaseA();
  const b = releaseB(a);
  mkdirSync(run, { recursive: true });
  chmodSync(run, 0o755);
  const srv = join(run, "srv");
  const root = join(run, "host");
  mkdirSync(srv, { recursive: true });
  mkdirSync(join(root, "site"), { recursive: true });
  symlinkSync(join(root, "site"), join(srv, "build"));
  // The shipped deploy/, whose upstream.conf each deploy rewrites.
  cpSync(join(repo, "deploy"), join(srv, "deploy"), { recursive: true });

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const smtp = await startSmtp();
  const origin = `http://127.0.0.1:${httpPort}`;
  writeFileSync(
    join(run, "api.env"),
    [
      "NODE_ENV=production",
      "HOST=127.0.0.1",
      "SERVE_SITE=false",
      "TRUST_PROXY=true",
      `SITE_ORIGIN=${origin}`,
      `DATABASE_URL=${dbUrl}`,
      `SMTP_URL=${smtp.url}`,
      "SALES_EMAIL=sales@h2.test",
      "MAIL_FROM=no-reply@h2.test",
      "ALERTS=off",
      "LOG_REQUESTS=false",
      "RATE_LIMIT_MAX=100000",
      `DATA_DIR=${join(run, "data")}`,
    ].join("\n"),
  );
  let nginx = { child: undefined as ReturnType<typeof spawn> | undefined, reload: "true" };
  // Asynchronous: the load goes on while the script runs.
  const rollout = (release: string, label: string) =>
    new Promise<number>((done, fail) => {
      const started = performance.now();
      const child = spawn("scripts/ci/rollout.sh", [], {
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          H2_RELEASE: release,
          H2_RUNNER: "process",
          H2_ROOT: root,
          H2_UPSTREAM: join(srv, "deploy/upstream.conf"),
          H2_RELOAD: nginx.reload,
          H2_NODE: process.execPath,
          H2_ENV_FILE: join(run, "api.env"),
          H2_DRAIN_SECONDS: "3",
        },
      });
      let err = "";
      child.stdout.on("data", (d: Buffer) =>
        process.stdout.write(d.toString().replace(/^(?=.)/gm, `  ${label} `)),
      );
      child.stderr.on("data", (d: Buffer) => (err += d));
      child.on("close", (code) =>
        code === 0
          ? done((performance.now() - started) / 1000)
          : fail(new Error(`rollout of ${label} failed:\n${err}`)),
      );
    });

  let load: Load | undefined;
  const results: string[] = [];
  try {
    console.log("drill: first deploy of A (no load yet)");
    await rollout(a, "A");
    // nginx starts on what the first deploy left: its upstream list, pages and CSP map.
    nginx = startNginx(srv);
    load = startLoad(origin);
    await new Promise((r) => setTimeout(r, 5000));
    for (const [release, label] of [
      [b, "B"],
      [a, "A"],
    ] as const) {
      const until = load.waitFor(label);
      const seconds = await rollout(release, `→${label}`);
      const serving = await until;
      results.push(
        `A→B→A: deploy of ${label}: ${seconds.toFixed(1)} s for the rollout, ${serving.toFixed(1)} s from its start to ${label}'s files served through nginx`,
      );
      await new Promise((r) => setTimeout(r, 5000));
    }
    const stats = await load.stop();
    load = undefined;
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const stored = await db.query("SELECT count(*)::int AS n FROM inquiries WHERE id = ANY($1)", [
      stats.acknowledged,
    ]);
    const migrated = await db.query(
      "SELECT name FROM kysely_migration WHERE name = '9000_drill_release_b'",
    );
    await db.end();
    console.log(`\n${results.join("\n")}`);
    console.log(
      `requests: ${stats.total} (${stats.pages} pages, ${stats.probes} /readyz, ${stats.posts} form posts)`,
    );
    console.log(
      `failed requests: ${stats.failed.length}${stats.failed.length ? ` — ${stats.failed.slice(0, 10).join("; ")}` : ""}`,
    );
    console.log(
      `inquiries acknowledged: ${stats.acknowledged.length}, stored: ${stored.rows[0].n}`,
    );
    console.log(
      `A serves on B's database: ${migrated.rows.length === 1 ? "yes (B's migration 9000_drill_release_b applied, A answering after)" : "NO: B's migration is missing"}`,
    );
    console.log(`mail delivered over SMTP: ${smtp.received.length} messages`);
    if (
      stats.failed.length ||
      stored.rows[0].n !== stats.acknowledged.length ||
      migrated.rows.length !== 1
    )
      process.exitCode = 1;
  } finally {
    await load?.stop();
    for (const f of ["3001", "3002", "3011", "3012"]) {
      const pidFile = join(root, "state", `api-${f}.pid`);
      if (existsSync(pidFile)) {
        try {
          process.kill(Number(readFileSync(pidFile, "utf8")), "SIGTERM");
        } catch {}
      }
    }
    nginx.child?.kill("SIGQUIT");
    await new Promise((r) => setTimeout(r, 2000));
    await smtp.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    if (!process.env.DRILL_KEEP) rmSync(run, { recursive: true, force: true });
  }
}

await main();
