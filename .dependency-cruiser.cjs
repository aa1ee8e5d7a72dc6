/**
 * The layers of app/ and the direction of their imports (decision 206). Bottom to top:
 *   format, brand,    the format module, the brand and the i18n catalogue with its locale rules:
 *   i18n              import nothing of ours
 *   ui                the UI kit: the bottom layer only
 *   core              plain TypeScript domain rules: the bottom layer and core only; no React, Express or Node
 *   services          server-side services (database, providers, search flow, mail, jobs…): core and below
 *   features          screens, routes and HTTP routers of each capability: services, core, ui and below
 *   app root, server  root.tsx, routes.ts, entry.server.tsx and server/: the composition root, anything
 * Type-only imports are erased at build time and do not count. `npm run lint` runs this.
 */
const layer = (name) => `^app/${name}/`;
const BOTTOM = "^app/(format|brand|i18n)/";

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "No runtime import cycle between files.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      comment: "No import cycle between capability folders.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    {
      name: "bottom-imports-nothing",
      comment: "The format module and the brand import nothing of the app.",
      severity: "error",
      from: { path: BOTTOM },
      to: { path: "^app/", pathNot: BOTTOM },
    },
    {
      name: "ui-kit-stays-generic",
      comment: "The UI kit draws; it knows no domain, service or screen.",
      severity: "error",
      from: { path: layer("ui") },
      to: { path: "^app/", pathNot: [BOTTOM, layer("ui")] },
    },
    {
      name: "core-is-plain",
      comment: "The domain core imports only the core and the bottom layer.",
      severity: "error",
      from: { path: layer("core") },
      to: { path: "^app/", pathNot: [BOTTOM, layer("core")] },
    },
    {
      name: "core-has-no-framework",
      comment: "The domain core is plain TypeScript: no React, Express or Node built-ins.",
      severity: "error",
      from: { path: layer("core"), pathNot: "\\.test\\.tsx?$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "core-has-no-framework-packages",
      severity: "error",
      from: { path: layer("core") },
      to: { path: "node_modules/(react|react-dom|react-router|express|@react-router)/" },
    },
    {
      name: "services-below-features",
      comment: "Services never import a screen, route or router.",
      severity: "error",
      from: { path: layer("services") },
      to: { path: "^app/", pathNot: [BOTTOM, layer("core"), layer("services")] },
    },
    {
      name: "features-below-root",
      comment: "Features never import the app root or the server.",
      severity: "error",
      from: { path: layer("features") },
      to: { path: ["^app/[^/]+$", "^server/"] },
    },
    {
      name: "every-file-in-a-layer",
      comment: "A module of app/ lives in one of the layer folders (or is one of the root files).",
      severity: "error",
      from: {
        path: "^app/",
        pathNot: ["^app/(format|brand|i18n|ui|core|services|features)/", "^app/[^/]+$"],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.react-router/", "^build/", "^dist/", "\\.test\\.tsx?$"] },
    includeOnly: ["^app/", "^server/"],
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
