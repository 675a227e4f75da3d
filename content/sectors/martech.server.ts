import { z } from "zod";
import { defineCollection } from "../collection";
import { cardSchema, headingSchema, metaSchema, statSchema, tileSchema } from "./schema";

/** /martech: every section's copy and collections, validated at build. */

export const martechMeta = metaSchema.parse({
  title: "MarTech Engineering Teams",
  description:
    "Dedicated MarTech engineers in Bangalore: CDP, attribution, consent management and marketing automation specialists, hand-picked from the top 1%.",
  path: "/martech",
});

export const martechHero = z
  .object({ eyebrow: z.string(), title: z.string(), subtitle: z.string().min(60) })
  .strict()
  .parse({
    eyebrow: "MarTech",
    title: "MarTech engineering teams that turn data into campaigns",
    subtitle:
      "Dedicated Bangalore engineers who build and run your customer data platform, attribution, consent and marketing automation.",
  });

export const martechBenefits = defineCollection("martech-benefits", cardSchema, [
  {
    title: "Gain niche skills",
    text: "CDP engineers, attribution analysts and Marketing Cloud developers are scarce. In Bangalore we interview 100 per seat.",
    icon: "GraduationCap",
  },
  {
    title: "Increase delivery",
    text: "A dedicated team clears the tracking plans, integrations and audience builds your marketers queue up.",
    icon: "Rocket",
  },
  {
    title: "Complete visibility",
    text: "Your backlog, tools and stand-ups. You see every ticket and commit, and you choose every engineer.",
    icon: "Eye",
  },
]);

export const martechSectorsHeading = headingSchema.parse({
  eyebrow: "Sectors",
  title: "Engineers who already speak your corner of marketing",
  intro: "We staff teams with people who have built in your segment before.",
});

export const martechSectors = defineCollection("martech-sectors", tileSchema, [
  {
    title: "AdTech",
    text: "DSPs, SSPs, ad servers and bidders that answer billions of requests a day.",
    icon: "Megaphone",
  },
  {
    title: "Influencer Marketing",
    text: "Creator discovery, campaign workflows, payouts and fraud checks.",
    icon: "Star",
  },
  {
    title: "Mobile Marketing",
    text: "SDKs, deep links, push and attribution that survives ATT.",
    icon: "Smartphone",
  },
  {
    title: "Omnichannel",
    text: "One customer view across web, app, store and email, and journeys that use it.",
    icon: "Network",
  },
  {
    title: "Content Marketing",
    text: "Headless CMS, DAM and localization pipelines for content at volume.",
    icon: "FileText",
  },
  {
    title: "Social Media",
    text: "Publishing, listening and social commerce on platform APIs.",
    icon: "Share2",
  },
  {
    title: "Marketing Automation",
    text: "Marketing Cloud, Marketo, HubSpot and Braze builds and migrations.",
    icon: "Workflow",
  },
  {
    title: "Marketing Analytics",
    text: "Event pipelines, attribution and dashboards your CFO trusts.",
    icon: "PieChart",
  },
]);

const techGroupSchema = z
  .object({ name: z.string().min(3), items: z.array(z.string().min(2)).min(3).max(8) })
  .strict();

export const martechTechnologies = defineCollection("martech-technologies", techGroupSchema, [
  {
    name: "Customer data",
    items: ["Segment", "mParticle", "RudderStack", "Adobe Experience Platform"],
  },
  { name: "Engagement", items: ["Salesforce Marketing Cloud", "Marketo", "HubSpot", "Braze"] },
  { name: "Data & analytics", items: ["Snowflake", "BigQuery", "dbt", "Looker", "GA4"] },
  { name: "Privacy & tagging", items: ["OneTrust", "Google Tag Manager", "Tealium"] },
  { name: "Engineering", items: ["React", "Node.js", "Python", "Kotlin", "Swift", "AWS", "GCP"] },
]);

const roleSchema = z
  .object({ name: z.string().min(3).max(48), note: z.string().min(3).optional() })
  .strict();

/** 22 roles; the last carries the "and more" note. */
export const martechRoles = defineCollection("martech-roles", roleSchema, [
  { name: "MarTech Solutions Architect" },
  { name: "CDP Engineer" },
  { name: "Data Engineer" },
  { name: "Analytics Engineer" },
  { name: "Marketing Data Scientist" },
  { name: "Attribution Analyst" },
  { name: "Full-Stack Developer" },
  { name: "Front-End Developer" },
  { name: "iOS & Android Developer" },
  { name: "Back-End Developer" },
  { name: "Marketing Cloud Developer" },
  { name: "Adobe Experience Developer" },
  { name: "Marketo & HubSpot Developer" },
  { name: "Braze Engineer" },
  { name: "Tag Management Specialist" },
  { name: "Consent & Privacy Engineer" },
  { name: "QA Automation Engineer" },
  { name: "DevOps Engineer" },
  { name: "BI Developer" },
  { name: "Product Manager" },
  { name: "Delivery Lead" },
  { name: "UX & UI Designer", note: "and more" },
]);
if (martechRoles.length !== 22 || !martechRoles.at(-1)?.note) {
  throw new Error("content/sectors/martech: roles must be 22, the last with its 'and more' note");
}

