import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/ui/link";

/** "Back to …" link at the top of dark detail-page heroes (articles, posts, case studies). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      prefetch="intent"
      className="inline-flex items-center gap-2 rounded-full py-1 text-sm font-semibold text-brand-100 transition-colors hover:text-white"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
