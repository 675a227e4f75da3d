import { defineServicePage } from "./schema";

export const ourApproach = defineServicePage({
  meta: {
    title: "Our Approach: Lean, Agile and DevOps as one system",
    description:
      "How H2 combines Lean portfolio thinking, Agile delivery and DevOps engineering in five steps, from understanding your system to measurable, lasting results.",
    path: "/our-approach",
  },
  hero: {
    eyebrow: "Our approach",
    title: "Lean, Agile and DevOps, applied as one system",
    subtitle:
      "Lean decides what is worth building, Agile builds it in short feedback loops, DevOps ships it safely and often. Most organizations adopt one of the three; results come from joining them up.",
    links: [
      { label: "Discuss your challenge", to: "/contact" },
      { label: "See the five steps", to: "#five-steps" },
    ],
    art: "loop",
  },
  blocks: [
    {
      kind: "split",
      id: "lean-agile-devops",
      eyebrow: "Lean-Agile-DevOps",
      title: "Three disciplines, one flow of value",
      paragraphs: [
        "A faster pipeline does not help if it delivers the wrong features, and a perfect backlog does not help if releases take a month. We look at the whole path from idea to customer and improve the slowest part first.",
      ],
      points: [
        {
          title: "Lean",
          text: "Portfolio decisions based on value and cost of delay; waste and waiting removed from the flow.",
        },
        {
          title: "Agile",
          text: "Cross-functional teams delivering in short cycles, learning from customers every iteration.",
        },
        {
          title: "DevOps",
          text: "Automated build, test and deployment, so releasing is routine instead of an event.",
        },
      ],
    },
    {
      kind: "numbered",
      id: "five-steps",
      tone: "surface",
      eyebrow: "How we work",
      title: "Five steps we follow in every engagement",
      intro:
        "The order matters: each step builds on the evidence from the one before, so change is targeted instead of wholesale.",
      items: [
        {
          title: "Understand the system",
          text: "We map how work flows from idea to release, using interviews, observation and your delivery data, before recommending anything.",
          points: [
            "Value stream maps from request to production",
            "Baseline flow and quality metrics",
            "Stakeholder interviews at every level",
          ],
        },
        {
          title: "Align on outcomes",
          text: "Leaders agree the few business outcomes that matter, and how progress toward them will be measured.",
          points: [
            "Outcome goals tied to the portfolio",
            "Clear priorities and explicit trade-offs",
            "Shared measures across product, engineering and finance",
          ],
        },
        {
          title: "Design the operating model",
          text: "Teams, roles, cadences and governance shaped around value streams rather than projects or functions.",
          points: [
            "Stable, cross-functional teams",
            "A planning and review rhythm",
            "Lightweight governance with clear decision rights",
          ],
        },
        {
          title: "Build capability",
          text: "Coaching, engineering practices and delivery pipelines, put in place by working with your people on real work.",
          points: [
            "Leadership, role-based and team coaching",
            "CI/CD, test automation and trunk-based development",
            "Engineers added from Bangalore where capacity is short",
          ],
        },
        {
          title: "Measure and improve",
          text: "Progress is tracked against the baseline, and the system keeps improving after our engagement ends.",
          points: [
            "Flow and DORA metrics reviewed every month",
            "Retrospectives at team and portfolio level",
            "A handover plan so the capability stays",
          ],
        },
      ],
    },
    {
      kind: "stats",
      id: "results",
      tone: "dark",
      eyebrow: "Results",
      title: "Results that hold after we leave",
      intro:
        "A decade of delivery behind the method, and the four outcomes every engagement is designed around.",
      stats: [
        { value: "130+", label: "teams built since 2014" },
        { value: "10 years", label: "of long-term client partnerships" },
        { value: "3-5 yrs", label: "average engineer tenure" },
      ],
      items: [
        {
          icon: "Zap",
          title: "Shorter lead times",
          text: "Less waiting between idea and release, because queues and hand-offs are removed.",
        },
        {
          icon: "Calendar",
          title: "Predictable delivery",
          text: "Forecasts based on measured throughput that leaders can plan around.",
        },
        {
          icon: "ShieldCheck",
          title: "Quality built in",
          text: "Automated testing and deployment catch problems before customers do.",
        },
        {
          icon: "TrendingUp",
          title: "Outcomes over output",
          text: "Investment steered by business results, not by the number of features shipped.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Start with an honest look at your system",
      text: "A 30-minute discovery call is enough to tell whether we can help, and where we would start.",
      primary: { label: "Book a discovery call", to: "/contact" },
    },
  ],
  contact: {
    heading: "Discuss your challenge",
    intro:
      "Tell us where delivery gets stuck today. A senior consultant replies within 24 hours, usually with a 30-minute discovery call.",
  },
});
