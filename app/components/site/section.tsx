import type { ReactNode } from "react";
import { cn } from "~/markup/cn";

interface SectionHeaderProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
}

/** Eyebrow, h2 and intro paragraph: the opening of every content section. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  align = "left",
  tone = "light",
}: SectionHeaderProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className={cn("eyebrow", tone === "dark" && "text-saffron-300!")}>{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl leading-tight font-bold sm:text-4xl",
          tone === "dark" && "text-white",
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p
          className={cn(
            "mt-4 text-lg leading-relaxed",
            tone === "dark" ? "text-brand-100" : "text-ink-soft",
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}

interface SectionProps {
  id?: string;
  labelledBy?: string;
  tone?: "white" | "surface" | "dark" | "brand";
  className?: string;
  children: ReactNode;
}

const tones = {
  white: "bg-paper",
  surface: "bg-surface",
  dark: "bg-brand-950 text-white",
  brand: "bg-brand-50",
} as const;

/** A full-width page band with the standard vertical rhythm and container. */
export function Section({ id, labelledBy, tone = "white", className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn("py-16 sm:py-24", tones[tone], className)}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}
