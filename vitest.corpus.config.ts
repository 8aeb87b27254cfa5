import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/**
 * `npm run test:corpus`: the checks over every labelled annotation under
 * data/classifier (test/corpus/): retraining gives the shipped weights, the
 * data are well formed and split as declared, and the cue lists and the
 * model's features hold on every annotation. A few minutes on a 2-core
 * machine; CI runs it after `npm test`.
 */
export default defineConfig({
	// As in vitest.config.ts: the real `obsidian` package has types only; tests run against a small stub.
	resolve: { alias: { obsidian: fileURLToPath(new URL("./test/stubs/obsidian.ts", import.meta.url)) } },
	test: {
		include: ["test/corpus/**/*.test.ts"],
		// Hang guards only: retraining the model takes about a minute.
		testTimeout: 600_000,
		hookTimeout: 600_000,
	},
});
