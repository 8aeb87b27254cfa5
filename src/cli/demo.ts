// `npm run demo`: the whole loop on a temporary copy of the example vault, with
// the offline classifier, told step by step (src/cli/demoStory.ts). Runs from
// dist/demo.cjs, so the repository root (with the built plugin) is one folder up.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { tellDemoStory } from "./demoStory";

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

void main().then((code) => {
	process.exitCode = code;
});
