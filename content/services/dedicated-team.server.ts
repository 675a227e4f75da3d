import { defineServicePage } from "./schema";

export const dedicatedTeam = defineServicePage({
  meta: {
    title: "Dedicated Development Team in Bangalore",
    description:
      "A full-time engineering team in Bangalore that works only on your product: hand-picked from the top 1% of a 2M+ talent pool, from 5 to 100+ engineers.",
    path: "/dedicated-team",
  },
  hero: {
    eyebrow: "Dedicated development team",
    title: "A dedicated engineering team that works like your own",
    subtitle:
      "Full-time engineers selected from the top 1% of Bangalore's 2M+ talent pool, working only on your product, in your tools and to your standards. Teams from 5 to 100+ engineers.",
    links: [
      { label: "Build your team", to: "#contact" },
      { label: "See our model", to: "/our-model" },
    ],
    art: "team",
  },
  blocks: [
    {
      kind: "features",
      id: "benefits",
      eyebrow: "Benefits",
      title: "Your team, without the overhead of building it",
      intro:
        "You decide who joins and what they work on. We carry everything else that comes with employing engineers in another country.",
      columns: 3,
      items: [
        {
          icon: "UserCheck",
          title: "Hand-picked, not allocated",
          text: "Around 100 candidates interviewed for every position through our 7-step process. You meet the finalists and make the final call.",
        },
        {
          icon: "Target",
          title: "Exclusively on your product",
          text: "No shared engineers and no bench rotation. Your team works on your product only, and learns it in depth.",
        },
        {
          icon: "HeartHandshake",
          title: "Engineers who stay",
          text: "Average tenure of 3-5 years, so the domain knowledge you invest in stays in your team instead of walking out.",
        },
        {
          icon: "Workflow",
          title: "Your process, your tools",
          text: "Your stand-ups, backlog, repositories and code review. No layer of vendor project managers between you and the work.",
        },
        {
          icon: "Wallet",
          title: "One predictable monthly cost",
          text: "A transparent monthly rate per engineer that covers salary, workspace, equipment, benefits and HR.",
        },
        {
          icon: "ShieldCheck",
          title: "Security from day one",
          text: "Access-controlled offices, managed devices and signed confidentiality agreements; IP is assigned to you from the first commit.",
        },
      ],
    },
    {
      kind: "stats",
      id: "bangalore",
      tone: "dark",
      eyebrow: "Why Bangalore",
      title: "The engineering market global companies already build in",
      intro:
        "Bangalore's depth is what makes a senior hire possible in weeks: a vast working population, a steady flow of graduates and the R&D centres that train them.",
      stats: [
        { value: "2M", label: "people employed in IT" },
        { value: "90K", label: "engineers graduating every year" },
        { value: "400", label: "R&D centres of global companies" },
      ],
    },
    {
      kind: "split",
      id: "culture",
      eyebrow: "Culture",
      title: "A culture engineers choose to stay in",
      intro:
        "Retention is designed, not hoped for. These are the habits behind an average tenure of 3-5 years.",
      points: [
        {
          title: "Ownership, not ticket-taking",
          text: "Engineers join planning and design discussions and are expected to challenge a requirement that does not add up.",
        },
        {
          title: "Learning on the clock",
          text: "Internal tech talks, certification support and mentoring from senior engineers across our centres.",
        },
        {
          title: "Straight talk",
          text: "Fluent English, honest estimates and risks raised in the stand-up, not at the sprint review.",
        },
        {
          title: "One team across time zones",
          text: "Engineers meet your team in person where possible, and share your goals, channels and celebrations.",
        },
      ],
      aside: { art: "culture" },
      reverse: true,
    },
    {
      kind: "features",
      id: "amenities",
      tone: "surface",
      eyebrow: "Office amenities",
      title: "Workspace built for focused engineering",
      intro:
        "Your engineers work from our managed centres, set up for long days of deep work and easy calls with your team.",
      layout: "list",
      items: [
        {
          icon: "Building2",
          title: "Ergonomic workstations",
          text: "Height-adjustable desks, dual monitors and quiet zones for focused work.",
        },
        {
          icon: "Wifi",
          title: "Resilient connectivity",
          text: "Redundant fibre links and power backup, so a storm never cancels your stand-up.",
        },
        {
          icon: "Lock",
          title: "Controlled access",
          text: "Badge-controlled floors, CCTV and visitor logs protect your code and data.",
        },
        {
          icon: "MessagesSquare",
          title: "Meeting and video rooms",
          text: "Soundproofed rooms with conferencing kit for planning and reviews with your team.",
        },
        {
          icon: "Coffee",
          title: "Cafeteria and meals",
          text: "Fresh meals and a café corner where the best design arguments happen.",
        },
        {
          icon: "Dumbbell",
          title: "Wellness and fitness",
          text: "Gym access, wellness programs and health cover for engineers and their families.",
        },
        {
          icon: "MapPin",
          title: "Three locations",
          text: "Electronic City, Whitefield and Koramangala keep commutes short across the city.",
        },
        {
          icon: "Users",
          title: "Team spaces",
          text: "Dedicated areas for your team, branded your way, with room to grow.",
        },
      ],
    },
    {
      kind: "avoidGet",
      id: "avoid-get",
      eyebrow: "The difference",
      title: "What you leave behind, and what you gain",
      avoid: {
        title: "You avoid",
        items: [
          "Hiring cycles that take a quarter for each senior engineer",
          "Recruitment agency fees, office leases and hardware purchases",
          "Vendor engineers rotated off your project when a bigger client calls",
          "Layers of account managers between you and the code",
          "Attrition that takes your product knowledge with it",
        ],
      },
      get: {
        title: "You get",
        items: [
          "Engineers from the top 1% of a 2M+ talent pool",
          "One monthly rate covering workspace, equipment, HR and payroll",
          "A team that works on your product and nothing else",
          "A direct line to every engineer, in your own tools",
          "An average tenure of 3-5 years",
        ],
      },
    },
    {
      kind: "spotlight",
      id: "case-study",
      tone: "dark",
      eyebrow: "Case study",
      title: "From first squad to a 450+ person engineering centre",
      paragraphs: [
        "How one client grew a dedicated team in Bangalore into a 450+ person technology centre: the hiring waves, the leadership structure, the way knowledge moved between sites, and what both sides would do differently.",
      ],
      figure: { value: "450+", label: "person engineering centre, built with one client" },
      links: [{ label: "Download the case study", to: "/contact" }],
    },
  ],
  contact: {
    heading: "Build your dedicated team",
    intro:
      "Share the roles, stack and start date you have in mind. We reply within 24 hours with a proposed team shape and next steps.",
  },
});
