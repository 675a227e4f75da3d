import type { ComponentProps } from "react";
import { cn } from "~/markup/cn";

const variants = {
  primary:
    "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-400",
  accent: "bg-saffron-400 text-ink hover:bg-saffron-300 active:bg-saffron-500",
  outline:
    "border border-line bg-paper text-ink hover:border-brand-300 hover:bg-brand-50 disabled:text-muted",
  "outline-light": "border border-white/40 text-white hover:bg-white/10",
  ghost: "text-ink hover:bg-surface",
  link: "text-brand-700 underline-offset-4 hover:underline p-0! min-h-0!",
} as const;

// Minimum heights with room for a second line: on a narrow phone a long label wraps inside the
// button instead of pushing past the screen edge.
const sizes = {
  sm: "min-h-9 px-3.5 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2 text-[0.9375rem]",
  lg: "min-h-13 px-7 py-2.5 text-base",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
}

export function buttonClass(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex max-w-full items-center justify-center gap-2 rounded-full text-center font-semibold whitespace-nowrap transition-colors max-sm:whitespace-normal",
    "disabled:cursor-not-allowed [&_svg]:size-4.5 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
  );
}

/** A button; a link styled as one uses `buttonClass` on the anchor itself. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={cn(buttonClass(variant, size), className)}
      {...props}
    />
  );
}
