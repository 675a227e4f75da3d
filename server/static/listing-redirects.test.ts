import { describe, expect, it } from "vitest";
import { listingRedirect } from "./listing-redirects";

const built = new Set([
  "/blog",
  "/blog/category/devops",
  "/blog/category/team-building",
  "/news",
  "/news/page/2",
  "/news/page/3",
  "/case-studies",
  "/case-studies/industry/retail-e-commerce",
]);
const redirect = (path: string, search = "") => listingRedirect(path, search, (p) => built.has(p));

describe("listingRedirect", () => {
  it("moves ?category= onto the category page, keeping the search and other keys", () => {
    expect(redirect("/blog", "?category=devops")).toBe("/blog/category/devops");
    expect(redirect("/blog/", "?category=DevOps")).toBe("/blog/category/devops");
    expect(redirect("/blog", "?q=bangalore&category=team-building")).toBe(
      "/blog/category/team-building?q=bangalore",
    );
    expect(redirect("/blog", "?category=devops&utm_source=mail")).toBe(
      "/blog/category/devops?utm_source=mail",
    );
  });

  it("sends an unknown or empty category to the whole blog", () => {
    expect(redirect("/blog", "?category=blockchain")).toBe("/blog");
    expect(redirect("/blog", "?category=&q=teams")).toBe("/blog?q=teams");
    expect(redirect("/blog", "?category=../../etc")).toBe("/blog");
  });

  it("leaves a search on /blog where it is", () => {
    expect(redirect("/blog", "?q=bangalore")).toBeNull();
    expect(redirect("/blog")).toBeNull();
    expect(redirect("/blog", "?utm_source=newsletter")).toBeNull();
  });

  it("moves ?page= onto the news page, clamping to pages that exist", () => {
    expect(redirect("/news", "?page=2")).toBe("/news/page/2");
    expect(redirect("/news", "?page=3")).toBe("/news/page/3");
    expect(redirect("/news", "?page=1")).toBe("/news");
    expect(redirect("/news", "?page=99")).toBe("/news/page/3");
    expect(redirect("/news", "?page=two")).toBe("/news");
    expect(redirect("/news", "?page=0")).toBe("/news");
    expect(redirect("/news")).toBeNull();
  });

  it("moves ?industry= onto the industry page", () => {
    expect(redirect("/case-studies", "?industry=retail-e-commerce")).toBe(
      "/case-studies/industry/retail-e-commerce",
    );
    expect(redirect("/case-studies", "?industry=mining")).toBe("/case-studies");
    expect(redirect("/case-studies")).toBeNull();
  });

  it("sends the archives' bare parents and page 1 to the listing", () => {
    expect(redirect("/news/page")).toBe("/news");
    expect(redirect("/news/page/1")).toBe("/news");
    expect(redirect("/blog/page/1")).toBe("/blog");
    expect(redirect("/blog/category/")).toBe("/blog");
    expect(redirect("/case-studies/industry")).toBe("/case-studies");
  });

  it("leaves every other page alone", () => {
    for (const path of ["/", "/news/page/2", "/blog/category/devops", "/about", "/blog/x"]) {
      expect(redirect(path, "?category=devops&page=2")).toBeNull();
    }
  });
});
