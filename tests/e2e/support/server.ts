import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A port nothing listens on now, for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Resolves once `url` answers 2xx; fails at once if the server process exits first. */
export async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer at ${url}`);
}

/**
 * `npm run serve` as this process would run it: the production command (the image's CMD too),
 * with its `node` this Node and the build folder the tests built.
 */
export function serveCommand(buildDir: string): [string, string[]] {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };
  const [bin, ...args] = scripts.serve!.split(/\s+/);
  if (bin !== "node") throw new Error(`npm run serve should start node, not ${bin}`);
  return [process.execPath, args.map((a) => a.replace(/^build\//, `${buildDir}/`))];
}
