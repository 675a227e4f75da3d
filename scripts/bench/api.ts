// POST /api/contact under load on loopback, beside a bare Hono JSON endpoint in the same run.
//   npm run bench:api [-- --requests 3000 --connections 10 --pg]
// --pg runs the real server on PostgreSQL (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test).

import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { exited, freePort, startServerProcess } from "../../server/test-support/process";
import { createStore } from "../../server/test-support/stores";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "3000" },
    connections: { type: "string", default: "10" },
    pg: { type: "boolean", default: false },
  },
});
const amount = Number(values.requests);
const connections = Number(values.connections);

function body() {
  return JSON.stringify({
    name: "Bench Mark",
    email: "bench@acme.io",
    company: "Acme Load Testing",
    message: "A realistic inquiry body of a typical length for the benchmark run.",
    idempotency_key: randomUUID(),
    website: "",
    elapsed_ms: 9000,
    source: "/contact",
  });
}

async function load(url: string) {
  const result = await autocannon({
    url,
    method: "POST",
    connections,
    // A fixed number of requests (not a duration) so every answer is counted.
    amount,
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

if (values.pg) process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const store = await createStore(values.pg ? "postgres" : "sqlite");

// 1. The floor: a bare Hono process parsing JSON and answering, storing nothing.
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  ["--import", "tsx", "scripts/bench/bare-server.ts", String(barePort)],
  {
    stdio: "ignore",
  },
);
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${barePort}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
const floor = await load(`http://127.0.0.1:${barePort}/api/contact`);
bare.kill();

// 2. The real server process: validation, rate limit, spam verdict, transaction, outbox.
const server = await startServerProcess({
  DATA_DIR: store.dataDir,
  ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
  // Mail goes to .eml files; the worker competes for the same CPU, as in production.
});
const real = await load(`${server.url}/api/contact`);
server.child.kill("SIGTERM");
await exited(server.child);

const db = await store.open();
const stored = Number(
  (
    await db.kysely
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow()
  ).n,
);
await db.close();
await store.cleanup();

const row = (name: string, r: typeof real) =>
  `| ${name.padEnd(28)} | ${r.rps.toFixed(0).padStart(7)} | ${String(r.p50).padStart(7)} | ${String(r.p99).padStart(7)} | ${String(r.ok).padStart(7)} | ${String(r.other).padStart(6)} |`;
console.log(`\n${amount} POSTs over ${connections} connections, loopback, storage ${store.name}\n`);
console.log("| endpoint                     |   req/s | p50 ms  | p99 ms  |     2xx | other  |");
console.log("|------------------------------|--------:|--------:|--------:|--------:|-------:|");
console.log(row("bare Hono JSON (no storage)", floor));
console.log(row(`POST /api/contact (${store.name})`, real));
console.log(`\nthroughput ratio real/bare: ${(real.rps / floor.rps).toFixed(2)}`);
console.log(`stored rows ${stored} = 2xx answers ${real.ok}: ${stored === real.ok ? "yes" : "NO"}`);
if (stored !== real.ok) process.exit(1);
