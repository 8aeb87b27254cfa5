import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
	resolve: {
		// The real `obsidian` package has types only; tests run the plugin against a small stub.
		alias: { obsidian: fileURLToPath(new URL("./test/stubs/obsidian.ts", import.meta.url)) },
	},
	test: {
		include: ["test/**/*.test.ts"],
		testTimeout: 20000,
	},
});
