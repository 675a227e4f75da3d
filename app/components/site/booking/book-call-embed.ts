import { embedLink, type SchedulerKind } from "@lib/booking-link";

// The scheduler in a modal dialog over the page (book-call.client.ts opens it on a booking
// link's click): its bar names it, keeps the link to the scheduler's own page, for a frame a
// blocker or a network keeps out, and closes; the frame goes with the dialog.

/** On the frame's dialog while it is open; `data-ready` once the scheduler has spoken. */
export const EMBED_ATTR = "data-booking-embed";
/** How long the frame may stay silent before the bar says to open the page instead. */
export const SILENT_MS = 8000;

export function openEmbed(link: HTMLAnchorElement, kind: SchedulerKind) {
  const doc = link.ownerDocument;
  const win = doc.defaultView ?? window;
  const frame = embedLink(link.href, kind, win.location.host);
  if (!frame) return win.location.assign(link.href);
  doc.querySelector(`[${EMBED_ATTR}]`)?.remove();
  const dialog = doc.createElement("dialog");
  dialog.setAttribute(EMBED_ATTR, "");
  dialog.setAttribute("aria-labelledby", "booking-embed-title");
  // The whole screen on a phone, a large panel over the page elsewhere.
  dialog.className =
    "m-auto h-dvh max-h-none w-screen max-w-none overflow-hidden border-line bg-white p-0 shadow-2xl backdrop:bg-ink/60 sm:h-[min(92dvh,760px)] sm:w-[min(96vw,1000px)] sm:rounded-2xl sm:border";
  dialog.innerHTML = `<div class="flex h-full flex-col">
<div class="flex items-start gap-3 border-b border-line py-3 pr-2 pl-4">
<div class="mr-auto min-w-0">
<h2 id="booking-embed-title" class="text-lg font-bold">Book your discovery call</h2>
<p class="text-sm text-muted"><span data-embed-status role="status">Loading the scheduler…</span> <a data-embed-page target="_blank" rel="noreferrer" class="font-semibold text-brand-700 underline">Open it in a new tab</a></p>
</div>
<form method="dialog"><button class="inline-flex size-11 items-center justify-center rounded-lg text-2xl leading-none hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-600" aria-label="Close the scheduler">×</button></form>
</div>
<iframe class="w-full flex-1 border-0" title="Scheduler: choose a time for your discovery call"></iframe>
</div>`;
  const page = dialog.querySelector<HTMLAnchorElement>("[data-embed-page]")!;
  page.href = link.href;
  const status = dialog.querySelector<HTMLElement>("[data-embed-status]")!;
  const iframe = dialog.querySelector("iframe")!;
  iframe.src = frame;
  const origin = new URL(frame).origin;
  // The scheduler's page talks to its host page (Cal.com's and Calendly's embeds both post
  // messages); a frame that never does was kept out, and the page's own link is the way on.
  const heard = (e: MessageEvent) => {
    if (e.source !== iframe.contentWindow && e.origin !== origin) return;
    dialog.setAttribute("data-ready", "");
    status.textContent = "";
  };
  win.addEventListener("message", heard);
  const silent = win.setTimeout(() => {
    if (!dialog.hasAttribute("data-ready")) {
      status.textContent = "The scheduler has not opened here.";
    }
  }, SILENT_MS);
  dialog.addEventListener("click", (e) => {
    if (e.target === dialog) dialog.close(); // a click on the backdrop
  });
  dialog.addEventListener("close", () => {
    win.removeEventListener("message", heard);
    win.clearTimeout(silent);
    dialog.remove();
    link.focus();
  });
  doc.body.append(dialog);
  dialog.showModal();
}
