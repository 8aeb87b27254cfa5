/**
 * `annotation-memory eval`: any decider measured the way the outcome bench
 * measures the offline one. Every labelled annotation goes, one at a time,
 * through the real process pass on a scratch vault in memory (one request
 * per annotation for a model), and the note and Exchange.md afterwards are
 * scored against the label (see ./outcome.ts). Nothing is written to disk.
 */
import { createDecider } from "../../core/deciders";
import type { ExampleStore } from "../../core/deciders/examples/exampleStore";
import type { HttpPort, Sleep } from "../../core/ports";
import { plural } from "../../core/passes/reports";
import { resolveBaseUrl } from "../../core/settings/providers";
import type { Settings } from "../../core/settings";
import type { LearnedContext } from "../../core/types";
import type { LabelledLine } from "./labelled";
import type { SetupHints } from "../../core/deciders/llm/decider";
import { HARM_KINDS, harmsPer100, scoreAnnotation, tallyByLanguage, type HarmKind, type OutcomeTally, type ScoredAnnotation } from "./outcome";

/** What an eval run works with. */
export interface EvalRun {
	lines: readonly LabelledLine[];
	/** The vault's settings (or the defaults) with the command line's flags over them. */
	settings: Settings;
	apiKey: string | null;
	/** How messages tell the user to set a missing model or key. */
	setup?: SetupHints | undefined;
	http: HttpPort;
	sleep: Sleep;
	/** YYYY-MM-DD the passes run on. */
	today: string;
	/** `--yes`: send requests a paid provider charges for. */
	yes: boolean;
	json: boolean;
	/** The vault's rules, skills and memory (empty without a vault). */
	learned: () => Promise<LearnedContext>;
	/** The vault's learned review decisions, when its settings let the deciders learn from them. */
	examples?: ExampleStore;
	stdout: (text: string) => void;
	stderr: (text: string) => void;
}

/**
 * Whether the configured provider charges for requests, so that `eval` asks
 * for `--yes` first: Anthropic always (its API is paid, and a server that
 * speaks its wire is most likely a proxy to it); an OpenAI-compatible server
 * unless its base URL is on this computer or the local network (LM Studio,
 * llama.cpp, vLLM at home); never the offline decider or Ollama.
 */
export function chargesForRequests(settings: Pick<Settings, "provider" | "baseUrl">): boolean {
	switch (settings.provider) {
		case "offline":
		case "ollama":
			return false;
		case "anthropic":
			return true;
		case "openai":
			return !isLocalAddress(resolveBaseUrl("openai", settings.baseUrl));
	}
}

/** Whether a URL's host is this computer (localhost, 127.x, ::1) or a private network address (10.x, 172.16–31.x, 192.168.x). */
export function isLocalAddress(url: string): boolean {
	let host: string;
	try {
		host = new URL(url).hostname.toLowerCase();
	} catch {
		return false;
	}
	if (host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || host === "0.0.0.0") return true;
	const octets = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
	if (!octets) return false;
	const [first, second] = [Number(octets[1]), Number(octets[2])];
	return first === 127 || first === 10 || (first === 192 && second === 168) || (first === 172 && second >= 16 && second <= 31);
}

/** One harmed annotation, for the JSON report. */
interface HarmedLine {
	file: string;
	line: number;
	lang: string | null;
	label: { action: string; type: string };
	decided: { action: string; type: string } | null;
	harms: HarmKind[];
	proposal: string | null;
}

/** One group's figures (a language, or `all`), for the JSON report. */
interface GroupReport {
	annotations: number;
	actionAccuracy: number;
	typeAccuracy: number;
	/** Annotations the decider failed on (left as they were). */
	failed: number;
	harmsPer100: number;
	/** Harms of each kind, counted. */
	harms: Record<HarmKind, number>;
	/** Harms of each kind per 100 annotations. */
	harmsPer100ByKind: Record<HarmKind, number>;
}

