import { defineCollection } from "../collection";
import { faqItemSchema } from "./schemas";

/** The questions on /faq, in the order shown (accordion items item-0 … item-16). */
export const faqItems = defineCollection("faq", faqItemSchema, [
  {
    question: "What does H2 actually do?",
    answer:
      "We build and run dedicated engineering teams in Bangalore for technology companies and enterprises, and we consult on agile transformation, portfolio development, program recovery, agile coaching and portfolio operations. Most clients use both: a team that extends their own engineering organization, and help making the portfolio around it deliver.",
  },
  {
    question: "Where are your clients, and where are you based?",
    answer:
      "We work with clients in 47+ countries, most of them in Europe, North America and Australia. Our engineering teams sit in three Bangalore delivery centres (Electronic City, Whitefield and Koramangala), and we have client offices in Dublin, London and Sydney.",
  },
  {
    question: "How is a dedicated team different from outsourcing a project?",
    answer:
      "With project outsourcing you buy a result and the vendor decides who does the work. With a dedicated team you choose every engineer, they work only on your product, use your tools and rituals, and report to your product and engineering leads. We handle hiring, payroll, office, equipment, retention and HR, so the team behaves like your own without you setting up a legal entity in India.",
  },
  {
    question: "Which engagement models do you offer?",
    answer:
      "Three: a Dedicated Development Team that you direct day to day; Team Extension, where engineers join your existing teams through contract to hire, tech recruitment or team augmentation; and an Offshore Development Centre, where we set up and run a full centre for you that can be transferred to your own entity later.",
  },
  {
    question: "How big a team do I need to start?",
    answer:
      "We recommend starting with a team of 3 to 5 developers. That is large enough to own a meaningful part of the product and small enough to build shared habits quickly. Teams then grow at the pace the work needs; we run teams from 5 engineers to centres of 100+, and one client centre has passed 450 people.",
  },
  {
    question: "Is there a minimum engagement period?",
    answer:
      "The minimum engagement is typically 3 to 6 months. Hiring the right people and getting them fully productive takes a few weeks, and the value of a dedicated team grows as it learns your product, so we do not offer short-term staffing.",
  },
  {
    question: "How do you recruit engineers?",
    answer:
      "Every position goes through our 7-step recruitment process: role definition with you, sourcing, screening call, technical assessment, in-depth technical interview, culture and communication interview, and your final interview. We interview around 100 candidates per position, drawing on the top 1% of Bangalore's 2M+ tech workforce.",
  },
  {
    question: "Do I get to choose the engineers?",
    answer:
      "Yes. We present a shortlist for each role, typically three candidates, with our assessment notes, and you interview them yourself. Nobody joins your team without your approval, and you can ask us to replace someone at any time.",
  },
  {
    question: "How quickly can a team start?",
    answer:
      "A first engineer usually starts within 4 to 8 weeks of agreeing the roles, depending on seniority and notice periods in India. A team of 3 to 5 is typically complete within 8 to 12 weeks, and we can provide interim capacity while permanent hires serve their notice.",
  },
  {
    question: "How long do engineers stay?",
    answer:
      "Our engineers stay 3 to 5 years on average, well above the Bangalore norm. We invest in career paths, training budgets, good offices and fair pay reviews, and our People & Culture team watches engagement closely. Long tenure means the knowledge your team builds stays with your product.",
  },
  {
    question: "How do you handle time zones?",
    answer:
      "Teams agree a daily overlap window with you, usually three to four hours: Bangalore mornings overlap the Sydney afternoon, Bangalore afternoons overlap the European morning, and teams working with the US East Coast shift their day later for an overlap of two to three hours. Stand-ups, reviews and planning sit inside that window, and everything else is written down so work keeps moving while you sleep.",
  },
  {
    question: "Who owns the intellectual property?",
    answer:
      "You do. Every engineer signs an IP assignment and confidentiality agreement, and our contract assigns all code, designs and documentation created for you to your company from the moment they are created. Work lives in your repositories and tools, not ours.",
  },
  {
    question: "How do you protect our data and systems?",
    answer:
      "Our Bangalore delivery centres are certified to ISO/IEC 27001:2022. Teams work on managed, encrypted devices with access control, and access to your systems follows your policies, such as your VPN, SSO and least-privilege roles. For regulated clients we can set up segregated floors and networks and support your own audits.",
  },
  {
    question: "How does pricing work?",
    answer:
      "A dedicated team is billed as a transparent monthly fee per engineer, based on seniority, covering salary, benefits, office, equipment, recruitment and our management. There is no setup fee and no margin hidden in hourly rates. Consulting engagements are priced per engagement after a discovery call, with a fixed scope for assessments.",
  },
  {
    question: "Can we bring the team in-house later?",
    answer:
      "Yes. Our Offshore Development Centre model is designed for it: once the centre is running well, you can transfer it, people included, to your own Indian entity on terms agreed up front. For dedicated teams, individual engineers can also move to your payroll through contract to hire.",
  },
  {
    question: "Do you only provide engineers, or help with agile ways of working too?",
    answer:
      "Both. Our consultants help leadership teams with portfolio development, recovering programs that are off track and running portfolio operations, and our agile coaches work with teams and leaders through pair coaching and 45 to 60 minute mentoring sessions. Our pair coaches have over 10 years of experience each.",
  },
  {
    question: "How do we get started?",
    answer:
      "Send us a message through the contact form or book a call. A senior consultant replies within 24 hours and sets up a discovery call to understand your goals, team and constraints. You then receive a tailored proposal with roles, timeline and cost, and once you agree we start recruiting.",
  },
]);
