import { site } from "@content/site";
import { Download, FileArchive } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { LogoMark } from "../logo";
import { SectionHeader } from "../section";

export interface MediaKitProps {
  href: string;
  size: string | null;
  contents: readonly { name: string; text: string }[];
  swatches: readonly { token: string; hex: string }[];
}

/** The press block: what the brand kit holds, a preview, and the download. */
export function MediaKit({ href, size, contents, swatches }: MediaKitProps) {
  return (
    <section aria-labelledby="media-kit-heading" className="border-t border-line py-16 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeader
            id="media-kit-heading"
            eyebrow="Press"
            title="Media kit"
            intro="Writing about H2? Our brand kit has the logo in vector and PNG formats, the colour palette and usage guidelines. For interviews, comment or data, our press team replies within one working day."
          />
          <ul className="mt-8 space-y-3">
            {contents.map((c) => (
              <li key={c.name} className="flex gap-3">
                <FileArchive className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="text-ink-soft">
                  <span className="font-semibold text-ink">{c.name}</span>: {c.text}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap items-center gap-x-6 gap-y-4">
            <a href={href} download className={buttonClass("primary", "lg")}>
              <Download aria-hidden="true" />
              Download brand assets
            </a>
            <p className="text-sm text-muted">
              ZIP{size ? `, ${size}` : ""} ·{" "}
              <a
                href={`mailto:${site.contactEmail}?subject=${encodeURIComponent("Press enquiry")}`}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Press enquiries
              </a>
            </p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
          <div className="flex aspect-[4/3] items-center justify-center rounded-3xl bg-brand-950 shadow-card">
            <span className="flex items-center gap-3">
              <LogoMark className="size-16" />
              <span className="text-5xl font-extrabold tracking-tight text-white">
                {site.brand}
              </span>
            </span>
          </div>
          <div className="flex aspect-[4/3] items-center justify-center rounded-3xl border border-line bg-paper shadow-card">
            <span className="flex items-center gap-3">
              <LogoMark className="size-16" />
              <span className="text-5xl font-extrabold tracking-tight text-ink">{site.brand}</span>
            </span>
          </div>
          <ul className="grid grid-cols-3 gap-3 rounded-3xl border border-line bg-paper p-4 shadow-card sm:col-span-2 sm:grid-cols-6">
            {swatches.map((s) => (
              <li key={s.token} className="min-w-0">
                <span
                  className="block aspect-square rounded-xl ring-1 ring-line ring-inset"
                  style={{ backgroundColor: s.hex }}
                />
                <span className="mt-2 block truncate text-xs font-semibold">{s.token}</span>
                <span className="block text-xs text-ink-soft uppercase">{s.hex}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
