/** A module compiled to one inline script at build (scripts/inline-script.ts): its text. */
declare module "*?inline-script" {
  const script: string;
  export default script;
}
