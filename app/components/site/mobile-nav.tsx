import { mainNav } from "@content/site";
import { Menu, X } from "lucide-react";
import { BookCallLink } from "~/components/site/booking/book-call-link";
import { buttonClass } from "~/components/ui/button";
import { NavLink } from "~/components/ui/link";
import { moduleAttr } from "~/components/ui/module";
import { cn } from "~/markup/cn";
import { MOBILE_NAV_MODULE } from "./mobile-nav.client";

/** One phone menu per page: its button names the dialog by this id. */
export const MOBILE_MENU_ID = "site-menu";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-xl px-3 text-base font-medium",
    isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-surface",
  );

/**
 * Small-screen menu: a popover its button opens (`popovertarget`, HTML alone, in Safari 17+,
 * Firefox 125+ and Chrome 114+; invoker commands and `closedby` are missing from Safari before
 * 26.2, where a modal <dialog> would need script to open). The browser opens it on the first tap,
 * closes it on Escape, on a tap outside and from its Close button, returns focus to the button,
 * and moves Tab from the button into it (APG's disclosure navigation, as a sheet).
 * mobile-nav.client.ts closes it when a link is chosen.
 */
export function MobileNav() {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label="Open menu"
        popoverTarget={MOBILE_MENU_ID}
        className={buttonClass("ghost", "icon")}
      >
        <Menu className="size-6!" aria-hidden="true" />
      </button>
      {/* The popover is the whole screen: the page dimmed, and the sheet on its right. A tap on
          the dimmed part lands on a button that closes it (HTML alone), never on the page
          below (a popover's own light dismiss would let that tap through). */}
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        role="dialog"
        {...moduleAttr(MOBILE_NAV_MODULE)}
        aria-labelledby={`${MOBILE_MENU_ID}-title`}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-clip bg-ink/55 p-0 text-ink not-open:hidden open:flex"
      >
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          className="min-w-0 flex-1 cursor-default"
        />
        <div className="drawer flex h-dvh w-[min(22rem,88vw)] shrink-0 flex-col bg-paper shadow-lift">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
            <h2 id={`${MOBILE_MENU_ID}-title`} className="text-base font-semibold">
              Menu
            </h2>
            <button
              type="button"
              aria-label="Close menu"
              popoverTarget={MOBILE_MENU_ID}
              popoverTargetAction="hide"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <nav aria-label="Mobile">
              <ul className="space-y-1">
                {mainNav.map((item) => (
                  <li key={item.label}>
                    <NavLink to={item.to} end className={itemClass}>
                      {item.label}
                    </NavLink>
                    {item.children ? (
                      <ul className="mt-1 mb-2 ml-3 space-y-1 border-l border-line pl-3">
                        {item.children.map((child) => (
                          <li key={child.to}>
                            <NavLink
                              to={child.to}
                              end
                              className={(s) => cn(itemClass(s), "text-[0.9375rem]")}
                            >
                              {child.label}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </nav>
            <BookCallLink className={cn(buttonClass("primary", "md"), "mt-6 w-full")}>
              Book a call
            </BookCallLink>
          </div>
        </div>
      </div>
    </div>
  );
}
