import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/**
 * Test files that mock a module (vi.mock) or run in another environment
 * than Node's: each keeps a module graph of its own, as every file did before.
 */
const ISOLATED = ["test/obsidian/screenshots.test.ts"];

/**
 * `npm test`: unit, fixture, property, loopback and CLI tests, under two
 * minutes on a 2-core machine. The corpus-scale checks (test/corpus/) are
 * `npm run test:corpus` (vitest.corpus.config.ts).
 */
export default defineConfig({
	resolve: {
		// The real `obsidian` package has types only; tests run the plugin against a small stub.
		alias: { obsidian: fileURLToPath(new URL("./test/stubs/obsidian.ts", import.meta.url)) },
	},
	test: {
		// Hang guards only, never a verdict: the slowest test takes some seconds, on a busy machine several times that.
		testTimeout: 60_000,
		hookTimeout: 60_000,
		// Two workers, not vitest's one on 2 cores: the command-line tests spend much of their time waiting for a
		// spawned process or a loopback reply, and `npm test` must stay under two minutes (docs/development.md).
		maxWorkers: 2,
		projects: [
			{
				extends: true,
				test: {
					name: "shared",
					include: ["test/**/*.test.ts"],
					exclude: ["test/corpus/**", "**/node_modules/**", ...ISOLATED],
					// One worker imports the code once for all the test files it runs, instead of once a file: a third less
					// time. Each file still starts with the Obsidian stub, timers and globals fresh (test/setup.ts).
					isolate: false,
					setupFiles: ["test/setup.ts"],
					// Builds the command-line bundle the spawning tests run, once for the whole run.
					globalSetup: ["test/globalSetup.ts"],
				},
			},
			{ extends: true, test: { name: "isolated", include: ISOLATED } },
		],
	},
});
