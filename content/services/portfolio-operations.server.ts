import { defineServicePage } from "./schema";

export const portfolioOperations = defineServicePage({
  meta: {
    title: "Portfolio Operations",
    description:
      "Portfolio operations run as a service: trusted data and insight, streamlined delivery processes and alignment across product, engineering and finance.",
    path: "/portfolio-operations",
  },
  hero: {
    eyebrow: "Portfolio operations",
    title: "Portfolio operations that run on facts, not status reports",
    subtitle:
      "We set up and run the engine behind your portfolio: the data leaders decide with, the processes teams deliver through, and the rhythm that keeps product, engineering and finance pulling in one direction.",
    links: [
      { label: "Talk to us", to: "/contact" },
      { label: "Our approach", to: "/our-approach" },
    ],
    art: "alignment",
  },
  blocks: [
    {
      kind: "split",
      id: "data-insight",
      eyebrow: "Data and insight management",
      title: "One version of the truth about your portfolio",
      paragraphs: [
        "When every team reports progress in its own spreadsheet, leaders spend steering meetings arguing about numbers. We connect the tools your teams already use into one view of cost, progress and value.",
      ],
      list: [
        "Portfolio dashboards fed from Jira, Azure DevOps and finance systems, not manual updates",
        "Flow metrics: lead time, throughput, work in progress and predictability",
        "Investment mix by theme, team and outcome, updated every sprint",
        "Early-warning indicators for initiatives drifting off plan",
      ],
      aside: { art: "dashboard" },
    },
    {
      kind: "split",
      id: "process-optimization",
      tone: "surface",
      eyebrow: "Process optimization",
      title: "Less process, better flow",
      paragraphs: [
        "We map how work actually moves from idea to release, find where it waits, and remove the steps that add delay without adding control.",
      ],
      points: [
        {
          title: "Value stream mapping",
          text: "A clear picture of hand-offs, queues and approvals from request to release.",
        },
        {
          title: "Intake and prioritization",
          text: "One front door for new demand, with criteria everyone can see.",
        },
        {
          title: "Lighter reporting",
          text: "Status generated from the work itself, so teams stop writing reports nobody reads.",
        },
      ],
      aside: {
        panelTitle: "Typical first 90 days",
        items: [
          "Current-state map of the delivery process",
          "Top bottlenecks quantified and ranked",
          "Redesigned intake and prioritization flow",
          "Automated portfolio reporting in place",
        ],
      },
      reverse: true,
    },
    {
      kind: "split",
      id: "alignment",
      eyebrow: "Cross-functional alignment",
      title: "Product, engineering and finance on the same page",
      paragraphs: [
        "Portfolios stall when each function plans on its own calendar. We set a shared planning rhythm and the forums where trade-offs are made once, with the right people in the room.",
      ],
      points: [
        {
          title: "Quarterly planning",
          text: "Joint planning of capacity, dependencies and priorities across teams.",
        },
        {
          title: "Shared objectives",
          text: "Outcome goals that product, engineering and finance sign up to together.",
        },
        {
          title: "Dependency management",
          text: "Cross-team risks visible on one board and resolved before they block delivery.",
        },
        {
          title: "Capacity-based funding",
          text: "Budgets that match what teams can deliver, reviewed against actual results.",
        },
      ],
    },
    {
      kind: "features",
      id: "run-for-you",
      tone: "dark",
      eyebrow: "Run as a service",
      title: "What we keep running for you",
      intro:
        "Set-up is the start. Many clients ask us to keep operating the portfolio office while their own people take it over.",
      columns: 4,
      items: [
        {
          icon: "BarChart3",
          title: "Portfolio reporting",
          text: "Monthly and quarterly packs built from live data, ready for the executive team.",
        },
        {
          icon: "Calendar",
          title: "Planning cadence",
          text: "Facilitation of quarterly planning and the reviews that follow it.",
        },
        {
          icon: "Wallet",
          title: "Budget tracking",
          text: "Spend against plan by theme and team, with forecasts that finance trusts.",
        },
        {
          icon: "GraduationCap",
          title: "Handover",
          text: "Coaching for your portfolio office so the capability stays when we leave.",
        },
      ],
    },
    {
      kind: "spotlight",
      id: "team-extension-teaser",
      eyebrow: "Team extension",
      title: "Need more hands on the roadmap?",
      paragraphs: [
        "Better portfolio data often shows that teams are simply under-staffed. We can add vetted Bangalore engineers to your existing teams, hired from around 100 candidates per position through a 7-step process.",
      ],
      art: "extension",
      links: [{ label: "Explore team extension", to: "/team-extension" }],
    },
  ],
  contact: {
    heading: "Get your portfolio running on facts",
    intro:
      "Tell us how your portfolio is managed today. A senior consultant replies within 24 hours with next steps, usually a 30-minute discovery call.",
  },
});
