import { mainNav, type NavItem, site } from "@lib/site";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { isInSection, useCurrentPath } from "./nav-state";

const linkClass = (active: boolean) =>
  cn(
    "relative inline-flex h-10 items-center rounded-full px-3.5 text-[0.9375rem] font-medium transition-colors",
    active ? "text-brand-700 bg-brand-50" : "text-ink-soft hover:text-ink hover:bg-surface",
  );

export function Header() {
  return (
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
            <a
              href={site.schedulingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("primary", "sm")}
            >
              Book a call<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}

/**
 * Disclosure submenu: opens on hover and on keyboard focus, Escape closes it (returning focus
 * when it was inside). Pressing the toggle of a panel that opened by itself (hover, or focus on
 * the parent link) keeps it open: the click that follows a hover, a tablet's tap (mouseenter
 * then click) or Enter on the toggle means "open", and would otherwise close it at once.
 */
function ServicesMenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const openedImplicitly = useRef(false);
  const current = useCurrentPath();
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const active = isInSection(item, current);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Close after navigating: a chosen entry should not leave the panel hanging open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => setOpen(false), [current]);

  // Escape closes a panel the pointer opened too, wherever focus is (WCAG 1.4.13).
  useEffect(() => {
    if (!open) {
      openedImplicitly.current = false;
      return;
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !rootRef.current?.contains(document.activeElement)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const showImplicitly = () => {
    if (!open) openedImplicitly.current = true;
    show();
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 120);
  };

  return (
    <li
      ref={rootRef}
      className="relative"
      onMouseEnter={showImplicitly}
      onMouseLeave={hideSoon}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <div className="flex items-center">
        <Link
          to={item.to}
          prefetch="intent"
          aria-current={current === item.to ? "page" : undefined}
          // Keyboard focus on the parent link opens the panel; focus returning to the toggle
          // after Escape must not, so this sits on the link rather than the whole item.
          onFocus={showImplicitly}
          className={cn(linkClass(active), "pr-1.5")}
        >
          {item.label}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={`${item.label} submenu`}
          onClick={() => {
            if (open && openedImplicitly.current) openedImplicitly.current = false;
            else {
              openedImplicitly.current = false;
              setOpen(!open);
            }
          }}
          className="inline-flex size-8 items-center justify-center rounded-full text-ink-soft hover:bg-surface hover:text-ink"
        >
          <ChevronDown
            className={cn("size-4 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </button>
      </div>
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-50 pt-2">
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
