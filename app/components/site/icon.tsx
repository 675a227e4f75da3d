import type { IconName } from "@content/icons";
import { iconSvg } from "./icon-svg.server";

/**
 * A content icon in lucide-react's own <svg> attributes, so the markup is what lucide renders.
 * Decorative: the text beside it says what it means.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
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
      dangerouslySetInnerHTML={{ __html: iconSvg(name) }}
    />
  );
}
