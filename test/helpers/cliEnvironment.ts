import { runCli, type CliEnvironment } from "../../src/cli/run";
import { fetchHttp, timerSleep } from "../../src/cli/http";
import { noWait } from "./loopbackServer";

/** A command-line environment that records what is printed, with no waiting and a fixed clock; fields may be replaced. */
export function cliEnvironment(overrides: Partial<CliEnvironment> = {}): CliEnvironment & { out: string; err: string } {
	const recorded = {
		out: "",
		err: "",
		stdout: (text: string) => void (recorded.out += text),
		stderr: (text: string) => void (recorded.err += text),
		readStdin: () => Promise.resolve(""),
		env: {},
		http: fetchHttp,
		sleep: noWait,
		clock: () => new Date(2026, 10, 22, 9, 15),
		...overrides,
	};
	return recorded;
}

/** What one command line run ended with: its exit status and everything it printed. */
export interface CliRun {
	code: number;
	stdout: string;
	stderr: string;
}

/**
 * Runs the command line in this process, through the same entry the built
 * bundle's main.ts calls, with real files, real HTTP, real waits and the real
 * clock; `env` is the whole environment it sees, `input` its standard input. For table-like cases: a
 * spawned run costs a Node start and a 2 MB bundle each, and a few spawns per
 * file already prove the process itself (exit codes, stderr, environment).
 */
export async function runCliInProcess(args: string[], env: Record<string, string | undefined>, input = ""): Promise<CliRun> {
	const io = cliEnvironment({ env, readStdin: () => Promise.resolve(input), sleep: timerSleep, clock: () => new Date() });
	const code = await runCli(args, io);
	return { code, stdout: io.out, stderr: io.err };
}
