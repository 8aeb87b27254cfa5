// `npm version patch|minor|major` runs this (the "version" script) after it has
// bumped package.json and before it commits and tags: manifest.json gets the
// same version, and versions.json maps it to manifest.json's minAppVersion, so
// Obsidian offers each release only to the app versions it supports.
// Works in the current folder, so a test can run it on a copy.
import { readFileSync, writeFileSync } from "node:fs";

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** @param {string} path */
function readJson(path) {
	return JSON.parse(readFileSync(path, "utf8"));
}

// Two-space JSON with a final newline, as the files are written by hand.
/** @param {string} path @param {unknown} value */
function writeJson(path, value) {
	writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

// package.json is the source of truth: npm has already written the new version there.
const version = readJson("package.json").version;
if (typeof version !== "string" || !SEMVER.test(version)) {
	process.stderr.write(`version-bump: package.json's version ${JSON.stringify(version)} is not x.y.z; manifest.json and versions.json are unchanged.\n`);
	process.exit(1);
}

const manifest = readJson("manifest.json");
const { minAppVersion } = manifest;
if (typeof minAppVersion !== "string" || minAppVersion === "") {
	process.stderr.write("version-bump: manifest.json has no minAppVersion; manifest.json and versions.json are unchanged.\n");
	process.exit(1);
}

const versions = readJson("versions.json");
manifest.version = version;
versions[version] = minAppVersion;
writeJson("manifest.json", manifest);
writeJson("versions.json", versions);
process.stdout.write(`version-bump: manifest.json and versions.json now at ${version} (Obsidian ${minAppVersion} or later).\n`);
