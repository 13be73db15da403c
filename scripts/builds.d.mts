// Types for scripts/builds.mjs, imported by tests that need a build (apps/server/test/ssr.api.test.ts).
export function ensureWebBuild(): void;
export function ensureAdminBuild(): void;
export function ensureSsrBuild(): void;
export function ensureServerBuild(): Promise<void>;

/** A build lock held by this process: the lock directory (with its pid inside) and how long taking it waited. */
export interface BuildLock {
  dir: string;
  waitedMs: number;
}
export function acquireBuildLock(name: string, options?: { lockRoot?: string; log?: (line: string) => void }): BuildLock;
export function releaseBuildLock(lock: BuildLock): void;
