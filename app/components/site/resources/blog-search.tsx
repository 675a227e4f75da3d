import { Search, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { NEEDS_SCRIPT } from "~/browser/needs-script";
import { cn } from "~/markup/cn";

/**
 * The blog's search box. Search runs in the browser over every post's card text, so it needs
 * script: it shows only once the page's script runs, and with scripting off it takes no room
 * (needs-script.ts; a box that does nothing would be a dead end, and the category links and
 * pages work without it). With script but before React is
 * live, it is a GET form: Enter reloads the page with ?q=, which the page applies once live,
 * and text typed meanwhile is searched for as soon as React is. Its `data-module` is the
 * listing's: a visit that must show a search or a Back at once wakes the island from here
 * (wake-blog-browser.ts). Written out, not taken from ui/module.ts: a module the island shared
 * with the page's script would be a chunk of its own, one more request on every page.
 */
export function BlogSearch({
  value,
  onChange,
  onClear,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  onSubmit: () => void;
}) {
  const id = `${useId()}-search`;
  const input = useRef<HTMLInputElement>(null);
  // Text typed before React was live (the island loads on the first focus or key in it) is
  // still in the box when it hydrates (React leaves a hydrating input's value alone) but not in
  // React's state, and the next render would wipe it: take it up as typed, as a search. React
  // runs this effect before any further render. On a box React rendered itself the two agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box becomes React's
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed !== value) onChange(typed);
  }, []);
  return (
    <form
      role="search"
      aria-label="Articles"
      method="get"
      className={cn("w-full max-w-xl", NEEDS_SCRIPT)}
      data-module="blog-browser"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          ref={input}
          id={id}
          type="search"
          name="q"
          autoComplete="off"
          placeholder="Search articles"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-14 w-full rounded-full border border-white/20 bg-paper pr-14 pl-13 text-base text-ink shadow-lift placeholder:text-muted focus:outline-none focus-visible:ring-4 focus-visible:ring-saffron-400 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => {
              onClear();
              document.getElementById(id)?.focus();
            }}
            className="absolute top-1/2 right-2.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-ink-soft hover:bg-surface"
            aria-label="Clear search"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
