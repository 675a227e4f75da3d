import { spawnSync } from "node:child_process";

// Unit and API tests first (fast), then the browser tests against the built site.
const steps: [string, string[]][] = [
  ["unit + API", ["vitest", "run"]],
  ["browser (e2e)", ["vitest", "run", "--config", "vitest.e2e.config.ts"]],
];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name} tests`);
  const r = spawnSync("npx", args, { stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`✖ ${name} tests failed`);
    process.exit(r.status ?? 1);
  }
}
console.log("\n✔ all tests passed");
