import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { formParts } from "./form-parts";

/**
 * What takes a form's place once its script has sent it: hidden in the markup, shown and
 * focused by the script, with the button that brings the form back for another.
 */
export function SentPanel({
  icon: Icon,
  title,
  again,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The button's label that shows the form again. */
  again: string;
  children: ReactNode;
}) {
  return (
    <div
      {...formParts.thanks}
      hidden
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-mint-300 bg-mint-300/15 p-8 text-center outline-none"
    >
      <Icon className="mx-auto size-12 text-mint-600" aria-hidden="true" />
      <h3 className="mt-4 text-2xl font-bold">{title}</h3>
      {children}
      <Button variant="outline" className="mt-6" {...formParts.again}>
        {again}
      </Button>
    </div>
  );
}
