import { companyLinks, moreLinks, type NavLink, serviceLinks, site } from "@content/site";
import { Mail } from "lucide-react";
import { Link } from "~/components/ui/link";
import { Logo } from "./logo";
import { SocialImage } from "./social-icons";

function FooterColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              prefetch="intent"
              className="text-[0.9375rem] text-brand-100/80 hover:text-white"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="bg-brand-950 text-brand-100/80">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] lg:py-16">
        <div className="max-w-sm sm:col-span-2 lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 text-[0.9375rem] leading-relaxed">{site.tagline}</p>
          <a
            href={`mailto:${site.contactEmail}`}
            className="mt-5 inline-flex items-center gap-2 text-[0.9375rem] font-medium text-white hover:text-saffron-300"
          >
            <Mail className="size-4" aria-hidden="true" />
            {site.contactEmail}
          </a>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`${site.brand} on ${s.name} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialImage name={s.name} className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Our Services" links={serviceLinks} />
        <FooterColumn title="Company" links={companyLinks} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:justify-between">
          <p>
            © {site.copyrightYear} {site.legalName}. All rights reserved.
          </p>
          <nav aria-label="More from H2">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {moreLinks.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} prefetch="intent" className="hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
