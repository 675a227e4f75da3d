import { defineSectorPage } from "./schema";

/** /retail-ecommerce: Retail & Ecommerce sector page, rendered by the shared SectorPage. */
export const retailPage = defineSectorPage("sector-retail", {
  meta: {
    title: "Retail & Ecommerce Software Development",
    description:
      "Bangalore engineering teams for retailers and brands: headless storefronts, Shopify and Magento, PIM and OMS integration, ready for peak season.",
    path: "/retail-ecommerce",
  },
  hero: {
    eyebrow: "Retail & Ecommerce",
    title: "Retail & Ecommerce Software Development",
    subtitle:
      "Dedicated engineering teams in Bangalore for retailers, brands and marketplaces: storefronts that convert, integrations that hold, and platforms that stay up on the busiest day of your year.",
    art: "retail",
  },
  chips: ["React", "Node.js", "Shopify", "Magento", "AWS"],
  tiles: {
    heading: {
      eyebrow: "Where we work",
      title: "Every layer of modern commerce, from storefront to warehouse",
      intro:
        "Our retail engineers have built for fashion, grocery, electronics and direct-to-consumer brands. We staff each team with people who have already lived through a peak season.",
    },
    items: [
      {
        title: "Headless storefronts",
        text: "React and Next.js front ends on commerce APIs, fast on a mid-range phone over 4G.",
        icon: "Smartphone",
      },
      {
        title: "Marketplaces",
        text: "Seller onboarding, catalogue syndication, commissions and payouts for multi-vendor models.",
        icon: "Store",
      },
      {
        title: "Order management",
        text: "OMS integration, split shipments, returns and the order states customer service relies on.",
        icon: "Package",
      },
      {
        title: "Product information",
        text: "PIM integration, enrichment workflows and feeds for hundreds of thousands of SKUs.",
        icon: "Database",
      },
      {
        title: "Search & personalization",
        text: "Relevance tuning, merchandising rules and recommendations measured against conversion.",
        icon: "Search",
      },
      {
        title: "Mobile commerce",
        text: "Native and cross-platform shopping apps with wallets, push journeys and offline baskets.",
        icon: "ShoppingCart",
      },
      {
        title: "Loyalty & CRM",
        text: "Points engines, member pricing and customer data feeds into CRM and marketing tools.",
        icon: "HeartHandshake",
      },
      {
        title: "Stores & fulfilment",
        text: "Click and collect, ship-from-store, POS integration and inventory visibility across channels.",
        icon: "Truck",
      },
    ],
  },
  standards: {
    heading: {
      eyebrow: "Built for peak season",
      title: "Ready for your biggest trading day, every year",
      intro:
        "Retail platforms are judged on a handful of days. We plan for them from the first sprint, with load targets, freeze windows and on-call rotas agreed in advance.",
    },
    points: [
      "Load tests against 5x your last peak, run in a production-like environment six weeks before the event.",
      "Autoscaling, CDN caching and queue-based checkout so a traffic spike slows nothing customers see.",
      "Change freezes and a named on-call rota across Bangalore and your time zone for every trading event.",
      "PCI DSS scope kept small through hosted and tokenized payments; no card data touches your storefront.",
      "WCAG 2.1 AA checks and Core Web Vitals budgets enforced in CI, because slow and inaccessible both lose sales.",
    ],
    stats: [
      { value: "5 to 100+", label: "engineers per team" },
      { value: "7-step", label: "recruitment process for every hire" },
      { value: "130+", label: "teams built since 2014" },
    ],
  },
  help: {
    heading: {
      eyebrow: "How we help",
      title: "What your retail engineering team can take on",
      intro:
        "Most clients start with one of these, a pod of 5 engineers and a 3-6 month goal, then grow the team as the roadmap proves itself.",
    },
    items: [
      {
        title: "Shopify Plus builds & apps",
        text: "Themes, checkout extensions, Functions and private apps, plus the integrations that let Shopify sit inside a larger estate.",
        icon: "ShoppingCart",
      },
      {
        title: "Magento & Adobe Commerce",
        text: "Version upgrades, performance clean-ups, extension audits and planned re-platforming when Magento has run its course.",
        icon: "Wrench",
      },
      {
        title: "Headless commerce",
        text: "Composable storefronts on React and Node.js, with a BFF layer that keeps the front end fast and the back end replaceable.",
        icon: "Layers",
      },
      {
        title: "PIM, OMS & ERP integration",
        text: "Event-driven integration between catalogue, orders, stock and finance, with replay and reconciliation built in.",
        icon: "Workflow",
      },
      {
        title: "Peak readiness & performance",
        text: "Capacity models, load tests, caching strategies and game days, so the sale runs as rehearsed.",
        icon: "Gauge",
      },
      {
        title: "AWS platform engineering",
        text: "Infrastructure as code, autoscaling, observability and cost controls for commerce workloads that swing 10x in a week.",
        icon: "Cloud",
      },
      {
        title: "Data & personalization",
        text: "Clean event tracking, customer data pipelines and recommendation services tested against revenue per visitor.",
        icon: "Sparkles",
      },
      {
        title: "Quality & accessibility",
        text: "Automated checkout regression, visual tests across devices and accessibility audits that hold up to WCAG 2.1 AA.",
        icon: "CheckCircle2",
      },
    ],
  },
  contact: {
    heading: "Tell us about your commerce roadmap",
    intro:
      "Share your platform, your next peak and what is in the way. A senior consultant will reply within 24 hours with a proposed team shape and first steps.",
  },
  locations: {
    title: "Three Bangalore delivery centres",
    intro:
      "Your retail team works from whichever of our centres suits its engineers and your hours, with late shifts scheduled around trading events.",
  },
});
