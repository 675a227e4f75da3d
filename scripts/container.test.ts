import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ENV_KEYS, loadEnv, SECRET_KEYS, unsafeStartProblems } from "../server/env";
import { testApp } from "../server/test-support/app";
import { createStore } from "../server/test-support/stores";
import { serverEntry } from "./build-server";
import { writeDeployConfig } from "./deploy-config";

// Nothing on this machine can build an image (no Docker engine): what can be checked is that
// the Dockerfile and compose.yaml name only what exists, and agree with the server, the build
// and deploy/ on every path, script, port and variable.

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  from: string;
  name: string;
  body: Instruction[];
}

/** The Dockerfile's stages: its instructions with continuation lines joined, comments left out. */
function dockerStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = "", args = ""] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (op === "FROM") {
      const [, from = "", name = ""] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ from, name, body: [] });
    } else stages.at(-1)?.body.push({ op, args });
  }
  return stages;
}

const dockerfile = readFileSync("Dockerfile", "utf8");
const stages = dockerStages(dockerfile);
const stage = (name: string) => {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`no stage ${name} in the Dockerfile`);
  return found;
};
const all = (s: Stage, op: string) => s.body.filter((i) => i.op === op).map((i) => i.args);
const one = (s: Stage, op: string) => {
  const found = all(s, op);
  expect(found, `${s.name}: one ${op}`).toHaveLength(1);
  return found[0]!;
};
/** `ENV A=1 B=2` → { A: "1", B: "2" }, over every ENV of a stage. */
const envOf = (s: Stage) =>
  Object.fromEntries(
    all(s, "ENV").flatMap((args) =>
      args.split(/\s+/).map((pair) => pair.split("=") as [string, string]),
    ),
  );
const copies = (s: Stage) =>
  all(s, "COPY").map((args) => {
    const from = /--from=(\S+)/.exec(args)?.[1];
    const paths = args
      .split(/\s+/)
      .filter((a) => !a.startsWith("--"))
      .map((p) => p.replace(/^\.\/$/, "."));
    return { from, sources: paths.slice(0, -1), dest: paths.at(-1)! };
  });

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const compose = parseYaml(readFileSync("compose.yaml", "utf8"), { merge: true }) as {
  services: Record<string, Record<string, unknown>>;
  secrets: Record<string, { file?: string }>;
};
const nginxConf = readFileSync("deploy/nginx.conf", "utf8");

describe("the Node version is 24 everywhere", () => {
  it("in engines, .node-version, the `node` package and every Node image", () => {
    expect(pkg.engines.node).toMatch(/^>=24\.\d+ <25$/);
    expect(readFileSync(".node-version", "utf8").trim()).toMatch(/^24\./);
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
    const nodeImages = stages.filter((s) => s.from.startsWith("node:")).map((s) => s.from);
    expect(nodeImages).toEqual(["node:24-slim", "node:24-slim"]);
  });
});

describe("the runtime image", () => {
  const runtime = stage("runtime");
  const workdir = one(runtime, "WORKDIR");
  const env = envOf(runtime);

  it("is the last Node stage, runs as the image's unprivileged user, and starts as `npm run serve` does", () => {
    expect(one(runtime, "USER")).toBe("node");
    const cmd = JSON.parse(one(runtime, "CMD")) as string[];
    expect(cmd.join(" ")).toBe(pkg.scripts.serve);
    // The file it starts is the one the build writes.
    expect(cmd.at(-1)).toBe(serverEntry("build"));
  });

  it("sets only variables the server reads, with values it accepts", () => {
    for (const key of Object.keys(env)) expect(ENV_KEYS, key).toContain(key);
    const parsed = loadEnv(env);
    expect(parsed.PORT).toBe(Number(one(runtime, "EXPOSE")));
    expect(parsed.CLIENT_DIR).toBe(posix.join(workdir, "build/client"));
  });

  it("documents every variable the server reads", () => {
    const documented = dockerfile.slice(0, dockerfile.indexOf("FROM debian"));
    for (const key of ENV_KEYS.filter((k) => k !== "NODE_ENV"))
      expect(documented, key).toMatch(new RegExp(`\\b${key}\\b`));
  });

  it("keeps SQLite on a volume the non-root user owns", () => {
    expect(JSON.parse(one(runtime, "VOLUME"))).toEqual([env.DATA_DIR]);
    expect(all(runtime, "RUN").join("\n")).toContain(`chown node:node ${env.DATA_DIR}`);
  });

  it("copies the build's output, built by the build stage, and production dependencies only", () => {
    const fromBuild = copies(runtime).filter((c) => c.from === "build");
    const dests = fromBuild.map((c) => posix.relative(workdir, posix.resolve(workdir, c.dest)));
    expect(dests).toEqual([
      "package.json",
      "node_modules",
      "build/client",
      dirname(serverEntry("build")),
    ]);
    expect(all(stage("build"), "RUN").join("\n")).toMatch(/npm run build && npm prune --omit=dev/);
  });

  it("checks its health at the server's readiness, healthy only while the database answers", async () => {
    const check = one(runtime, "HEALTHCHECK");
    const path = /\$\{process\.env\.PORT\}(\/[\w/]+)/.exec(check)?.[1];
    expect(path).toBe("/readyz");
    expect(check).toContain("process.exit(r.ok ? 0 : 1)");
    const store = await createStore("sqlite");
    const db = await store.open();
    try {
      const { app } = testApp(db);
      expect((await app.request(path!)).status).toBe(200);
      await db.close();
      // The same check with the store closed: unhealthy.
      expect((await app.request(path!)).status).toBe(503);
    } finally {
      await db.close().catch(() => {});
      await store.cleanup();
    }
  });
});

