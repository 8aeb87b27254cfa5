// The release path a maintainer walks: `npm version patch` bumps package.json,
// manifest.json and versions.json together and tags the commit; the tag starts
// .github/workflows/release.yml, which tests, builds and attaches the three
// files Obsidian and BRAT install. Everything here runs locally, without network.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { parse as parseYaml } from "yaml";

const run = promisify(execFile);
const root = nodePath.resolve(__dirname, "..");
const RELEASED_FILES = ["main.js", "manifest.json", "styles.css"];
/** The command line, one file for Node 20: what a plugin user runs the MCP server or a pass with, without a clone. */
const STANDALONE_CLI = "annotation-memory.cjs";

interface WorkflowStep {
	name?: string;
	uses?: string;
	run?: string;
	env?: Record<string, string>;
}
interface Workflow {
	on: { push: { tags: string[] } };
	permissions: Record<string, string>;
	jobs: Record<string, { steps: WorkflowStep[] }>;
}

let scratch: string;
let workflow: Workflow;
let steps: WorkflowStep[];

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-release-test-"));
	workflow = parseYaml(await fs.readFile(nodePath.join(root, ".github/workflows/release.yml"), "utf8")) as Workflow;
	steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

const readJson = async (path: string) => JSON.parse(await fs.readFile(path, "utf8")) as Record<string, unknown>;

/** The environment without npm's own `npm_*` variables (this test may itself run under `npm test`). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {};
	for (const [key, value] of Object.entries(process.env)) if (!key.toLowerCase().startsWith("npm_")) env[key] = value;
	return { ...env, GIT_AUTHOR_NAME: "Release Test", GIT_AUTHOR_EMAIL: "release@test.invalid", GIT_COMMITTER_NAME: "Release Test", GIT_COMMITTER_EMAIL: "release@test.invalid", ...extra };
}

/** A copy of what the version bump touches, in a folder of its own. */
async function versionFilesCopy(): Promise<string> {
	const dir = await fs.mkdtemp(nodePath.join(scratch, "repo-"));
	for (const file of ["package.json", "manifest.json", "versions.json", ".npmrc", "scripts/version-bump.mjs"]) {
		await fs.mkdir(nodePath.dirname(nodePath.join(dir, file)), { recursive: true });
		await fs.copyFile(nodePath.join(root, file), nodePath.join(dir, file));
	}
	return dir;
}

async function setPackageVersion(dir: string, version: string): Promise<void> {
	const pkg = await readJson(nodePath.join(dir, "package.json"));
	pkg.version = version;
	await fs.writeFile(nodePath.join(dir, "package.json"), JSON.stringify(pkg, null, 2));
}

/** GitHub's filter pattern for tags (`*`, `?`, `+`, `[…]`; every other character literal) as a regex. */
function tagFilter(pattern: string): RegExp {
	let source = "";
	for (let i = 0; i < pattern.length; i++) {
		const c = pattern[i]!;
		if (c === "[") {
			const end = pattern.indexOf("]", i);
			source += pattern.slice(i, end + 1);
			i = end;
		} else if (c === "*") source += "[^/]*";
		else if (c === "?" || c === "+") source += c;
		else source += c.replace(/[.^$|(){}\\]/g, "\\$&");
	}
	return new RegExp(`^${source}$`);
}

describe("version bump (scripts/version-bump.mjs, the npm `version` script)", () => {
	it("moves manifest.json to package.json's version and maps it to minAppVersion in versions.json", async () => {
		const dir = await versionFilesCopy();
		const manifestBefore = await readJson(nodePath.join(dir, "manifest.json"));
		const versionsBefore = await readJson(nodePath.join(dir, "versions.json"));
		await setPackageVersion(dir, "3.4.5");

		await run(process.execPath, ["scripts/version-bump.mjs"], { cwd: dir, env: cleanEnv() });

		const manifest = await readJson(nodePath.join(dir, "manifest.json"));
		const versions = await readJson(nodePath.join(dir, "versions.json"));
		expect(manifest).toEqual({ ...manifestBefore, version: "3.4.5" });
		expect(versions).toEqual({ ...versionsBefore, "3.4.5": manifestBefore.minAppVersion });
	});

	it("refuses a version that is not x.y.z and leaves both files as they were", async () => {
		const dir = await versionFilesCopy();
		await setPackageVersion(dir, "next");
		const before = await Promise.all(["manifest.json", "versions.json"].map((f) => fs.readFile(nodePath.join(dir, f), "utf8")));

		const failure = await run(process.execPath, ["scripts/version-bump.mjs"], { cwd: dir, env: cleanEnv() }).then(
			() => null,
			(error: { code: number; stderr: string }) => error,
		);

		expect(failure?.code).toBe(1);
		expect(failure?.stderr).toMatch(/not x\.y\.z/);
		expect(await Promise.all(["manifest.json", "versions.json"].map((f) => fs.readFile(nodePath.join(dir, f), "utf8")))).toEqual(before);
	});

	it("`npm version patch` commits all three files and makes a tag the release workflow starts on", async () => {
		const dir = await versionFilesCopy();
		const env = cleanEnv();
		await run("git", ["init", "-q"], { cwd: dir, env });
		await run("git", ["add", "-A"], { cwd: dir, env });
		await run("git", ["commit", "-qm", "start"], { cwd: dir, env });
		const [major, minor, patch] = String((await readJson(nodePath.join(dir, "package.json"))).version).split(".").map(Number);
		const next = `${major}.${minor}.${patch! + 1}`;

		await run("npm", ["version", "patch"], { cwd: dir, env });

		const { stdout: tags } = await run("git", ["tag"], { cwd: dir, env });
		expect(tags.trim()).toBe(next);
		const { stdout: changed } = await run("git", ["diff-tree", "--no-commit-id", "--name-only", "-r", `${next}^{commit}`], { cwd: dir, env });
		expect(changed.trim().split("\n").sort()).toEqual(["manifest.json", "package.json", "versions.json"]);
		expect((await readJson(nodePath.join(dir, "manifest.json"))).version).toBe(next);
		expect((await readJson(nodePath.join(dir, "versions.json")))[next]).toBe((await readJson(nodePath.join(dir, "manifest.json"))).minAppVersion);
		expect(workflow.on.push.tags.some((pattern) => tagFilter(pattern).test(next))).toBe(true);
	});
});

