import { log as defaultLog, errorField, type Logger } from "../log";

export interface AlertSink {
  /** Posts one message; resolves true once the channel took it, false when it could not. */
  send(text: string): Promise<boolean>;
  /** Shutting down: no more waiting between retries (what is then unsent is logged at error). */
  close(): void;
}

export interface SlackSinkOptions {
  /** Attempts per message before it is given up on, with its error logged. */
  attempts?: number;
  /** Wait before attempt n+1. */
  retryDelayMs?: (attempt: number) => number;
  timeoutMs?: number;
  log?: Logger;
}

/**
 * The operators' Slack incoming webhook (ALERT_WEBHOOK_URL): a path of its own, apart from
 * the mail and the sales webhook it reports on. Each message is retried a few times in memory
 * (a minute in all); one that still cannot be sent leaves a line at level error, so an alert is
 * never dropped unseen. The URL is never logged: its path is the channel's secret.
 */
export function slackSink(
  url: string,
  {
    attempts = 4,
    retryDelayMs = (n) => 2_000 * 4 ** (n - 1),
    timeoutMs = 10_000,
    log = defaultLog,
  }: SlackSinkOptions = {},
): AlertSink {
  const closing = new AbortController();

  async function post(text: string): Promise<void> {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
      redirect: "manual",
      // A post in flight at shutdown finishes (within the timeout); only the waits are cut.
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  }

  return {
    async send(text) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          await post(text);
          return true;
        } catch (err) {
          lastError = err;
          if (closing.signal.aborted || attempt === attempts) break;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, retryDelayMs(attempt));
            closing.signal.addEventListener("abort", () => {
              clearTimeout(timer);
              resolve();
            });
          });
          if (closing.signal.aborted) break;
        }
      }
      log.error(
        { event: "alert_not_sent", err: errorField(lastError), alert: text },
        "delivery alert could not be posted to ALERT_WEBHOOK_URL",
      );
      return false;
    },
    close: () => closing.abort(),
  };
}
