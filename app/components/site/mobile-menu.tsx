import { mainNav, site } from "@lib/site";
import type { RefObject } from "react";
import { NavLink } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-xl px-3 text-base font-medium",
    isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-surface",
  );

/** The drawer itself: loaded on first use so pages don't ship the dialog code up front. */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu" returnFocusRef={returnFocusRef}>
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          {mainNav.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} end onClick={close} className={itemClass}>
                {item.label}
              </NavLink>
              {item.children ? (
                <ul className="mt-1 mb-2 ml-3 space-y-1 border-l border-line pl-3">
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <NavLink
                        to={child.to}
                        end
                        onClick={close}
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
        onClick={close}
        className={cn(buttonClass("primary", "md"), "mt-6 w-full")}
      >
        Book a call<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Sheet>
  );
}
