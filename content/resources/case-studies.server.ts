import { defineCollection } from "../collection";
import { type CaseStudy, type CaseStudySummary, caseStudySchema } from "./schemas";

/**
 * Case studies on /case-studies, each with its own page at /case-studies/<slug>.
 * The first entry is the featured one. Client names are invented: never a real brand.
 */
export const caseStudies = defineCollection("case-studies", caseStudySchema, [
  {
    id: 1,
    slug: "fernway-bank-bangalore-engineering-centre",
    title: "Fernway Bank: from a 12-person pilot to a 450+ person engineering centre",
    company: "Fernway Bank",
    companyProfile:
      "A Nordic retail and business bank with 2.3 million customers and a digital-first strategy.",
    industry: "Financial Services",
    excerpt:
      "Fernway needed to double its engineering capacity without doubling its cost base or its risk. We built, staffed and ran a Bangalore centre that grew from two pilot teams to 450+ engineers, testers and analysts.",
    image: "/images/case-studies/fernway-bank-bangalore-engineering-centre.svg",
    readTime: "9 min read",
    date: "October 2024",
    engagement: "Offshore Development Centre",
    teamSize: "450+ people",
    duration: "5 years, ongoing",
    results: [
      "Grew from a 12-person pilot to 450+ people across 38 product teams",
      "Run cost per product team 41% below the equivalent team at headquarters",
      "Mobile and payments releases up from monthly to several times a week",
      "Passed the bank's ISO 27001 and outsourcing-regulation audits at the first attempt",
      "Average engineer tenure of 4.2 years, with 9% annual attrition",
    ],
    tags: ["Offshore Development Centre", "Banking", "Scaling", "Security"],
    metrics: [
      { value: "450+", label: "people in the Bangalore centre" },
      { value: "38", label: "long-lived product teams" },
      { value: "41%", label: "lower run cost per product team" },
    ],
    challenge: [
      "Fernway's board had approved a five-year plan to move most customer journeys to mobile and open its payments platform to partners. The plan needed roughly twice the engineering capacity the bank had, and its home market could not supply it: senior engineers were taking four to six months to hire, and contractors filled a third of the seats at double the cost.",
      "An earlier outsourcing contract had left scars. Work had been thrown over the wall to a vendor, quality had slipped, and knowledge walked out when the contract ended. The CTO wanted capacity that behaved like Fernway's own teams, met a regulator's expectations on outsourcing and data, and could be brought fully in-house later if the bank chose to.",
    ],
    approach: [
      {
        title: "A two-team pilot with exit criteria",
        text: "We started with 12 people on two real backlogs, payments reconciliation and the mobile onboarding flow, with agreed criteria for going further: cycle time, defect escape rate and a satisfaction survey of the Copenhagen product owners after 90 days.",
      },
      {
        title: "A secure centre built to the bank's standard",
        text: "We fitted out a dedicated floor in Whitefield with access control, a segregated network, managed devices and no local data storage, and walked the bank's security and compliance teams through it before the first production access was granted.",
      },
      {
        title: "Scaling with a team template",
        text: "Every new team followed the same recipe: a tech lead hired first, a cross-functional mix agreed with the product owner, two weeks of onboarding at headquarters for leads, and a 30-60-90 day plan. Hiring ran through our 7-step process, interviewing around 100 candidates per position.",
      },
      {
        title: "Run, measure and hand over leadership",
        text: "Our operations team runs payroll, facilities, retention and career paths; Fernway runs the product. A quarterly review covers delivery metrics, cost per team and attrition, and since year three the centre has been led day to day by a Fernway-appointed site director.",
      },
    ],
    quote: {
      text: "We stopped talking about ‘the offshore team’ in the second year. They are product teams that happen to sit in Bangalore, and they own some of our most critical systems.",
      attribution: "Chief Technology Officer, Fernway Bank",
    },
  },
  {
    id: 2,
    slug: "tallyfold-open-banking-platform",
    title: "Tallyfold ships open-banking APIs in seven markets with a dedicated team",
    company: "Tallyfold",
    companyProfile:
      "A payments scale-up offering account-to-account payments to 4,000 online merchants in Europe.",
    industry: "Financial Technology",
    excerpt:
      "Facing a regulatory deadline and a four-month hiring queue, Tallyfold added a dedicated 14-person team in Bangalore that took ownership of its open-banking connectivity layer within a quarter.",
    image: "/images/case-studies/tallyfold-open-banking-platform.svg",
    readTime: "7 min read",
    date: "August 2024",
    engagement: "Dedicated Development Team",
    teamSize: "14 engineers",
    duration: "18 months, ongoing",
    results: [
      "Account-information and payment-initiation APIs live in 7 EU markets on schedule",
      "First eight engineers productive within 9 weeks of signing",
      "Bank connector build time down from 6 weeks to 12 working days",
      "No critical or high findings in the external penetration test before launch",
    ],
    tags: ["Dedicated Team", "Open Banking", "APIs", "Compliance"],
    metrics: [
      { value: "7", label: "EU markets live with open-banking APIs" },
      { value: "9 wks", label: "from contract to a productive team" },
      { value: "12 days", label: "to build a new bank connector, down from 6 weeks" },
    ],
    challenge: [
      "Tallyfold had committed to its largest merchants that account-to-account payments would work in seven new markets by a fixed date, which meant building and certifying connectors to more than 60 banks. Its 30-person engineering team was already stretched by the core product.",
      "Local hiring for payments engineers with API and security experience was averaging four months per role, and two attempts with freelancers had produced connectors that nobody on the core team wanted to maintain.",
    ],
    approach: [
      {
        title: "Hire for the domain, not just the stack",
        text: "We shortlisted engineers who had built payment or banking integrations before. Tallyfold's CTO joined the final technical round for the first four hires, so the team started with people the core team already trusted.",
      },
      {
        title: "One team, one ownership boundary",
        text: "Rather than taking tickets, the Bangalore team was given the connectivity layer end to end: the connector framework, bank certification testing and on-call for the connectors it shipped. Clear ownership removed most of the hand-offs that had slowed earlier attempts.",
      },
      {
        title: "A connector factory",
        text: "The team turned the first ten connectors into a template with contract tests against each bank's sandbox, which is why build time fell from six weeks to twelve working days per bank.",
      },
      {
        title: "Security designed in",
        text: "Secrets management, audit logging and least-privilege production access were agreed before the first line of code. An external penetration test ran six weeks before launch, leaving time to fix medium findings.",
      },
    ],
    quote: {
      text: "They own the connectivity layer the way our core team owns the checkout. That is the difference from every outsourcing setup we tried before.",
      attribution: "CTO, Tallyfold",
    },
  },
  {
    id: 3,
    slug: "orchardline-delivery-routing-recovery",
    title: "Orchardline: a grocery-delivery routing program back on track in 16 weeks",
    company: "Orchardline",
    companyProfile:
      "An online grocer delivering 40,000 orders a week from six fulfilment centres in the UK and Ireland.",
    industry: "Food Technology",
    excerpt:
      "Nine months late and still slipping, Orchardline's new delivery-routing platform needed a recovery plan, not more people. A rapid assessment, a re-cut scope and six Bangalore engineers got it live in 16 weeks.",
    image: "/images/case-studies/orchardline-delivery-routing-recovery.svg",
    readTime: "8 min read",
    date: "May 2024",
    engagement: "Product & Program Recovery",
    teamSize: "2 consultants, 6 engineers",
    duration: "16 weeks",
    results: [
      "On-time delivery rate up from 86% to 96% within two months of go-live",
      "Routing platform live in 16 weeks after nine months of slippage",
      "Cloud cost of route planning down 32% after an architecture review",
      "Program handed back to an in-house team of 11, with 6 Bangalore engineers retained",
    ],
    tags: ["Program Recovery", "Logistics", "Team Extension"],
    metrics: [
      { value: "96%", label: "on-time deliveries, up from 86%" },
      { value: "16 wks", label: "from assessment to go-live" },
      { value: "32%", label: "lower cloud cost for route planning" },
    ],
    challenge: [
      "Orchardline's routing engine decides which van takes which order in which time slot. The replacement program had been planned for six months and was nine months late, with three missed go-live dates. Drivers were still working from a legacy planner that could not handle the new same-day slots the business had already advertised.",
      "The team had grown from 8 to 19 people during the delay, but velocity had fallen. Nobody could say with confidence what was left to build.",
    ],
    approach: [
      {
        title: "A two-week rapid assessment",
        text: "Two of our recovery consultants interviewed the team, read the backlog and the code, and mapped the work against what drivers and dispatchers needed on day one. Roughly 40% of the open backlog turned out not to be needed for launch.",
      },
      {
        title: "A plan the board could believe",
        text: "We re-cut the scope into three releases, starting with a single fulfilment centre, and set weekly, visible milestones. The board approved the plan in one meeting because every date was tied to a demonstrable outcome.",
      },
      {
        title: "Targeted capacity, not headcount",
        text: "Six Bangalore engineers with optimization and data experience joined as a team extension to own the performance work on the solver, while the in-house team focused on dispatcher tooling.",
      },
      {
        title: "Hands-on until it was boring",
        text: "We stayed through the rollout to all six centres, ran blameless reviews of each release, then handed leadership back to Orchardline's engineering manager with a stable team and a clean backlog.",
      },
    ],
  },
  {
    id: 4,
    slug: "brightmoor-headless-commerce",
    title: "Brightmoor Home goes headless before peak season",
    company: "Brightmoor Home",
    companyProfile:
      "A UK homeware retailer with 48 stores and an online business making up 35% of revenue.",
    industry: "Retail & E-commerce",
    excerpt:
      "Brightmoor's monolithic storefront buckled every November. A nine-person team extension helped its in-house squad move to a headless storefront and go live six weeks before Black Friday.",
    image: "/images/case-studies/brightmoor-headless-commerce.svg",
    readTime: "6 min read",
    date: "February 2024",
    engagement: "Team Extension",
    teamSize: "9 engineers",
    duration: "7 months",
    results: [
      "New headless storefront live six weeks before Black Friday",
      "Mobile conversion up 18% in the first full quarter",
      "Largest Contentful Paint on mobile down from 4.2 s to 1.9 s",
      "Peak trading at 11 times normal traffic with no customer-facing incidents",
    ],
    tags: ["Team Extension", "Headless Commerce", "Performance"],
    metrics: [
      { value: "+18%", label: "mobile conversion in the first quarter" },
      { value: "1.9 s", label: "mobile LCP, down from 4.2 s" },
      { value: "11x", label: "normal traffic at peak, with no incidents" },
    ],
    challenge: [
      "Every peak season Brightmoor's storefront slowed to the point of turning customers away, and every campaign needed a developer to change a template. The business had chosen a headless architecture, but its eight-person digital team could not build it and keep the current site running through the year.",
      "The deadline was immovable: the new storefront had to be live, tested and load-proven before the peak trading freeze in late October.",
    ],
    approach: [
      {
        title: "Engineers who had done it before",
        text: "We extended Brightmoor's team with nine engineers, React and Node.js specialists with headless commerce experience, who joined its stand-ups, tools and code reviews from week one.",
      },
      {
        title: "Strangle, don't switch",
        text: "Pages moved to the new storefront one journey at a time, starting with product pages, behind a routing layer. Customers never saw a big-bang cut-over, and each step was measured against the old site.",
      },
      {
        title: "Performance as a feature",
        text: "Every pull request ran a performance budget in CI, and a load test at 15 times normal traffic ran weekly from month four, which is how the team found and fixed two checkout bottlenecks long before peak.",
      },
    ],
    quote: {
      text: "The extended team felt like ours from the first sprint. We went into peak season calm for the first time in five years.",
      attribution: "Head of Digital, Brightmoor Home",
    },
  },
  {
    id: 5,
    slug: "quillstone-data-engineering-practice",
    title: "Quillstone Systems stands up a 22-person data engineering practice",
    company: "Quillstone Systems",
    companyProfile:
      "An IT services firm with 600 staff delivering enterprise software projects across Europe.",
    industry: "Technology Services",
    excerpt:
      "Clients were asking Quillstone for data platforms it could not staff. Through contract-to-hire and targeted recruitment, we helped it build a 22-person data engineering practice in five months.",
    image: "/images/case-studies/quillstone-data-engineering-practice.svg",
    readTime: "6 min read",
    date: "November 2023",
    engagement: "Contract to Hire and Tech Recruitment",
    teamSize: "22 engineers",
    duration: "5 months",
    results: [
      "A 22-person data engineering practice built in five months",
      "Three new client accounts won on the strength of the practice",
      "All 18 contract-to-hire engineers moved to Quillstone's own payroll at six months",
      "Time to staff a new data project down from 10 weeks to 3",
    ],
    tags: ["Contract to Hire", "Data Engineering", "Recruitment"],
    metrics: [
      { value: "22", label: "data engineers hired in five months" },
      { value: "3", label: "new client accounts won" },
      { value: "18", label: "engineers converted to permanent staff" },
    ],
    challenge: [
      "Quillstone was losing bids because it could not show a credible data engineering bench. Its own recruiters were generalists, and hiring senior data engineers one at a time meant projects started understaffed.",
      "Leadership wanted a practice of its own, not a permanent subcontractor, and it needed the first engineers billable within a quarter.",
    ],
    approach: [
      {
        title: "Define the practice before hiring it",
        text: "With Quillstone's practice lead we set out the roles, skills matrix and career levels for a data practice, so every hire had a clear place and growth path from day one.",
      },
      {
        title: "Contract to hire for speed",
        text: "Eighteen engineers joined on a contract-to-hire basis, the first of them on Quillstone projects under its delivery leads from week four, each with an agreed conversion point six months after joining.",
      },
      {
        title: "Recruitment for the senior roles",
        text: "For the principal and lead roles, our talent team ran a dedicated search using our 7-step process, presenting three to four shortlisted candidates per role.",
      },
    ],
  },
  {
    id: 6,
    slug: "halden-mutual-portfolio-operations",
    title: "Halden Mutual halves claims settlement time by fixing its portfolio first",
    company: "Halden Mutual",
    companyProfile:
      "A mutual insurer with 1.1 million policyholders and a claims platform built over 20 years.",
    industry: "Financial Services",
    excerpt:
      "Halden had 64 active change initiatives and a claims process that took 19 days. Portfolio operations and agile coaching cut the portfolio to the work that mattered, and settlement time fell to 8 days.",
    image: "/images/case-studies/halden-mutual-portfolio-operations.svg",
    readTime: "8 min read",
    date: "July 2023",
    engagement: "Portfolio Operations and Agile Coaching",
    teamSize: "4 consultants, 14 teams coached",
    duration: "12 months",
    results: [
      "Active initiatives cut from 64 to 23 funded, prioritized ones",
      "Average claims settlement time down from 19 days to 8",
      "Quarterly planning shortened from six weeks to eight days",
      "Nine internal coaches trained to lead the practice after we left",
    ],
    tags: ["Portfolio Operations", "Agile Coaching", "Insurance"],
    metrics: [
      { value: "64→23", label: "active initiatives after portfolio review" },
      { value: "8 days", label: "average claims settlement, from 19" },
      { value: "8 days", label: "quarterly planning, from six weeks" },
    ],
    challenge: [
      "Halden's change portfolio had grown to 64 initiatives, most of them partly staffed and none finishing. Claims modernization, the one program members would notice, competed for the same specialists as dozens of smaller projects.",
      "Quarterly planning took six weeks of spreadsheets and still produced commitments that teams could not meet. The executive team wanted fewer, clearer priorities and a way to see progress without another layer of reporting.",
    ],
    approach: [
      {
        title: "Make the portfolio visible",
        text: "We built a single portfolio view from the existing tools: every initiative, its owner, its cost to date and the teams it used. Seeing 64 initiatives on one wall did more than any recommendation.",
      },
      {
        title: "Fund outcomes, stop the rest",
        text: "With the executive team we defined four outcomes for the year, led by claims settlement time, and stopped or paused 41 initiatives that did not serve them.",
      },
      {
        title: "Coach the teams doing the work",
        text: "Pair coaches with over ten years of experience worked with the 14 claims and platform teams on flow, slicing work and measuring lead time, in 45 to 60 minute mentoring sessions alongside day-to-day coaching.",
      },
      {
        title: "Leave a practice behind",
        text: "Nine Halden staff were trained as internal coaches and took over the quarterly planning cycle, now eight days from start to finish.",
      },
    ],
  },
]);

for (const c of caseStudies) {
  if (c.image !== `/images/case-studies/${c.slug}.svg`) {
    throw new Error(`case study ${c.slug}: image must be /images/case-studies/${c.slug}.svg`);
  }
}

export function getCaseStudySummaries(): CaseStudySummary[] {
  return caseStudies.map(
    ({ id, slug, title, company, industry, excerpt, image, readTime, date, results, tags }) => ({
      id,
      slug,
      title,
      company,
      industry,
      excerpt,
      image,
      readTime,
      date,
      results,
      tags,
    }),
  );
}

export function getCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.slug === slug);
}
