// Runs the fault tests and prints their figures (bodies fuzzed, 5xx, flood answers,
// acknowledged vs stored after each fault). The figures come from the tests themselves, so
// docs/reliability.md's numbers are the ones the assertions checked.
//   npm run bench:faults      (PostgreSQL cases need TEST_DATABASE_URL, defaulted here)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "h2-faults-"));
const file = join(dir, "figures.jsonl");
const run = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "server/http/fuzz.test.ts",
    "server/http/flood.test.ts",
    "server/http/slow-clients.test.ts",
    "server/contact/crash.test.ts",
    "server/db/faults.test.ts",
    "server/shutdown.test.ts",
    "server/mail/instances.test.ts",
  ],
  {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      FAULT_FIGURES: file,
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    },
  },
);
let lines: Record<string, unknown>[] = [];
try {
  lines = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
} catch {}
rmSync(dir, { recursive: true, force: true });

console.log("\n| fault | figures |\n|---|---|");
for (const { test, ...figures } of lines) {
  console.log(
    `| ${test} | ${Object.entries(figures)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ")} |`,
  );
}
console.log(`\nfault tests ${run.status === 0 ? "passed" : "FAILED"}`);
process.exit(run.status ?? 1);
