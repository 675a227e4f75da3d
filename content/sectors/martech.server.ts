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
      "Dedicated Bangalore engineers who build and run customer data platforms, attribution, consent and marketing automation, so your marketers stop waiting on the backlog.",
  });

export const martechBenefits = defineCollection("martech-benefits", cardSchema, [
  {
    title: "Gain niche skills",
    text: "CDP engineers, attribution analysts and Marketing Cloud developers are scarce in most markets. In Bangalore we can interview 100 for each seat.",
    icon: "GraduationCap",
  },
  {
    title: "Increase delivery",
    text: "A dedicated team clears the tracking plans, integrations and audience builds your marketers queue up, release after release.",
    icon: "Rocket",
  },
  {
    title: "Complete visibility",
    text: "Your backlog, your tools, your stand-ups. You see every ticket, commit and dashboard, and you choose every engineer on the team.",
    icon: "Eye",
  },
]);

export const martechSectorsHeading = headingSchema.parse({
  eyebrow: "Sectors",
  title: "Engineers who already speak your corner of marketing",
  intro:
    "From bid requests to brand safety, we staff teams with people who have built in your segment before.",
});

export const martechSectors = defineCollection("martech-sectors", tileSchema, [
  {
    title: "AdTech",
    text: "DSPs, SSPs, ad servers and bidders that answer in milliseconds at billions of requests a day.",
    icon: "Megaphone",
  },
  {
    title: "Influencer Marketing",
    text: "Creator discovery, campaign workflows, payouts and fraud checks on follower quality.",
    icon: "Star",
  },
  {
    title: "Mobile Marketing",
    text: "SDKs, deep links, push and in-app messaging, with attribution that survives ATT.",
    icon: "Smartphone",
  },
  {
    title: "Omnichannel",
    text: "One customer view across web, app, store, email and call centre, and journeys that use it.",
    icon: "Network",
  },
  {
    title: "Content Marketing",
    text: "Headless CMS, DAM integrations and localization pipelines for content at volume.",
    icon: "FileText",
  },
  {
    title: "Social Media",
    text: "Publishing, listening and social commerce tools built on platform APIs and their limits.",
    icon: "Share2",
  },
  {
    title: "Marketing Automation",
    text: "Salesforce Marketing Cloud, Marketo, HubSpot and Braze builds, migrations and integrations.",
    icon: "Workflow",
  },
  {
    title: "Marketing Analytics",
    text: "Event pipelines, attribution models and dashboards your CFO accepts as the numbers.",
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
      intro:
        "MarTech sits between marketing, data and engineering, and most vendors only speak one of the three. Our teams speak all of them.",
    },
    points: [
      {
        title: "Specialists, not generalists",
        text: "We recruit for the platform you run. A Braze engineer has shipped Braze; a CDP engineer has modelled identity graphs in production.",
        icon: "Target",
      },
      {
        title: "Privacy by default",
        text: "Consent states flow through every pipeline we build, mapped to GDPR, CCPA and India's DPDP Act, with deletion requests that really delete.",
        icon: "Lock",
      },
      {
        title: "Marketing hours, engineering discipline",
        text: "Campaign launches get on-call cover and release plans; tracking changes get code review and tests like any other code.",
        icon: "Clock",
      },
      {
        title: "A team that stays",
        text: "Engineers stay 3-5 years on average, so the person who built your attribution model is still there to explain it.",
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
  intro:
    "Eight engagements we staff most often. Each team owns its work from design to production.",
});

export const martechSolutions = defineCollection("martech-solutions", cardSchema, [
  {
    title: "CDP implementation",
    text: "Tracking plans, identity resolution and audience sync on Segment, mParticle or a warehouse-native CDP.",
    icon: "Database",
  },
  {
    title: "Attribution & measurement",
    text: "Multi-touch attribution, marketing-mix models and incrementality tests, reconciled to finance.",
    icon: "BarChart3",
  },
  {
    title: "Consent management",
    text: "OneTrust or custom consent platforms wired into tags, SDKs and downstream data stores.",
    icon: "ShieldCheck",
  },
  {
    title: "Marketing automation",
    text: "Journey builds, data extensions and migrations between Marketing Cloud, Marketo and Braze.",
    icon: "Workflow",
  },
  {
    title: "Campaign analytics",
    text: "Near-real-time dashboards on Snowflake or BigQuery with metrics defined once in dbt.",
    icon: "LineChart",
  },
  {
    title: "Programmatic platforms",
    text: "Bidders, ad servers and reporting pipelines built for latency budgets in single-digit milliseconds.",
    icon: "Zap",
  },
  {
    title: "Personalization engines",
    text: "Recommendation and next-best-action services, A/B tested against revenue rather than clicks.",
    icon: "Sparkles",
  },
  {
    title: "Mobile engagement",
    text: "SDK integration, deep linking, push and in-app messaging with privacy-safe attribution.",
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
      "Quillstone Systems, a 600-person IT services firm, kept losing data platform bids because it could not show a credible bench. Through contract-to-hire and targeted recruitment we helped it build a 22-person data engineering practice in five months, with the first engineers on its client projects from week four. The practice is its own: all 18 contract-to-hire engineers moved onto Quillstone's payroll at six months.",
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
      text: "Every engineer is recruited for your team through our 7-step process. Nobody is parked on your project between assignments.",
    },
    {
      title: "A CDP is a program, not a project",
      text: "Identity, consent and activation keep changing. A dedicated team keeps the knowledge that a one-off implementation partner takes away.",
    },
    {
      title: "Privacy rules keep moving",
      text: "GDPR, CCPA, DPDP and browser changes land every quarter. A team that owns your data flows adapts them in weeks, not budget cycles.",
    },
    {
      title: "Cost that scales with results",
      text: "Start with 5 engineers on one use case. Add people when the attribution or personalization work proves its return.",
    },
    {
      title: "Overlap with London and New York",
      text: "Bangalore's afternoon covers the UK morning, and a late rota covers the US East Coast for launches and incidents.",
    },
    {
      title: "Leadership that has done it",
      text: "Engineering managers who have run MarTech platforms sit with your team, so you are not teaching the basics.",
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
