/**
 * `npm run dev`: the Vite dev server (hot reload) on PORT (default 5173) with the API behind it:
 * the API runs here on API_PORT (default 3001) and Vite proxies /api and /uploads to it
 * (vite.config.ts). Pages, the no-JavaScript form pages included, are Vite's to render; a form's
 * action reaches the API through that proxy (app/forms/page-post.server.ts).
 */
import { spawn } from "node:child_process";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

const apiPort = Number(process.env.API_PORT || 3001);
const config = loadConfig({ ...process.env, PORT: String(apiPort), BUILD_DIR: "./build/dev-none" });
const api = await buildApp(config);
await api.listen({ port: apiPort, host: config.HOST });

const vite = spawn(
  "npx",
  ["react-router", "dev", "--host", config.HOST, "--port", process.env.PORT || "5173"],
  {
    stdio: "inherit",
    env: { ...process.env, API_PORT: String(apiPort) },
  },
);
const stop = async () => {
  vite.kill("SIGTERM");
  await api.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
vite.on("exit", (code) => {
  void api.close().then(() => process.exit(code ?? 0));
});
