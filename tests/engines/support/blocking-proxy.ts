import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How scripts fail to run while the engine still reports scripting on (so `(scripting: none)`
 * does not match): a second policy refusing every script, or every bundled script failing.
 */
export type Blocking = "policy" | "failed";

/**
 * The site as a visitor behind a strict firewall or extension sees it. A proxy, not a driver
 * feature, so that every engine (WebKit's WebDriver cannot intercept) sees the same answers.
 */
export async function startBlockingProxy(target: string, blocking: Blocking) {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    if (blocking === "failed" && /^\/assets\/[^?]+\.js(\?|$)/.test(path)) {
      res.writeHead(503, { "content-type": "text/plain" }).end("blocked");
      return;
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path,
        method: req.method,
        // The visitor's Host stays: the server compares a post's Origin with it.
        headers: req.headers,
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (blocking === "policy" && !path.startsWith("/assets/")) {
          const csp = headers["content-security-policy"];
          // Two policies both apply, so every script is refused, inline ones included.
          headers["content-security-policy"] = csp
            ? `${csp}, script-src 'none'`
            : "script-src 'none'";
        }
        // A redirect from the server names its own origin; the visitor stays behind the proxy.
        if (typeof headers.location === "string")
          headers.location = headers.location.replace(upstream.origin, "");
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
