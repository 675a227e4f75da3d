import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FormAnswerPage } from "~/components/pages/form-answer";
import { AnswerDocument } from "~/components/site/answer-document";

// The answers to a form posted without script are the site's own React components rendered
// here, because they hold what the visitor typed: the same form component as every page,
// inside the same header and footer, styled by the same stylesheet.

/**
 * The built stylesheets an answer links: the font faces (scripts/critical-css.ts puts them in a
 * sheet of their own) and the site's sheet, both named by the build config, found by name. None
 * when the site is not here (an API served apart from it): the page still reads and works.
 */
export function builtStylesheets(clientDir: string): string[] {
  try {
    const names = readdirSync(join(clientDir, "assets"));
    const pick = (prefix: string) =>
      names.filter((n) => n.startsWith(`${prefix}.`) && n.endsWith(".css"));
    return [...pick("font-faces"), ...pick("site")].map((n) => `/assets/${n}`);
  } catch {
    return [];
  }
}

export interface AnswerPage {
  title: string;
  lead: string;
  /** The page the form was sent from (for the header's current section). */
  path: string;
  body: ReactNode;
}

/** A whole answer page as HTML, for `c.html(…)`. */
export function renderAnswerPage(stylesheets: readonly string[], page: AnswerPage): string {
  return renderAnswerDocument(stylesheets, {
    ...page,
    body: (
      <FormAnswerPage title={page.title} lead={page.lead}>
        {page.body}
      </FormAnswerPage>
    ),
  });
}

/** A page the server draws whole (`body` is all of its main), for `c.html(…)`. */
export function renderAnswerDocument(
  stylesheets: readonly string[],
  page: Pick<AnswerPage, "title" | "path" | "body">,
): string {
  return `<!doctype html>${renderToStaticMarkup(
    <AnswerDocument title={page.title} path={page.path} stylesheets={stylesheets}>
      {page.body}
    </AnswerDocument>,
  )}`;
}
