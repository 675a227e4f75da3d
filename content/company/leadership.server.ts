import { z } from "zod";
import { defineCollection } from "../collection";
import { headingSchema, statSchema } from "../sectors/schema";
import { leaderSchema, readMoreSchema } from "./schema";

/** /leadership: leaders, stat tiles, founder quote and read-more cards. */

export const leaders = defineCollection("leaders", leaderSchema, [
  {
    name: "Claire Dubois",
    role: "CEO & Co-Founder",
    country: "France",
    base: "Dublin",
    bio: "Claire spent twelve years in Paris leading portfolio transformation programs for retail banks and insurers, finishing as the partner responsible for a 300-person delivery practice. She co-founded H2 in 2014 after watching too many offshore contracts trade control for a lower rate card. Today she owns client strategy and the consulting practice, and she still leads the quarterly portfolio reviews with our largest clients herself.",
    owns: ["Client strategy", "Consulting practice", "Portfolio reviews"],
    image: {
      background: "#1f39ad",
      bust: "#0e173d",
      head: "#bccfff",
      accent: "#ffb547",
      motif: "arcs",
    },
  },
  {
    name: "Arjun Menon",
    role: "CTO & Co-Founder",
    country: "India",
    base: "Bangalore",
    bio: "Arjun built engineering centres in Bangalore for two global software companies, the second a 400-engineer product group shipping payments and identity platforms. He co-founded H2 with Claire to prove that an offshore team could own architecture, not just tickets. He owns our engineering standards: the technical stages of the 7-step recruitment process, the reference architecture every new team starts from, and security and data protection across all client floors.",
    owns: ["Engineering standards", "Security", "Technical hiring"],
    image: {
      background: "#0f8f7a",
      bust: "#0b1530",
      head: "#c9f3ea",
      accent: "#ffd08a",
      motif: "grid",
    },
  },
  {
    name: "Aoife Byrne",
    role: "VP Operations",
    country: "Ireland",
    base: "Dublin",
    bio: "Aoife ran service delivery for a Dublin payments processor, where she took a 24x7 operations team through PCI DSS and ISO 27001 certification. She joined H2 in 2017 to open the Dublin office and design the governance model our European clients sign up to. She owns facilities, contracts, compliance and the monthly service review every client receives, and her rule is simple: no client hears about a problem from anyone but us.",
    owns: ["Service governance", "Facilities", "Compliance"],
    image: {
      background: "#ffd08a",
      bust: "#1d3289",
      head: "#dbe5ff",
      accent: "#3fd3b8",
      motif: "rings",
    },
  },
  {
    name: "Katarzyna Nowak",
    role: "VP People & Culture",
    country: "Poland",
    base: "Bangalore",
    bio: "Katarzyna led people operations for a Kraków engineering hub that grew from 40 to 600 people in five years. At H2 she owns what keeps engineers with one client for 3-5 years on average: career frameworks, learning budgets, engagement surveys and the cross-cultural onboarding each team completes with its client. She also brought colleagues of 11 nationalities under one set of people policies, written to be read rather than filed.",
    owns: ["Careers & learning", "Retention", "Onboarding"],
    image: {
      background: "#e9e3ff",
      bust: "#2647d6",
      head: "#ffffff",
      accent: "#ff7a63",
      motif: "diagonal",
    },
  },
  {
    name: "Rahul Iyer",
    role: "VP Engineering",
    country: "India",
    base: "Bangalore",
    bio: "Rahul spent fourteen years in Bangalore as an engineer and then engineering manager, on cloud platforms for a telecom operator and on high-volume checkout systems for an online retailer. He leads the engineering managers who sit with every H2 team and sets our delivery practice: CI/CD, code review and DORA metrics reported to clients monthly. When a team needs to grow from 5 to 50 engineers, he plans the shape it grows into.",
    owns: ["Delivery practice", "Engineering managers", "Team scaling"],
    image: {
      background: "#0e173d",
      bust: "#3a62f0",
      head: "#dbe5ff",
      accent: "#3fd3b8",
      motif: "dots",
    },
  },
  {
    name: "Priya Raman",
    role: "VP Talent Acquisition",
    country: "India",
    base: "Bangalore",
    bio: "Priya built technical recruiting teams for two Bangalore product companies before joining H2 in 2016. She designed and runs our 7-step recruitment process, in which we interview around 100 candidates for every position we fill, and owns the sourcing that reaches the top 1% of a 2M+ talent pool. Her team reports time-to-offer, acceptance and twelve-month retention for every hire to the client who made it.",
    owns: ["7-step recruitment", "Sourcing", "Hiring metrics"],
    image: {
      background: "#ff7a63",
      bust: "#0b1530",
      head: "#ffffff",
      accent: "#ffffff",
      motif: "steps",
    },
  },
]);

export const leadershipHero = z
  .object({ eyebrow: z.string(), title: z.string(), subtitle: z.string().min(60) })
  .strict()
  .parse({
    eyebrow: "Leadership",
    title: "Leadership from four countries, one standard of delivery",
    subtitle:
      "H2 is led by people from France, India, Ireland and Poland who have built engineering teams, run regulated operations and rescued programs on three continents.",
  });

export const sayHello = z
  .object({
    heading: headingSchema,
    text: z.string().min(60),
    stats: z.array(statSchema).length(3),
  })
  .strict()
  .parse({
    heading: {
      eyebrow: "Meet us",
      title: "Come and say hello",
    },
    text: "Our leaders split their time between Bangalore, Dublin and London, and every one of them still talks to clients each week. If you are weighing up an offshore team or a stalled program, ask for any of us by name.",
    stats: [
      { value: "11", label: "nationalities" },
      { value: "130+", label: "teams built since 2014" },
      { value: "10", label: "years of partnerships" },
    ],
  });

export const founderQuote = z
  .object({ quote: z.string().min(60), name: z.string(), role: z.string() })
  .strict()
  .parse({
    quote:
      "We started H2 because offshore had come to mean a rate card and a team you never met. We wanted engineers our clients know by name, and a partner who is still in the room when the program gets hard.",
    name: "Claire Dubois",
    role: "CEO & Co-Founder",
  });
if (!leaders.some((l) => l.name === founderQuote.name)) {
  throw new Error("content/company/leadership: the founder quote must be by one of the leaders");
}

export const readMore = defineCollection("leadership-read-more", readMoreSchema, [
  {
    title: "About Us",
    text: "Why H2 exists, the four ways we move a portfolio forward, and who we help.",
    icon: "Compass",
    to: "/about",
    linkLabel: "Read about us",
  },
  {
    title: "Our model",
    text: "How we build your team, run its operations and scale it from 5 to 100+ engineers.",
    icon: "Layers",
    to: "/our-model",
    linkLabel: "See our model",
  },
  {
    title: "Bangalore",
    text: "2M people work in IT here, 90K engineers graduate every year and 400 R&D centres operate in the city.",
    icon: "MapPin",
    note: "Electronic City · Whitefield · Koramangala",
  },
]);
