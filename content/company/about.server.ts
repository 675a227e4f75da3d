import { z } from "zod";
import { defineCollection } from "../collection";
import { cardSchema, headingSchema, statSchema } from "../sectors/schema";

/** /about: purpose, approach, mission and the How We Help grid. */

export const aboutPurpose = z
  .object({
    heading: headingSchema,
    paragraphs: z.array(z.string().min(60).max(420)).min(1).max(3),
    stats: z.array(statSchema).length(4),
  })
  .strict()
  .parse({
    heading: {
      eyebrow: "Our purpose",
      title: "Capacity is rarely the problem. Delivery is.",
    },
    paragraphs: [
      "Most technology leaders we meet already have budget, a roadmap and more initiatives than the organization can absorb. What they lack is a portfolio that turns that investment into shipped, used, measurable product.",
      "H2 exists to close that gap from both ends: we build dedicated engineering teams in Bangalore that add real capacity, and we work alongside your leaders to make the portfolio around them deliver.",
    ],
    stats: [
      { value: "130+", label: "teams built since 2014" },
      { value: "11", label: "nationalities on our team" },
      { value: "10 yrs", label: "of long-term client partnerships" },
      { value: "3-5 yrs", label: "average engineer tenure" },
    ],
  });

export const aboutApproachHeading = headingSchema.parse({
  eyebrow: "Our approach",
  title: "Four ways we move a portfolio forward",
  intro:
    "Every engagement starts with the same question: what is stopping value reaching your customers? The answer decides which of these we lead with.",
});

export const aboutApproach = defineCollection("about-approach", cardSchema, [
  {
    title: "Accelerate portfolios",
    text: "Tie every initiative to a funded outcome, cut the work in progress that slows everything else, and give leaders one view of what is shipping.",
    icon: "Rocket",
    to: "/portfolio-development",
    linkLabel: "Portfolio development",
  },
  {
    title: "Recover programs",
    text: "A two-week rapid assessment, a recovery plan you can defend to the board, and hands-on help until the program is back on its dates.",
    icon: "LifeBuoy",
    to: "/product-recovery",
    linkLabel: "Product & program recovery",
  },
  {
    title: "Embed agile",
    text: "Coaching for teams, leaders and roles, measured in lead time and outcomes rather than ceremonies held or certificates earned.",
    icon: "Users",
    to: "/agile-coaching",
    linkLabel: "Agile coaching",
  },
  {
    title: "Optimize operations",
    text: "Portfolio data you can trust, planning cycles without friction and alignment between product, engineering and finance, run as a service.",
    icon: "Gauge",
    to: "/portfolio-operations",
    linkLabel: "Portfolio operations",
  },
]);

export const aboutMission = z
  .object({
    eyebrow: z.string(),
    statement: z.string().min(40).max(200),
    commitments: z
      .array(z.object({ title: z.string().min(3), text: z.string().min(30) }).strict())
      .length(3),
  })
  .strict()
  .parse({
    eyebrow: "Our mission",
    statement:
      "To give every client an engineering team they would have hired themselves, and a portfolio that turns its work into results.",
    commitments: [
      {
        title: "Hired for you, kept for you",
        text: "We interview around 100 candidates per position through a 7-step process, and our engineers stay 3-5 years on average.",
      },
      {
        title: "Measured by your outcomes",
        text: "We agree the business measures up front and report against them, not against hours billed or story points burned.",
      },
      {
        title: "Honest when it is hard",
        text: "If a plan will miss, you hear it from us first, with the options and the trade-offs, in time to act on them.",
      },
    ],
  });

export const aboutHelpHeading = headingSchema.parse({
  eyebrow: "How We Help",
  title: "Built for the people who own delivery",
  intro:
    "We work with the leaders accountable for technology outcomes. Here is what each of them usually asks us for, and what they get.",
});

export const aboutHelp = defineCollection("about-help", cardSchema, [
  {
    title: "CTOs",
    text: "A dedicated Bangalore team of 5 to 100+ engineers on your stack and your standards, without building an overseas entity yourself.",
    icon: "Cpu",
    to: "/dedicated-team",
    linkLabel: "Dedicated teams",
  },
  {
    title: "VPs of Engineering",
    text: "Senior engineers added to existing squads within weeks, plus the delivery leadership to keep two locations working as one team.",
    icon: "Code2",
    to: "/team-extension",
    linkLabel: "Team extension",
  },
  {
    title: "CDOs",
    text: "A full offshore development centre for data and digital programs: facilities, security, hiring, HR and payroll run by us.",
    icon: "Building2",
    to: "/offshore-centre",
    linkLabel: "Offshore development centre",
  },
  {
    title: "Portfolio owners",
    text: "A portfolio framed around outcomes, with funding, capacity and priorities decided in the same room and on the same data.",
    icon: "Compass",
    to: "/portfolio-development",
    linkLabel: "Portfolio development",
  },
  {
    title: "PMOs",
    text: "Reporting that leaders trust, governance that does not slow teams down, and a quarterly planning cycle that fits on one page.",
    icon: "ClipboardCheck",
    to: "/portfolio-operations",
    linkLabel: "Portfolio operations",
  },
  {
    title: "Product managers",
    text: "Coaching on discovery, prioritization and stakeholder work, and an engineering team with the capacity to ship what you decide.",
    icon: "Target",
    to: "/agile-coaching",
    linkLabel: "Agile coaching",
  },
]);

export const aboutIndustriesHeading = headingSchema.parse({
  eyebrow: "Industries",
  title: "Sectors where our teams already know the domain",
  intro:
    "Most of our teams build for three industries. Each has its own page: the work we take on, the skills we hire for and how an engagement starts.",
});

export const aboutIndustries = defineCollection("about-industries", cardSchema, [
  {
    title: "MarTech",
    text: "Customer data platforms, attribution, consent and marketing automation, and the integrations that keep customer data moving between them.",
    icon: "Megaphone",
    to: "/martech",
    linkLabel: "MarTech teams",
  },
  {
    title: "Financial software",
    text: "Digital banking, payments, lending and wealth platforms, built to the security and audit standards regulators expect.",
    icon: "Landmark",
    to: "/financial-software",
    linkLabel: "Financial software",
  },
  {
    title: "Retail & e-commerce",
    text: "Headless storefronts, order management, search and the peak-season performance work that retail calendars demand.",
    icon: "ShoppingCart",
    to: "/retail-ecommerce",
    linkLabel: "Retail & e-commerce",
  },
]);
