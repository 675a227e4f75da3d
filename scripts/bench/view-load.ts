// Page-view beacons for bench:api, in a process of its own so that generating them does not
// delay the inquiries measured beside them (one event loop would time both).
//   node scripts/bench/view-load.ts URL REQUESTS CONNECTIONS [RATE] [FIRST]
// Prints one line of JSON: req/s, latency p50/p99 (ms), 2xx and other answers.
import autocannon from "autocannon";

const [url, requests, connections, rate, first] = process.argv.slice(2);
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PATHS = ["/", "/dedicated-team", "/blog", "/contact", "/about", "/faq", "/insights"];
// Runs number their beacons on from FIRST, so each address stays new across runs.
let n = Number(first ?? "0");

// Each beacon from an address of its own (X-Forwarded-For, which the bench's server trusts),
// as from many readers, with a browser's user agent: none is dropped by the limit or as a bot.
function beacon(req: object) {
  const i = n++;
  return {
    ...req,
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": CHROME,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({
      path: PATHS[i % PATHS.length],
      referrer_host: i % 3 ? "www.linkedin.com" : "",
      utm_source: i % 3 ? "linkedin" : "",
      utm_campaign: i % 3 ? "q4-cto" : "",
      landing: i % 4 === 0,
    }),
  };
}

const result = await autocannon({
  url: url!,
  method: "POST",
  connections: Number(connections),
  amount: Number(requests),
  ...(Number(rate) > 0 ? { overallRate: Number(rate) } : {}),
  sampleInt: 100,
  requests: [{ setupRequest: beacon }],
});
console.log(
  JSON.stringify({
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    other: result.non2xx + result.errors + result.timeouts,
  }),
);