describe("files the image takes from the checkout", () => {
  it("exist, and the .dockerignore leaves out what the build makes", () => {
    for (const s of stages)
      for (const c of copies(s).filter((c) => !c.from))
        for (const source of c.sources) expect(existsSync(source), source).toBe(true);
    const ignored = readFileSync(".dockerignore", "utf8").split("\n");
    for (const path of ["node_modules", "build", "data", ".git"]) expect(ignored).toContain(path);
  });
});

describe("the nginx image", () => {
  const nginx = stage("nginx");
  const tmp = mkdtempSync(join(tmpdir(), "h2-container-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("puts every file deploy/nginx.conf includes or serves where it looks for it", () => {
    mkdirSync(join(tmp, "client"));
    writeFileSync(join(tmp, "client/404.html"), "<html><head></head><body></body></html>");
    writeDeployConfig(join(tmp, "client"), tmp, { "/404.html": ["sha256-x"] });
    // Where each file the image copies comes from, in the build stage or the checkout.
    const placed = new Map<string, string>();
    for (const c of copies(nginx)) {
      const source = c.sources[0]!;
      const local = c.from === "build" ? posix.relative("/app", source) : source;
      placed.set(c.dest.replace(/\/$/, ""), local.replace(/\/$/, ""));
    }
    const named = [...nginxConf.matchAll(/^\s*(?:include|root)\s+(\/srv\/h2\/\S+?);/gm)].map(
      (m) => m[1]!,
    );
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const path of named) {
      const [dest, local] = [...placed].find(([d]) => path === d || path.startsWith(`${d}/`)) ?? [];
      expect(dest, `${path} is copied into the image`).toBeDefined();
      const rel = path.slice(dest!.length);
      // build/… comes from the build: checked against what writeDeployConfig writes.
      const file = local!.startsWith("build")
        ? join(tmp, local!.replace(/^build/, ""), rel)
        : join(local!, rel);
      expect(existsSync(file), `${path} ← ${file}`).toBe(true);
    }
    expect(all(nginx, "RUN").join("\n")).toContain(
      "ln -s /srv/h2/deploy/nginx.conf /etc/nginx/sites-enabled/",
    );
  });
});

