/**
 * Old shared links to a listing's view, from when filters and pages lived in the query string
 * (/blog?category=devops, /news?page=2, /case-studies?industry=retail-e-commerce), and the bare
 * parents of the archive pages (/news/page, /blog/category: breadcrumbs name them). Each now
 * has a prerendered page; this says where, or null for a request to serve as it is. `exists`
 * tells whether the built site holds a page, so a link to a page that is gone lands on the
 * listing (or, for a news page past the end, on the last page) instead of a 404.
 */
export function listingRedirect(
  pathname: string,
  search: string,
  exists: (path: string) => boolean,
): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const params = new URLSearchParams(search);
  /** `target` with the query the old link carried, less the key it moved into the path. */
  const to = (target: string, moved?: string) => {
    if (moved) params.delete(moved);
    const rest = params.toString();
    return rest ? `${target}?${rest}` : target;
  };
  const slug = (key: string) => (params.get(key) ?? "").toLowerCase();

  switch (path) {
    case "/blog": {
      if (!params.has("category")) return null; // ?q= stays: search runs on the page
      const page = `/blog/category/${slug("category")}`;
      return to(slug("category") && exists(page) ? page : "/blog", "category");
    }
    case "/case-studies": {
      if (!params.has("industry")) return null;
      const page = `/case-studies/industry/${slug("industry")}`;
      return to(slug("industry") && exists(page) ? page : "/case-studies", "industry");
    }
    case "/news": {
      if (!params.has("page")) return null;
      const raw = params.get("page") ?? "";
      let n = /^\d+$/.test(raw) ? Number(raw) : 1;
      if (n > 1 && !exists(`/news/page/${n}`)) {
        // Past the end: the last page there is (old links clamped the same way).
        n = 1;
        while (exists(`/news/page/${n + 1}`)) n++;
      }
      return to(n > 1 ? `/news/page/${n}` : "/news", "page");
    }
    case "/news/page":
    case "/news/page/1":
      return to("/news");
    case "/blog/page":
    case "/blog/page/1":
    case "/blog/category":
      return to("/blog");
    case "/case-studies/industry":
      return to("/case-studies");
    default:
      return null;
  }
}
