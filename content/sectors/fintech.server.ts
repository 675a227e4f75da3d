import { defineSectorPage } from "./schema";

/** /financial-software: FinTech sector page, rendered by the shared SectorPage component. */
export const fintechPage = defineSectorPage("sector-fintech", {
  meta: {
    title: "Financial Software Development",
    description:
      "Dedicated Bangalore engineering teams for banks, payments and FinTech scale-ups, delivering under PCI DSS, SOC 2 and RBI or FCA scrutiny.",
    path: "/financial-software",
  },
  hero: {
    eyebrow: "FinTech",
    title: "Financial Software Development",
    subtitle:
      "Dedicated engineering teams in Bangalore for banks, payment companies and FinTech scale-ups: engineers who know a ledger from a log file and ship through audit, not around it.",
    art: "fintech",
  },
  chips: ["Blockchain", "Python", "React", "Java", "Cybersecurity"],
  tiles: {
    heading: {
      eyebrow: "Where we work",
      title: "Eight corners of financial services, one bar for quality",
      intro:
        "Our FinTech engineers have built for retail banks, card issuers, lenders and trading desks. We staff each team with people who have shipped in your part of the market.",
    },
    items: [
      {
        title: "Digital banking",
        text: "Account opening, servicing journeys and mobile apps on top of core banking platforms.",
        icon: "Landmark",
      },
      {
        title: "Payments & wallets",
        text: "Gateways, payment orchestration, UPI and card rails, wallets and reconciliation.",
        icon: "CreditCard",
      },
      {
        title: "Lending & credit",
        text: "Loan origination, decisioning engines, collections and buy-now-pay-later platforms.",
        icon: "Wallet",
      },
      {
        title: "Wealth & trading",
        text: "Portfolio platforms, order management, market-data feeds and advisor tooling.",
        icon: "TrendingUp",
      },
      {
        title: "InsurTech",
        text: "Policy administration, claims automation and pricing models for insurers and MGAs.",
        icon: "ShieldCheck",
      },
      {
        title: "RegTech & compliance",
        text: "Regulatory reporting, transaction monitoring and evidence trails auditors can follow.",
        icon: "ClipboardCheck",
      },
      {
        title: "Blockchain & digital assets",
        text: "Custody, tokenization and smart contracts with independent security review.",
        icon: "Blocks",
      },
      {
        title: "Fraud & risk analytics",
        text: "Real-time scoring, device signals and machine-learning models with explainable outputs.",
        icon: "Fingerprint",
      },
    ],
  },
  standards: {
    heading: {
      eyebrow: "Built for regulated delivery",
      title: "Engineering that passes audit the first time",
      intro:
        "A FinTech team is only as fast as its slowest compliance review. We set the controls up on day one, so your release train is not waiting on evidence.",
    },
    points: [
      "Cardholder-data work in a segregated PCI DSS scope: tokenized test data, restricted networks, quarterly access reviews.",
      "SOC 2 controls evidenced as we work: change approvals, access logs and incident records exported for your auditor.",
      "RBI data-localization and FCA operational-resilience requirements built into architecture and runbooks, not bolted on.",
      "Secure SDLC in every pipeline: SAST, DAST, dependency and secret scanning, threat models for each new service.",
      "Access-controlled client floors with badge entry, no removable media and clean-desk rules for production data.",
    ],
    stats: [
      { value: "Top 1%", label: "of a 2M+ Bangalore talent pool" },
      { value: "100", label: "candidates interviewed per position" },
      { value: "3-5 yrs", label: "average engineer tenure" },
    ],
  },
  help: {
    heading: {
      eyebrow: "How we help",
      title: "What your FinTech team can take off your roadmap",
      intro:
        "Start with a pod of 5 engineers on one of these and grow to 100+ as the roadmap opens up. Same people, same standards, no new contract.",
    },
    items: [
      {
        title: "Core banking modernization",
        text: "Strangle legacy cores service by service: event-driven integration, data migration with parallel runs and zero-downtime cut-overs.",
        icon: "Layers",
      },
      {
        title: "Payment platforms",
        text: "Gateways, orchestration and settlement built for idempotency, retries and daily reconciliation down to the last paisa or penny.",
        icon: "CreditCard",
      },
      {
        title: "Open banking & APIs",
        text: "PSD2, UK Open Banking and Account Aggregator integrations with consent flows, rate limits and partner sandboxes.",
        icon: "Network",
      },
      {
        title: "KYC & onboarding",
        text: "Document and video KYC, sanctions and PEP screening, and onboarding funnels that cut drop-off without cutting corners.",
        icon: "UserCheck",
      },
      {
        title: "Fraud & risk models",
        text: "Feature pipelines, real-time scoring and model monitoring, with reason codes your risk team can explain to a regulator.",
        icon: "Brain",
      },
      {
        title: "Blockchain engineering",
        text: "Smart contracts in Solidity and Rust, custody integrations and on-chain analytics, each release reviewed by a second team.",
        icon: "Blocks",
      },
      {
        title: "Cloud & DevSecOps",
        text: "Landing zones, infrastructure as code and pipelines with policy checks, so every change arrives with its own audit trail.",
        icon: "Cloud",
      },
      {
        title: "Quality engineering",
        text: "Automated regression, contract and performance tests that let you release weekly instead of after a quarterly test cycle.",
        icon: "CheckCircle2",
      },
    ],
  },
  contact: {
    heading: "Tell us about your financial software roadmap",
    intro:
      "Share the platform, the regulator and the deadline. A senior consultant will come back within 24 hours with a proposed team shape and the first steps.",
  },
  locations: {
    title: "Three Bangalore delivery centres",
    intro:
      "FinTech teams sit on access-controlled floors in each of our centres. We place yours where its engineers and your time zone fit best.",
  },
});
