import { Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "./button";
import { formParts } from "./form-parts";

/**
 * A form's submit button with both its labels in the markup: the idle one shown, the sending
 * one (a spinner and `sending`) hidden until the form's script swaps them while it sends.
 */
export function SendButton({
  label,
  sending,
  ...props
}: Omit<ButtonProps, "type" | "children"> & { label: string; sending: string }) {
  return (
    <Button type="submit" size="lg" {...props} {...formParts.submit}>
      <span {...formParts.idle}>{label}</span>
      <span {...formParts.busy} hidden className="inline-flex items-center gap-2">
        <Loader2 className="animate-spin" aria-hidden="true" />
        {sending}
      </span>
    </Button>
  );
}
