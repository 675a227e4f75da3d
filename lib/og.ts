/** Where the build writes a page's Open Graph image (scripts/seo.ts) and where pages point. */
export function ogImagePath(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, "").replace(/\//g, "--") || "home";
  return `/og/${slug}.png`;
}