/** Runs `eval`: asks first for a paid provider, scores every line, prints the figures; returns the exit status. */
export async function runEval(run: EvalRun): Promise<number> {
	const { settings, lines } = run;
	const where = settings.provider === "offline" ? "" : ` at ${resolveBaseUrl(settings.provider, settings.baseUrl)}`;
	if (chargesForRequests(settings)) {
		const count = `${plural(lines.length, "request")} to ${settings.provider}${where}${settings.model ? ` (model ${settings.model})` : ""}, one per annotation (a reply that is retried or repaired costs one more)`;
		if (run.apiKey === null || run.apiKey.trim() === "") {
			run.stderr(`annotation-memory: eval would send ${count}, and needs the API key in ANNOTATION_MEMORY_API_KEY. Nothing was sent.\n`);
			return 1;
		}
		if (!run.yes) {
			run.stderr(`annotation-memory: eval would send ${count}, which the provider may charge for. Nothing was sent; run it again with --yes to send them.\n`);
			return 1;
		}
		run.stderr(`Sending ${count}.\n`);
	}
	let requests = 0;
	const http: HttpPort = (request) => {
		requests++;
		return run.http(request);
	};
	const decider = createDecider(settings, { http, apiKey: run.apiKey, sleep: run.sleep, setup: run.setup });
	const scored: ScoredAnnotation[] = [];
	for (const { example } of lines) scored.push(await scoreAnnotation(example, { decider, today: run.today, settings, learned: run.learned, ...(run.examples ? { examples: run.examples } : {}) }));
	const tallies = tallyByLanguage(scored);
	const failures = scored.filter((one) => one.status === "failed" || one.status === "missing");
	if (run.json) {
		const groups = Object.fromEntries([...tallies].map(([key, tally]) => [key, groupReport(tally)]));
		const harmed: HarmedLine[] = scored.flatMap((one, index) =>
			one.harms.length === 0
				? []
				: [{ file: lines[index]!.file, line: lines[index]!.line, lang: one.example.lang ?? null, label: { action: one.example.action, type: one.example.type }, decided: one.decided, harms: one.harms, proposal: one.proposal }],
		);
		run.stdout(`${JSON.stringify({ decider: decider.name, provider: settings.provider, model: settings.provider === "offline" ? null : settings.model, today: run.today, files: [...new Set(lines.map((l) => l.file))], requests, groups, harmed })}\n`);
	} else {
		run.stdout(describeEval(decider.name, run.today, lines, tallies, requests));
	}
	if (failures.length > 0) {
		const first = failures[0]!;
		const at = lines[scored.indexOf(first)]!;
		run.stderr(`annotation-memory: the decider failed on ${plural(failures.length, "annotation")} of ${lines.length}; the first (${at.file}, line ${at.line}): ${first.message ?? "no decision"}\n`);
		return 1;
	}
	return 0;
}

function groupReport(tally: OutcomeTally): GroupReport {
	const per100 = (count: number): number => (tally.count === 0 ? 0 : round((100 * count) / tally.count));
	return {
		annotations: tally.count,
		actionAccuracy: round(tally.actionRight / tally.count, 4),
		typeAccuracy: round(tally.typeRight / tally.count, 4),
		failed: tally.failed,
		harmsPer100: round(harmsPer100(tally)),
		harms: { ...tally.harms },
		harmsPer100ByKind: Object.fromEntries(HARM_KINDS.map((kind) => [kind, per100(tally.harms[kind])])) as Record<HarmKind, number>,
	};
}

function round(value: number, digits = 2): number {
	const scale = 10 ** digits;
	return Math.round(value * scale) / scale;
}

/** How each harm kind is named in the printed table. */
const HARM_LABELS: Record<HarmKind, string> = {
	"open-item-ticked": "open item ticked",
	"done-item-moved": "done item moved",
	"correction-lost": "correction lost",
	"postponement-dropped": "postponement dropped",
	"keep-acted-on": "question/status acted on",
	"proposal-not-standalone": "proposal not standalone",
};

/** The printed report: one column per language and one for all, a row per figure. */
export function describeEval(decider: string, today: string, lines: readonly LabelledLine[], tallies: Map<string, OutcomeTally>, requests: number): string {
	const files = [...new Set(lines.map((line) => line.file))];
	const groups = [...tallies];
	const width = Math.max(7, ...groups.map(([key]) => key.length + 1));
	const labelWidth = 28;
	const row = (label: string, cell: (tally: OutcomeTally) => string): string => `${label.padEnd(labelWidth)}${groups.map(([, tally]) => cell(tally).padStart(width + 1)).join("")}`;
	const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)}%`;
	const per100 = (count: number, whole: number): string => ((100 * count) / whole).toFixed(2);
	const out = [
		`${plural(lines.length, "labelled annotation")} from ${files.join(", ")}, decided by the ${decider}, as of ${today}:`,
		"",
		`${"".padEnd(labelWidth)}${groups.map(([key]) => key.padStart(width + 1)).join("")}`,
		row("annotations", (t) => String(t.count)),
		row("action accuracy", (t) => percent(t.actionRight, t.count)),
		row("type accuracy", (t) => percent(t.typeRight, t.count)),
		row("decider failed", (t) => String(t.failed)),
		row("harms per 100", (t) => harmsPer100(t).toFixed(2)),
		...HARM_KINDS.map((kind) => row(`  ${HARM_LABELS[kind]}`, (t) => per100(t.harms[kind], t.count))),
		"",
		`Requests sent: ${requests}.${groups.some(([, t]) => harmsPer100(t) > 0) ? " With --json, each harmed annotation is listed by file and line." : ""}`,
	];
	return `${out.join("\n")}\n`;
}
