import { lazy, Suspense } from "react";
import { useToasterWanted } from "~/lib/notify";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The one toast region, mounted when the first notification asks for it. */
export function LazyToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-right" visibleToasts={3} duration={4000} />
    </Suspense>
  );
}
