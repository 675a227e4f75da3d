/**
 * An SVG as a `data:` URL, percent-encoding only what a URL in an attribute must (quotes too:
 * React would write them as entities): shorter than base64, and it compresses with the page.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%#<>"'?[\]^`{|}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
