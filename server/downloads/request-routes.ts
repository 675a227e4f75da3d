import { site } from "@content/site";
import { caseStudyPdfPath, fileSizeLabel } from "@lib/case-study-pdf";
import { caseStudyRequestBodySchema } from "@lib/case-study-request-schema";
import { fieldErrors } from "@lib/field-errors";
import { type Context, Hono } from "hono";
import { postAttribution, postedInput } from "../attribution/request";
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
import { countForm, countRefusedForm } from "../metrics/forms";
import type { RateLimiter } from "../rate-limit/limiter";
import { invalidRequest, refusedRequest, sentPage } from "./answer-pages";
import { type StudyFiles, studyTitle } from "./files";
import { type RequestLinks, requestVerdict, saveCaseStudyRequest } from "./requests";

/** JSON bodies: three short fields and the study. */
const JSON_LIMIT = 4 * 1024;
/** The same percent-encoded, three characters a byte for a non-Latin name, with room to spare. */
const FORM_LIMIT = 8 * 1024;

/** What makes two form posts without script the same request. */
const SAME_REQUEST = ["study", "name", "email", "company"];

/** The links an e-mail and a notice carry, on the public origin. */
export function requestLinks(env: Pick<Env, "SITE_ORIGIN">): RequestLinks {
  const origin = env.SITE_ORIGIN ?? site.origin;
  return {
    download: (slug, key) => `${origin}${caseStudyPdfPath(slug)}?key=${encodeURIComponent(key)}`,
    study: (slug) => `${origin}/case-studies/${slug}`,
  };
}

export interface RequestDeps {
  db: Db;
  env: Env;
  limiter: RateLimiter;
  /** The studies' PDFs the server has: a request names one of them. */
  files: StudyFiles;
  /** Called after a commit that queued mail or a webhook, to wake the outbox workers. */
  onQueued?: () => void;
  /** The time requests are stamped with (tests move it). */
  clock?: () => Date;
}

/**
 * POST /api/case-study-requests: a case study asked for by e-mail (caseStudyDownloads "email").
 * The same front door as an inquiry (origin check, rate limit, bounded body, JSON or a form
 * posted without script) and the same promise: stored with its e-mail, sales notice and webhook
 * in one transaction before the answer. JSON gets 201 `{ id, email }`; a form post, the page
 * saying where the link went; 422 the form again with the spec's messages, every value kept.
 */
export function caseStudyRequestRoutes({
  db,
  env,
  limiter,
  files,
  onQueued,
  clock = () => new Date(),
}: RequestDeps) {
  const app = new Hono();
  const sheets = builtStylesheets(env.CLIENT_DIR);
  const links = requestLinks(env);
  const webhook = env.WEBHOOK_URL !== undefined;
  const pdfOf = (slug: string) => files.gated.get(slug) ?? files.open.get(slug);
  /** The study a post names, when the server has its PDF and title. */
  const knownStudy = (slug: unknown) =>
    typeof slug === "string" && pdfOf(slug) && studyTitle(slug) ? slug : undefined;

  const refuse = (c: Context, html: boolean, refusal: Refusal, fields?: Record<string, string>) => {
    countRefusedForm("case_study_request", refusal.status);
    if (!html) return jsonRefusal(c, refusal);
    retryAfterHeader(c, refusal);
    const page = refusedRequest(refusal, fields, knownStudy(fields?.study));
    return c.html(renderAnswerPage(sheets, page), refusal.status);
  };

  app.post("/", async (c) => {
    const post = await acceptPost(c, {
      limiter,
      scope: "case-study-request",
      env,
      limits: { json: JSON_LIMIT, form: FORM_LIMIT },
    });
    if (!post.ok) return refuse(c, post.html, post.refusal, post.fields);
    const { input, fields, posted } = postedInput(post.body, { keyFrom: SAME_REQUEST });
    const parsed = caseStudyRequestBodySchema.safeParse(input);
    const study = parsed.success ? knownStudy(parsed.data.study) : undefined;
    if (!parsed.success || !study) {
      countForm("case_study_request", "invalid");
      const errors = parsed.success ? { study: "Unknown case study" } : fieldErrors(parsed.error);
      if (post.html && fields) {
        const page = invalidRequest(fields, errors, knownStudy(fields.study));
        return c.html(renderAnswerPage(sheets, page), 422);
      }
      return c.json({ error: "Please check the highlighted fields.", fields: errors }, 422);
    }
    const req = parsed.data;
    const title = studyTitle(study)!;
    const verdict = requestVerdict(req);
    let saved: Awaited<ReturnType<typeof saveCaseStudyRequest>>;
    try {
      saved = await saveCaseStudyRequest(
        db,
        { ...req, study_title: title },
        {
          verdict,
          userAgent: c.req.header("user-agent"),
          attribution: postAttribution(c, {
            posted,
            formPage: req.source,
            siteOrigin: env.SITE_ORIGIN,
          }),
          salesEmail: env.SALES_EMAIL,
          links,
          size: fileSizeLabel(pdfOf(study)!.body.length),
          webhook,
          now: clock(),
        },
      );
    } catch (err) {
      return refuse(c, post.html, storageFailure(c, err), fields);
    }
    if (saved.created && verdict === "ok") onQueued?.();
    countForm(
      "case_study_request",
      !saved.created ? "duplicate" : verdict === "ok" ? "accepted" : "spam",
    );
    // A replay answers exactly as the first time did; a bot is answered as a person is.
    if (post.html) {
      return c.html(
        renderAnswerPage(sheets, sentPage(saved.email, title, `/case-studies/${study}`)),
      );
    }
    return c.json({ id: saved.id, email: saved.email }, 201);
  });
  return app;
}
