import { site } from "@lib/site";
import type { Env } from "../env";

/** The address in an e-mail that unsubscribes its reader (GET asks, POST unsubscribes). */
export function unsubscribeLinks(env: Pick<Env, "SITE_ORIGIN">) {
  const origin = env.SITE_ORIGIN ?? site.origin;
  return (token: string) =>
    `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}
