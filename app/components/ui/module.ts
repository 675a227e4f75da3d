/**
 * How a part of the page asks for its script, the one way for every part (GOV.UK Frontend's
 * `data-module`): its component renders `data-module="<name>"` on the part's root, and
 * app/layouts/modules.ts says which script that name starts, at once or after the first paint.
 */
export const MODULE_ATTR = "data-module";

/** Spread onto a part's root: `<div {...moduleAttr(FAQ_MODULE)}>`. */
export const moduleAttr = (name: string) => ({ [MODULE_ATTR]: name });

/**
 * Set by the page's script (initAll) on an element once its module has started on it: from
 * then on the part is its script's. Until then a form's Send is the first-paint catcher's.
 */
export const STARTED_ATTR = "data-module-started";

/**
 * The one "supported" signal (GOV.UK Frontend's `govuk-frontend-supported`): a class on `<html>`
 * set by the page's script as it starts, so every part's script is started or on its way.
 * Controls only a script can serve are shown by it (app.css); the catcher reads it to know a
 * held Send will be answered.
 */
export const SUPPORTED_CLASS = "scripts-supported";
