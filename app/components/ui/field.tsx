import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/markup/cn";
import { FIELD_ERROR_ATTR, WHEN_EMPTY_ATTR } from "./form-parts";

export const controlClass = cn(
  "block w-full rounded-xl border border-line bg-paper px-4 py-3 text-base text-ink shadow-xs",
  "placeholder:text-muted/80 transition-colors hover:border-brand-200",
  "focus:border-brand-500 focus:outline-none focus-visible:outline-none focus:ring-4 focus:ring-brand-100",
  "aria-invalid:border-red-600 aria-invalid:focus:ring-red-100",
);

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The schema's message for this field left empty: said before the form's script arrives. */
  whenEmpty?: string;
  children: ReactNode;
  className?: string;
}

/**
 * Label, control and its error message wired together for assistive technology. The message's
 * place is always in the markup (hidden while empty), so the form's script shows the same
 * element the server fills for a post without script.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  whenEmpty,
  children,
  className,
}: FieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
        {hint ? <span className="font-normal text-muted"> {hint}</span> : null}
      </label>
      {children}
      <p
        id={`${id}-error`}
        {...{ [FIELD_ERROR_ATTR]: "", [WHEN_EMPTY_ATTR]: whenEmpty }}
        hidden={!error}
        className="text-sm font-medium text-red-700"
      >
        {error}
      </p>
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "resize-y", className)} {...props} />;
}
