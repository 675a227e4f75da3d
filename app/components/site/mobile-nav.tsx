import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

const loadMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMenu);

/**
 * Small-screen menu button. The modal drawer (Radix Dialog) is fetched when the visitor shows
 * intent (touch, hover, focus) and mounted on first open; Radix then returns focus here on close.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="lg:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={loadMenu}
        onFocus={loadMenu}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6!" aria-hidden="true" />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
