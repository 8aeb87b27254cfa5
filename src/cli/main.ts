import { fetchHttp, timerSleep } from "./http";
import { runCli } from "./run";

async function readStdin(): Promise<string> {
	if (process.stdin.isTTY) return "";
	const chunks: Buffer[] = [];
	for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString("utf8");
}

void runCli(process.argv.slice(2), {
	stdout: (text) => process.stdout.write(text),
	stderr: (text) => process.stderr.write(text),
	readStdin,
	env: process.env,
	http: fetchHttp,
	sleep: timerSleep,
	clock: () => new Date(),
}).then((code) => {
	process.exitCode = code;
});
