import { cleanAttribution, cleanPath, sourceKey } from "@lib/attribution";
import { caseStudyPdfFilename, caseStudyRequestPath, slugOfPdfPath } from "@lib/case-study-pdf";
import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { refererAttribution, sameOriginReferer, wantsNoTracking } from "../attribution/request";
import type { Db } from "../db/connect";
import type { Env } from "../env";
import { builtStylesheets, renderAnswerPage } from "../http/answer-page";
import { clientAddress } from "../http/client";
import { requestFields } from "../http/request-log";
import { errorField, log } from "../log";
import { caseStudyDownloads } from "../metrics/registry";
import type { RateLimiter } from "../rate-limit/limiter";
import { createMemoryRateLimiter } from "../rate-limit/memory";
import { linkPage, linkUnavailablePage } from "./answer-pages";
import { loadStudyFiles, type StudyFiles, type StudyPdf } from "./files";
import { countDownload, type DownloadOrigin } from "./repository";
import { findByLinkKey } from "./requests";

/** Downloads counted per client per minute: more than a reader saves; a loop is not counted. */
const DOWNLOADS_PER_MINUTE = 20;

/** A year: the link a page gives carries the file's fingerprint, so a new build is a new address. */
const LONG_CACHE = "private, max-age=31536000, immutable";

/** `Sec-Purpose` of a speculative fetch (`prefetch`, `prefetch;prerender`). */
const SPECULATIVE = /\bprefetch\b/i;

/** An e-mailed link's key: 32 random bytes, base64url (server/downloads/requests.ts). */
const LINK_KEY = /^[A-Za-z0-9_-]{43}$/;

/**
 * Where a download came from. The page's script adds the visit's landing page and source to
 * the link (app/browser/visit.ts); without script the request's own same-origin Referer says which
 * page the link was on, and its `utm_*` when the visitor landed there with them.
 */
export function downloadOrigin(c: Context, study: string, siteOrigin?: string): DownloadOrigin {
  const query = new URL(c.req.url).searchParams;
  const referer = sameOriginReferer(c, siteOrigin);
  const sent = cleanAttribution({
    landing_page: query.get("landing_page") ?? undefined,
    referrer_host: query.get("referrer_host") ?? undefined,
    utm_source: query.get("utm_source") ?? undefined,
    utm_campaign: query.get("utm_campaign") ?? undefined,
  });
  const ownHost = c.req.header("host")?.toLowerCase();
  if (sent.referrer_host && sent.referrer_host === ownHost) delete sent.referrer_host;
  const visit = sent.landing_page ? sent : refererAttribution(referer);
  return {
    study,
    page: (referer && cleanPath(referer.pathname)) || "",
    landing_page: visit.landing_page ?? "",
    source: sourceKey(visit),
    campaign: visit.utm_campaign ?? "",
  };
}

/**
 * GET /case-studies/<slug>.pdf, as the build left the PDFs (server/downloads/files.ts).
 *
 * Open mode: the study's PDF, to be saved under its own name, kept by the browser for a year
 * when asked for by the fingerprinted link the pages give (else checked again each time), and
 * counted as page views are: a +1 on its (day, study, page, landing page, source, campaign) row,
 * no cookie, address or identifier; not counted with Sec-GPC, for a bot, a HEAD, or past the
 * per-client limit.
 *
 * E-mail mode: the address leads to the study's request form (303), so an old or forwarded link
 * still gets the visitor there; with the `key` of a link e-mailed within the last 7 days it is
 * the file (not counted: the request is the lead), after that a page offering a new link.
 *
 * Served here whether or not this process serves the rest of the site: nginx sends these
 * requests through (deploy/nginx.conf).
 */
