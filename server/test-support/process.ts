import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/**
 * Starts the real server (API only unless `env` says otherwise) as a child process and waits
 * until it is live (/livez; readiness is what the tests look at): the source through tsx (tests, no build needed), or with `entry` the
 * compiled server production runs (`build/server/index.mjs`; the benchmarks).
 */
export async function startServerProcess(
  env: Record<string, string>,
  entry?: string,
): Promise<ServerProcess> {
  const port = await freePort();
  let out = "";
  const args = entry ? ["--enable-source-maps", entry] : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SERVE_SITE: "false",
      LOG_REQUESTS: "false",
      MIN_FILL_MS: "0",
      RATE_LIMIT_MAX: "100000",
      DATABASE_URL: "",
      SMTP_URL: "",
      ALERT_WEBHOOK_URL: "",
      // Production refuses to start without SMTP (or with placeholder addresses) unless files
      // are asked for: mail goes to files unless the test gives its own SMTP server.
      ...(env.SMTP_URL
        ? { SALES_EMAIL: "sales@h2.test", MAIL_FROM: "no-reply@h2.test" }
        : { MAIL_TRANSPORT: "files" }),
      // …and without an alert route: no one is paged unless the test gives its own channel.
      ...(env.ALERT_WEBHOOK_URL || env.ALERTS ? {} : { ALERTS: "off" }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      if ((await fetch(`${url}/livez`)).ok) break;
    } catch {}
    if (Date.now() > until) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => out };
}

export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** `n` inquiries POSTed at once, spread over the servers in turn. */
export function postInquiriesAcross(
  servers: readonly ServerProcess[],
  n: number,
  body: () => unknown,
): Promise<Response[]> {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      fetch(`${servers[i % servers.length]!.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body()),
      }),
    ),
  );
}
