import { fetchHttp, timerSleep } from "./http";
import { runCli } from "./run";

async function readStdin(): Promise<string> {
	if (process.stdin.isTTY) return "";
	const chunks: Buffer[] = [];
	for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString("utf8");
}

let interrupted = false;

void runCli(process.argv.slice(2), {
	stdout: (text) => process.stdout.write(text),
	stderr: (text) => process.stderr.write(text),
	readStdin,
	env: process.env,
	http: fetchHttp,
	sleep: timerSleep,
	clock: () => new Date(),
	// The first Ctrl+C stops a run cleanly (no further request, nothing written for the rest); a second one ends the process at once.
	onInterrupt(listener) {
		const onSignal = () => {
			process.removeListener("SIGINT", onSignal);
			process.once("SIGINT", () => process.exit(130));
			interrupted = true;
			listener();
		};
		process.on("SIGINT", onSignal);
		return () => process.removeListener("SIGINT", onSignal);
	},
}).then((code) => {
	process.exitCode = code;
	// A stopped run's last request may still be on its way: its reply is discarded, and not waited for.
	if (interrupted) process.exit(code);
});
