import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// Vitest's CLI on this Node (the project's Node 24 under npm), not whatever `npx` would find.
const vitest = join(
  dirname(createRequire(import.meta.url).resolve("vitest/package.json")),
  "vitest.mjs",
);

// Unit and API tests first (fast), then the browser tests against the built site: Chromium's
// full suite, then the visitor flows in Chromium, Firefox ESR and WebKit; last, the image.
const steps: [string, string[]][] = [
  ["unit + API", ["run"]],
  ["browser (e2e)", ["run", "--config", "vitest.e2e.config.ts"]],
  ["browser, three engines", ["run", "--config", "vitest.engines.config.ts"]],
  // The production image built and run as compose runs it (skipped, saying so, without podman
  // or Docker): nginx, two instances on PostgreSQL, Prometheus and Alertmanager.
  ["image (production stack)", ["run", "--config", "vitest.image.config.ts"]],
];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name} tests`);
  const r = spawnSync(process.execPath, [vitest, ...args], {
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) {
    console.error(`✖ ${name} tests failed`);
    process.exit(r.status ?? 1);
  }
}
console.log("\n✔ all tests passed");
