import { catchEarlySends } from "./first-paint-catcher";

// What the page's head runs inline: the build compiles this file alone (scripts/inline-script.ts)
// and document-head.tsx writes the result into every page.
catchEarlySends();
