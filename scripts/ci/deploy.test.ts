import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

// scripts/ci/deploy.sh as publish.yml's deploy step runs it. `ssh` is a stand-in on PATH that
// keeps what the real one would be given (its arguments, the key and host files it is pointed
// at, the script on its stdin) and answers as the host would. The rolling replace that script
// performs on the host is the drill's (scripts/drill/deploy.ts).

const dir = mkdtempSync(join(tmpdir(), "h2-deploy-ssh-"));
const record = join(dir, "record");
writeFileSync(
  join(dir, "ssh"),
  `#!/usr/bin/env bash
{
  printf 'ARG %s\\n' "$@"
  prev=""
  for a in "$@"; do
    case "$prev" in -i) printf 'KEY %s\\n' "$(cat "$a")" ;; esac
    case "$a" in UserKnownHostsFile=*) printf 'KNOWN %s\\n' "$(cat "\${a#UserKnownHostsFile=}")" ;; esac
    prev="$a"
  done
} >"${record}"
cat >"${record}.stdin"
echo "rollout: live on every instance"
exit "\${FAKE_SSH_EXIT:-0}"
`,
);
chmodSync(join(dir, "ssh"), 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  rmSync(record, { force: true });
  rmSync(`${record}.stdin`, { force: true });
});

const release = { IMAGE: "ghcr.io/h2/site:abc123-42" };
const host = {
  DEPLOY_HOST: "deploy@h2.example",
  DEPLOY_SSH_KEY: "-----BEGIN OPENSSH PRIVATE KEY-----\nkey\n-----END OPENSSH PRIVATE KEY-----",
  DEPLOY_KNOWN_HOSTS: "h2.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostKey",
};

/** The script in a bare environment, the stand-in ssh first on PATH. */
function deploy(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("scripts/ci/deploy.sh", [], {
      env: { PATH: `${dir}:${process.env.PATH ?? "/usr/bin:/bin"}`, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
const recorded = () => {
  try {
    return readFileSync(record, "utf8").split("\n");
  } catch {
    return [];
  }
};

describe("scripts/ci/deploy.sh", () => {
  it("runs the rolling replace on the host over SSH, with the key and the host's key given", async () => {
    const run = await deploy({ ...release, ...host });
    expect(run.code, run.stderr).toBe(0);
    const lines = recorded();
    const args = lines.filter((l) => l.startsWith("ARG ")).map((l) => l.slice(4));
    expect(args).toContain("BatchMode=yes");
    expect(args).toContain("StrictHostKeyChecking=yes");
    expect(args).toContain("deploy@h2.example");
    expect(lines.join("\n")).toContain(`KEY ${host.DEPLOY_SSH_KEY}`);
    expect(lines).toContain(`KNOWN ${host.DEPLOY_KNOWN_HOSTS}`);
    // The command the host runs: pull both images, then the script on stdin, told the release.
    expect(args.at(-1)).toBe(
      "cd /srv/h2 && docker pull -q ghcr.io/h2/site:abc123-42 && docker pull -q ghcr.io/h2/site:abc123-42-nginx && H2_RELEASE=ghcr.io/h2/site:abc123-42 H2_ROOT=/srv/h2 bash -s",
    );
    expect(readFileSync(`${record}.stdin`, "utf8")).toBe(
      readFileSync("scripts/ci/rollout.sh", "utf8"),
    );
    expect(run.stdout).toContain("rollout: live on every instance");
    expect(run.stdout).toContain("deploy: ghcr.io/h2/site:abc123-42 live on deploy@h2.example");
  });

  it("deploys nothing without DEPLOY_HOST: a warning on the run's page, not a failure", async () => {
    const run = await deploy(release);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning title=Not deployed::DEPLOY_HOST is not set; .* ghcr\.io\/h2\/site:abc123-42/m,
    );
    expect(recorded()).toEqual([]);
  });

  it("fails the step, showing the host's answer, when the rollout fails there", async () => {
    const run = await deploy({ ...release, ...host, FAKE_SSH_EXIT: "1" });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain("rollout: live on every instance");
    expect(run.stdout).not.toContain("live on deploy@h2.example");
  });

  it("refuses an image or folder the host's shell would read as more than a name, sending nothing", async () => {
    const odd = await deploy({ ...host, IMAGE: "ghcr.io/h2/site:x;reboot" });
    expect(odd.code).toBe(1);
    expect(odd.stderr).toContain("IMAGE is not an image name");
    const relative = await deploy({ ...release, ...host, DEPLOY_PATH: "srv/h2" });
    expect(relative.code).toBe(1);
    expect(relative.stderr).toContain("DEPLOY_PATH must be an absolute path");
    const imageless = await deploy(host);
    expect(imageless.code).not.toBe(0);
    expect(imageless.stderr).toContain("IMAGE is the image to deploy");
    expect(recorded()).toEqual([]);
  });
});
