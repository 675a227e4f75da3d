// POST /api/contact under load on loopback, beside a bare Hono JSON endpoint in the same run,
// then with metrics on and off in alternating rounds (their cost), then with a webhook configured (signed JSON to a receiver in this process); then the
// page-view beacon's throughput (POST /api/views), and the inquiry's latency at a steady rate
// alone and while views arrive at ten times that rate.
//   npm run bench:api [-- --requests 3000 --warmup 1000 --connections 10 --pg --rate 50 --seconds 10]
// --pg runs the real server on PostgreSQL (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test).
// Exits non-zero if any request is not answered 2xx, stored rows differ from 2xx answers, a
// webhook is missing or duplicated, or inquiries with a webhook fall under half the bare
// endpoint's throughput, or with metrics fall more than 5 % under without.

import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort, startServerProcess } from "../../server/test-support/process";
import { waitUntil } from "../../server/test-support/smtp";
import { createStore, type TestStore } from "../../server/test-support/stores";
import { startReceiver } from "../../server/webhook/test-receiver";
import { buildDir } from "../build";
import { buildServer, serverEntry } from "../build-server";
import { stopServer } from "./harness";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "3000" },
    // Each endpoint first answers this many, unmeasured: figures for a process past its JIT
    // warm-up, as a server is after its first minute, not its first second.
    warmup: { type: "string", default: "1000" },
    connections: { type: "string", default: "10" },
    pg: { type: "boolean", default: false },
    // Inquiries per second in the latency comparison (views then arrive at ten times it).
    rate: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
  },
});
const inquiryRate = Number(values.rate);
const steadySeconds = Number(values.seconds);
const amount = Number(values.requests);
const warmup = Number(values.warmup);
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

