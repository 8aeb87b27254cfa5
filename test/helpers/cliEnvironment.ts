import type { CliEnvironment } from "../../src/cli/run";
import { fetchHttp } from "../../src/cli/http";
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
