// Types for scripts/builds.mjs, imported by tests that need a build (apps/server/test/ssr.api.test.ts).
export function ensureWebBuild(): void;
export function ensureSsrBuild(): void;
export function ensureServerBuild(): Promise<void>;
