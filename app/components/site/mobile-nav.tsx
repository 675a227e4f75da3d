import { mainNav, site } from "@lib/site";
import { Menu, X } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { NavLink } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import { MOBILE_NAV_ATTR } from "./mobile-nav.client";

/** One phone menu per page: its button names the dialog by this id. */
export const MOBILE_MENU_ID = "site-menu";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-xl px-3 text-base font-medium",
    isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-surface",
  );

/** Invoker commands (HTML): the button opens the dialog as a modal, with no script of ours. */
const command = (name: "show-modal" | "close") => ({ commandfor: MOBILE_MENU_ID, command: name });

/**
 * Small-screen menu: a native modal <dialog> opened by a command button. The browser moves focus
 * in, keeps Tab inside, closes it on Escape (and on a tap outside, where `closedby` is known)
 * and returns focus to the button. mobile-nav.client.ts closes it when a link is chosen.
 */
export function MobileNav() {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        {...command("show-modal")}
        className={buttonClass("ghost", "icon")}
      >
        <Menu className="size-6!" aria-hidden="true" />
      </button>
      <dialog
        id={MOBILE_MENU_ID}
        {...{ [MOBILE_NAV_ATTR]: "" }}
        aria-labelledby={`${MOBILE_MENU_ID}-title`}
        {...{ closedby: "any" }}
        className="drawer fixed inset-y-0 right-0 left-auto m-0 flex h-dvh max-h-none w-[min(22rem,88vw)] max-w-none flex-col bg-paper p-0 text-ink shadow-lift outline-none not-open:hidden backdrop:bg-ink/55"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
          <h2 id={`${MOBILE_MENU_ID}-title`} className="text-base font-semibold">
            Menu
          </h2>
          <button
            type="button"
            aria-label="Close menu"
            {...command("close")}
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
          <a
            href={site.schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClass("primary", "md"), "mt-6 w-full")}
          >
            Book a call<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </dialog>
    </div>
  );
}