export function downloadRoutes({
  env,
  db,
  files = loadStudyFiles(env.CLIENT_DIR),
  limiter = createMemoryRateLimiter({ max: DOWNLOADS_PER_MINUTE, windowSeconds: 60 }),
  clock = () => new Date(),
}: {
  env: Env;
  db: Db;
  files?: StudyFiles;
  limiter?: RateLimiter;
  clock?: () => Date;
}): MiddlewareHandler {
  const sheets = builtStylesheets(env.CLIENT_DIR);
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const slug = slugOfPdfPath(c.req.path);
    const open = slug ? files.open.get(slug) : undefined;
    const gated = slug ? files.gated.get(slug) : undefined;
    if (!slug || !(open ?? gated)) return next();
    // A page's Speculation Rules prefetch its links on hover: a PDF fetched that way is no
    // download, and a visitor's browser would fetch it again for the download itself (counted
    // twice, ≈0.1–0.3 MB spent for nothing). Declined, as a server declines a prefetch.
    if (SPECULATIVE.test(c.req.header("sec-purpose") ?? "")) {
      return c.body(null, 503, { "cache-control": "no-store" });
    }
    const key = c.req.query("key");
    if (key !== undefined) return keyed(c, slug, key, (gated ?? open)!, gated !== undefined);
    if (!open) return c.redirect(caseStudyRequestPath(slug), 303);
    const fingerprinted = c.req.query("v") === open.version;
    const headers: Record<string, string> = {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${caseStudyPdfFilename(slug)}"`,
      "cache-control": fingerprinted ? LONG_CACHE : "private, no-cache",
      etag: open.etag,
    };
    if (c.req.method === "GET") await count(c, slug);
    if (c.req.header("if-none-match") === open.etag) return c.body(null, 304, headers);
    return file(c, open, headers);
  };

  function file(c: Context, pdf: StudyPdf, headers: Record<string, string>) {
    headers["content-length"] = String(pdf.body.length);
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(new Uint8Array(pdf.body) as Uint8Array<ArrayBuffer>, 200, headers);
  }

  /** An e-mailed link: the file while its key is one we sent for this study, in its 7 days. */
  async function keyed(c: Context, slug: string, key: string, pdf: StudyPdf, gated: boolean) {
    const studyPath = `/case-studies/${slug}`;
    const answer = (reason: "expired" | "unknown") =>
      c.html(
        renderAnswerPage(
          sheets,
          linkPage(reason, studyPath, gated ? caseStudyRequestPath(slug) : undefined),
        ),
        reason === "expired" ? 410 : 404,
        { "cache-control": "no-store" },
      );
    if (!LINK_KEY.test(key)) return answer("unknown");
    let found: Awaited<ReturnType<typeof findByLinkKey>>;
    try {
      found = await findByLinkKey(db, key);
    } catch (err) {
      log.error({ ...requestFields(c), err: errorField(err) }, "storage error");
      c.header("Retry-After", "30");
      return c.html(renderAnswerPage(sheets, linkUnavailablePage(studyPath)), 503);
    }
    if (!found || found.study !== slug) return answer("unknown");
    if (clock().getTime() >= Date.parse(found.link_expires_at)) return answer("expired");
    return file(c, pdf, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${caseStudyPdfFilename(slug)}"`,
      // The link stops working: no copy outlives it in a cache.
      "cache-control": "private, no-store",
    });
  }
  async function count(c: Context, slug: string) {
    const agent = c.req.header("user-agent");
    if (wantsNoTracking(c) || !agent || isbot(agent)) return;
    const { allowed } = await limiter("downloads", clientAddress(c, env.TRUST_PROXY));
    if (!allowed) {
      caseStudyDownloads.inc({ outcome: "dropped" });
      return;
    }
    // The file does not wait for the count: a store that is slow or down costs a statistic.
    countDownload(db, downloadOrigin(c, slug, env.SITE_ORIGIN)).then(
      () => caseStudyDownloads.inc({ outcome: "counted" }),
      (err) => {
        caseStudyDownloads.inc({ outcome: "dropped" });
        log.warn({ err: errorField(err), study: slug }, "downloads: could not count a download");
      },
    );
  }
}
