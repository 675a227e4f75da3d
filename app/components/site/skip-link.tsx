/**
 * The first stop of the keyboard: straight past the header to the page's own content. Focused,
 * it is a bar in the page's flow above the header (GOV.UK's way), so it covers nothing.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only bg-brand-600 px-5 py-3 text-center font-semibold text-white focus:not-sr-only focus:block"
    >
      Skip to content
    </a>
  );
}
