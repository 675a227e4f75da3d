import { channelKey } from "@lib/attribution";
import {
  type ContactRequest,
  contactRequestFromForm,
  contactRequestSchema,
  fieldErrors,
} from "@lib/contact-schema";
import { type Context, Hono } from "hono";
import { postAttribution, postedInput, wantsNoTracking } from "../attribution/request";
import type { Db } from "../db/connect";
import type { Env } from "../env";
import { builtStylesheets, renderAnswerDocument, renderAnswerPage } from "../http/answer-page";
import {
  acceptPost,
  jsonRefusal,
  type Refusal,
  retryAfterHeader,
  storageFailure,
} from "../http/guards";
import { countForm, countRefusedForm } from "../metrics/forms";
import type { RateLimiter } from "../rate-limit/limiter";
import { isHoneypotCatch } from "../shared/spam-verdict";
import { confirmLinks, unsubscribeLinks } from "../shared/subscriptions";
import { inquiryReceived, invalidInquiry, refusedInquiry } from "./answer-pages";
import { saveInquiry } from "./repository";
import { spamVerdict } from "./spam";

/** JSON bodies (the enhanced form): a full inquiry is a few KB. */
export const CONTACT_BODY_LIMIT = 16 * 1024;
/**
 * Form posts percent-encode every byte that is not ASCII (three characters each), so the
 * longest inquiry the form's `maxlength`s allow, written in a non-Latin script, needs about
 * 50 KB this way.
 */
export const CONTACT_FORM_LIMIT = 64 * 1024;

/**
 * The prerendered thank-you pages (app/pages/contact/thank-you*.astro), the same words as the
 * page the server now draws for a post without script: kept a release, because an instance of
 * the previous release still sends posts there during a rollout.
 */
export const THANK_YOU = "/contact/thank-you";
export const THANK_YOU_SUBSCRIBED = "/contact/thank-you/subscribed";

/** What makes two form posts without script the same inquiry. */
const SAME_INQUIRY = ["name", "email", "phone", "company", "message", "marketing_consent"];

export interface ContactDeps {
  db: Db;
  env: Env;
  limiter: RateLimiter;
  /** Called after a commit that queued mail or a webhook, to wake the outbox workers. */
  onQueued?: () => void;
}

export function contactRoutes({ db, env, limiter, onQueued }: ContactDeps) {
  const app = new Hono();
  const sheets = builtStylesheets(env.CLIENT_DIR);
  /** A refusal answered the way the request was made: a page for a form post, JSON otherwise. */
  const refuse = (c: Context, html: boolean, refusal: Refusal, fields?: Record<string, string>) => {
    countRefusedForm("inquiry", refusal.status);
    if (!html) return jsonRefusal(c, refusal);
    retryAfterHeader(c, refusal);
    return c.html(renderAnswerPage(sheets, refusedInquiry(refusal, fields)), refusal.status);
  };
  const unsubscribeUrl = unsubscribeLinks(env);
  const confirmUrl = confirmLinks(env);
  const webhook = env.WEBHOOK_URL !== undefined;
  app.post("/", async (c) => {
    const post = await acceptPost(c, {
      limiter,
      scope: "contact",
      env,
      limits: { json: CONTACT_BODY_LIMIT, form: CONTACT_FORM_LIMIT },
    });
    if (!post.ok) return refuse(c, post.html, post.refusal, post.fields);
    const { input, fields, posted } = postedInput(post.body, {
      keyFrom: SAME_INQUIRY,
      fromForm: contactRequestFromForm,
    });
    const parsed = contactRequestSchema.safeParse(input);
    if (!parsed.success) {
      countForm("inquiry", "invalid");
      const errors = fieldErrors(parsed.error);
      if (post.html && fields) {
        return c.html(renderAnswerPage(sheets, invalidInquiry(fields, errors)), 422);
      }
      return c.json({ error: "Please check the highlighted fields.", fields: errors }, 422);
    }
    const verdict = spamVerdict(parsed.data, env.MIN_FILL_MS);
    let id: string;
    const attribution = postAttribution(c, {
      posted,
      formPage: parsed.data.source,
      siteOrigin: env.SITE_ORIGIN,
    });
    try {
      const saved = await saveInquiry(db, parsed.data, {
        verdict,
        userAgent: c.req.header("user-agent"),
        attribution,
        salesEmail: env.SALES_EMAIL,
        unsubscribeUrl,
        confirmUrl,
        webhook,
      });
      if (saved.created && !isHoneypotCatch(verdict)) onQueued?.();
      countForm("inquiry", !saved.created ? "duplicate" : verdict === "ok" ? "accepted" : "spam");
      id = saved.id;
    } catch (err) {
      return refuse(c, post.html, storageFailure(c, err), fields);
    }
    // A replay answers exactly as the first time did.
    if (post.html) {
      // Drawn here rather than redirected to the prerendered copy: its booking link carries the
      // visitor's name and address, which no address (nor so any log) may hold. A reload posts
      // again, and the same inquiry answers the same page.
      c.header("Cache-Control", "no-store");
      return c.html(
        renderAnswerDocument(
          sheets,
          inquiryReceived(parsed.data, {
            subscribed: subscribes(parsed.data, verdict === "ok"),
            inquiry: id,
            channel: wantsNoTracking(c) ? undefined : channelKey(attribution),
          }),
        ),
        200,
      );
    }
    return c.json({ id }, 201);
  });
  return app;
}

/** Whether the insights box subscribed them (spam subscribes no one). */
const subscribes = (req: ContactRequest, genuine: boolean) =>
  Boolean(req.marketing_consent) && genuine;
