import { spawn } from "node:child_process";
import { buildDir, buildWhenStale } from "./build";
import { serverEntry } from "./build-server";

// `npm start`: build when the output is missing or older than the sources, then serve it with
// the same command as production (`npm run serve`, the image's CMD): compiled JavaScript on
// this Node, no loader.
console.log("start: checking the build…");
if (await buildWhenStale()) console.log("start: built");
const server = spawn(process.execPath, ["--enable-source-maps", serverEntry(buildDir)], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
