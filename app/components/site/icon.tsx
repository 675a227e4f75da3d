/** Inner markup of an icon's <svg>, resolved from its name at build (content/icons.server.ts). */
export type IconSvg = string & { readonly __brand: "IconSvg" };

/**
 * A content icon in lucide-react's own <svg> attributes, so the markup is what lucide renders.
 * Decorative: the text beside it says what it means.
 */
export function Icon({ svg, className }: { svg: IconSvg; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's paths, rendered by us at build
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
