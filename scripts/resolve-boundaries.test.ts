import { describe, expect, it } from "vitest";
import { resolveBoundaries } from "./resolve-boundaries";

// The tail React 19 writes for two nested boundaries that completed after the shell.
const RUNTIME =
  '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e)}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?$RB.push(a,b):b.parentNode.removeChild(b)};$RC("B:0","S:0")';
const streamed = [
  "<body><main>Hi</main>",
  '<script>boot()</script><!--$?--><template id="B:0"></template><!--/$-->',
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0"><script>one()</script><!--$?--><template id="B:1"></template><!--/$--></div>',
  `<script>${RUNTIME}</script>`,
  '<div hidden id="S:1"><script>two()</script></div>',
  '<script>$RC("B:1","S:1")</script></body>',
].join("");

describe("resolveBoundaries", () => {
  it("moves each boundary's content into place and drops React's inline runtime", () => {
    expect(resolveBoundaries(streamed)).toBe(
      "<body><main>Hi</main><script>boot()</script>" +
        "<!--$--><script>one()</script><!--$--><script>two()</script><!--/$--><!--/$--></body>",
    );
  });

  it("leaves a page without streamed boundaries alone", () => {
    expect(resolveBoundaries("<body><p>x</p></body>")).toBe("<body><p>x</p></body>");
  });

  it("fails on a boundary whose content never completed", () => {
    const pending = streamed.replace('<script>$RC("B:1","S:1")</script>', "");
    expect(() => resolveBoundaries(pending)).toThrow(/B:1 has no completed content/);
  });

  it("fails on a shape it does not know instead of shipping half-resolved markup", () => {
    const unknown = streamed.replace("</body>", '<script>$RX("B:2")</script></body>');
    expect(() => resolveBoundaries(unknown)).toThrow(/streaming markup left/);
  });
});
