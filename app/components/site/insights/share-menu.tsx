import { Check, ChevronDown, Link2, Mail, Share2, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { SocialIcon } from "~/components/site/social-icons";
import { buttonClass } from "~/components/ui/button";
import { moduleAttr } from "~/components/ui/module";
import { cn } from "~/markup/cn";
import { type ShareTarget, shareLinks } from "./share-links";
import { COPY_ATTR, SHARE_MODULE, WEB_SHARE_ATTR } from "./share-menu.client";

/** One Share menu per page: the button names its popover by this id. */
const MENU_ID = "share-menu";

const itemClass =
  "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left text-[0.9375rem] font-medium text-ink outline-none select-none hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:text-brand-800 [&_svg]:size-4.5 [&_svg]:shrink-0 [&_svg]:text-brand-600";

/** A share address, opened in a new tab without opener or referrer. */
function ShareLink({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <a href={href} target="_blank" rel="noreferrer" className={itemClass}>
        {icon}
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

/**
 * The article Share menu, from the HTML alone: a popover (light dismiss and Escape from the
 * browser) of real links to the Twitter, LinkedIn and Facebook share addresses and a mailto:
 * link. Copy Link and "Share…" (the device's share sheet) need script: they show and work as
 * soon as the page's first script runs (share-menu.client.ts).
 */
export function ShareMenu({
  target,
  tone = "dark",
  className,
}: {
  target: ShareTarget;
  /** "dark" for use on the dark article hero. */
  tone?: "dark" | "light";
  className?: string;
}) {
  const links = shareLinks(target);
  return (
    <div className="share" {...moduleAttr(SHARE_MODULE)}>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className={cn(
          "share-button",
          buttonClass(tone === "dark" ? "outline-light" : "outline", "md"),
          className,
        )}
      >
        <Share2 aria-hidden="true" />
        Share
        <ChevronDown aria-hidden="true" className="-mr-1 size-4! opacity-70" />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        aria-labelledby={`${MENU_ID}-label`}
        role="group"
        className="share-panel min-w-60 rounded-2xl border border-line bg-paper p-1.5 text-ink shadow-lift"
      >
        <p
          id={`${MENU_ID}-label`}
          className="px-3 pt-2 pb-1.5 text-xs font-semibold tracking-wider text-muted uppercase"
        >
          Share this article
        </p>
        <ul>
          <ShareLink href={links.twitter} icon={<SocialIcon name="X" />}>
            Share on Twitter
          </ShareLink>
          <ShareLink href={links.linkedin} icon={<SocialIcon name="LinkedIn" />}>
            Share on LinkedIn
          </ShareLink>
          <ShareLink href={links.facebook} icon={<SocialIcon name="Facebook" />}>
            Share on Facebook
          </ShareLink>
        </ul>
        <div className="mx-2 my-1.5 h-px bg-line" />
        <ul>
          <li>
            <a href={links.email} className={itemClass}>
              <Mail aria-hidden="true" />
              Share via Email
            </a>
          </li>
          <li className="share-copy">
            <button type="button" {...{ [COPY_ATTR]: target.url }} className={itemClass}>
              <span className="copy-label">
                <Link2 aria-hidden="true" />
                Copy Link
              </span>
              <span className="copied-label">
                <Check aria-hidden="true" />
                Link Copied!
              </span>
            </button>
          </li>
          <li className="share-native">
            <button
              type="button"
              {...{ [WEB_SHARE_ATTR]: "" }}
              data-share-title={target.title}
              data-share-text={target.excerpt}
              data-share-url={target.url}
              className={itemClass}
            >
              <Smartphone aria-hidden="true" />
              Share…
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
