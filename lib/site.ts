/**
 * The one site config: every page, the server and the e-mails read brand facts from here.
 * Change a value once and the whole site follows.
 */
export const site = {
  brand: "H2",
  legalName: "H2 Consulting",
  tagline: "Scale your tech team with world-class engineers from Bangalore.",
  description:
    "Offshore engineering teams in Bangalore and agile portfolio consulting for enterprise technology leaders.",
  /** Canonical origin used for canonical URLs, sitemaps, feeds and share links. */
  origin: "https://www.h2consulting.example",
  contactEmail: "hello@h2consulting.example",
  /** External booking page for a one-to-one discovery call. */
  schedulingUrl: "https://cal.com/h2consulting/discovery-call",
  /** Free consumer mail providers: inquiries must come from a business address. */
  blockedEmailHosts: ["gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "aol.com"],
  replyWithinHours: 24,
  copyrightYear: 2025,
  /** Delivery centres in Bangalore. */
  bangaloreLocations: [
    {
      name: "Electronic City",
      detail: "Tech corridor home to 200+ IT companies and our largest delivery floor.",
    },
    {
      name: "Whitefield",
      detail: "ITPL campus belt with direct metro access and enterprise-grade facilities.",
    },
    {
      name: "Koramangala",
      detail: "Start-up district close to product talent, design studios and our leadership team.",
    },
  ],
  /** Offices worldwide (country, city, address line). */
  offices: [
    {
      country: "India",
      city: "Bangalore",
      address: "80 Feet Road, Koramangala, Bangalore 560034",
    },
    { country: "Ireland", city: "Dublin", address: "Grand Canal Dock, Dublin 2, D02 XE80" },
    { country: "UK", city: "London", address: "Shoreditch High Street, London E1 6JE" },
    { country: "Australia", city: "Sydney", address: "Barangaroo Avenue, Sydney NSW 2000" },
  ],
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/h2consulting" },
    { name: "X", href: "https://x.com/h2consulting" },
    { name: "YouTube", href: "https://www.youtube.com/@h2consulting" },
  ],
} as const;

export type Site = typeof site;

export interface NavLink {
  label: string;
  to: string;
}

export interface NavItem extends NavLink {
  children?: readonly NavLink[];
}

export const serviceLinks: readonly NavLink[] = [
  { label: "Portfolio Development", to: "/portfolio-development" },
  { label: "Product Recovery", to: "/product-recovery" },
  { label: "Portfolio Operations", to: "/portfolio-operations" },
  { label: "Agile Coaching", to: "/agile-coaching" },
];

/** The main menu, exactly as the spec lists it. */
export const mainNav: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Our Services", to: "/portfolio-development", children: serviceLinks },
  { label: "Our Approach", to: "/our-approach" },
  { label: "Insights", to: "/insights" },
  { label: "About Us", to: "/about" },
  { label: "Contact Us", to: "/contact" },
];

export const companyLinks: readonly NavLink[] = [
  { label: "Our Approach", to: "/our-approach" },
  { label: "Insights", to: "/insights" },
  { label: "About Us", to: "/about" },
  { label: "Contact Us", to: "/contact" },
];

/**
 * Pages the spec's menus leave out, linked from the footer's bottom line so no page is reachable
 * only by search. (The sector pages are linked from /about.)
 */
export const moreLinks: readonly NavLink[] = [
  { label: "Case Studies", to: "/case-studies" },
  { label: "Leadership", to: "/leadership" },
  { label: "Blog", to: "/blog" },
  { label: "News", to: "/news" },
  { label: "FAQ", to: "/faq" },
  { label: "Privacy", to: "/privacy" },
];

/** True when `host` is a blocked consumer host or one of its subdomains (case-insensitive). */
export function isBlockedEmailHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/\.$/, "");
  return site.blockedEmailHosts.some((blocked) => h === blocked || h.endsWith(`.${blocked}`));
}