describe("compose.yaml", () => {
  const { services } = compose;
  const upstreamConf = readFileSync("deploy/upstream.conf", "utf8");
  const upstreams = [...upstreamConf.matchAll(/server 127\.0\.0\.1:(\d+)/g)].map((m) => m[1]);
  const apis = Object.entries(services).filter(
    ([, s]) => (s.build as { target?: string })?.target === "runtime",
  );
  const envOfService = (s: Record<string, unknown>) => s.environment as Record<string, string>;

  it("gives each nginx upstream two slots, the shipped port and the one a deploy switches to", () => {
    expect(nginxConf).toContain("include /srv/h2/deploy/upstream.conf;");
    const bySlot = (slot: string) =>
      apis
        .filter(([name]) => name.endsWith(slot))
        .map(([, s]) => envOfService(s).PORT)
        .sort();
    // Slot a as deploy/upstream.conf ships; slot b ten above (scripts/ci/rollout.sh).
    expect(bySlot("a")).toEqual([...upstreams].sort());
    expect(bySlot("b")).toEqual(upstreams.map((p) => String(Number(p) + 10)).sort());
    // A plain `docker compose up` starts slot a; a deploy names slot b when it needs it.
    for (const [name, s] of apis)
      expect(s.profiles, name).toEqual(name.endsWith("b") ? ["slot-b"] : undefined);
    // Each on its own image tag, the one rollout.sh sets.
    for (const [name, s] of apis) expect(s.image, name).toBe(`\${H2_IMAGE:-h2:runtime}`);
  });

  it("joins no service to another's network namespace, so replacing one never stops another", () => {
    for (const [name, s] of Object.entries(services)) {
      expect(s.network_mode, name).toBe("host");
      // On the host's network nothing is published; each listens where it says.
      expect(s.ports, name).toBeUndefined();
    }
    // What a deploy switches reaches nginx and Prometheus as files, not as a shared namespace.
    expect(services.nginx!.volumes).toEqual(
      expect.arrayContaining([
        "./state/upstream.conf:/srv/h2/deploy/upstream.conf:ro",
        "./site:/srv/h2/build:ro",
      ]),
    );
    expect(services.nginx!.depends_on).toBeUndefined();
    expect((services.postgres!.command as string[]).join(" ")).toContain(
      "listen_addresses=127.0.0.1",
    );
  });

  it("serves metrics on each instance's METRICS_PORT on loopback, scraped where a deploy lists them", () => {
    const metricsPorts = apis.map(([, s]) => envOfService(s).METRICS_PORT);
    expect(metricsPorts.every((p) => /^\d+$/.test(p ?? ""))).toBe(true);
    for (const [, s] of apis) {
      const env = envOfService(s);
      expect(env.HOST).toBe("127.0.0.1");
      // rollout.sh's rule: the metrics port is the instance's port + 6100.
      expect(Number(env.METRICS_PORT)).toBe(Number(env.PORT) + 6100);
    }
    const prometheus = services.prometheus!;
    const config = parseYaml(readFileSync("deploy/prometheus/prometheus.yml", "utf8")) as {
      scrape_configs: { job_name: string; file_sd_configs: { files: string[] }[] }[];
    };
    const h2 = config.scrape_configs.find((j) => j.job_name === "h2")!;
    expect(h2.file_sd_configs.flatMap((c) => c.files)).toEqual([
      "/srv/h2/state/prometheus-targets.json",
    ]);
    expect(readFileSync("scripts/ci/rollout.sh", "utf8")).toContain(
      '"$state/prometheus-targets.json"',
    );
    expect(prometheus.volumes).toContain("./deploy/prometheus:/etc/prometheus:ro");
    expect(prometheus.volumes).toContain("./state:/srv/h2/state:ro");
    expect(prometheus.command).toContain("--web.listen-address=127.0.0.1:9090");
  });

  it("gives the instances only variables the server reads, valid once filled in", () => {
    const stageNames = new Set(stages.map((s) => s.name));
    // What an operator writes under ./secrets/ (docs/deploy.md, "Secrets"); the webhook
    // secrets empty (no signed CRM webhook, no scheduler).
    const secretFiles: Record<string, string> = {
      database_url: "postgres://h2:secret@127.0.0.1:5432/h2\n",
      smtp_url: "smtps://u:p@smtp.h2consulting.com:465\n",
      webhook_secret: "",
      alert_webhook_url: "https://hooks.slack.com/services/T0/B0/ops\n",
      cal_webhook_secret: "",
      calendly_webhook_signing_key: "",
    };
    const secretsDir = mkdtempSync(join(tmpdir(), "h2-compose-secrets-"));
    for (const [name, text] of Object.entries(secretFiles))
      writeFileSync(join(secretsDir, name), text);
    try {
      for (const [name, s] of Object.entries(services)) {
        const target = (s.build as { target?: string } | undefined)?.target;
        if (target) expect(stageNames, name).toContain(target);
        if (target !== "runtime") continue;
        const env = s.environment as Record<string, string>;
        for (const key of Object.keys(env)) expect(ENV_KEYS, `${name}: ${key}`).toContain(key);
        // Compose's ${VAR:?…} and ${VAR:-default} filled in as a deployment would, and each
        // secret's /run/secrets/<name> as a file written here.
        const filled = Object.fromEntries(
          Object.entries({ ...envOf(stage("runtime")), ...env }).map(([k, v]) => [
            k,
            v
              .replace(/\$\{SITE_ORIGIN[^}]*\}/, "https://www.h2consulting.example")
              .replace(/\$\{\w+:-([^}]*)\}/g, "$1")
              .replace(/^\/run\/secrets\//, `${secretsDir}/`),
          ]),
        );
        const parsed = loadEnv({
          ...filled,
          SALES_EMAIL: "sales@h2consulting.com",
          MAIL_FROM: "no-reply@h2consulting.com",
        });
        expect(parsed.SERVE_SITE).toBe(false);
        expect(parsed.TRUST_PROXY).toBe(true);
        const db = new URL(parsed.DATABASE_URL!);
        const pg = services.postgres!.environment as Record<string, string>;
        expect([db.hostname, db.username, db.pathname.slice(1)]).toEqual([
          "127.0.0.1",
          pg.POSTGRES_USER,
          pg.POSTGRES_DB,
        ]);
        expect(parsed.WEBHOOK_SECRET).toBeUndefined();
        // Filled in, it starts; with the Slack secret left empty and ALERTS unset, it refuses.
        expect(unsafeStartProblems(parsed)).toEqual([]);
        writeFileSync(join(secretsDir, "alert_webhook_url"), "");
        const unpaged = loadEnv({ ...filled, SALES_EMAIL: "s@h2.com", MAIL_FROM: "n@h2.com" });
        expect(unsafeStartProblems(unpaged)).toEqual([expect.stringMatching(/^No alert route/)]);
        writeFileSync(join(secretsDir, "alert_webhook_url"), secretFiles.alert_webhook_url!);
        // The data folder (the .eml outbox while SMTP_URL is unset) is on a volume of its own.
        expect(s.volumes, name).toEqual([
          expect.stringMatching(new RegExp(`:${parsed.DATA_DIR}$`)),
        ]);
      }
    } finally {
      rmSync(secretsDir, { recursive: true, force: true });
    }
  });

  it("hands every secret over as a file of compose's secrets, never as a variable", () => {
    const secretNames = Object.keys(compose.secrets);
    for (const [name, file] of Object.entries(compose.secrets))
      expect(file, name).toEqual({ file: `./secrets/${name}` });
    for (const [name, s] of Object.entries(services)) {
      const env = (s.environment ?? {}) as Record<string, string>;
      const mounted = (s.secrets ?? []) as string[];
      for (const secret of mounted) expect(secretNames, `${name}: ${secret}`).toContain(secret);
      for (const [key, value] of Object.entries(env)) {
        if (!key.endsWith("_FILE")) continue;
        const [, secret] = /^\/run\/secrets\/(\w+)$/.exec(value) ?? [];
        expect(mounted, `${name}: ${key}`).toContain(secret);
      }
      if ((s.build as { target?: string } | undefined)?.target !== "runtime") continue;
      for (const key of SECRET_KEYS) {
        expect(Object.keys(env), `${name}: ${key} as a variable`).not.toContain(key);
        expect(env[`${key}_FILE`], `${name}: ${key}_FILE`).toMatch(/^\/run\/secrets\//);
      }
    }
    const pg = services.postgres!.environment as Record<string, string>;
    expect(Object.keys(pg)).not.toContain("POSTGRES_PASSWORD");
    expect(pg.POSTGRES_PASSWORD_FILE).toBe("/run/secrets/postgres_password");
    // The files stay out of git and out of the image's build context.
    expect(readFileSync(".gitignore", "utf8").split("\n")).toContain("secrets/");
    expect(readFileSync(".dockerignore", "utf8").split("\n")).toContain("secrets");
    expect(readFileSync("compose.yaml", "utf8")).not.toMatch(/POSTGRES_PASSWORD[^_]/);
  });

  it("rotates every container's log: one anchor, a size cap and a file count", () => {
    const text = readFileSync("compose.yaml", "utf8");
    expect(text).toMatch(/^x-logging: &logging$/m);
    for (const [name, s] of Object.entries(services)) {
      expect(s.logging, name).toEqual({
        driver: "json-file",
        options: { "max-size": expect.stringMatching(/^\d+m$/), "max-file": expect.any(String) },
      });
    }
  });

  it("runs Alertmanager by default, and Prometheus sends it every alert", () => {
    for (const name of ["prometheus", "alertmanager"])
      expect(services[name]!.profiles, `${name} runs without a profile`).toBeUndefined();
    const alertmanager = services.alertmanager!;
    const listen = (alertmanager.command as string[]).find((a) =>
      a.startsWith("--web.listen-address="),
    );
    expect(listen).toMatch(/^--web\.listen-address=127\.0\.0\.1:\d+$/);
    const config = parseYaml(readFileSync("deploy/prometheus/prometheus.yml", "utf8")) as {
      alerting: { alertmanagers: { static_configs: { targets: string[] }[] }[] };
    };
    const targets = config.alerting.alertmanagers.flatMap((a) =>
      a.static_configs.flatMap((c) => c.targets),
    );
    expect(targets).toEqual([listen!.split("=")[1]]);
    expect(services.prometheus!.depends_on).toHaveProperty("alertmanager");
    // The instances pass the operator's ALERTS through: compose decides no paging for them.
    const env = services["api-1a"]!.environment as Record<string, string>;
    expect(env.ALERTS).toBe(`\${ALERTS:-}`);
  });
});
