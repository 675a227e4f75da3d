import { createLogger } from "../log";

/** A logger whose lines a test reads back, parsed (each one must be JSON). */
export function captureLog(level = "debug") {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

/** The same, named as the outbox tests use it. */
export function capturedLog() {
  const { logger, lines } = captureLog();
  return { log: logger, lines };
}

/** A logger that writes nothing (workers in tests whose lines nobody reads). */
export const silentLog = createLogger("silent");
