import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Optional: without one, focus returns to whatever opened the sheet. */
  trigger?: ReactNode;
  title: string;
  children: ReactNode;
  /** Where focus goes on close when the sheet was opened by something other than `trigger`. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Side drawer built on Radix Dialog: a modal that moves focus in, wraps Tab,
 * closes on Escape and returns focus to its trigger.
 */
export function Sheet({
  open,
  onOpenChange,
  trigger,
  title,
  children,
  returnFocusRef,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-up_0.2s_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (trigger || !returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-paper shadow-lift outline-none data-[state=open]:animate-[sheet-in_0.25s_ease-out]"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-5">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface"
              aria-label="Close menu"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
