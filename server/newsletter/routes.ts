import { fieldErrors } from "@lib/contact-schema";
import { newsletterSchema } from "@lib/newsletter-schema";
import { site } from "@lib/site";
import { Hono } from "hono";
import type { Db } from "../db/connect";
import type { Env } from "../env";
import { acceptJsonPost, storageDown } from "../http/guards";
import { escapeHtml } from "../mail/escape";
import type { RateLimiter } from "../rate-limit/limiter";
import { subscribe, unsubscribe } from "./repository";

const MESSAGES = {
  subscribed: "You're subscribed! Check your inbox for a confirmation.",
  resubscribed: "Welcome back! You're subscribed again.",
  already: "You're already subscribed. Thanks for reading!",
} as const;

function page(title: string, text: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#0b1530;line-height:1.6"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/" style="color:#1f39ad">Return to ${escapeHtml(site.brand)}</a></p></body></html>`;
}

export function newsletterRoutes({
  db,
  env,
  limiter,
  onQueued,
}: {
  db: Db;
  env: Env;
  limiter: RateLimiter;
  onQueued?: () => void;
}) {
  const origin = env.SITE_ORIGIN ?? site.origin;
  const unsubscribeUrl = (token: string) =>
    `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  const app = new Hono();

  app.post("/", async (c) => {
    const body = await acceptJsonPost(c, { limiter, scope: "newsletter", env, limit: 2048 });
    if ("response" in body) return body.response;
    const parsed = newsletterSchema.safeParse(body.value);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return c.json({ error: fields.email ?? "Please check the form.", fields }, 422);
    }
    try {
      const outcome = await subscribe(db, parsed.data.email, unsubscribeUrl);
      if (outcome !== "already") onQueued?.();
      return c.json({ message: MESSAGES[outcome] }, outcome === "already" ? 200 : 201);
    } catch (err) {
      return storageDown(c, err);
    }
  });

  app.get("/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) {
      return c.html(
        page(
          "Link not recognised",
          "This unsubscribe link is incomplete. Please use the link from your e-mail.",
        ),
        400,
      );
    }
    try {
      const ok = await unsubscribe(db, token);
      if (!ok) {
        return c.html(
          page(
            "Link not recognised",
            "We couldn't find a subscription for this link. You may already be unsubscribed.",
          ),
          404,
        );
      }
      return c.html(
        page(
          "You're unsubscribed",
          "You won't receive any more newsletters from us. You can subscribe again on our blog at any time.",
        ),
      );
    } catch (err) {
      console.error("storage error on unsubscribe:", err);
      c.header("Retry-After", "30");
      return c.html(
        page(
          "Please try again",
          "We couldn't process this just now. Please try the link again in a minute.",
        ),
        503,
      );
    }
  });
  return app;
}
