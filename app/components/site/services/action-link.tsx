import { ArrowRight } from "lucide-react";
import { type ButtonVariant, buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";

export interface ActionLinkProps {
  label: string;
  /** A route ("/contact") or an anchor on this page ("#contact"). */
  to: string;
  variant?: ButtonVariant;
  size?: "md" | "lg";
  arrow?: boolean;
}

/** A button-styled link, to another page or to a "#id" on this one. */
export function ActionLink({
  label,
  to,
  variant = "primary",
  size = "lg",
  arrow,
}: ActionLinkProps) {
  const className = buttonClass(variant, size);
  const content = (
    <>
      {label}
      {arrow ? <ArrowRight aria-hidden="true" /> : null}
    </>
  );
  return to.startsWith("#") ? (
    <a href={to} className={className}>
      {content}
    </a>
  ) : (
    <Link to={to} prefetch="intent" className={className}>
      {content}
    </Link>
  );
}

/** A primary and an optional secondary action, on a light or dark background. */
export function ActionLinks({
  links,
  tone = "light",
  size = "lg",
}: {
  links: readonly { label: string; to: string }[];
  tone?: "light" | "dark";
  size?: "md" | "lg";
}) {
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {links.map((l, i) => (
        <ActionLink
          key={l.to + l.label}
          {...l}
          size={size}
          arrow={i === 0}
          variant={
            i === 0
              ? tone === "dark"
                ? "accent"
                : "primary"
              : tone === "dark"
                ? "outline-light"
                : "outline"
          }
        />
      ))}
    </div>
  );
}
