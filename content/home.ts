/** Home page copy that is data rather than layout. */
export const offerings = [
  {
    key: "portfolio",
    title: "Portfolio Development",
    to: "/portfolio-development",
    summary:
      "Turn a sprawl of projects into a portfolio that funds outcomes: shared vision, clear governance and teams that can deliver it.",
  },
  {
    key: "recovery",
    title: "Product & Program Recovery",
    to: "/product-recovery",
    summary:
      "A rapid assessment in two weeks, a plan you can defend to the board, and hands-on help until the program is back on track.",
  },
  {
    key: "operations",
    title: "Portfolio Operations",
    to: "/portfolio-operations",
    summary:
      "Data you can trust, processes without friction and alignment across product, engineering and finance, run as a service.",
  },
  {
    key: "coaching",
    title: "Agile Coaching",
    to: "/agile-coaching",
    summary:
      "Mentoring, pair and team coaching from practitioners with 10+ years in the field, measured by outcomes, not ceremonies.",
  },
] as const;

export const homeStats = [
  { value: "130+", label: "teams built since 2014" },
  { value: "Top 1%", label: "of a 2M+ Bangalore talent pool" },
  { value: "5 to 100+", label: "engineers per team" },
  { value: "3-5 yrs", label: "average engineer tenure" },
] as const;

export const modelHighlights = [
  "Engineers hand-picked from 100 candidates per position through our 7-step process",
  "Your team, your roadmap, your tools: we run recruitment, offices, HR and payroll",
  "Scale from a pod of 5 to a centre of 100+ without a new contract",
] as const;
