import { newsletterCopy } from "@content/form-copy";
import { site } from "@content/site";
import { cleanPath } from "@lib/attribution";
import { fieldErrors } from "@lib/field-errors";
import { newsletterSchema } from "@lib/newsletter-schema";
import { type Context, Hono } from "hono";
import {
  postAttribution,
  postedInput,
  sameOriginReferer,
  wantsNoTracking,
} from "../attribution/request";
import type { Db } from "../db/connect";
import type { Env } from "../env";
import { builtStylesheets, renderAnswerPage } from "../http/answer-page";
import {
  acceptPost,
  jsonRefusal,
  type Refusal,
  retryAfterHeader,
  storageFailure,
} from "../http/guards";
import { requestFields } from "../http/request-log";
import { errorField, log } from "../log";
import { countForm, countRefusedForm } from "../metrics/forms";
import type { RateLimiter } from "../rate-limit/limiter";
import { confirmLinks, type SignupOrigin, unsubscribeLinks } from "../shared/subscriptions";
import { confirmPage, invalidSignup, refusedSignup, unsubscribePage } from "./answer-pages";
import { confirm, findByConfirmKey, findByToken, subscribe, unsubscribe } from "./repository";

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

const PAGES = {
  malformed: [
    "Link not recognized",
    "This unsubscribe link is incomplete. Please use the link from your e-mail.",
  ],
  unknown: [
    "Link not recognized",
    "We couldn't find a subscription for this link. You may already be unsubscribed.",
  ],
  done: [
    "You're unsubscribed",
    "You won't receive any more newsletters from us. You can subscribe again on our blog at any time.",
  ],
} as const satisfies Record<string, readonly [string, string]>;

/** An address percent-encoded, three characters a byte, with room to spare. */
const NEWSLETTER_FORM_LIMIT = 4096;

/** Where a sign-up without script lands: a prerendered page (app/pages/newsletter/thank-you.astro). */
export const THANK_YOU = "/newsletter/thank-you";

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
  const unsubscribeUrl = unsubscribeLinks(env);
  const confirmUrl = confirmLinks(env);
  const app = new Hono();
  const sheets = builtStylesheets(env.CLIENT_DIR);
  /** The unsubscribe answers: opened from an e-mail, in the site's own layout. */
  const page = (title: string, text: string, action?: string) =>
    renderAnswerPage(sheets, unsubscribePage(title, text, action));
  const retryPage = (c: Context, err: unknown) => {
    log.error({ ...requestFields(c), err: errorField(err) }, "storage error");
    c.header("Retry-After", "30");
    return c.html(
      page(
        "Please try again",
        "We couldn't process this just now. Please try the link again in a minute.",
      ),
      503,
    );
  };
  /** A refusal answered the way the request was made: a page for a form post, JSON otherwise. */
  const refuse = (c: Context, html: boolean, refusal: Refusal, fields?: Record<string, string>) => {
    countRefusedForm("signup", refusal.status);
    if (!html) return jsonRefusal(c, refusal);
    retryAfterHeader(c, refusal);
    return c.html(renderAnswerPage(sheets, refusedSignup(refusal, fields)), refusal.status);
  };

  /**
   * The sign-up's page is its same-origin Referer (the form carries no page of its own); with
   * Sec-GPC: 1 neither it nor any attribution is kept.
   */
  const signupOrigin = (c: Context, posted?: unknown): SignupOrigin => {
    const source = cleanPath(sameOriginReferer(c, env.SITE_ORIGIN)?.pathname);
    // The page the consent was given on is its proof, kept whatever the browser asks.
    if (wantsNoTracking(c)) return { consentPage: source };
    return {
      source,
      consentPage: source,
      attribution: postAttribution(c, { posted, siteOrigin: env.SITE_ORIGIN }),
    };
  };

  app.post("/", async (c) => {
    const post = await acceptPost(c, {
      limiter,
      scope: "newsletter",
      env,
      limits: { json: 2048, form: NEWSLETTER_FORM_LIMIT },
    });
    if (!post.ok) return refuse(c, post.html, post.refusal, post.fields);
    const { input, fields, posted } = postedInput(post.body);
    const parsed = newsletterSchema.safeParse(input);
    if (!parsed.success) {
      countForm("signup", "invalid");
      const errors = fieldErrors(parsed.error);
      const error = errors.email ?? "Please check the form.";
      if (post.html && fields) {
        return c.html(renderAnswerPage(sheets, invalidSignup(fields.email ?? "", error)), 422);
      }
      return c.json({ error, fields: errors }, 422);
    }
    let outcome: keyof typeof newsletterCopy.answers;
    try {
      outcome = await subscribe(
        db,
        parsed.data.email,
        confirmUrl,
        new Date(),
        signupOrigin(c, posted),
      );
    } catch (err) {
      return refuse(c, post.html, storageFailure(c, err), fields);
    }
    const queued = outcome === "pending";
    if (queued) onQueued?.();
    countForm("signup", queued ? "accepted" : "duplicate");
    if (post.html) return c.redirect(THANK_YOU, 303);
    return c.json({ message: newsletterCopy.answers[outcome] }, queued ? 201 : 200);
  });

  // Double opt-in: the first e-mail's link only asks (a mail scanner's GET subscribes no one);
  // the button on the page it opens POSTs to the same URL, which confirms.
  const confirmAction = (token: string) =>
    `/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
  const confirmAnswer = (c: Context, found: Awaited<ReturnType<typeof findByConfirmKey>>) => {
    const status = found.state === "unknown" ? 404 : found.state === "expired" ? 410 : 200;
    const token = c.req.query("token") ?? "";
    return c.html(renderAnswerPage(sheets, confirmPage(found, confirmAction(token))), status);
  };
  app.get("/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!TOKEN.test(token)) return confirmAnswer(c, { state: "unknown" });
    try {
      return confirmAnswer(c, await findByConfirmKey(db, token));
    } catch (err) {
      return retryPage(c, err);
    }
  });
  app.post("/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!TOKEN.test(token)) return confirmAnswer(c, { state: "unknown" });
    try {
      const found = await confirm(db, token, unsubscribeUrl);
      if (found.state === "confirmed") onQueued?.();
      return confirmAnswer(c, found);
    } catch (err) {
      return retryPage(c, err);
    }
  });

  // The e-mail's link only asks (GET changes nothing): corporate mail scanners open every link
  // in a message, and would otherwise unsubscribe the reader. The button, and a mail client's
  // own Unsubscribe (List-Unsubscribe-Post, RFC 8058), POST to the same URL.
  app.get("/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!TOKEN.test(token)) return c.html(page(...PAGES.malformed), 400);
    try {
      const found = await findByToken(db, token);
      if (!found) return c.html(page(...PAGES.unknown), 404);
      if (found.status === "unsubscribed") return c.html(page(...PAGES.done));
      const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      return c.html(
        page(
          "Unsubscribe from our newsletter?",
          `We'll stop sending ${site.brand} insights to ${found.email}.`,
          action,
        ),
      );
    } catch (err) {
      return retryPage(c, err);
    }
  });

  app.post("/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!TOKEN.test(token)) return c.html(page(...PAGES.malformed), 400);
    try {
      if (!(await unsubscribe(db, token))) return c.html(page(...PAGES.unknown), 404);
      return c.html(page(...PAGES.done));
    } catch (err) {
      return retryPage(c, err);
    }
  });
  return app;
}
