import { lazy, Suspense } from "react";
import { useToasterWanted } from "~/lib/notify";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The one toast region, mounted when the first notification asks for it. */
export function LazyToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        closeButton
        position="top-right"
        // Below the sticky header (72 px tall on large screens, 64 px on small), not over it.
        offset={{ top: 88 }}
        mobileOffset={{ top: 76 }}
        visibleToasts={3}
        duration={4000}
        // Our own tones: sonner's rich colours fall under 4.5:1 contrast for their text.
        toastOptions={{
          classNames: {
            toast: "font-sans! shadow-lift!",
            success: "bg-[#f0fdf4]! text-[#14532d]! border-[#86efac]!",
            error: "bg-[#fef2f2]! text-[#7f1d1d]! border-[#fca5a5]!",
            description: "text-inherit! opacity-90",
          },
        }}
      />
    </Suspense>
  );
}
