import type { PublishStatus } from "@content/publishing";
import { Badge } from "~/components/ui/badge";

/** "December 1, 2026, 09:00 UTC": the site's way of writing a day, with the time the editor set. */
export function scheduledFor(at: string): string {
  const when = new Date(at);
  const day = when.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return `${day}, ${when.toISOString().slice(11, 16)} UTC`;
}

/** What a preview says about an entry the public site does not show yet. */
export function statusText(status: PublishStatus): string {
  return status.kind === "draft" ? "Draft" : `Scheduled for ${scheduledFor(status.at)}`;
}

/**
 * The band a preview build puts above a draft's or a scheduled entry's page (content/publishing.ts);
 * a published entry has no status, so the public build renders nothing here.
 */
export function PublishStatusBar({ status }: { status?: PublishStatus }) {
  if (!status) return null;
  const note =
    status.kind === "draft"
      ? "only previews show this page; the public site leaves it out until it is published."
      : "only previews show this page until then.";
  return (
    <p className="bg-saffron-400 px-4 py-2 text-center text-sm font-semibold text-ink">
      {`${statusText(status)}: ${note}`}
    </p>
  );
}

/** The same mark on a card (a news story has no page of its own). */
export function PublishStatusBadge({ status }: { status?: PublishStatus }) {
  if (!status) return null;
  return <Badge tone="saffron">{statusText(status)}</Badge>;
}
