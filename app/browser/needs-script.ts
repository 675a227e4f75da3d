/**
 * The class of a control only a script can serve (the carousel's arrows, the blog's search
 * box): hidden until the page's script has started (it gives `<html>` the one "supported"
 * class, `scripts-supported`, see app/layouts/init-all.ts), so a script that is blocked, fails to
 * load or errors leaves no dead control on screen; with script switched off it takes no room at
 * all. The rules are in app/app.css, unlayered. A class, not a data attribute: the critical-CSS
 * step reads `data-*` as a state set after the paint (scripts/critical-css.ts) and would not
 * match the rule to the page.
 */
export const NEEDS_SCRIPT = "needs-script";
