import type { Env } from "../env";

export interface WebhookTarget {
  url: string;
  format: "json" | "slack";
  /** whsec_… (json format only: Slack incoming webhooks are unsigned). */
  secret?: string;
}

/** The configured receiver, or none: without WEBHOOK_URL nothing is queued or sent. */
export function webhookTarget(
  env: Pick<Env, "WEBHOOK_URL" | "WEBHOOK_SECRET" | "WEBHOOK_FORMAT">,
): WebhookTarget | undefined {
  if (!env.WEBHOOK_URL) return undefined;
  return { url: env.WEBHOOK_URL, format: env.WEBHOOK_FORMAT, secret: env.WEBHOOK_SECRET };
}

/** For the start-up line: the origin only, since a Slack URL's path is its secret. */
export function describeTarget(target: WebhookTarget): string {
  return `${target.format} to ${new URL(target.url).origin}`;
}
