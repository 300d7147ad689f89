import { createRequire } from "node:module";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/compress.ts";
import { firstLoad } from "./build/first-load.ts";
import { localeParts } from "./build/locale-parts.ts";

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const require = createRequire(import.meta.url);

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), localeParts(), firstLoad(), precompress()],
  define: {
    // The optional IP-country lookup is configured by the same variable as the server's CSP.
    "import.meta.env.VITE_GEO_LOOKUP_URL": JSON.stringify(process.env.GEO_LOOKUP_URL ?? ""),
    // The server render bundles its packages (below): React's production build, whatever the
    // server's NODE_ENV (the browser build has this from Vite already).
    ...(isSsrBuild && mode === "production" ? { "process.env.NODE_ENV": JSON.stringify("production") } : {}),
  },
  // The server's render of the first screens (src/entry-server.tsx → dist-ssr/) bundles everything
  // it imports, npm packages too: loaded from node_modules they were React's development build
  // (the server does not run with NODE_ENV=production), twice the memory and slower renders.
  // viem, qrcode and qr-scanner (the wallet, the QR and the camera, none of them on a first screen)
  // stay outside: bundling viem alone cost the build a second.
  ssr: { noExternal: true },
  resolve: {
    // React Router's exports map only points at its development build; production builds
    // use the production one (no dev warnings, much smaller).
    alias:
      mode === "production"
        ? [
            {
              find: /^react-router$/,
              replacement: require
                .resolve("react-router")
                .replace(/dist[\\/]development[\\/]index\.m?js$/, "dist/production/index.mjs"),
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    // The sandbox's hosted checkout page is the server's too (PAYMENTS=sandbox).
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/sandbox": { target: apiTarget, changeOrigin: false },
      // IDENTITY=nice: the page that posts the browser to NICE's window.
      "/identity": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: "es2022",
    // The public files are the browser build's (dist/); the server render needs none.
    copyPublicDir: !isSsrBuild,
    // The browser's build keeps its maps (readable stacks in DevTools); the server render's would
    // go unread, as the server runs without --enable-source-maps.
    sourcemap: !isSsrBuild,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules it names; React stays with the entry.
          includeDependenciesRecursively: false,
          groups: [
            // TanStack Query came as seven small chunks, each a request of its own before a
            // screen with server state could render; the start view does not load it at all.
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]app[\\/]query-client\.tsx$/,
            },
            // The sell, listing and sales screens share most of their code: one chunk, not eight.
            { name: "resale", test: /src[\\/]features[\\/]resale[\\/]/ },
          ],
        },
      },
    },
  },
}));
