import { site } from "@lib/site";
import { defineServicePage } from "./schema";

export const offshoreCentre = defineServicePage({
  meta: {
    title: "Offshore Development Centre in Bangalore",
    description:
      "Your own offshore development centre in Bangalore with no upfront setup cost: space, hiring and operations run by H2. 132 centres delivered so far.",
    path: "/offshore-centre",
  },
  hero: {
    eyebrow: "Offshore development centre",
    title: "Your own development centre in Bangalore, without the setup risk",
    subtitle:
      "We find and fit out the space, hire the team and run day-to-day operations under your brand. You get a centre that feels like your company from the first day, and the option to take it over when you are ready.",
    links: [
      { label: "Plan your centre", to: "#contact" },
      { label: "See our model", to: "/our-model" },
    ],
    art: "centre",
  },
  blocks: [
    {
      kind: "features",
      id: "features",
      eyebrow: "What you get",
      title: "A centre that runs like your own office",
      intro:
        "An offshore development centre is more than seats: it is a hiring engine, an operations team and a culture. We bring all three.",
      columns: 3,
      items: [
        {
          icon: "Building2",
          title: "Ready space, your brand",
          text: "Fitted-out floors in managed campuses, branded as your office, with room for the next hiring wave.",
        },
        {
          icon: "UserPlus",
          title: "Recruitment at scale",
          text: "Hiring waves of 5 to 100+ engineers, each role filled from around 100 candidates through our 7-step process.",
        },
        {
          icon: "Settings",
          title: "Operations handled",
          text: "Facilities, IT, payroll, benefits, HR and statutory compliance run by our team on the ground.",
        },
        {
          icon: "ShieldCheck",
          title: "Security by design",
          text: "Segregated networks, managed devices and access control set to your security policies and audit needs.",
        },
        {
          icon: "Users",
          title: "Leadership on site",
          text: "A centre head and engineering managers who represent your culture, not a vendor's.",
        },
        {
          icon: "Handshake",
          title: "Option to take it over",
          text: "When the centre is mature, transfer the team, the space and the contracts into your own entity.",
        },
      ],
    },
    {
      kind: "stats",
      id: "numbers",
      tone: "dark",
      eyebrow: "By the numbers",
      title: "Built to start fast and grow without surprises",
      intro:
        "You pay a monthly fee for a running centre instead of funding a fit-out, a lease and a legal entity before the first engineer starts.",
      stats: [
        { value: "0M", label: "upfront setup cost to you" },
        { value: "25K sq ft", label: "of ready-to-use delivery space" },
        { value: "132", label: "offshore development centres delivered" },
      ],
    },
    {
      kind: "phases",
      id: "setup",
      tone: "surface",
      eyebrow: "How it comes together",
      title: "From decision to a running centre",
      intro:
        "A named H2 lead owns the plan from the first workshop to the day the centre runs on its own.",
      phases: [
        {
          title: "Blueprint",
          text: "Team shape, roles, hiring waves, location and budget, agreed with your leadership in one plan.",
        },
        {
          title: "Space and setup",
          text: "Floor, network, hardware and security controls prepared to your standards, under your brand.",
        },
        {
          title: "Hiring waves",
          text: "Leaders first, then engineers, each wave onboarded into your tools and rituals.",
        },
        {
          title: "Run and grow",
          text: "We operate the centre day to day while it grows, and hand it over whenever you decide.",
        },
      ],
    },
    {
      kind: "locations",
      id: "locations",
      title: "Three Bangalore locations to choose from",
      intro:
        "Pick the district that suits the talent you need and the commute your engineers want; many clients grow across two.",
      locations: [...site.bangaloreLocations],
    },
  ],
  contact: {
    heading: "Plan your offshore development centre",
    intro:
      "Tell us the size of team you have in mind and your timeline. We reply within 24 hours and can walk you through a centre blueprint on a first call.",
  },
});
