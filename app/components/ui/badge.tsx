import type { ComponentProps } from "react";
import { cn } from "~/markup/cn";

const tones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  saffron: "bg-saffron-300/50 text-[#6b3a00] ring-saffron-300",
  dark: "bg-white/10 text-white ring-white/20",
} as const;

export function Badge({
  tone = "brand",
  className,
  ...props
}: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
