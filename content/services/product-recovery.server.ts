import { defineServicePage } from "./schema";

export const productRecovery = defineServicePage({
  meta: {
    title: "Product & Program Recovery",
    description:
      "Get a failing product or program back on track: a rapid independent assessment, a tailored recovery plan and hands-on implementation with your teams.",
    path: "/product-recovery",
  },
  hero: {
    eyebrow: "Product & program recovery",
    title: "Get a failing program back on track",
    subtitle:
      "When dates slip, budgets stretch and sponsors lose patience, we give you an independent view in two weeks, a plan the board can back, and senior people on the ground to deliver it.",
    links: [
      { label: "Talk to us now", to: "/contact" },
      { label: "Our approach", to: "/our-approach" },
    ],
    art: "recovery",
  },
  blocks: [
    {
      kind: "split",
      id: "signs",
      eyebrow: "When to call us",
      title: "The signs a program needs more than another status meeting",
      intro:
        "Programs rarely fail overnight. These are the signals we hear most often in the first call.",
      list: [
        "The delivery date has moved more than once and nobody trusts the new one",
        "Budget burn is rising while visible progress is not",
        "Teams are busy, yet the scope that matters keeps slipping",
        "Quality problems are reaching customers or blocking releases",
        "Sponsors and delivery teams describe the program differently",
        "Key people are leaving, or are close to it",
      ],
      listMarker: "cross",
      aside: {
        panelTitle: "What a first call covers",
        items: [
          "What has happened so far, in your words",
          "What is at stake, and by when",
          "Who needs to be involved in a recovery",
          "Whether a two-week rapid assessment is the right next step",
        ],
      },
    },
    {
      kind: "phases",
      id: "recovery-steps",
      tone: "surface",
      eyebrow: "How recovery works",
      title: "Three steps from crisis to control",
      intro:
        "A fixed, short assessment first, so you decide on facts before committing to anything larger.",
      phases: [
        {
          title: "Rapid assessment",
          icon: "Search",
          text: "In two weeks, an independent review of scope, plan, architecture, team and stakeholders.",
          points: [
            "Interviews across sponsors, teams and suppliers",
            "Delivery data and code health reviewed",
            "A candid findings report for the sponsor",
          ],
        },
        {
          title: "Tailored plan",
          icon: "Map",
          text: "A recovery plan built with your stakeholders, not handed to them.",
          points: [
            "Scope cut to what delivers the business case",
            "A re-baselined, evidence-based timeline",
            "Clear decision rights and governance",
          ],
        },
        {
          title: "Hands-on implementation",
          icon: "Wrench",
          text: "Senior people embedded with your teams until delivery is predictable again.",
          points: [
            "Interim delivery and product leadership if needed",
            "Weekly progress against the recovery plan",
            "Capability handed back to your people",
          ],
        },
      ],
    },
    {
      kind: "features",
      id: "outcomes",
      tone: "dark",
      eyebrow: "Key outcomes",
      title: "What a successful recovery leaves behind",
      columns: 4,
      items: [
        {
          icon: "Calendar",
          title: "A date you can trust",
          text: "A plan based on measured team throughput, not optimism.",
        },
        {
          icon: "Target",
          title: "Scope that matters",
          text: "Effort focused on the features that carry the business case.",
        },
        {
          icon: "HeartHandshake",
          title: "Restored confidence",
          text: "Sponsors, teams and suppliers working from the same facts.",
        },
        {
          icon: "ShieldCheck",
          title: "Lasting control",
          text: "Governance and metrics that keep the program on track after we leave.",
        },
      ],
    },
    {
      kind: "cta",
      title: "The sooner we look, the more options you keep",
      text: "Book a confidential conversation about your program. We reply within 24 hours.",
      primary: { label: "Request a rapid assessment", to: "/contact" },
      secondary: { label: "See our approach", to: "/our-approach" },
    },
  ],
  contact: {
    heading: "Talk to us about your program",
    intro:
      "Tell us what is happening and what is at stake. Everything you share stays confidential; a senior consultant replies within 24 hours.",
  },
});
