import type { ReactNode } from "react";
import { moduleAttr } from "./module";

/**
 * A form that posts to the server with or without script: `noValidate`, because the spec's
 * messages (the form's script, or the server's 422 page) say what is wrong, never the
 * browser's bubbles; `data-module` names the script that takes it over (app/layouts/modules.ts).
 */
export function PostForm({
  module,
  action,
  label,
  className,
  children,
}: {
  /** Its script's name: `contact-form`, `newsletter-form`, `case-study-request-form`. */
  module: string;
  action: string;
  /** Its accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      {...moduleAttr(module)}
      method="post"
      action={action}
      noValidate
      className={className}
      aria-label={label}
    >
      {children}
    </form>
  );
}
