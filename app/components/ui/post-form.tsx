import type { ReactNode } from "react";
import { FORM_ATTR } from "./form-parts";

/**
 * A form that posts to the server with or without script: `noValidate`, because the spec's
 * messages (the form's script, or the server's 422 page) say what is wrong, never the
 * browser's bubbles; `data-form` names the script that takes it over.
 */
export function PostForm({
  name,
  action,
  label,
  className,
  children,
}: {
  /** Which form it is, for its script: `contact`, `newsletter`. */
  name: string;
  action: string;
  /** Its accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      {...{ [FORM_ATTR]: name }}
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
