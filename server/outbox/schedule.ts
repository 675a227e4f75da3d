/**
 * When a failed delivery is tried again, and when it is given up on: one schedule for mail and
 * webhooks alike. An outage of a mail provider or a receiver, or expired credentials, can last
 * a weekend; mail servers keep a message for days (Postfix: 5) and Stripe retries a webhook for
 * 3, so a delivery here is retried for a little over 3 days before it is marked failed.
 *
 * The delay after attempt n is 5 s × 2^(n−1), at most 1 hour: 5 s, 10 s, 20 s … 42 min 40 s
 * (attempts 1–10, 1 h 25 min 15 s in all), then hourly. Attempt 82 is the last, 72 h 25 min
 * 15 s after the first (docs/operations.md, "Deliveries and alerts").
 */
export interface RetrySchedule {
  /** Delay before the next attempt, after `attempts` attempts have failed (1 after the first). */
  delayMs(attempts: number): number;
  /** A delivery whose attempt number `maxAttempts` fails is given up on (status failed). */
  maxAttempts: number;
}

const FIRST_DELAY_MS = 5_000;
const CEILING_MS = 60 * 60_000;

export const RETRY_SCHEDULE: RetrySchedule = {
  delayMs: (attempts) => Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), CEILING_MS),
  maxAttempts: 82,
};

/** Time from the first attempt to the last, if every attempt fails at once. */
export function retrySpanMs({ delayMs, maxAttempts }: RetrySchedule): number {
  let total = 0;
  for (let n = 1; n < maxAttempts; n++) total += delayMs(n);
  return total;
}