export const martechWhy = z
  .object({
    heading: headingSchema,
    points: z.array(cardSchema).length(4),
    stats: z.array(statSchema).length(3),
  })
  .strict()
  .parse({
    heading: {
      eyebrow: "Why choose H2",
      title: "Why marketing leaders build their MarTech team with us",
      intro: "MarTech sits between marketing, data and engineering. Our teams speak all three.",
    },
    points: [
      {
        title: "Specialists, not generalists",
        text: "We recruit for your platform: a Braze engineer has shipped Braze; a CDP engineer has run identity graphs live.",
        icon: "Target",
      },
      {
        title: "Privacy by default",
        text: "Consent flows through every pipeline we build, mapped to GDPR, CCPA and India's DPDP Act; deletion requests really delete.",
        icon: "Lock",
      },
      {
        title: "Marketing hours, engineering discipline",
        text: "Launches get on-call cover; tracking changes get review and tests like any code.",
        icon: "Clock",
      },
      {
        title: "A team that stays",
        text: "Engineers stay 3-5 years on average, so whoever built your attribution model is still there to explain it.",
        icon: "Users",
      },
    ],
    stats: [
      { value: "Top 1%", label: "of a 2M+ Bangalore talent pool" },
      { value: "130+", label: "teams built since 2014" },
      { value: "5 to 100+", label: "engineers per team" },
    ],
  });

export const martechSolutionsHeading = headingSchema.parse({
  eyebrow: "Solutions",
  title: "What our MarTech teams build and run",
});

export const martechSolutions = defineCollection("martech-solutions", cardSchema, [
  {
    title: "CDP implementation",
    text: "Tracking plans, identity resolution and audience sync on Segment or your warehouse.",
    icon: "Database",
  },
  {
    title: "Attribution & measurement",
    text: "Multi-touch attribution, mix models and incrementality tests, reconciled to finance.",
    icon: "BarChart3",
  },
  {
    title: "Consent management",
    text: "OneTrust or custom consent wired into tags, SDKs and data stores.",
    icon: "ShieldCheck",
  },
  {
    title: "Marketing automation",
    text: "Journey builds and migrations between Marketing Cloud, Marketo and Braze.",
    icon: "Workflow",
  },
  {
    title: "Campaign analytics",
    text: "Near-real-time dashboards, with metrics defined once in dbt.",
    icon: "LineChart",
  },
  {
    title: "Programmatic platforms",
    text: "Bidders and ad servers built for millisecond budgets.",
    icon: "Zap",
  },
  {
    title: "Personalization engines",
    text: "Recommendation and next-best-action services, tested against revenue, not clicks.",
    icon: "Sparkles",
  },
  {
    title: "Mobile engagement",
    text: "SDKs, deep links, push and in-app messaging with privacy-safe attribution.",
    icon: "Smartphone",
  },
]);

export const martechCaseStudy = z
  .object({
    eyebrow: z.string(),
    title: z.string().min(10),
    summary: z.string().min(60),
    results: z.array(statSchema).length(3),
    // A story the visitor can read in full: one of the case-study pages.
    to: z.string().regex(/^\/case-studies\/[a-z0-9-]+$/),
    linkLabel: z.string(),
  })
  .strict()
  .parse({
    eyebrow: "Case study · Technology Services",
    title: "Quillstone built a 22-person data practice in five months",
    summary:
      "An IT services firm kept losing data platform bids for want of a bench. Contract-to-hire gave it a practice of its own.",
    results: [
      { value: "22", label: "data engineers hired" },
      { value: "3", label: "new client accounts won" },
      { value: "18", label: "converted to permanent staff" },
    ],
    to: "/case-studies/quillstone-data-engineering-practice",
    linkLabel: "Read the case study",
  });

export const martechReasonsHeading = headingSchema.parse({
  eyebrow: "Reasons to start now",
  title: "Six reasons MarTech leaders build with H2",
});

export const martechReasons = defineCollection(
  "martech-reasons",
  z.object({ title: z.string().min(5), text: z.string().min(30) }).strict(),
  [
    {
      title: "Your roadmap, not our bench",
      text: "Every engineer is recruited for your team through our 7-step process. Nobody is parked on your project.",
    },
    {
      title: "A CDP is a program, not a project",
      text: "Identity, consent and activation keep changing. A dedicated team keeps the knowledge a one-off partner takes away.",
    },
    {
      title: "Privacy rules keep moving",
      text: "GDPR, CCPA, DPDP and browser changes land every quarter. A team that owns your data flows adapts in weeks.",
    },
    {
      title: "Cost that scales with results",
      text: "Start with 5 engineers on one use case. Add people when the work proves its return.",
    },
    {
      title: "Overlap with London and New York",
      text: "Bangalore's afternoon covers the UK morning; a late rota covers US East Coast launches.",
    },
    {
      title: "Leadership that has done it",
      text: "Engineering managers who have run MarTech platforms lead your team, so you never teach the basics.",
    },
  ],
);

/** MarTech offices: New York is a client-partnership base, not an office in lib/site.ts. */
export const martechLocations = defineCollection(
  "martech-locations",
  z.object({ name: z.string().min(3), detail: z.string().min(30) }).strict(),
  [
    {
      name: "Bangalore",
      detail:
        "Home of every MarTech team we build, across Electronic City, Whitefield and Koramangala.",
    },
    {
      name: "London",
      detail:
        "Client partners and solution architects for UK and European brands, agencies and ad platforms.",
    },
    {
      name: "New York",
      detail:
        "Client partnership for North American marketing teams, with a late Bangalore rota on Eastern Time.",
    },
  ],
);
