import { lazy } from "../core/lazy";

/** What ./work.ts exports: the plugin's work, loaded on first use. */
export type Work = typeof import("./work");

/**
 * Loads ./work.ts on first call (the same promise after). esbuild bundles
 * it into main.js all the same, but behind a dynamic import it wraps those
 * modules in initialisers that run on this first call, not when Obsidian
 * evaluates main.js.
 */
export const loadWork: () => Promise<Work> = lazy(() => import("./work"));
