import type { IconName } from "@content/icons";
import { cn } from "~/markup/cn";
import { Icon } from "../icon";

/**
 * A compact list of icon + title + line, without card chrome: for longer inventories
 * (amenities, skills) where eight cards would be a wall on a phone.
 */
export function IconList({
  items,
  tone = "light",
}: {
  items: readonly { title: string; text: string; icon?: IconName }[];
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.title}
          className={cn("flex gap-4 border-t pt-6", dark ? "border-white/15" : "border-line")}
        >
          {item.icon ? (
            <span
              className={cn(
                "inline-flex size-11 shrink-0 items-center justify-center rounded-xl",
                dark ? "bg-saffron-400 text-ink" : "bg-brand-600 text-white",
              )}
            >
              <Icon name={item.icon} className="size-5" />
            </span>
          ) : null}
          <div>
            <h3 className={cn("font-bold leading-snug", dark && "text-white")}>{item.title}</h3>
            <p
              className={cn(
                "mt-1.5 text-[0.9375rem] leading-relaxed",
                dark ? "text-brand-100" : "text-ink-soft",
              )}
            >
              {item.text}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
