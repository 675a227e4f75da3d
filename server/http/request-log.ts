import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { requestId as honoRequestId } from "hono/request-id";
import { type Logger, log } from "../log";

/**
 * Every request's id: nginx's `X-Request-Id` (its `$request_id`, 32 hex digits) when it is
 * short and made of safe characters (letters, digits, `_`, `-`, `=`), else a new UUID. It is
 * carried on every line logged for the request, so an operator can join nginx's access line,
 * the app's request line and any error between them. The API's answers send it back as
 * `X-Request-Id` (a visitor whose inquiry failed can read it); pages and assets do not: its
 * ≈50 bytes count against a page's first round trip (docs/performance.md).
 */
export const requestId = (): MiddlewareHandler => {
  const api = honoRequestId({ limitLength: 64, generator: () => randomUUID() });
  const page = honoRequestId({ headerName: "", generator: fromNginx });
  return (c, next) => (c.req.path.startsWith("/api/") ? api(c, next) : page(c, next));
};

/** The id nginx gave, by the same rule hono's middleware applies to it, else a new one. */
function fromNginx(c: Context): string {
  const given = c.req.header("X-Request-Id");
  return given && given.length <= 64 && !/[^\w\-=]/.test(given) ? given : randomUUID();
}

/**
 * The fields naming a request on a line logged while handling it: its id, method and path.
 * The path is Hono's, without the query string (an unsubscribe link's token lives there).
 */
export const requestFields = (c: Context) => ({
  request_id: c.get("requestId"),
  method: c.req.method,
  path: c.req.path,
});

/**
 * One line per request: `{"level":"info","time":…,"request_id":…,"method":"POST",
 * "path":"/api/contact","status":201,"ms":3.2,"msg":"request"}`. Never the client address,
 * the query string, a header or a body. One object and one write per request: the inquiry
 * endpoint answers about 1,500 a second.
 */
export function requestLog(logger: Logger = log): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        request_id: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
