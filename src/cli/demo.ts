// `npm run demo`: the whole loop on a temporary copy of the example vault,
// with the offline classifier: process, accept every proposal, migrate.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { fetchHttp, timerSleep } from "./http";
import { runCli, type CliEnvironment } from "./run";

const source = nodePath.resolve(__dirname, "..", "examples", "vault");

async function copyFolder(from: string, to: string): Promise<void> {
	await fs.cp(from, to, { recursive: true });
}

async function main(): Promise<number> {
	const vault = await fs.mkdtemp(nodePath.join(os.tmpdir(), "annotation-memory-demo-"));
	await copyFolder(source, vault);
	const io: CliEnvironment = {
		stdout: (text) => process.stdout.write(text),
		stderr: (text) => process.stderr.write(text),
		readStdin: () => Promise.resolve(""),
		env: {},
		http: fetchHttp,
		sleep: timerSleep,
	clock: () => new Date(),
	};
	const show = async (title: string, path: string) => {
		process.stdout.write(`\n── ${title} (${path}) ──\n${await fs.readFile(nodePath.join(vault, path), "utf8").catch(() => "(missing)\n")}`);
	};
	process.stdout.write(`Demo vault: ${vault}\n`);
	await show("Agenda before", "Agenda.md");

	process.stdout.write("\n$ annotation-memory process --vault <demo> --provider offline\n");
	let code = await runCli(["process", "--vault", vault, "--provider", "offline"], io);
	if (code !== 0) return code;
	await show("Agenda after process", "Agenda.md");

	const exchangePath = nodePath.join(vault, "Migration", "Exchange.md");
	const exchange = await fs.readFile(exchangePath, "utf8");
	await fs.writeFile(exchangePath, exchange.replace(/^- \[ \] Accept/gm, "- [x] Accept"));
	process.stdout.write("\n(ticked Accept on every proposal in Migration/Exchange.md)\n");

	process.stdout.write("\n$ annotation-memory migrate --vault <demo>\n");
	code = await runCli(["migrate", "--vault", vault], io);
	if (code !== 0) return code;
	await show("Memory", "Memory/Memory.md");
	await show("Rules", "Rules/agenda.md");
	await show("Skills", "Skills/agenda.md");
	await show("Exchange after migrate", "Migration/Exchange.md");

	process.stdout.write("\n$ annotation-memory status --vault <demo>\n");
	code = await runCli(["status", "--vault", vault], io);
	process.stdout.write(`\nThe demo vault stays at ${vault} for you to look at.\n`);
	return code;
}

void main().then((code) => {
	process.exitCode = code;
});
