/**
 * The layers, checked by `npm run lint` (docs/architecture.md says why). Server, low to high:
 * lib → db → integrations, jobs, policies → modules → workers → plugins → app/main.
 * Web: lib, components, stores → features (each only itself) → app.
 */
const SERVER = "^apps/server/src/";
const WEB = "^apps/web/src/";

/** A server layer may not import from these. */
const serverLayer = (name, from, forbidden, comment) => ({
  name,
  comment,
  severity: "error",
  from: { path: `${SERVER}${from}`, pathNot: "\\.test\\.ts$" },
  to: { path: forbidden.map((f) => `${SERVER}${f}`) },
});

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "Imports go one way: a cycle means two files (or modules) each need the other.",
      severity: "error",
      from: { pathNot: "\\.test\\.tsx?$" },
      to: { circular: true },
    },
    serverLayer(
      "lib-is-lowest",
      "lib/",
      [
        "db/",
        "integrations/",
        "jobs/",
        "policies/",
        "modules/",
        "workers/",
        "plugins/",
        "seed/",
        "app\\.ts",
        "main\\.ts",
      ],
      "lib/ holds pure helpers: no database, no modules.",
    ),
    serverLayer(
      "db-below-modules",
      "db/(?!seed/)",
      ["integrations/", "jobs/", "policies/", "modules/", "workers/", "plugins/", "app\\.ts", "main\\.ts"],
      "db/ (schema, client, queries) knows no use case.",
    ),
    serverLayer(
      "integrations-below-modules",
      "integrations/",
      ["jobs/", "policies/", "modules/", "workers/", "plugins/", "app\\.ts", "main\\.ts"],
      "An adapter serves use cases; it never calls one.",
    ),
    serverLayer(
      "jobs-are-queue-names",
      "jobs/",
      ["policies/", "modules/", "workers/", "plugins/", "app\\.ts", "main\\.ts"],
      "jobs/ holds queue names and enqueue: low enough for any module; the handlers live in workers/.",
    ),
    serverLayer(
      "policies-below-modules",
      "policies/",
      ["jobs/", "modules/", "workers/", "plugins/", "app\\.ts", "main\\.ts"],
      "A policy answers one question from the data; use cases ask it.",
    ),
    serverLayer(
      "modules-below-workers",
      "modules/",
      ["workers/", "plugins/", "db/seed/", "app\\.ts", "main\\.ts"],
      "Use cases and thin routes; the session guard is modules/sessions/require-user.ts.",
    ),
    serverLayer(
      "workers-below-plugins",
      "workers/",
      ["plugins/", "app\\.ts", "main\\.ts"],
      "Workers call use cases; plugins register them.",
    ),
    serverLayer(
      "seed-writes-data",
      "db/seed/",
      ["modules/", "workers/", "plugins/", "app\\.ts"],
      "The seed writes through plain inserts.",
    ),
    {
      name: "features-stay-apart",
      comment:
        "A feature imports only components/, lib/, stores/, the contract and itself: a piece two features need moves down.",
      severity: "error",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: [`${WEB}features/$1/`] },
    },
    {
      name: "shared-web-code-below-features",
      comment: "components/, lib/ and stores/ are shared by features, so they never import one (or the app).",
      severity: "error",
      from: { path: `${WEB}(components|lib|stores)/` },
      to: { path: [`${WEB}features/`, `${WEB}app/`] },
    },
    {
      name: "features-below-app",
      comment: "The app (router, layouts) composes features; features never import it.",
      severity: "error",
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
    moduleSystems: ["es6"],
  },
};
