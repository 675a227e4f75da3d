import { defineServicePage } from "./schema";

export const teamExtension = defineServicePage({
  meta: {
    title: "Team Extension: add vetted engineers from Bangalore",
    description:
      "Add senior Bangalore engineers to your existing team through contract to hire, tech recruitment or team augmentation. Compare the three engagement models.",
    path: "/team-extension",
  },
  hero: {
    eyebrow: "Team extension",
    title: "Add senior engineers to your team, without the hiring drag",
    subtitle:
      "Three ways to put Bangalore engineers into the team you already have: try before you hire, let us recruit for you, or augment a squad for as long as the roadmap needs it.",
    links: [
      { label: "Discuss your team", to: "/contact" },
      { label: "Compare the models", to: "#engagement-models" },
    ],
    art: "extension",
  },
  blocks: [
    {
      kind: "table",
      id: "engagement-models",
      eyebrow: "Engagement models",
      title: "Three ways to extend your team",
      intro:
        "Every model uses the same recruitment: around 100 candidates considered per position and a 7-step process. What changes is who employs the engineer and for how long.",
      caption: "Contract to Hire, Tech Recruitment and Team Augmentation compared",
      rowsLabel: "Compare",
      columns: [
        { label: "Contract to Hire" },
        { label: "Tech Recruitment" },
        { label: "Team Augmentation", highlight: true },
      ],
      rows: [
        {
          label: "Best for",
          cells: [
            { text: "Roles you want to keep, after seeing the engineer on real work" },
            { text: "Building your own team or entity in India, with a specialist search partner" },
            { text: "Extra capacity or a niche skill for a roadmap peak" },
          ],
        },
        {
          label: "Time to start",
          cells: [
            { text: "After you approve a finalist and their notice period ends" },
            { text: "Set by your own offer and onboarding process" },
            { text: "Usually the quickest: search, hiring and onboarding run as one flow" },
          ],
        },
        {
          label: "Commitment",
          cells: [
            { text: "A contract period, then conversion when you choose" },
            { text: "Per hire, with no ongoing contract" },
            { text: "Minimum engagement typically 3-6 months, then month to month" },
          ],
        },
        {
          label: "Who employs",
          cells: [
            { text: "H2 during the contract, then you" },
            { text: "You, from the first day" },
            { text: "H2; the engineer works inside your team" },
          ],
        },
        {
          label: "Pricing basis",
          cells: [
            { text: "Monthly rate per engineer, plus a conversion fee" },
            { text: "One-off fee per successful hire" },
            { text: "Monthly rate per engineer, all costs included" },
          ],
        },
      ],
      small: "stack",
    },
    {
      kind: "features",
      id: "expertise",
      tone: "surface",
      eyebrow: "Expertise",
      title: "Engineers for every layer of your stack",
      intro:
        "We recruit to your stack and your seniority bar, from a single specialist to a cross-functional squad.",
      layout: "list",
      items: [
        {
          icon: "Code2",
          title: "Frontend",
          text: "React, Next.js, Angular and Vue engineers who care about accessibility and performance.",
        },
        {
          icon: "Server",
          title: "Backend",
          text: "Java, .NET, Node.js, Python and Go for APIs, integrations and event-driven systems.",
        },
        {
          icon: "Smartphone",
          title: "Mobile",
          text: "Native iOS and Android, React Native and Flutter, from MVP to app-store scale.",
        },
        {
          icon: "Cloud",
          title: "Cloud and DevOps",
          text: "AWS, Azure and GCP, Kubernetes, Terraform and the CI/CD pipelines that tie them together.",
        },
        {
          icon: "Database",
          title: "Data engineering",
          text: "Pipelines, warehouses and lakehouses on Spark, dbt, Snowflake and Databricks.",
        },
        {
          icon: "Brain",
          title: "AI and machine learning",
          text: "Model development, MLOps and LLM integration, built to run in production.",
        },
        {
          icon: "ClipboardCheck",
          title: "Quality engineering",
          text: "Test automation with Playwright, Cypress and Selenium, plus performance and security testing.",
        },
        {
          icon: "Puzzle",
          title: "Product and design",
          text: "Product owners, business analysts and UX/UI designers who work inside your squads.",
        },
      ],
    },
    {
      kind: "split",
      id: "benefits",
      eyebrow: "Benefits",
      title: "Capacity that fits the team you already have",
      intro:
        "Team extension works because it changes as little as possible: your leads, your process, your standards, with more hands on the work.",
      points: [
        {
          title: "Start without a hiring round",
          text: "Skip the job ads, agency negotiations and months of interviews for each role.",
        },
        {
          title: "Flex with the roadmap",
          text: "Grow a squad for a launch and reduce it afterwards, within the agreed engagement terms.",
        },
        {
          title: "The same bar as your own hires",
          text: "Every engineer passes our 7-step process before you interview them yourself.",
        },
        {
          title: "Employment handled",
          text: "Contracts, payroll, benefits and local labour law are ours to manage, not yours.",
        },
      ],
      aside: {
        panelTitle: "Included in every engagement",
        items: [
          "Recruitment to your brief, with your final interview",
          "Workspace, hardware and secure access in Bangalore",
          "Payroll, benefits, HR and retention on the ground",
          "A delivery manager who checks in with you every month",
          "Backfill handled by us if an engineer moves on",
        ],
      },
    },
    {
      kind: "split",
      id: "suitability",
      tone: "dark",
      eyebrow: "Is it right for you?",
      title: "Team extension works best when you have",
      points: [
        {
          title: "A team that already delivers",
          text: "Engineers and a way of working that works; you need more of it, not a new one.",
        },
        {
          title: "A backlog outgrowing hiring",
          text: "Demand grows faster than your local hiring pipeline can fill seats.",
        },
        {
          title: "A niche skill to cover",
          text: "Specialist expertise needed for a stretch of the roadmap, not a permanent head.",
        },
        {
          title: "A first step toward Bangalore",
          text: "A wish to test working with Bangalore before committing to a full centre.",
        },
        {
          title: "Room to onboard properly",
          text: "The time to give extended engineers the same access, context and welcome as a local hire.",
        },
        {
          title: "Work for a first squad",
          text: "Enough roadmap for 3-5 developers, the team size we recommend to start with.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Tell us which roles are holding your roadmap back",
      text: "We'll recommend the engagement model that fits, with a shortlist plan and a monthly cost.",
      primary: { label: "Discuss your team", to: "/contact" },
      secondary: { label: "See our approach", to: "/our-approach" },
    },
  ],
  contact: {
    heading: "Extend your team",
    intro:
      "Tell us the roles, seniority and start date you need. A senior consultant replies within 24 hours with a recommended model and next steps.",
  },
});
