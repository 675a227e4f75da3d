import type { CaseStudyDownload } from "@content/resources/schemas";
import { Download } from "lucide-react";
import { type ButtonVariant, buttonClass } from "~/components/ui/button";
import { cn } from "~/markup/cn";

/** Marks a case-study PDF link: the page's script adds the visit's landing page and source. */
export const PDF_DOWNLOAD_ATTR = "data-pdf-download";

/**
 * "Download PDF (36 KB)", or "Download the case study (PDF, 36 KB)": a plain link, so it works
 * with script off. In open mode it is the study's PDF (lib/case-study-pdf.ts): the server sends
 * the file to be saved and counts the download. In e-mail mode it is the study's short request
 * form, which has the PDF e-mailed (docs/operations.md, "Case-study PDFs and downloads").
 */
export function DownloadPdfLink({
  download,
  label = "Download PDF",
  variant = "outline",
  size = "sm",
  className,
}: {
  download: CaseStudyDownload;
  label?: string;
  variant?: ButtonVariant;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  return (
    <a
      href={download.href}
      {...(download.mode === "open" ? { type: "application/pdf", [PDF_DOWNLOAD_ATTR]: "" } : {})}
      className={cn(buttonClass(variant, size), className)}
    >
      <Download aria-hidden="true" />
      {/* One text node: the name reads, and is found, as one phrase. */}
      {`${label} (${/PDF/.test(label) ? download.size : `PDF, ${download.size}`})`}
    </a>
  );
}
