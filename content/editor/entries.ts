import { about } from "../company/about.editor";
import { leadership } from "../company/leadership.editor";
import { home } from "../home.editor";
import { insights } from "../insights.editor";
import { landing } from "../landing/landing.editor";
import { blog } from "../resources/blog.editor";
import { blogFeatured } from "../resources/blog-featured.editor";
import { caseStudies } from "../resources/case-studies.editor";
import { faq } from "../resources/faq.editor";
import { news } from "../resources/news.editor";
import { martechPage } from "../sectors/martech.editor";
import { fintechPage, retailPage } from "../sectors/sector-pages.editor";
import { servicePages } from "../services/pages.editor";
import { site } from "../site.editor";

/**
 * Everything the editor changes, by the name Keystatic shows in its address bar
 * (/keystatic/collection/<name>, /keystatic/singleton/<name>). Add a `*.editor.ts` beside the
 * content's schema and list it here: keystatic.config.ts and the saved-files test pick it up.
 */
export const editedCollections = { news, insights, blog, caseStudies, landing };
export const editedSingletons = {
  blogFeatured,
  faq,
  site,
  leadership,
  about,
  fintechPage,
  retailPage,
  martechPage,
  home,
  ...servicePages,
};
