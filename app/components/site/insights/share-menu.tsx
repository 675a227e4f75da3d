import { Check, ChevronDown, Link2, Mail, Share2, Smartphone } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { SocialIcon } from "~/components/site/social-icons";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { type ShareTarget, shareLinks } from "./share-links";

/** How long the "Link Copied!" confirmation stays before the label resets (spec: 2000 ms). */
export const COPIED_RESET_MS = 2000;

function openShareWindow(url: string) {
  window.open(url, "_blank", "noopener,noreferrer");
}

/** Copies `url` to the clipboard; `copied` turns on after success and resets after 2 s. */
function useCopyLink(url: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
      void notify("success", "Link copied!", {
        description: "Article link has been copied to your clipboard.",
      });
    } catch {
      void notify("error", "Failed to copy", {
        description: "Please copy the link manually from your browser.",
      });
    }
  };
  return { copied, copy };
}

/** The control before (-1) or after (1) `from` in the page's tab order. */
function tabbableBeside(from: HTMLElement, step: -1 | 1): HTMLElement | undefined {
  const all = [
    ...document.querySelectorAll<HTMLElement>(
      "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]",
    ),
  ].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
  return all[all.indexOf(from) + step];
}

/** True once hydrated in a browser that offers the Web Share API (never during prerender). */
function useCanNativeShare() {
  const [can, setCan] = useState(false);
  useEffect(() => setCan(typeof navigator.share === "function"), []);
  return can;
}

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium text-ink outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 [&_svg]:size-4.5 [&_svg]:shrink-0 [&_svg]:text-brand-600";

function Item({
  icon,
  children,
  onSelect,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: (event: Event) => void;
}) {
  return (
    <DropdownMenu.Item className={itemClass} onSelect={onSelect}>
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/**
 * The article Share menu: Twitter, LinkedIn and Facebook open their share address in a new
 * window without opener or referrer, Email opens a prefilled mail, Copy Link uses the clipboard,
 * and "Share…" hands over to the device's own share sheet where the browser offers one.
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
  const { copied, copy } = useCopyLink(target.url);
  const canNativeShare = useCanNativeShare();
  // The menu renders inside the trigger's landmark (main), not loose at the end of <body>.
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(triggerRef.current?.closest("main") ?? null), []);

  const nativeShare = async () => {
    try {
      await navigator.share({ title: target.title, text: target.excerpt, url: target.url });
    } catch {
      // The reader closed the share sheet, or the platform refused: nothing to report.
    }
  };

  const [open, setOpen] = useState(false);
  // Tab leaves the menu for the next control, as in a native menu (Radix only traps it).
  const leftByTab = useRef(false);
  const leaveByTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !triggerRef.current) return;
    event.preventDefault();
    leftByTab.current = true;
    setOpen(false);
    tabbableBeside(triggerRef.current, event.shiftKey ? -1 : 1)?.focus();
  };

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        // Radix opens on pointer down and keys, not on click. A click the page held while this
        // menu's code was on its way is replayed as a script click (untrusted): open for it.
        onClick={(event) => {
          if (!event.nativeEvent.isTrusted) setOpen(true);
        }}
        className={cn(
          buttonClass(tone === "dark" ? "outline-light" : "outline", "md"),
          tone === "dark" ? "data-[state=open]:bg-white/15" : "data-[state=open]:bg-brand-50",
          className,
        )}
      >
        <Share2 aria-hidden="true" />
        Share
        <ChevronDown aria-hidden="true" className="-mr-1 size-4! opacity-70" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container ?? undefined}>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          onKeyDown={leaveByTab}
          onCloseAutoFocus={(event) => {
            if (leftByTab.current) event.preventDefault();
            leftByTab.current = false;
          }}
          className="z-50 min-w-60 rounded-2xl border border-line bg-paper p-1.5 shadow-lift data-[state=open]:animate-fade-up"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1.5 text-xs font-semibold tracking-wider text-muted uppercase">
            Share this article
          </DropdownMenu.Label>
          <Item icon={<SocialIcon name="X" />} onSelect={() => openShareWindow(links.twitter)}>
            Share on Twitter
          </Item>
          <Item
            icon={<SocialIcon name="LinkedIn" />}
            onSelect={() => openShareWindow(links.linkedin)}
          >
            Share on LinkedIn
          </Item>
          <Item
            icon={<SocialIcon name="Facebook" />}
            onSelect={() => openShareWindow(links.facebook)}
          >
            Share on Facebook
          </Item>
          <DropdownMenu.Separator className="mx-2 my-1.5 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={links.email}>
              <Mail aria-hidden="true" />
              Share via Email
            </a>
          </DropdownMenu.Item>
          <Item
            icon={copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            onSelect={(event) => {
              // Keep the menu open so the reader sees the confirmation on the item itself.
              event.preventDefault();
              void copy();
            }}
          >
            {copied ? "Link Copied!" : "Copy Link"}
          </Item>
          {canNativeShare ? (
            <Item icon={<Smartphone aria-hidden="true" />} onSelect={() => void nativeShare()}>
              Share…
            </Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
