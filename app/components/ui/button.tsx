import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary:
    "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-400",
  accent: "bg-saffron-400 text-ink hover:bg-saffron-300 active:bg-saffron-500",
  outline:
    "border border-line bg-paper text-ink hover:border-brand-300 hover:bg-brand-50 disabled:text-muted",
  "outline-light": "border border-white/40 text-white hover:bg-white/10",
  ghost: "text-ink hover:bg-surface",
  link: "text-brand-700 underline-offset-4 hover:underline px-0! h-auto!",
} as const;

const sizes = {
  sm: "h-9 px-3.5 text-sm",
  md: "h-11 px-5 text-[0.9375rem]",
  lg: "h-13 px-7 text-base",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with button styling. */
  asChild?: boolean;
}

export function buttonClass(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors",
    "disabled:cursor-not-allowed [&_svg]:size-4.5 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : (type ?? "button")}
      className={cn(buttonClass(variant, size), className)}
      {...props}
    />
  );
}
