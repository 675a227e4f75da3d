import { site } from "@content/site";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";

/** The brand mark: two offset blocks (onshore + offshore, one team) and the wordmark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn("size-9", className)}>
      <rect width="40" height="40" rx="10" fill="#2647d6" />
      <rect x="8" y="9" width="10" height="22" rx="2.5" fill="#fff" />
      <rect x="22" y="9" width="10" height="22" rx="2.5" fill="#ffb547" />
      <rect x="8" y="17.5" width="24" height="5" rx="2" fill="#fff" />
    </svg>
  );
}

export function Logo({
  tone = "dark",
  className,
}: {
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <Link
      to="/"
      className={cn("inline-flex items-center gap-2.5 rounded-lg", className)}
      aria-label={`${site.brand} home`}
    >
      <LogoMark />
      <span
        className={cn(
          "text-2xl font-extrabold tracking-tight",
          tone === "light" ? "text-white" : "text-ink",
        )}
      >
        {site.brand}
      </span>
    </Link>
  );
}