describe("release workflow (.github/workflows/release.yml)", () => {
	it("starts on plain x.y.z tags, as Obsidian wants them, and not on v-prefixed ones", () => {
		const starts = (tag: string) => workflow.on.push.tags.some((pattern) => tagFilter(pattern).test(tag));
		expect(starts("1.2.3")).toBe(true);
		expect(starts("1.2.3-beta.1")).toBe(true);
		expect(starts("v1.2.3")).toBe(false);
		expect(starts("latest")).toBe(false);
	});

	it("installs from the lockfile, tests and builds, in that order, before it publishes", () => {
		const commands = steps.map((step) => step.run?.trim() ?? "");
		const install = commands.indexOf("npm ci");
		const test = commands.indexOf("npm test");
		const build = commands.indexOf("npm run build");
		const publish = commands.findIndex((command) => command.includes("gh release create"));
		expect(install).toBeGreaterThanOrEqual(0);
		expect(install).toBeLessThan(test);
		expect(test).toBeLessThan(build);
		expect(build).toBeLessThan(publish);
		expect(workflow.permissions.contents).toBe("write");
	});

	it("attaches exactly main.js, manifest.json, styles.css and the standalone command line to the release", () => {
		const publish = steps.find((step) => step.run?.includes("gh release create"))!;
		const command = publish.run!.replace(/\\\n/g, " ").split("\n").find((line) => line.includes("gh release create"))!;
		const words = command.trim().split(/\s+/);
		const files = words.filter((word) => !word.startsWith("-") && !word.startsWith("$") && !word.startsWith('"') && /\.\w+$/.test(word));
		expect(files).toEqual([...RELEASED_FILES, STANDALONE_CLI]);
	});

	it("names the built command line annotation-memory.cjs after the build, and that file runs alone, outside the repository", async () => {
		const commands = steps.map((step) => step.run?.trim() ?? "");
		const name = steps.find((step) => step.run?.includes(STANDALONE_CLI) && !step.run.includes("gh release"))!;
		expect(commands.indexOf(name.run!.trim())).toBeGreaterThan(commands.indexOf("npm run build"));
		const outside = await fs.mkdtemp(nodePath.join(scratch, "standalone-"));
		await fs.mkdir(nodePath.join(outside, "dist"));
		await fs.copyFile(nodePath.join(root, "dist/cli.cjs"), nodePath.join(outside, "dist/cli.cjs"));
		await run("bash", ["-c", name.run!], { cwd: outside, env: cleanEnv() });
		await fs.rm(nodePath.join(outside, "dist"), { recursive: true });
		const { stdout } = await run(process.execPath, [nodePath.join(outside, STANDALONE_CLI), "--help"], { cwd: outside, env: cleanEnv() });
		expect(stdout).toMatch(/\bmcp\b/);
	});

	it("pins every action it uses to a full commit", () => {
		const used = steps.filter((step) => step.uses).map((step) => step.uses!);
		expect(used.length).toBeGreaterThan(0);
		for (const action of used) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
	});

	it("refuses a tag that is not the version of package.json, manifest.json and versions.json", async () => {
		const check = steps.find((step) => step.env?.TAG && step.run?.includes("manifest.json") && !step.run.includes("gh release"))!;
		const version = String((await readJson(nodePath.join(root, "package.json"))).version);
		const runCheck = (tag: string) =>
			run("bash", ["-c", check.run!], { cwd: root, env: cleanEnv({ TAG: tag }) }).then(
				() => 0,
				(error: { code: number }) => error.code,
			);
		expect(await runCheck(version)).toBe(0);
		expect(await runCheck(`${version}9`)).toBe(1);
	});

	it("its build step, run here, produces the three files, and manifest.json carries package.json's version", async () => {
		const build = steps.find((step) => step.run?.trim() === "npm run build")!;
		// Whole seconds: some file systems keep coarse modification times.
		const started = Math.floor(Date.now() / 1000) * 1000;
		await run("bash", ["-c", build.run!], { cwd: root, env: cleanEnv() });
		for (const file of RELEASED_FILES) expect((await fs.stat(nodePath.join(root, file))).size).toBeGreaterThan(0);
		// main.js is made by this build, not left over from an earlier one.
		expect((await fs.stat(nodePath.join(root, "main.js"))).mtimeMs).toBeGreaterThanOrEqual(started);
		const manifest = await readJson(nodePath.join(root, "manifest.json"));
		const pkg = await readJson(nodePath.join(root, "package.json"));
		expect(manifest.version).toBe(pkg.version);
		expect((await readJson(nodePath.join(root, "versions.json")))[String(pkg.version)]).toBe(manifest.minAppVersion);
		// A plugin bundle: Obsidian's own module stays outside it, provided at load time.
		const bundle = await fs.readFile(nodePath.join(root, "main.js"), "utf8");
		expect(bundle).toMatch(/require\("obsidian"\)/);
		// Obsidian's plugin review flags eval and new Function: main.js has neither.
		expect(bundle).not.toMatch(/\beval\(|\)\s*\('this'\)|new Function\(/);
	});
});
