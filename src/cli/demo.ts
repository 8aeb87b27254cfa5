// `npm run demo`: the whole loop on a temporary copy of the example vault, with
// the offline classifier, told step by step (src/cli/demoStory.ts). Runs from
// dist/demo.cjs, so the repository root (with the built plugin) is one folder up.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { tellDemoStory } from "./demoStory";
import { version } from "../../package.json";

/** What `npm run demo -- --help` prints. */
const DEMO_USAGE = `Usage: npm run demo   (or: node dist/demo.cjs)

Runs the whole loop on a temporary copy of examples/vault with the offline
classifier, step by step: the agenda, processing, the proposals, accepting
them, migrating, where each went. Needs no network and no key; your own
vaults are not touched. It ends with how to open the demo vault in Obsidian.

Options:
  -h, --help   this text
  --version    the version`;

const repositoryRoot = nodePath.resolve(__dirname, "..");

async function main(): Promise<number> {
	return tellDemoStory({
		exampleVault: nodePath.join(repositoryRoot, "examples", "vault"),
		demoVault: await fs.mkdtemp(nodePath.join(os.tmpdir(), "annotation-memory-demo-")),
		pluginBuild: repositoryRoot,
		write: (text) => process.stdout.write(text),
		clock: () => new Date(),
	});
}

const asked = process.argv.slice(2);
if (asked.includes("--help") || asked.includes("-h")) process.stdout.write(`${DEMO_USAGE}\n`);
else if (asked.includes("--version")) process.stdout.write(`${version}\n`);
else void main().then((code) => {
	process.exitCode = code;
});
