import { defineConfig } from "eslint/config";
import obsidianmd from "eslint-plugin-obsidianmd";
import globals from "globals";

export default defineConfig([
	{ ignores: ["node_modules/", "dist/", "main.js", "examples/", "coverage/"] },
	...obsidianmd.configs.recommended,
	{
		languageOptions: {
			globals: { ...globals.browser },
			parserOptions: {
				projectService: { allowDefaultProject: ["eslint.config.mjs", "esbuild.config.mjs"] },
				tsconfigRootDir: import.meta.dirname,
			},
		},
	},
	{
		// The command line, tests and benchmark run on Node, never inside Obsidian.
		files: ["src/cli/**", "test/**", "bench/**", "vitest.config.ts", "esbuild.config.mjs"],
		languageOptions: { globals: { ...globals.node } },
		rules: {
			"obsidianmd/no-nodejs-modules": "off",
			"obsidianmd/prefer-window-timers": "off",
			"obsidianmd/no-global-this": "off",
			"import/no-nodejs-modules": "off",
		},
	},
]);
