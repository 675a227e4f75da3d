import { defineCollection } from "../collection";
import { newsStorySchema } from "./schemas";

/**
 * Every story on /news, newest first. The first NEWS_PAGE_SIZE are the spec's six featured
 * stories, shown on /news itself; the older ones are the archive, six to a page at
 * /news/page/2, /news/page/3 and so on. A new story goes at the top, which moves the oldest
 * featured story into the archive; each further six make one more archive page.
 */
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
  // The archive: stories older than the featured six.
  {
    id: 7,
    title: "Sixty bank connectors in seven markets: what open-banking integration teaches at scale",
    excerpt:
      "Building connectors to more than 60 banks for Tallyfold's open-banking launch, our Bangalore team cut the time to build one from six weeks to twelve working days. Rahul Iyer on the connector template and sandbox contract tests behind it.",
    date: "August 19, 2024",
    category: "Technology Insights",
    image: "/images/news/open-banking-connectors.svg",
    source: "H2 Engineering",
  },
  {
    id: 8,
    title:
      "Three to four hours of overlap: how our teams share a working day across three continents",
    excerpt:
      "Bangalore mornings meet the Sydney afternoon, Bangalore afternoons meet the European morning, and teams working with the US East Coast start later. Aoife Byrne explains how each team chooses its overlap window and keeps work moving outside it.",
    date: "July 22, 2024",
    category: "Best Practices",
    image: "/images/news/overlap-hours.svg",
    source: "H2 Operations team",
  },
  {
    id: 9,
    title: "Fernway Bank's Bangalore engineering centre passes 450 people",
    excerpt:
      "Five years after a 12-person pilot on two backlogs, the Whitefield centre we built and run for Fernway Bank now holds more than 450 engineers, testers and analysts in 38 long-lived product teams, led day to day by a Fernway-appointed site director.",
    date: "June 24, 2024",
    category: "Company Milestone",
    image: "/images/news/fernway-centre-450.svg",
    source: "Press release",
  },
  {
    id: 10,
    title: "Every H2 engineer now signs in with a hardware security key",
    excerpt:
      "Phishing-resistant sign-in is now standard in all three Bangalore delivery centres. Every engineer uses a hardware security key for H2 systems, and teams use the same key with a client's single sign-on wherever the client's policy allows it.",
    date: "May 27, 2024",
    category: "Security",
    image: "/images/news/hardware-security-keys.svg",
    source: "H2 Security team",
  },
  {
    id: 11,
    title: "Recover first, then add people: lessons from a 16-week program recovery",
    excerpt:
      "When Orchardline's delivery-routing program was nine months late, the answer was a two-week rapid assessment and a re-cut scope, not a bigger team. Claire Dubois on the three steps our recovery consultants follow, and why the order matters.",
    date: "April 22, 2024",
    category: "Best Practices",
    image: "/images/news/program-recovery-lessons.svg",
    source: "H2 Consulting",
  },
  {
    id: 12,
    title: "Bangalore delivery centres begin the move to ISO/IEC 27001:2022",
    excerpt:
      "Our three Bangalore delivery centres, certified to the 2013 revision of ISO/IEC 27001, have started the transition to the 2022 standard. New controls for threat intelligence, cloud services and secure coding will be audited before the end of the year.",
    date: "March 18, 2024",
    category: "Security",
    image: "/images/news/iso-27001-transition.svg",
    source: "Press release",
  },
  {
    id: 13,
    title: "New Koramangala office brings our leadership and product teams together",
    excerpt:
      "Our leadership team and smaller product teams have moved to a new floor on 80 Feet Road in Koramangala, in the heart of Bangalore's start-up district, with team rooms, a client briefing room and space for the meet-ups we host.",
    date: "February 19, 2024",
    category: "Company News",
    image: "/images/news/koramangala-office.svg",
    source: "H2 Newsroom",
  },
  {
    id: 14,
    title:
      "Fifteen-minute pipelines: why our teams favour contract tests over long end-to-end suites",
    excerpt:
      "Slow, flaky end-to-end suites are the most common reason teams stop trusting their pipeline. Arjun Menon explains the test mix every new H2 team starts with, and how it keeps the commit pipeline under fifteen minutes as a codebase grows.",
    date: "January 15, 2024",
    category: "Technology Insights",
    image: "/images/news/fifteen-minute-pipelines.svg",
    source: "H2 Engineering",
  },
  {
    id: 15,
    title: "Quillstone Systems builds a 22-person data engineering practice with H2",
    excerpt:
      "In five months, contract-to-hire and targeted recruitment gave the 600-person IT services firm a data engineering practice of its own, with the first engineers on its client projects from week four and three new accounts won on the practice's strength.",
    date: "November 6, 2023",
    category: "Company News",
    image: "/images/news/quillstone-data-practice.svg",
    source: "Press release",
  },
  {
    id: 16,
    title: "Electronic City opens a segregated floor for regulated clients",
    excerpt:
      "Banks, insurers and payment firms can now house their teams on an access-controlled floor at Electronic City, with its own network, managed devices and no local data storage, built to be walked through by a client's security and compliance teams.",
    date: "June 12, 2023",
    category: "Security",
    image: "/images/news/electronic-city-secure-floor.svg",
    source: "H2 Security team",
  },
  {
    id: 17,
    title: "H2 builds its 100th dedicated engineering team",
    excerpt:
      "Eight years after its first five-person team in 2014, H2 has built its 100th engineering team in Bangalore. Teams now range from 5 engineers to centres of more than 200, and our engineers stay with the same client for 3-5 years on average.",
    date: "September 5, 2022",
    category: "Company Milestone",
    image: "/images/news/hundredth-team.svg",
    source: "H2 Newsroom",
  },
  {
    id: 18,
    title: "H2 opens a London office in Shoreditch",
    excerpt:
      "Client partners and solution architects on Shoreditch High Street give UK clients a local partner for discovery, governance and quarterly reviews, alongside our Dublin office, with Bangalore afternoons overlapping the London morning.",
    date: "April 11, 2022",
    category: "Company News",
    image: "/images/news/london-office.svg",
    source: "Press release",
  },
]);

/**
 * Stories per news page: page 1 shows the spec's six featured stories, and each archive page
 * the next six, so the featured six never share a page with the archive.
 */
export const NEWS_PAGE_SIZE = 6;

/** The image file name (without .svg) of a story, used by the cover-art generator. */
export function newsImageSlug(image: string): string {
  return image.replace(/^\/images\/news\/|\.svg$/g, "");
}
