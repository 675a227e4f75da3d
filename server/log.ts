import { type DestinationStream, type Logger, pino } from "pino";

/**
 * The server's one logger: JSON lines on stdout with an ISO time and a level name, so an
 * operator's log tooling can filter and query them. A line carries what happened and ids
 * (request id, inquiry id), never a visitor's address, name, message, phone or client address
 * (docs/operations.md, "Logs"). Tests pass their own destination to read the lines.
 */
export function createLogger(
  level: string = "info",
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // `err` is always errorField's shape, even if a whole error is passed by mistake.
      serializers: { err: errorSerializer },
    },
    destination,
  );
}

/** The process's logger; index.ts sets its level from LOG_LEVEL as it starts. */
export const log: Logger = createLogger();

/**
 * An e-mail address inside an error's text: an SMTP server refusing a recipient names it
 * ("<ann@acme.io>: Recipient address rejected"), and a confirmation's recipient is a visitor.
 */
const EMAIL = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+\.[^\s<>()"',;:@]+/g;

/** Text from outside (an error's message, a receiver's answer) with any e-mail address masked. */
export const scrubbed = (text: string) => text.replace(EMAIL, "[address]");

/**
 * An error as a log field: its class and message (e-mail addresses masked), never the whole
 * object, which may hold a request, a query's parameters or a message being sent.
 */
export const errorField = (err: unknown) =>
  err instanceof Error
    ? { name: err.name, message: scrubbed(err.message) }
    : { message: scrubbed(String(err)) };

/**
 * Sends what libraries print with `console` (@hono/node-server reports a failed response
 * that way) through the logger, so every line the process writes is JSON. Only text and
 * errors (as errorField) are kept: an object a library prints may hold a request.
 */
export function routeConsole(logger: Logger = log) {
  const to =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      const text = args
        .filter((a) => !(a instanceof Error))
        .map((a) => (typeof a === "string" || typeof a === "number" ? String(a) : `[${typeof a}]`))
        .join(" ");
      logger[level]({ console: true, ...(err ? { err: errorField(err) } : {}) }, scrubbed(text));
    };
  console.debug = to("debug");
  console.log = console.info = to("info");
  console.warn = to("warn");
  console.error = console.trace = to("error");
}

/** pino's own serializer would add a stack and a type; an object already reduced passes as is. */
function errorSerializer(err: unknown) {
  if (err instanceof Error || typeof err !== "object" || err === null) return errorField(err);
  const { name, message } = err as { name?: unknown; message?: unknown };
  return {
    ...(typeof name === "string" ? { name } : {}),
    message: scrubbed(String(message)),
  };
}

export type { Logger };