async function load(url: string, requests = amount, overallRate?: number) {
  const result = await autocannon({
    url,
    method: "POST",
    connections,
    // A fixed number of requests (not a duration) so every answer is counted.
    amount: requests,
    ...(overallRate ? { overallRate } : {}),
    // The run ends on a sample tick: 100 ms ticks keep a short run's wall time honest.
    sampleInt: 100,
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
  });
  return {
    // Answers over wall time: autocannon's own average is of its sample buckets, which a run
    // of a few seconds (the bare endpoint's is about one) rounds badly.
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    ok: result["2xx"],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Warm-up (unmeasured), then the measured run; `warmed` is how many the warm-up stored. With a
 * store, the warm-up's mail and webhooks are sent first, so the measured run pays only for its own.
 */
async function measure(url: string, store?: TestStore) {
  const warm = warmup > 0 ? await load(url, warmup) : undefined;
  if (store) await settled(store);
  return { ...(await load(url)), warmed: warm?.ok ?? 0 };
}

/** Waits (at most a minute) until nothing is left to send. */
async function settled(store: TestStore) {
  const db = await store.open();
  const waiting = async () => {
    const count = async (table: "outbox" | "webhook_outbox", done: string) =>
      Number(
        (
          await db.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .where("status", "!=", done)
            .executeTakeFirstOrThrow()
        ).n,
      );
    return (await count("outbox", "sent")) + (await count("webhook_outbox", "delivered"));
  };
  await waitUntil(async () => (await waiting()) === 0, 60_000).catch(() => {});
  await db.close();
}

if (values.pg) process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const engine = values.pg ? "postgres" : "sqlite";

async function storedRows(store: TestStore) {
  const db = await store.open();
  const { n } = await db.kysely
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  await db.close();
  return Number(n);
}

/** The real server process over a fresh store: validation, rate limit, spam verdict, transaction, outbox. */
async function realRun(env: Record<string, string> = {}) {
  const store = await createStore(engine);
  const server = await startServerProcess(
    {
      DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      // Mail goes to .eml files; the workers compete for the same CPU, as in production.
      ...env,
    },
    serverEntry(buildDir),
  );
  const result = await measure(`${server.url}/api/contact`, store);
  // A refused or failed request is a fault to see, not a figure: show what the server said.
  if (result.other > 0) console.error(`server output:\n${server.output().slice(-4000)}`);
  return { store, server, result };
}

// What production runs: the server compiled (0.1 s; the pages need no build for the API).
await buildServer(buildDir);

// 1. The floor: a bare Hono process parsing JSON and answering, storing nothing (plain
// TypeScript: Node 24 strips its types itself, as the compiled server has none to strip).
async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/bench/bare-server.ts", String(port)], {
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
const bare = await startBare();
const floor = await measure(`${bare.url}/api/contact`);
bare.stop();

// 2. The real server, mail only.
const plain = await realRun();
await stopServer(plain.server);
const plainStored = await storedRows(plain.store);
await plain.store.cleanup();

// 2b. What metrics cost: two servers over stores of their own, without and with METRICS_PORT
// (every request counted and timed, /metrics scraped each second: 15 times Prometheus' default),
// loaded in alternating rounds, so whatever else the machine does falls on both alike.
const metricsPort = await freePort();
let scrapes = 0;
let scraping = true;
const scraper = (async () => {
  while (scraping) {
    await new Promise((r) => setTimeout(r, 1000));
    try {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      if (res.ok && (await res.text()).includes("h2_http_requests_total{")) scrapes++;
    } catch {}
  }
})();
/**
 * CPU time a process has used, in seconds (Linux /proc; NaN elsewhere). On a shared machine
 * wall-clock throughput swings with the neighbours' load; the server's own CPU per inquiry does not.
 */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
async function startReal(env: Record<string, string>) {
  const store = await createStore(engine);
  const server = await startServerProcess(
    {
      DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      ...env,
    },
    serverEntry(buildDir),
  );
  return {
    store,
    server,
    url: `${server.url}/api/contact`,
    rps: [] as number[],
    cpu: 0,
    measured: 0,
    ok: 0,
    other: 0,
  };
}
const unmetered = await startReal({});
const metered = await startReal({ METRICS_PORT: String(metricsPort) });
const abRounds = 6;
for (const side of [unmetered, metered]) {
  if (warmup > 0) side.ok += (await load(side.url, warmup)).ok;
  await settled(side.store);
}
for (let i = 0; i < abRounds; i++) {
  for (const side of i % 2 ? [metered, unmetered] : [unmetered, metered]) {
    const before = cpuSeconds(side.server.child.pid);
    const r = await load(side.url, Math.ceil(amount / 2));
    side.rps.push(r.rps);
    side.ok += r.ok;
    side.other += r.other;
    // Its mail is sent before the round ends: an inquiry's CPU includes its notice's.
    await settled(side.store);
    side.cpu += cpuSeconds(side.server.child.pid) - before;
    side.measured += r.ok;
  }
}
scraping = false;
await scraper;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const abStored: number[] = [];
for (const side of [unmetered, metered]) {
  await stopServer(side.server);
  abStored.push(await storedRows(side.store));
  await side.store.cleanup();
}
const metricsRatio = median(metered.rps) / median(unmetered.rps);
const cpuPer = (side: typeof metered) => (side.cpu / side.measured) * 1e6;
const cpuRatio = cpuPer(metered) / cpuPer(unmetered);

// 3. The real server with a webhook: every inquiry also queued and POSTed, signed, to a receiver
// in this process (which shares the CPU with the load generator).
const receiver = await startReceiver();
const hooked = await realRun({
  WEBHOOK_URL: receiver.url,
  WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
});
const loadEnded = Date.now();
const delivered = () => new Set(receiver.received.map((h) => h.headers["webhook-id"])).size;
const answered = (r: { ok: number; warmed: number }) => r.ok + r.warmed;
await waitUntil(() => delivered() >= answered(hooked.result), 120_000).catch(() => {});
const drainedAfterMs = Date.now() - loadEnded;
await new Promise((r) => setTimeout(r, 500)); // room for a duplicate, if there were one
await stopServer(hooked.server);
await receiver.close();
const hookedStored = await storedRows(hooked.store);
await hooked.store.cleanup();

// 4. The page-view beacon: its throughput, then an inquiry's latency at a steady rate, alone
// and while views arrive at ten times that rate. Each beacon comes from an address of its own
// (X-Forwarded-For, trusted here) as from many readers, so none is dropped by the per-client
// limit, with a browser's user agent (bots are dropped).
let beaconsSent = 0;

/** Beacons from a process of its own (scripts/bench/view-load.ts): its own event loop and CPU. */
async function loadViews(url: string, requests: number, rate = 0) {
  const first = beaconsSent;
  beaconsSent += requests;
  const child = spawn(
    process.execPath,
    [
      "scripts/bench/view-load.ts",
      url,
      String(requests),
      String(connections),
      String(rate),
      String(first),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  await new Promise((resolve) => child.on("exit", resolve));
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as {
    rps: number;
    p50: number;
    p99: number;
    ok: number;
    other: number;
  };
}

/** Inquiries at a steady rate (not as fast as they come), for their latency. */
const steadyInquiries = (url: string) => load(url, inquiryRate * steadySeconds, inquiryRate);

const viewStore = await createStore(engine);
const viewServer = await startServerProcess(
  {
    DATA_DIR: viewStore.dataDir,
    ...(viewStore.databaseUrl ? { DATABASE_URL: viewStore.databaseUrl } : {}),
    TRUST_PROXY: "true",
  },
  serverEntry(buildDir),
);
const viewsUrl = `${viewServer.url}/api/views`;
const contactUrl = `${viewServer.url}/api/contact`;
const viewsWarm = warmup > 0 ? await loadViews(viewsUrl, warmup) : undefined;
const viewThroughput = await loadViews(viewsUrl, amount * 3);
if (warmup > 0) await load(contactUrl, warmup);
await settled(viewStore);
const alone = await steadyInquiries(contactUrl);
await settled(viewStore);
const [beside, viewsBeside] = await Promise.all([
  steadyInquiries(contactUrl),
  loadViews(viewsUrl, inquiryRate * 10 * steadySeconds, inquiryRate * 10),
]);
// The control: the same beacons sent to a bare process instead, so the server does none of
// their work. What an inquiry's p99 gains then is the machine (two cores shared by the server
// and both load generators), not the server's handling of views.
const sink = await startBare();
const [besideControl] = await Promise.all([
  steadyInquiries(contactUrl),
  loadViews(`${sink.url}/api/views`, inquiryRate * 10 * steadySeconds, inquiryRate * 10),
]);
sink.stop();
await stopServer(viewServer);
const counted = await (async () => {
  const db = await viewStore.open();
  const { views, rows } = await db.kysely
    .selectFrom("page_views")
    .select((eb) => [eb.fn.sum<number>("views").as("views"), eb.fn.countAll<number>().as("rows")])
    .executeTakeFirstOrThrow();
  await db.close();
  return { views: Number(views), rows: Number(rows) };
})();
await viewStore.cleanup();
const beaconsAnswered = (viewsWarm?.ok ?? 0) + viewThroughput.ok + viewsBeside.ok;

const real = plain.result;
const withHook = hooked.result;
const row = (name: string, r: typeof real) =>
  `| ${name.padEnd(38)} | ${r.rps.toFixed(0).padStart(7)} | ${String(r.p50).padStart(7)} | ${String(r.p99).padStart(7)} | ${String(r.ok).padStart(7)} | ${String(r.other).padStart(6)} |`;
console.log(
  `\n${amount} POSTs over ${connections} connections after ${warmup} unmeasured, loopback, storage ${engine}\n`,
);
console.log(
  "| endpoint                             |   req/s | p50 ms  | p99 ms  |     2xx | other  |",
);
console.log(
  "|--------------------------------------|--------:|--------:|--------:|--------:|-------:|",
);
console.log(row("bare Hono JSON (no storage)", floor));
console.log(row(`POST /api/contact (${engine})`, real));

console.log(row(`POST /api/contact + webhook (${engine})`, withHook));
const ratio = withHook.rps / floor.rps;
console.log(`\nthroughput ratio real/bare: ${(real.rps / floor.rps).toFixed(2)}`);
const rounds = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(", ");
console.log(
  `\nmetrics' cost, ${abRounds} alternating rounds of ${Math.ceil(amount / 2)} inquiries each:\n  without METRICS_PORT: ${rounds(unmetered.rps)} req/s (median ${median(unmetered.rps).toFixed(0)})\n  with METRICS_PORT:    ${rounds(metered.rps)} req/s (median ${median(metered.rps).toFixed(0)}), ${scrapes} scrapes meanwhile`,
);
console.log(
  `server CPU per inquiry (its mail included): ${cpuPer(unmetered).toFixed(0)} µs without, ${cpuPer(metered).toFixed(0)} µs with metrics`,
);
console.log(`throughput ratio with metrics/without (medians): ${metricsRatio.toFixed(3)}`);
console.log(
  `CPU per inquiry with metrics/without: ${cpuRatio.toFixed(3)} (at most 1.05 required, the throughput a CPU-bound server keeps): ${cpuRatio <= 1.05 ? "yes" : "NO"}`,
);
console.log(
  `throughput ratio with webhook/bare: ${ratio.toFixed(2)} (at least 0.50 required): ${ratio >= 0.5 ? "yes" : "NO"}`,
);
console.log(
  `\nPOST /api/views (${engine}): ${amount * 3} beacons over ${connections} connections after ${warmup} unmeasured\n`,
);
console.log(
  "| run                                            |   req/s | p50 ms | p99 ms | mean ms |    2xx | other |",
);
console.log(
  "|------------------------------------------------|--------:|-------:|-------:|--------:|-------:|------:|",
);
const line = (
  name: string,
  r: { rps: number; p50: number; p99: number; ok: number; other: number; mean?: number },
) =>
  `| ${name.padEnd(46)} | ${r.rps.toFixed(0).padStart(7)} | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ${(r.mean === undefined ? "" : r.mean.toFixed(1)).padStart(7)} | ${String(r.ok).padStart(6)} | ${String(r.other).padStart(5)} |`;
console.log(line("views, as fast as they come", viewThroughput));
console.log(line(`inquiries at ${inquiryRate}/s alone`, alone));
console.log(line(`inquiries at ${inquiryRate}/s, views at ${inquiryRate * 10}/s beside`, beside));
console.log(line(`  the views beside them`, viewsBeside));
console.log(line(`inquiries at ${inquiryRate}/s, views to a bare sink (control)`, besideControl));
console.log(
  `\ninquiry latency with views ÷ alone: p50 ${(beside.p50 / Math.max(1, alone.p50)).toFixed(2)}, p99 ${(beside.p99 / Math.max(1, alone.p99)).toFixed(2)}; ${counted.views} views stored in ${counted.rows} rows`,
);
// Warm-up answers were stored too: every 2xx of either burst must be a row.
const checks = [
  [`stored rows ${plainStored} = 2xx answers ${answered(real)}`, plainStored === answered(real)],
  [
    `metrics rounds: stored rows ${abStored.join(" / ")} = 2xx answers ${unmetered.ok} / ${metered.ok}, ${unmetered.other + metered.other} others, scraped ${scrapes} times`,
    abStored[0] === unmetered.ok &&
      abStored[1] === metered.ok &&
      unmetered.other + metered.other === 0 &&
      scrapes > 0,
  ],
  [
    `with webhook: stored rows ${hookedStored} = 2xx answers ${answered(withHook)}`,
    hookedStored === answered(withHook),
  ],
  [
    `every request answered 2xx: ${[floor, real, withHook].map((r) => r.other).join(" / ")} others`,
    [floor, real, withHook].every((r) => r.other === 0),
  ],
  [
    `views: every beacon answered 204 (${viewThroughput.other + viewsBeside.other} others) and counted once: ${counted.views} stored = ${beaconsAnswered} answered, flushed on SIGTERM`,
    viewThroughput.other + viewsBeside.other === 0 && counted.views === beaconsAnswered,
  ],
  [
    `inquiries beside views all stored and answered: ${alone.other + beside.other} others`,
    alone.other + beside.other === 0,
  ],
  [
    // The server's share of an inquiry's latency beside views: what the control (the same
    // beacons to a bare sink) does not explain. Milliseconds, as p99 of 500 is noisy.
    `inquiry p99 beside views ${beside.p99} ms, within 10 ms of the control's ${besideControl.p99} ms`,
    beside.p99 <= besideControl.p99 + 10,
  ],
  [
    `webhooks: ${delivered()} distinct ids delivered for ${hookedStored} inquiries in ${receiver.received.length} requests, the last ${(drainedAfterMs / 1000).toFixed(1)} s after the load ended`,
    delivered() === hookedStored && receiver.received.length === hookedStored,
  ],
] as const;
for (const [line, pass] of checks) console.log(`${line}: ${pass ? "yes" : "NO"}`);
if (ratio < 0.5 || !(cpuRatio <= 1.05) || checks.some(([, pass]) => !pass)) process.exit(1);
