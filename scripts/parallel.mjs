// Runs npm scripts side by side and fails when any fails: `npm test` type-checks,
// lints and runs the tests at once (`node scripts/parallel.mjs typecheck lint
// test:unit`), so the tests need not wait for the checks on a 2-core machine.
// Each script's output is printed whole when it ends, never interleaved.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) {
	console.error("usage: node scripts/parallel.mjs SCRIPT...");
	process.exit(2);
}

/** npm itself, as the npm that started this script runs it (a plain `npm` needs a shell on Windows). */
const npm = process.env.npm_execpath ? { command: process.execPath, args: [process.env.npm_execpath] } : { command: "npm", args: [], shell: true };

/** Runs `npm run <name>`; resolves with its exit code once its output is printed. */
function run(name) {
	return new Promise((resolve) => {
		const chunks = [];
		const child = spawn(npm.command, [...npm.args, "run", name], { stdio: ["ignore", "pipe", "pipe"], shell: npm.shell ?? false });
		child.stdout.on("data", (chunk) => chunks.push(chunk));
		child.stderr.on("data", (chunk) => chunks.push(chunk));
		child.on("error", (error) => chunks.push(Buffer.from(`${error.message}\n`)));
		child.on("close", (code) => {
			process.stdout.write(Buffer.concat(chunks));
			resolve(code ?? 1);
		});
	});
}

const codes = await Promise.all(names.map(run));
const failed = names.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
	console.error(`Failed: ${failed.map((name) => `npm run ${name}`).join(", ")}`);
	process.exit(1);
}
