import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp } from "../../server/test-support/smtp";
import { engineHere, listening, plainGet, run, startProcess, until, visit } from "./stack";

// The production stack as compose.yaml runs it, from the images the Dockerfile builds:
// nginx (h2:nginx) in front of two API instances (h2:runtime) on PostgreSQL, Prometheus and
// Alertmanager beside them, all on the host's network as the upstreams of deploy/nginx.conf
// expect. PostgreSQL is this machine's (a database made for the run), the SMTP server and the
// alert receiver are this test's; Prometheus and Alertmanager are Debian's binaries with the
// shipped configuration, only its addresses pointed at this run. docs/testing.md, "The image".

const engine = engineHere();
const databaseUrl = process.env.TEST_DATABASE_URL;
const skip = !engine
  ? "neither podman nor docker can run here (.ci/run installs podman)"
  : !databaseUrl
    ? "TEST_DATABASE_URL is not set (the machine's PostgreSQL)"
    : "";
if (skip) console.log(`\n⚠ image tests skipped: ${skip}\n`);

const id = `h2-image-${process.pid}`;
const dbName = `h2_image_${process.pid}`;
const names = {
  nginx: `${id}-nginx`,
  ...Object.fromEntries([3001, 3002, 3011, 3012].map((p) => [p, `${id}-api-${p}`])),
};
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe.skipIf(Boolean(skip))("the production image, run as compose runs it", () => {
  const dir = mkdtempSync(join(tmpdir(), "h2-image-"));
  let ca = "";
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Server;
  const alerts: { path: string; body: { alerts?: { labels: Record<string, string> }[] } }[] = [];
  let promPort = 0;
  const host: ReturnType<typeof startProcess>[] = [];
  let admin: pg.Client;
  let appDbUrl = "";

  const podman = (...args: string[]) => run(engine, args);
  const release = join(dir, "release");
  const hostDir = join(dir, "host");
  /** scripts/ci/rollout.sh on the image (beforeAll's instance.sh), asynchronous: load goes on. */
  const rollout = () =>
    new Promise<string>((resolve, reject) => {
      const child = spawn("scripts/ci/rollout.sh", [], {
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          H2_RELEASE: release,
          H2_RUNNER: "process",
          H2_ROOT: hostDir,
          H2_UPSTREAM: join(hostDir, "state/upstream.conf"),
          // Before nginx runs (the first deploy) there is nothing to reload.
          H2_RELOAD: `${engine} exec ${names.nginx} nginx -s reload 2>/dev/null || true`,
          H2_NODE: join(dir, "instance.sh"),
          H2_DRAIN_SECONDS: "3",
        },
      });
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
      child.on("close", (code) =>
        code === 0 ? resolve(out) : reject(new Error(`rollout: ${out}`)),
      );
    });
  const livePort = (i: number) => readFileSync(join(hostDir, `state/instance-${i}`), "utf8").trim();
  const logsOf = (name: string) => {
    try {
      return run(engine, ["logs", "--tail", "40", name]);
    } catch {
      return "";
    }
  };

  beforeAll(async () => {
    for (const port of [80, 443, 3001, 3002, 9101, 9102]) {
      if (await listening(port))
        throw new Error(
          `port ${port} is taken: the stack uses the host's network (deploy/nginx.conf)`,
        );
    }
    // IMAGE_PREBUILT=1: the images scripts/ci/image.sh built last (to iterate on this file).
    if (!process.env.IMAGE_PREBUILT) {
      console.log("image: building (scripts/ci/image.sh)");
      run("scripts/ci/image.sh", []);
    }

    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(databaseUrl as string);
    u.pathname = `/${dbName}`;
    appDbUrl = u.toString();

    smtp = await startSmtp();
    receiver = createServer((req, res) => {
      let text = "";
      req.on("data", (d) => (text += d));
      req.on("end", () => {
        alerts.push({ path: req.url ?? "", body: JSON.parse(text || "{}") });
        res.end("ok");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const recv = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

    // The secrets as compose mounts them: files under /run/secrets, readable by uid 1000.
    const secrets = join(dir, "secrets");
    mkdirSync(secrets);
    const secret = (name: string, value: string) => {
      writeFileSync(join(secrets, name), value);
      chmodSync(join(secrets, name), 0o644);
    };
    secret("database_url", appDbUrl);
    secret("smtp_url", smtp.url);
    secret("webhook_secret", "");
    secret("alert_webhook_url", `${recv}/slack`);

    // The certificate nginx.conf names, self-signed for the site's name.
    const live = join(dir, "letsencrypt/live/www.h2consulting.example");
    mkdirSync(live, { recursive: true });
    run("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-keyout",
      join(live, "privkey.pem"),
      "-out",
      join(live, "fullchain.pem"),
      "-subj",
      "/CN=www.h2consulting.example",
      "-addext",
      "subjectAltName=DNS:www.h2consulting.example",
    ]);
    chmodSync(join(live, "privkey.pem"), 0o644);
    ca = readFileSync(join(live, "fullchain.pem"), "utf8");

    // The instances start as a deploy starts them: scripts/ci/rollout.sh, whose process runner
    // runs "$H2_NODE --enable-source-maps build/server/index.mjs" in the release's folder; here
    // that command runs inside the runtime image, SIGTERM passed on by the engine. The release's
    // folder holds the build's pages and CSP map, taken from the nginx image.
    const instance = join(dir, "instance.sh");
    const env = {
      SERVE_SITE: "false",
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      SITE_ORIGIN: "https://www.h2consulting.example",
      DATABASE_URL_FILE: "/run/secrets/database_url",
      SMTP_URL_FILE: "/run/secrets/smtp_url",
      SALES_EMAIL: "sales@h2.test",
      MAIL_FROM: "no-reply@h2.test",
      ALERT_WEBHOOK_URL_FILE: "/run/secrets/alert_webhook_url",
      WEBHOOK_SECRET_FILE: "/run/secrets/webhook_secret",
      // Every post of this test comes from one address: the per-client limit is not under test.
      RATE_LIMIT_MAX: "1000",
    };
    writeFileSync(
      instance,
      `#!/bin/sh\nexec ${engine} run --rm --name ${id}-api-$PORT --network host -v ${secrets}:/run/secrets:ro ${Object.entries(
        env,
      )
        .map(([k, v]) => `-e ${k}=${v}`)
        .join(" ")} -e PORT=$PORT -e METRICS_PORT=$METRICS_PORT h2:runtime node "$@"\n`,
    );
    chmodSync(instance, 0o755);
    podman("create", "--name", `${id}-files`, "h2:nginx");
    mkdirSync(release);
    podman("cp", `${id}-files:/srv/h2/build`, join(release, "build"));
    podman("rm", `${id}-files`);
    await rollout();
    podman(
      "run",
      "-d",
      "--name",
      names.nginx,
      "--network",
      "host",
      "-v",
      `${join(dir, "letsencrypt")}:/etc/letsencrypt:ro`,
      // What a deploy switches, mounted as compose.yaml mounts it.
      "-v",
      `${join(hostDir, "state/upstream.conf")}:/srv/h2/deploy/upstream.conf:ro`,
      "-v",
      `${join(hostDir, "site")}:/srv/h2/build:ro`,
      "h2:nginx",
    );

    // Alertmanager and Prometheus with the shipped files, their addresses pointed at this run
    // (Debian 12's Alertmanager 0.25 predates webhook url_file: the URL itself stands in).
    const amPort = await freePort();
    promPort = await freePort();
    const am = readFileSync("deploy/alertmanager.yml", "utf8")
      .replace("api_url_file: /run/secrets/alert_webhook_url", `api_url: ${recv}/slack`)
      .replace("url_file: /run/secrets/watchdog_url", `url: ${recv}/watchdog`);
    writeFileSync(join(dir, "alertmanager.yml"), am);
    const promDir = join(dir, "prometheus");
    mkdirSync(promDir);
    for (const f of ["alerts.yml", "web-vitals.yml"])
      writeFileSync(join(promDir, f), readFileSync(join("deploy/prometheus", f)));
    writeFileSync(
      join(promDir, "prometheus.yml"),
      readFileSync("deploy/prometheus/prometheus.yml", "utf8")
        .replace("127.0.0.1:9093", `127.0.0.1:${amPort}`)
        .replace(
          "/srv/h2/state/prometheus-targets.json",
          join(hostDir, "state/prometheus-targets.json"),
        )
        .replaceAll(/(scrape|evaluation)_interval: 15s/g, "$1_interval: 2s"),
    );
    host.push(
      startProcess("prometheus-alertmanager", [
        `--config.file=${join(dir, "alertmanager.yml")}`,
        `--storage.path=${join(dir, "am-data")}`,
        `--web.listen-address=127.0.0.1:${amPort}`,
        "--cluster.listen-address=",
      ]),
      startProcess("prometheus", [
        `--config.file=${join(promDir, "prometheus.yml")}`,
        `--storage.tsdb.path=${join(dir, "prom-data")}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ]),
    );

    await until("the stack to be ready through nginx", async () => {
      const r = await visit("/readyz", { ca });
      return r.status === 200 ? r : undefined;
    }).catch((e) => {
      throw new Error(`${e}\n${logsOf(`${id}-api-${livePort(1)}`)}\n${logsOf(names.nginx)}`);
    });
  }, 900_000);

  afterAll(async () => {
    for (const name of Object.values(names)) {
      try {
        run(engine, ["rm", "-f", "-v", name]);
      } catch {}
    }
    for (const p of host) p.child.kill();
    await smtp?.close();
    receiver?.close();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the pages with their headers, and refuses what is not the public's", async () => {
    const home = await visit("/", { ca });
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.headers["content-security-policy"]).toMatch(/default-src/);
    expect(home.headers["cache-control"]).toBe("no-cache");

    const contact = await visit("/contact", { ca });
    expect(contact.status).toBe(200);
    expect(contact.body).toContain("<form");

    const asset = home.body.match(/\/assets\/[^"'\s)]+\.(?:css|js|woff2)/)?.[0];
    expect(asset, "the home page links a fingerprinted asset").toBeTruthy();
    const a = await visit(asset as string, { ca, headers: { "accept-encoding": "br, gzip" } });
    expect(a.status).toBe(200);
    expect(a.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const missing = await visit("/no-such-page", { ca });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^text\/html/);

    expect((await visit("/metrics", { ca })).status).toBe(404);
    expect((await visit("/livez", { ca })).status).toBe(404);
    expect((await visit("/blog/page/1", { ca })).headers.location).toMatch(/\/blog$/);

    const http = await plainGet("http://127.0.0.1/contact");
    expect(http.status).toBe(301);
    expect(http.headers.location).toBe("https://www.h2consulting.example/contact");
  });

  it("is ready through nginx, and each instance answers it", async () => {
    const r = await visit("/readyz", { ca });
    expect(r.status).toBe(200);
    for (const port of [3001, 3002])
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });

  it("stores a form post in PostgreSQL and delivers both messages over SMTP", async () => {
    const email = `visitor-${process.pid}@example.org`;
    const r = await visit("/api/contact", {
      ca,
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://www.h2consulting.example" },
      body: JSON.stringify({
        name: "Priya Shah",
        email,
        phone: "",
        company: "Acme Ltd",
        message: "We need a team of eight engineers for a payments platform.",
        marketing_consent: false,
        idempotency_key: crypto.randomUUID(),
        website: "",
        elapsed_ms: 8000,
        source: "/contact",
      }),
    });
    expect(r.status, r.body).toBe(201);
    expect(r.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    const { id: inquiry } = JSON.parse(r.body) as { id: string };

    const db = new pg.Client({ connectionString: appDbUrl });
    await db.connect();
    try {
      const rows = await db.query("SELECT email, company FROM inquiries WHERE id = $1", [inquiry]);
      expect(rows.rows).toEqual([{ email, company: "Acme Ltd" }]);
    } finally {
      await db.end();
    }
    await until(
      "both messages",
      async () => (smtp.received.length >= 2 ? true : undefined),
      60_000,
    );
    const to = smtp.received.flatMap((m) => m.to).sort();
    expect(to).toEqual(["sales@h2.test", email].sort());
  });

  it("is scraped by Prometheus, and its alerts reach a receiver through Alertmanager", async () => {
    const up = await until("both instances scraped", async () => {
      const r = await fetch(`http://127.0.0.1:${promPort}/api/v1/query?query=up{job="h2"}`);
      const { data } = (await r.json()) as { data: { result: { value: [number, string] }[] } };
      return data.result.length === 2 && data.result.every((x) => x.value[1] === "1")
        ? data.result
        : undefined;
    }).catch((e) => {
      throw new Error(`${e}\n${host[1]?.output()}`);
    });
    expect(up).toHaveLength(2);

    const watchdog = await until("H2Watchdog at the dead-man's switch", async () =>
      alerts.find(
        (a) =>
          a.path === "/watchdog" && a.body.alerts?.some((x) => x.labels.alertname === "H2Watchdog"),
      ),
    ).catch((e) => {
      throw new Error(`${e}\n${host[0]?.output()}`);
    });
    expect(watchdog.body.alerts?.[0]?.labels.severity).toBe("none");
  });

  it("runs the owner's CLI inside the image", () => {
    const out = run(engine, [
      "exec",
      `${id}-api-${livePort(1)}`,
      "node",
      "build/server/inquiries.mjs",
      "report",
    ]);
    expect(out).toMatch(/inquir/i);
  });

  it("is redeployed by scripts/ci/rollout.sh under load without one failed request", async () => {
    const before = [livePort(1), livePort(2)];
    const failed: string[] = [];
    const acknowledged: string[] = [];
    let running = true;
    const loop = async (every: number, step: () => Promise<void>) => {
      while (running) {
        await step().catch((e: Error) => failed.push(e.message));
        await new Promise((r) => setTimeout(r, every));
      }
    };
    const expectStatus = async (
      what: string,
      status: number,
      answer: Promise<{ status: number; body: string }>,
    ) => {
      const r = await answer;
      if (r.status !== status) failed.push(`${what}: ${r.status}`);
      return r;
    };
    const loops = [
      loop(50, async () => void (await expectStatus("GET /", 200, visit("/", { ca })))),
      loop(
        200,
        async () => void (await expectStatus("GET /readyz", 200, visit("/readyz", { ca }))),
      ),
      loop(2500, async () => {
        const r = await expectStatus(
          "POST /api/contact",
          201,
          visit("/api/contact", {
            ca,
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: "https://www.h2consulting.example",
            },
            body: JSON.stringify({
              name: "Deploy Visitor",
              email: `deploy-${acknowledged.length}@example.org`,
              phone: "",
              company: "Drill Ltd",
              message: "A form post while the instances are replaced.",
              marketing_consent: false,
              idempotency_key: crypto.randomUUID(),
              website: "",
              elapsed_ms: 8000,
              source: "/contact",
            }),
          }),
        );
        if (r.status === 201) acknowledged.push((JSON.parse(r.body) as { id: string }).id);
      }),
    ];
    try {
      await rollout();
    } finally {
      running = false;
      await Promise.all(loops);
    }
    expect(failed).toEqual([]);
    expect([livePort(1), livePort(2)]).toEqual(before.map((p) => String(Number(p) + 10)));
    expect(acknowledged.length).toBeGreaterThan(0);
    const db = new pg.Client({ connectionString: appDbUrl });
    await db.connect();
    try {
      const stored = await db.query("SELECT count(*)::int AS n FROM inquiries WHERE id = ANY($1)", [
        acknowledged,
      ]);
      expect(stored.rows[0].n).toBe(acknowledged.length);
    } finally {
      await db.end();
    }
  });
});
