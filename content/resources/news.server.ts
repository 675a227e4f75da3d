import { defineCollection } from "../collection";
import { newsStorySchema } from "./schemas";

/** Featured stories on /news, newest first (the page shows them three at a time). */
export const newsStories = defineCollection("news", newsStorySchema, [
  {
    id: 1,
    title: "Ten years, 130+ teams: H2 marks a decade of building engineering teams in Bangalore",
    excerpt:
      "Since the first five-person team in 2014, H2 has built more than 130 engineering teams for clients in 39+ countries. Co-founders Claire Dubois and Arjun Menon look back at what changed, and what never did.",
    date: "February 12, 2025",
    category: "Company Milestone",
    image: "/images/news/decade-of-teams.svg",
    source: "H2 Newsroom",
  },
  {
    id: 2,
    title: "H2 opens a Sydney office for clients in Australia and New Zealand",
    excerpt:
      "The Barangaroo office gives clients in the region a local partner for discovery and governance, with Bangalore mornings overlapping the Sydney working afternoon by around four hours.",
    date: "January 20, 2025",
    category: "Company News",
    image: "/images/news/sydney-office.svg",
    source: "Press release",
  },
  {
    id: 3,
    title: "Bangalore delivery centres certified to ISO/IEC 27001:2022",
    excerpt:
      "All three Bangalore delivery centres have completed certification to the 2022 revision of the information security standard, covering access control, secure development and supplier management.",
    date: "December 9, 2024",
    category: "Security",
    image: "/images/news/iso-27001.svg",
    source: "Press release",
  },
  {
    id: 4,
    title: "One hire, 100 interviews: what our recruiters look for",
    excerpt:
      "Our talent team interviews around 100 candidates for every position it fills. Priya Raman explains the 7-step process, from the first screening call to the client's final interview.",
    date: "November 18, 2024",
    category: "Best Practices",
    image: "/images/news/recruitment-process.svg",
    source: "H2 Talent team",
  },
  {
    id: 5,
    title: "What 20 internal developer platforms taught us about platform engineering",
    excerpt:
      "Golden paths, paved roads and self-service environments: Rahul Iyer shares which platform investments paid back within a year for client teams, and which ones were quietly abandoned.",
    date: "October 28, 2024",
    category: "Technology Insights",
    image: "/images/news/platform-engineering.svg",
    source: "H2 Engineering",
  },
  {
    id: 6,
    title: "Whitefield delivery centre expands to 25,000 sq ft",
    excerpt:
      "A second floor at the Whitefield campus adds room for 180 engineers, eight team rooms and a client suite for onboarding visits, alongside existing centres in Electronic City and Koramangala.",
    date: "September 16, 2024",
    category: "Company News",
    image: "/images/news/whitefield-expansion.svg",
    source: "H2 Newsroom",
  },
]);

/** Stories per page of the news listing. */
export const NEWS_PAGE_SIZE = 3;

/** The image file name (without .svg) of a story, used by the cover-art generator. */
export function newsImageSlug(image: string): string {
  return image.replace(/^\/images\/news\/|\.svg$/g, "");
}
