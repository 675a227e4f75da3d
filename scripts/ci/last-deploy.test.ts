import { spawnSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// scripts/ci/last-deploy.sh as publish.yml's due job runs it, with a stand-in for GitHub's CLI
// first on the PATH: it records what it was asked and answers as gh does after its --jq.

const dir = mkdtempSync(join(tmpdir(), "h2-last-deploy-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const asked = join(dir, "asked");
writeFileSync(
  join(dir, "gh"),
  `#!/usr/bin/env bash
printf '%s\\n' "$@" > "${asked}"
printf 'GH_TOKEN=%s\\n' "\${GH_TOKEN:-}" >> "${asked}"
[ -n "\${FAKE_GH_ERROR:-}" ] && { echo "$FAKE_GH_ERROR" >&2; exit 4; }
printf '%s\\n' "\${FAKE_GH_ANSWER:-}"
`,
);
chmodSync(join(dir, "gh"), 0o755);

function lastDeploy(env: Record<string, string>, path = `${dir}:/usr/bin:/bin`) {
  rmSync(asked, { force: true });
  const run = spawnSync("scripts/ci/last-deploy.sh", [], {
    env: { PATH: path, GH_TOKEN: "ghs_token", ...env },
    encoding: "utf8",
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("scripts/ci/last-deploy.sh", () => {
  it("asks gh for the last successful publish run on main, and prints its start as the output", () => {
    const run = lastDeploy({ FAKE_GH_ANSWER: "2026-11-28T10:07:12Z" });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("since=2026-11-28T10:07:12Z\n");
    expect(readFileSync(asked, "utf8").split("\n")).toEqual([
      "run",
      "list",
      "--workflow",
      "publish.yml",
      "--branch",
      "main",
      "--status",
      "success",
      "--limit",
      "1",
      "--json",
      "createdAt",
      "--jq",
      '.[0].createdAt // ""',
      "GH_TOKEN=ghs_token",
      "",
    ]);
  });

  it("prints an empty time when there has been no successful run yet", () => {
    const run = lastDeploy({ FAKE_GH_ANSWER: "" });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("since=\n");
  });

  it("fails, printing no output line, when gh fails or is not there", () => {
    const refused = lastDeploy({ FAKE_GH_ERROR: "HTTP 401: Bad credentials" });
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("Bad credentials");
    // A PATH with bash alone, wherever this machine keeps a gh of its own.
    const bare = join(dir, "bare");
    mkdirSync(bare, { recursive: true });
    rmSync(join(bare, "bash"), { force: true });
    symlinkSync(
      spawnSync("sh", ["-c", "command -v bash"], { encoding: "utf8" }).stdout.trim(),
      join(bare, "bash"),
    );
    const missing = lastDeploy({}, bare);
    expect(missing.code).toBe(127);
    expect(missing.stdout).toBe("");
  });
});
