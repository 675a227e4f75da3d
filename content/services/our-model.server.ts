import { defineServicePage } from "./schema";

export const ourModel = defineServicePage({
  meta: {
    title: "Our Model: build, run and scale your team in Bangalore",
    description:
      "H2 builds your engineering team in Bangalore, runs the operations behind it and scales it from 5 to 100+ engineers. See how it compares with the alternatives.",
    path: "/our-model",
  },
  hero: {
    eyebrow: "Our model",
    title: "Your engineering team in Bangalore, built, run and scaled with you",
    subtitle:
      "You own the roadmap, the code and the culture. We hire from the top 1% of a 2M+ talent pool, run the office, HR and payroll behind the team, and grow it from 5 to 100+ engineers when your plans change.",
    links: [
      { label: "Book a discovery call", to: "/contact" },
      { label: "Compare the options", to: "#comparison" },
    ],
    art: "flow",
  },
  blocks: [
    {
      kind: "phases",
      id: "how-it-works",
      eyebrow: "How it works",
      title: "Three steps, one accountable partner",
      intro:
        "Each step is a service you can buy on its own, and each one is designed to hand over cleanly to the next.",
      phases: [
        {
          title: "Build the team",
          icon: "UserPlus",
          text: "We interview around 100 candidates for every position through a 7-step process that tests code, communication and fit with your team. You meet the finalists and make every hire.",
          to: "/dedicated-team",
          linkLabel: "Dedicated development team",
        },
        {
          title: "Run operations",
          icon: "Building2",
          text: "Your engineers work from our delivery centres in Electronic City, Whitefield and Koramangala. We run workspace, equipment, payroll, HR, compliance and retention; you run the work.",
          to: "/offshore-centre",
          linkLabel: "Offshore development centre",
        },
        {
          title: "Scale",
          icon: "TrendingUp",
          text: "Add a specialist for a quarter, a second squad for a new product line or a full centre. The same agreement covers 5 to 100+ engineers, so growth needs no new tender.",
          to: "/team-extension",
          linkLabel: "Team extension",
        },
      ],
    },
    {
      kind: "details",
      id: "roles",
      tone: "surface",
      eyebrow: "Who it's for",
      title: "What changes for each leader",
      intro:
        "The model is built around the three people who carry a delivery plan: the one who sets the technical direction, the one who runs engineering and the one who owns the product.",
      items: [
        {
          tag: "CTO",
          icon: "Cpu",
          title: "Capacity without lowering the bar",
          text: "A second engineering hub that meets your hiring standard, follows your architecture and stays.",
          points: [
            "Engineers assessed against your stack and your bar, not a vendor's bench",
            "Your repositories, security policies and IP assignment from the first commit",
            "Average engineer tenure of 3-5 years, so knowledge compounds",
          ],
        },
        {
          tag: "VP of Engineering",
          icon: "Users",
          title: "A team you lead, not a contract you manage",
          text: "Engineers report into your managers and work in your rituals. We take the local overhead off your desk.",
          points: [
            "One backlog, one code review, one definition of done",
            "Recruitment, HR, payroll and retention handled on the ground",
            "Roles added or changed without a new procurement cycle",
          ],
        },
        {
          tag: "Product Manager",
          icon: "Target",
          title: "More of the roadmap, shipped",
          text: "A stable team that learns your product and your customers, with real overlap for planning and review.",
          points: [
            "The same engineers sprint after sprint, not a rotating cast",
            "Shared working hours for refinement, demos and incident calls",
            "A squad that grows for a launch and settles after it",
          ],
        },
      ],
    },
    {
      kind: "table",
      id: "comparison",
      eyebrow: "Compare",
      title: "Hiring locally, traditional offshoring or our model",
      intro:
        "Six questions every engineering leader asks before adding capacity, and how each route answers them.",
      caption:
        "Hiring locally, traditional offshoring and the H2 model compared on six criteria: Yes, Partly or No",
      rowsLabel: "Criterion",
      columns: [
        { label: "Hiring locally" },
        { label: "Traditional offshoring" },
        { label: "Our model", highlight: true },
      ],
      rows: [
        {
          label: "World-class developers",
          detail: "Senior engineers who raise the level of the team",
          cells: [{ mark: "yes" }, { mark: "partly" }, { mark: "yes" }],
        },
        {
          label: "Fast to hire",
          detail: "Weeks from brief to first engineer, not quarters",
          cells: [{ mark: "no" }, { mark: "yes" }, { mark: "yes" }],
        },
        {
          label: "Scalable at speed",
          detail: "Add a squad without reopening the budget and the search",
          cells: [{ mark: "no" }, { mark: "partly" }, { mark: "yes" }],
        },
        {
          label: "Cost optimal",
          detail: "Senior capability at a sustainable total cost",
          cells: [{ mark: "no" }, { mark: "yes" }, { mark: "yes" }],
        },
        {
          label: "Strategic alignment",
          detail: "Engineers working to your goals, not a vendor's utilization",
          cells: [{ mark: "yes" }, { mark: "no" }, { mark: "yes" }],
        },
        {
          label: "Security and data protection",
          detail: "Your policies, access control and IP ownership enforced",
          cells: [{ mark: "yes" }, { mark: "partly" }, { mark: "yes" }],
        },
      ],
      small: "scroll",
    },
    {
      kind: "phases",
      id: "whats-next",
      tone: "dark",
      eyebrow: "What's next",
      title: "From first call to a team that ships",
      intro: "Four stages, with a named H2 lead accountable for each one.",
      phases: [
        {
          title: "Discovery",
          icon: "Search",
          text: "A 30-minute call on your roadmap, stack and constraints, followed by a written proposal: team shape, roles, location and monthly cost.",
        },
        {
          title: "Set up",
          icon: "Settings",
          text: "We agree role profiles with you, open the search and prepare seats, hardware and secure access to your systems.",
        },
        {
          title: "Kick off",
          icon: "Rocket",
          text: "Engineers join your stand-ups, repositories and sprint cadence. We stay close through the first sprints and adjust early.",
        },
        {
          title: "Scaling",
          icon: "Layers",
          text: "Add roles, a second squad or a dedicated centre as the roadmap grows, from 5 to 100+ engineers under one agreement.",
        },
      ],
    },
  ],
  contact: {
    heading: "Plan your Bangalore team",
    intro:
      "Tell us the roles you need and when. A senior consultant replies within 24 hours with next steps, usually a 30-minute discovery call.",
  },
});
