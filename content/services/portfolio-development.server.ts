import { defineServicePage } from "./schema";

export const portfolioDevelopment = defineServicePage({
  meta: {
    title: "Product Portfolio Development",
    description:
      "Turn a crowded list of initiatives into a portfolio that funds outcomes: vision and strategy, governance, team enablement and recovery, from H2's consultants.",
    path: "/portfolio-development",
  },
  hero: {
    eyebrow: "Product portfolio development",
    title: "Fund outcomes, not a longer list of projects",
    subtitle:
      "We help portfolio owners, PMOs and technology leaders decide what to build, stop what no longer pays back, and give teams the structure to deliver the rest.",
    links: [
      { label: "Talk to a portfolio consultant", to: "/contact" },
      { label: "Our approach", to: "/our-approach" },
    ],
    art: "portfolio",
  },
  blocks: [
    {
      kind: "split",
      id: "vision-strategy",
      eyebrow: "Vision and strategy",
      title: "One portfolio, one story the board can follow",
      paragraphs: [
        "Most portfolios grow by accumulation: each initiative made sense when it was approved, and nobody owns the whole. We start by connecting every piece of work to a small number of outcomes your leadership actually wants.",
      ],
      list: [
        "Portfolio vision and measurable outcomes, agreed with your executive team",
        "An inventory of every initiative, with its cost, value and owner",
        "Clear stop, continue and start decisions, with the reasoning written down",
        "A rolling roadmap that shows trade-offs instead of hiding them",
      ],
      aside: {
        panelTitle: "What you walk away with",
        items: [
          "A one-page portfolio strategy",
          "Outcome metrics for each investment theme",
          "A prioritized, funded roadmap for the next two quarters",
          "A decision log your stakeholders can audit",
        ],
      },
    },
    {
      kind: "split",
      id: "operations-governance",
      tone: "surface",
      eyebrow: "Operations and governance",
      title: "Governance that speeds decisions up",
      paragraphs: [
        "Stage gates and monthly steering packs slow teams down without making risk visible. We replace them with a light quarterly cadence built on evidence from the work itself.",
      ],
      points: [
        {
          title: "Quarterly portfolio reviews",
          text: "Funding follows results: investment themes are reviewed against their outcome metrics every quarter.",
        },
        {
          title: "Lean budgeting",
          text: "Fund persistent teams and value streams instead of re-approving every project.",
        },
        {
          title: "Visible dependencies",
          text: "Cross-team risks and blockers on one board, owned and reviewed every fortnight.",
        },
      ],
      aside: { art: "funding" },
      reverse: true,
    },
    {
      kind: "features",
      id: "team-enablement",
      eyebrow: "Team enablement",
      title: "Teams that can deliver what the portfolio promises",
      intro:
        "A strategy is only as good as the teams asked to deliver it. We work with leaders and teams until the new way of working runs without us.",
      columns: 4,
      items: [
        {
          icon: "Users",
          title: "Team design",
          text: "Stable, cross-functional teams aligned to value streams instead of projects.",
        },
        {
          icon: "Target",
          title: "Product ownership",
          text: "Product owners with the mandate, skills and data to make trade-offs.",
        },
        {
          icon: "GraduationCap",
          title: "Coaching",
          text: "Hands-on coaching for leaders, product owners and teams, in their real work.",
        },
        {
          icon: "Gauge",
          title: "Flow metrics",
          text: "Lead time, throughput and predictability that teams use to improve themselves.",
        },
      ],
    },
    {
      kind: "split",
      id: "recovery",
      tone: "dark",
      eyebrow: "Recovery",
      title: "When a critical initiative is already off track",
      paragraphs: [
        "Portfolio work often surfaces a program that is late, over budget or losing its sponsor. We run an independent rapid assessment, agree a recovery plan with the stakeholders who matter, and stay hands-on until delivery is predictable again.",
      ],
      list: [
        "An honest view of scope, schedule and team health within weeks",
        "A re-baselined plan with explicit trade-offs",
        "Senior people embedded with the team during the turnaround",
      ],
      aside: { art: "recovery" },
    },
    {
      kind: "spotlight",
      id: "team-extension-teaser",
      eyebrow: "Team extension",
      title: "Short of people to deliver the roadmap?",
      paragraphs: [
        "When the portfolio is clear but capacity is not, we add vetted engineers from Bangalore to your existing teams: the top 1% of a 2M+ talent pool, working in your process from the first sprint.",
      ],
      art: "extension",
      links: [{ label: "Explore team extension", to: "/team-extension" }],
    },
  ],
  contact: {
    heading: "Talk to a portfolio consultant",
    intro:
      "Tell us what your portfolio looks like today and what has to change. A senior consultant replies within 24 hours, usually with a 30-minute discovery call.",
  },
});
