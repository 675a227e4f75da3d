import { contactRequestSchema, fieldErrors } from "@lib/contact-schema";
import { Hono } from "hono";
import type { Db } from "../db/connect";
import type { Env } from "../env";
import { acceptJsonPost, storageDown } from "../http/guards";
import { unsubscribeLinks } from "../newsletter/links";
import type { RateLimiter } from "../rate-limit/limiter";
import { saveInquiry } from "./repository";
import { spamVerdict } from "./spam";

export const CONTACT_BODY_LIMIT = 16 * 1024;

export interface ContactDeps {
  db: Db;
  env: Env;
  limiter: RateLimiter;
  /** Called after a commit that queued mail, to wake the outbox worker. */
  onQueued?: () => void;
}

export function contactRoutes({ db, env, limiter, onQueued }: ContactDeps) {
  const app = new Hono();
  const unsubscribeUrl = unsubscribeLinks(env);
  app.post("/", async (c) => {
    const body = await acceptJsonPost(c, {
      limiter,
      scope: "contact",
      env,
      limit: CONTACT_BODY_LIMIT,
    });
    if ("response" in body) return body.response;
    const parsed = contactRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      return c.json(
        { error: "Please check the highlighted fields.", fields: fieldErrors(parsed.error) },
        422,
      );
    }
    const verdict = spamVerdict(parsed.data, env.MIN_FILL_MS);
    try {
      const saved = await saveInquiry(db, parsed.data, {
        verdict,
        userAgent: c.req.header("user-agent"),
        salesEmail: env.SALES_EMAIL,
        unsubscribeUrl,
      });
      if (saved.created && verdict === "ok") onQueued?.();
      // A replay answers exactly as the first time did.
      return c.json({ id: saved.id }, 201);
    } catch (err) {
      return storageDown(c, err);
    }
  });
  return app;
}
