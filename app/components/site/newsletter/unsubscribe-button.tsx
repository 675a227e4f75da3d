import { Button } from "~/components/ui/button";

/**
 * The one control of the unsubscribe page the newsletter's e-mail links to: the link only asks
 * (a mail scanner opening it changes nothing), this button does it.
 */
export function UnsubscribeButton({ action }: { action: string }) {
  return (
    <form method="post" action={action}>
      <Button type="submit" size="lg">
        Unsubscribe
      </Button>
    </form>
  );
}
