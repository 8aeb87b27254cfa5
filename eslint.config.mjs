import { defineConfig } from "eslint/config";
import obsidianmd from "eslint-plugin-obsidianmd";
import globals from "globals";
import { builtinModules } from "node:module";

export default defineConfig([
	{ ignores: ["node_modules/", "dist/", "main.js", "examples/", "coverage/"] },
	...obsidianmd.configs.recommended,
	{
		languageOptions: {
			globals: { ...globals.browser },
			parserOptions: {
				projectService: { allowDefaultProject: ["eslint.config.mjs", "esbuild.config.mjs", "scripts/*.mjs"] },
				tsconfigRootDir: import.meta.dirname,
			},
		},
	},
	{
		// TypeScript checks names itself; ESLint's no-undef does not know ambient types such as NodeJS.
		files: ["**/*.ts"],
		rules: { "no-undef": "off" },
	},
	{
		// The core is plain TypeScript: the plugin and the command line are adapters over it, never the other way round.
		files: ["src/core/**/*.ts"],
		rules: {
			"no-restricted-imports": [
				"error",
				{
					paths: ["obsidian", "electron", ...builtinModules].map((name) => ({ name, message: "src/core stays free of Obsidian and Node: talk to the world through a port (src/core/ports.ts)." })),
					patterns: [
						{ regex: "^node:", message: "src/core stays free of Node: talk to the world through a port (src/core/ports.ts)." },
						{ regex: "(^|/)(obsidian|cli|main)(/|$)", message: "src/core never imports an adapter (src/obsidian, src/cli, src/main.ts)." },
					],
				},
			],
		},
	},
	{
		// The command line, tests, benchmark and release scripts run on Node, never inside Obsidian.
		files: ["src/cli/**", "test/**", "bench/**", "scripts/**", "vitest.config.ts", "vitest.corpus.config.ts", "esbuild.config.mjs", "eslint.config.mjs"],
		languageOptions: { globals: { ...globals.node } },
		rules: {
			"obsidianmd/no-nodejs-modules": "off",
			"obsidianmd/prefer-window-timers": "off",
			"obsidianmd/no-global-this": "off",
			"import/no-nodejs-modules": "off",
			// Printing is the command line's and the benchmark's job.
			"obsidianmd/rule-custom-message": "off",
			// The command line reads the plugin's data.json where the design contract fixes it; there is no Vault#configDir outside Obsidian.
			"obsidianmd/hardcoded-config-path": "off",
		},
	},
]);
