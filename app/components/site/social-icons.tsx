import { isSocialNetwork, socialGlyphs, socialGlyphUrl } from "@lib/social-glyphs";
import type { SVGProps } from "react";

/** A brand glyph drawn inline in the current text colour (menus rendered in the browser). */
export function SocialIcon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  if (!isSocialNetwork(name)) return null;
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d={socialGlyphs[name]} />
    </svg>
  );
}

/**
 * A brand glyph as a lazy white image (prerendered pages): fetched only as the visitor nears
 * it, so it neither weighs on the page nor competes with the first screen's requests.
 */
export function SocialImage({ name, className }: { name: string; className?: string }) {
  if (!isSocialNetwork(name)) return null;
  return (
    <img
      src={socialGlyphUrl(name)}
      alt=""
      width={18}
      height={18}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
