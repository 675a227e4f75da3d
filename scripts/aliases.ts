import { fileURLToPath } from "node:url";

const at = (dir: string) => fileURLToPath(new URL(`../${dir}`, import.meta.url));

/** Import aliases shared by Vite, Vitest and tsconfig `paths` (keep the three in step). */
export const aliases = {
  "~": at("app"),
  "@lib": at("lib"),
  "@content": at("content"),
  "@server": at("server"),
};
