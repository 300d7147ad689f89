import { defineConfig } from "vitest/config";
import { localeParts } from "./apps/web/build/locale-parts.ts";

// This device's clock is in UTC for every test: a time of an event elsewhere names its zone
// (contract/datetime.ts), so what a test expects must not depend on the machine it runs on.
process.env.TZ = "UTC";

export default defineConfig({
  test: {
    projects: [
      {
        // The web's catalogs load in parts (apps/web/src/locales/parts.ts), as in its build.
        plugins: [localeParts()],
        test: {
          name: "unit",
          include: [
            "packages/contract/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "apps/web/build/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        // Screens rendered in jsdom with Testing Library: `*.test.tsx` beside the component.
        plugins: [localeParts()],
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // A screen's test clicks through several renders; on two busy cores that outlasts 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          // Races need concurrent connections: `*.pg.test.ts` run when the suite has a PostgreSQL
          // server (DATABASE_URL, as `.ci/run` does); PGlite's single connection cannot race.
          exclude: process.env.DATABASE_URL ? [] : ["apps/server/test/**/*.pg.test.ts"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          environment: "node",
          // CI runs this suite beside the PostgreSQL run and two browser shards on two cores: a test
          // of a mint or a command-line process that takes 5 s alone took over 30 s there.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
