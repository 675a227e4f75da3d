import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { request } from "node:https";
import { createConnection } from "node:net";

/** The container engine scripts/ci/image.sh would use here, or "" where none can run. */
export function engineHere(): string {
  const r = spawnSync("scripts/ci/image.sh", ["--engine"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : "";
}

export function run(cmd: string, args: string[], input?: string): string {
  return execFileSync(cmd, args, {
    encoding: "utf8",
    input,
    stdio: ["pipe", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** True when something already listens on 127.0.0.1:port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection({ host: "127.0.0.1", port }, () => {
      s.destroy();
      resolve(true);
    });
    s.on("error", () => resolve(false));
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to nginx as a visitor's browser sends it: TLS to the site's name, on loopback. */
export function visit(
  path: string,
  {
    ca,
    method = "GET",
    headers = {},
    body,
  }: { ca: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: 443,
        servername: "www.h2consulting.example",
        ca,
        method,
        path,
        headers: { host: "www.h2consulting.example", ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export function plainGet(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host: "www.h2consulting.example" } }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** A host process (Prometheus, Alertmanager) whose output is kept for a failing test's message. */
export function startProcess(cmd: string, args: string[]) {
  let out = "";
  const child: ChildProcess = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  return { child, output: () => out.slice(-4000) };
}

export async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 120_000) {
  const end = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}${last ? `: ${last}` : ""}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
