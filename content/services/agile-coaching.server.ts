import { defineServicePage } from "./schema";

export const agileCoaching = defineServicePage({
  meta: {
    title: "Agile Coaching for leaders and teams",
    description:
      "Mentoring, pair coaching, team coaching and role-based coaching from practitioners with 10+ years of experience, starting with an agile journey assessment.",
    path: "/agile-coaching",
  },
  hero: {
    eyebrow: "Agile coaching",
    title: "Agile coaching measured by outcomes, not ceremonies",
    subtitle:
      "Practitioners with more than 10 years of delivery experience work beside your leaders and teams, on real work, until the new habits hold without us.",
    links: [
      { label: "Talk to a coach", to: "/contact" },
      { label: "Our approach", to: "/our-approach" },
    ],
    art: "coaching",
  },
  blocks: [
    {
      kind: "details",
      id: "formats",
      eyebrow: "How we coach",
      title: "Three formats, chosen for the change you need",
      intro:
        "Most engagements combine them: mentoring for individuals, pairing for hands-on skills and team coaching for the way people work together.",
      items: [
        {
          icon: "MessagesSquare",
          tag: "One to one",
          title: "Mentoring",
          text: "Regular, confidential sessions with a senior practitioner, built around the situations you face that week.",
          points: [
            "A personal development plan agreed in the first session",
            "Practical tools for facilitation, prioritization and leading change",
            "Progress reviewed against your own goals, not a syllabus",
          ],
          facts: [{ value: "45-60 min", label: "per mentoring session" }],
        },
        {
          icon: "Handshake",
          tag: "Side by side",
          title: "Pair coaching",
          text: "A coach works alongside you in your real ceremonies and decisions, then reflects with you on what happened.",
          points: [
            "Coaches with over 10 years of hands-on experience",
            "Learning in the flow of work, not in a classroom",
            "Gradual handover as your confidence grows",
          ],
          facts: [{ value: "10+ years", label: "of experience per pair coach" }],
        },
        {
          icon: "Users",
          tag: "Whole team",
          title: "Team coaching",
          text: "Coaching for a whole team's way of working: how it plans, collaborates, makes decisions and improves.",
          points: [
            "Working agreements and a definition of done the team owns",
            "Retrospectives that lead to changes, not lists",
            "Flow metrics the team uses to improve itself",
          ],
          facts: [{ value: "Whole team", label: "coached in its own ceremonies" }],
        },
      ],
    },
    {
      kind: "features",
      id: "role-based",
      tone: "surface",
      eyebrow: "Role-based coaching",
      title: "Coaching shaped around each role",
      intro:
        "A product owner and an engineering director need different help. Role-based coaching targets the decisions each role makes every week.",
      columns: 4,
      items: [
        {
          icon: "Target",
          title: "Product owners",
          text: "Backlog strategy, saying no with evidence, and measuring outcomes instead of output.",
        },
        {
          icon: "Compass",
          title: "Scrum masters and agile leads",
          text: "Facilitation, team health and removing systemic impediments beyond the team.",
        },
        {
          icon: "Briefcase",
          title: "Managers and directors",
          text: "Leading self-organizing teams, funding flow and making decisions at the right level.",
        },
        {
          icon: "Award",
          title: "Executives",
          text: "Setting outcome goals, sponsoring change and modelling the behaviours you ask for.",
        },
      ],
    },
    {
      kind: "split",
      id: "journey-assessment",
      tone: "dark",
      eyebrow: "Journey assessment",
      title: "Every engagement starts with an honest assessment",
      paragraphs: [
        "Before we recommend any coaching, we look at how work really flows today. Interviews, observation of your ceremonies and your delivery data give a clear picture of where you are and what to change first.",
      ],
      points: [
        {
          title: "Interviews and observation",
          text: "Conversations across leadership and teams, and time spent in your actual ceremonies.",
        },
        {
          title: "Delivery data",
          text: "Lead times, predictability and quality trends from the tools you already use.",
        },
        {
          title: "A prioritized plan",
          text: "Strengths to build on, the few changes that matter most, and the coaching mix to make them.",
        },
      ],
      aside: { art: "assessment" },
    },
    {
      kind: "cta",
      title: "Find out where your agile journey stands",
      text: "Start with a journey assessment and a coaching plan built around your teams.",
      primary: { label: "Talk to a coach", to: "/contact" },
      secondary: { label: "See our approach", to: "/our-approach" },
    },
  ],
  contact: {
    heading: "Talk to an agile coach",
    intro:
      "Tell us about your teams and what you want to change. A senior coach replies within 24 hours to arrange a first conversation.",
  },
});
