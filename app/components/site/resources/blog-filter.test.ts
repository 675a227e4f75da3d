import { describe, expect, it } from "vitest";
import { filterPosts, normalise } from "./blog-filter";

const posts = [
  {
    title: "Hiring the top 1%",
    excerpt: "Inside our recruitment process.",
    tags: ["Recruitment", "Bangalore talent"],
    topic: "Team Building" as const,
    category: "Recruitment" as const,
    author: "Priya Raman" as const,
  },
  {
    title: "Modernising a legacy platform",
    excerpt: "Strangler pattern in practice.",
    tags: ["Architecture"],
    topic: "Digital Transformation" as const,
    category: "Development" as const,
    author: "Arjun Menon" as const,
  },
  {
    title: "DevOps baseline",
    excerpt: "Eight practices for every new team.",
    tags: ["Continuous delivery"],
    topic: "DevOps" as const,
    category: "Development" as const,
    author: "Rahul Iyer" as const,
  },
];

describe("filterPosts", () => {
  it("returns everything without a query or topic", () => {
    expect(filterPosts(posts, {})).toEqual(posts);
    expect(filterPosts(posts, { query: "   " })).toEqual(posts);
  });

  it("matches title, excerpt and tags, case-insensitively", () => {
    expect(filterPosts(posts, { query: "HIRING" })).toEqual([posts[0]]);
    expect(filterPosts(posts, { query: "strangler" })).toEqual([posts[1]]);
    expect(filterPosts(posts, { query: "continuous" })).toEqual([posts[2]]);
    expect(filterPosts(posts, { query: "practice" })).toEqual([posts[1], posts[2]]);
  });

  it("matches the category and topic on the card, and the author", () => {
    expect(filterPosts(posts, { query: "development" })).toEqual([posts[1], posts[2]]);
    expect(filterPosts(posts, { query: "team building" })).toEqual([posts[0]]);
    expect(filterPosts(posts, { query: "rahul" })).toEqual([posts[2]]);
  });

  it("needs every word to match", () => {
    expect(filterPosts(posts, { query: "bangalore recruitment" })).toEqual([posts[0]]);
    expect(filterPosts(posts, { query: "bangalore devops" })).toEqual([]);
  });

  it("filters by topic and combines with the query", () => {
    expect(filterPosts(posts, { topic: "DevOps" })).toEqual([posts[2]]);
    expect(filterPosts(posts, { topic: "DevOps", query: "hiring" })).toEqual([]);
  });

  it("ignores accents", () => {
    expect(normalise("Café Agilé")).toBe("cafe agile");
    expect(filterPosts(posts, { query: "légacy" })).toEqual([posts[1]]);
  });
});
