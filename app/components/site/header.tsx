import { mainNav, type NavItem } from "@content/site";
import { ChevronDown } from "lucide-react";
import { BookCallLink } from "~/components/site/booking/book-call-link";
import { buttonClass } from "~/components/ui/button";
import { CurrentPath, Link, NavLink } from "~/components/ui/link";
import { moduleAttr } from "~/components/ui/module";
import { cn } from "~/markup/cn";
import { SUBMENU_MODULE } from "./header.client";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { isInSection, useCurrentPath } from "./nav-state";

/** One Services menu per page: the toggle names its panel by this id. */
const SUBMENU_ID = "services-submenu";

const linkClass = (active: boolean) =>
  cn(
    "relative inline-flex h-10 items-center rounded-full px-3.5 text-[0.9375rem] font-medium transition-colors",
    active ? "text-brand-700 bg-brand-50" : "text-ink-soft hover:text-ink hover:bg-surface",
  );

/** The site header; `path` is the page being rendered, for the menus' current-page marks. */
export function Header({ path }: { path: string }) {
  return (
    <CurrentPath value={path}>
      <header className="sticky top-0 z-40 border-b border-line/80 bg-paper">
        <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-18">
          <Logo />
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((item) =>
                item.children ? (
                  <ServicesMenu key={item.to + item.label} item={item} />
                ) : (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      prefetch="intent"
                      className={({ isActive }) => linkClass(isActive)}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <div className="hidden lg:block">
              <BookCallLink className={buttonClass("primary", "sm")}>Book a call</BookCallLink>
            </div>
            <MobileNav />
          </div>
        </div>
      </header>
    </CurrentPath>
  );
}

/**
 * The Services submenu, from the HTML alone: it shows while the pointer is over the item or
 * focus is in it (CSS :hover, :focus-within), and its toggle opens it as a popover for touch
 * (light dismiss and Escape from the browser). header.client.ts adds Escape for the hover
 * and focus cases and closes it when one of its links is chosen.
 */
function ServicesMenu({ item }: { item: NavItem }) {
  const current = useCurrentPath();
  const active = isInSection(item, current);
  return (
    <li className="submenu relative" {...moduleAttr(SUBMENU_MODULE)}>
      <div className="flex items-center">
        <Link
          to={item.to}
          prefetch="intent"
          aria-current={current === item.to ? "page" : undefined}
          className={cn(linkClass(active), "pr-1.5")}
        >
          {item.label}
        </Link>
        <button
          type="button"
          popoverTarget={SUBMENU_ID}
          aria-label={`${item.label} submenu`}
          className="submenu-toggle inline-flex size-8 items-center justify-center rounded-full text-ink-soft hover:bg-surface hover:text-ink"
        >
          <ChevronDown className="size-4 transition-transform" aria-hidden="true" />
        </button>
      </div>
      <div id={SUBMENU_ID} popover="auto" className="submenu-panel z-50 pt-2">
        <ul className="w-72 rounded-2xl border border-line bg-paper p-2 shadow-lift">
          {item.children?.map((child) => (
            <li key={child.to}>
              <NavLink
                to={child.to}
                end
                prefetch="intent"
                className={({ isActive }) =>
                  cn(
                    "block rounded-xl px-3.5 py-2.5 text-[0.9375rem] font-medium",
                    isActive
                      ? "bg-brand-50 text-brand-700"
                      : "text-ink-soft hover:bg-surface hover:text-ink",
                  )
                }
              >
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
