import type { SVGProps } from "react";
// Brand glyphs drawn by hand (the icon set carries no trademarks), kept as one cached sprite:
// drawn inline, their path data was ≈300 bytes brotli of every page, and every byte counts
// toward the first round trip.
import sprite from "~/assets/icons/social.svg?url";

/** The sprite's symbols (a unit test holds the two lists together). */
export const socialIconNames = new Set(["LinkedIn", "X", "Facebook", "YouTube"]);

export function SocialIcon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  if (!socialIconNames.has(name)) return null;
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
