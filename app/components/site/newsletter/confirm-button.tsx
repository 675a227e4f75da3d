import { newsletterCopy } from "@content/form-copy";
import { Button } from "~/components/ui/button";

/**
 * The one control of the page the sign-up's confirming e-mail links to: the link only asks (a
 * mail scanner opening it subscribes no one), this button confirms.
 */
export function ConfirmButton({ action }: { action: string }) {
  return (
    <form method="post" action={action}>
      <Button type="submit" size="lg">
        {newsletterCopy.confirm.button}
      </Button>
    </form>
  );
}
