/**
 * One cold start of the plugin, run by bench/startup.ts in a fresh `node`
 * process (built to dist/startupChild.cjs): main.js is evaluated the way
 * Obsidian does it, as the body of a `function (require, module, exports)`
 * whose `require("obsidian")` answers with the stub, then its plugin's
 * `onload` is awaited. Then the first real use: "Process annotations now" on
 * a small agenda, timed until its result notice, which pays for loading
 * what startup deferred. Prints one JSON line (see ColdStart in ../startup.ts).
 */
import { readFileSync } from "node:fs";
import { fakeApp, forgiving, noticeListeners, obsidianStub, type Plugin } from "./obsidianStub";

/** The plugin main.js exports: the stub's Plugin with an `onload` of its own, which is async. */
type LoadingPlugin = Omit<Plugin, "onload"> & { onload(): Promise<void> | void };

/** The only module main.js may require (test/obsidian/bundle.test.ts holds it to that). */
function requireObsidian(name: string): unknown {
	if (name === "obsidian") return obsidianStub;
	throw new Error(`main.js requires "${name}": only "obsidian" exists inside Obsidian`);
}

async function coldStart(mainPath: string): Promise<void> {
	installDocumentStub();
	// Obsidian reads the file before it evaluates it; reading is not the plugin's cost.
	const code = readFileSync(mainPath, "utf8");
	const module = { exports: {} as { default?: unknown } };
	const started = performance.now();
	// eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating main.js as Obsidian does is the point
	const evaluate = new Function("require", "module", "exports", code) as (require: typeof requireObsidian, module: object, exports: object) => void;
	evaluate(requireObsidian, module, module.exports);
	const evaluated = performance.now();
	const PluginClass = (module.exports.default ?? module.exports) as new (app: unknown, manifest: unknown) => LoadingPlugin;
	const plugin = new PluginClass(fakeApp({ "Agenda.md": SMALL_AGENDA }), { id: "annotation-memory", name: "Annotation Memory", version: "0.0.0", dir: ".obsidian/plugins/annotation-memory" });
	await plugin.onload();
	const loaded = performance.now();
	const firstUseMs = await firstProcessPass(plugin);
	console.log(JSON.stringify({ evaluationMs: evaluated - started, onloadMs: loaded - evaluated, registered: plugin.registered.length, firstUseMs }));
}

/** A small agenda with three annotations the offline classifier decides: a completion, a postponement and a fact. */
const SMALL_AGENDA = [
	"# Today",
	"",
	"- [ ] Pay rent",
	"> done",
	"- [ ] Call the bank",
	"> next week",
	"- [ ] Call parents (last call weeks ago)",
	"> that's wrong — I called them two days ago",
	"",
].join("\n");

/** Runs "Process annotations now" as the palette would and waits for the notice it ends with; milliseconds. */
async function firstProcessPass(plugin: LoadingPlugin): Promise<number> {
	const command = plugin.registered.find((thing): thing is { id: string; callback: () => void } => (thing as { id?: string }).id === "process-annotations");
	if (!command) throw new Error("no process-annotations command");
	const started = performance.now();
	const ended = new Promise<{ at: number; message: string }>((resolve) =>
		noticeListeners.push((message) => {
			if (!message.endsWith("…")) resolve({ at: performance.now(), message });
		}),
	);
	command.callback();
	const { at, message } = await ended;
	// A pass that failed fast would flatter the figure.
	if (!message.startsWith("3 annotations")) throw new Error(`the first process pass ended with "${message}"`);
	return at - started;
}

/** micromark's entity decoder (decode-named-character-reference, its browser build) makes an element when it loads. */
function installDocumentStub(): void {
	if (typeof document === "undefined") Object.assign(globalThis, { document: forgiving({ createElement: () => forgiving({}) }) });
	// The passes' progress notice starts its clock with window.setTimeout.
	if (typeof window === "undefined") Object.assign(globalThis, { window: globalThis });
}

coldStart(process.argv[2] ?? "main.js").catch((error: unknown) => {
	// The message only: a stack through minified main.js is one line of many kilobytes.
	console.error(`startup benchmark: ${error instanceof Error ? error.message : String(error)}`);
	process.exit(1);
});
