import { defineConfig } from "vitest/config";
import { aliases } from "./scripts/aliases.ts";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["{app,lib,content,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
  },
});
