/**
 * A tool's arguments, declared once: the declaration gives the JSON Schema
 * an assistant sees and the checks its arguments pass before the tool runs.
 * Hand-written rather than zod, so that the plugin can serve the tools
 * without bundling a schema library into main.js.
 */

/** A string argument. */
export interface StringArgument {
	type: "string";
	description?: string;
	optional?: boolean;
	/** Strip surrounding white space before the checks (the tool gets the stripped text). */
	trim?: boolean;
	min?: number;
	max: number;
	/** The message when the (stripped) text is shorter than `min`. */
	tooShort?: string;
	/** The only values allowed. */
	values?: readonly string[];
}

/** A whole-number argument. */
export interface IntegerArgument {
	type: "integer";
	description?: string;
	optional?: boolean;
	min: number;
	max: number;
}

/** One argument of a tool. */
export type ArgumentSpec = StringArgument | IntegerArgument;

/** The arguments of a tool, by name. */
export type ArgumentSpecs = Record<string, ArgumentSpec>;

/** A tool's input schema as JSON Schema (what `tools/list` shows). */
export interface ObjectSchema {
	type: "object";
	properties: Record<string, Record<string, unknown>>;
	required?: string[];
	additionalProperties: false;
}

/** The arguments, checked: each present argument by name, strings stripped where declared. */
export type CheckedArguments = Record<string, string | number | undefined>;

/** Arguments an assistant sent that the tool does not take; its message names the argument and the problem. */
export class ArgumentError extends Error {}

/** The JSON Schema of these arguments. */
export function argumentsSchema(specs: ArgumentSpecs): ObjectSchema {
	const properties: ObjectSchema["properties"] = {};
	const required: string[] = [];
	for (const [name, spec] of Object.entries(specs)) {
		const property: Record<string, unknown> = { type: spec.type };
		if (spec.type === "string") {
			if (spec.values) property.enum = [...spec.values];
			else {
				if (spec.min !== undefined) property.minLength = spec.min;
				property.maxLength = spec.max;
			}
		} else {
			property.minimum = spec.min;
			property.maximum = spec.max;
		}
		if (spec.description !== undefined) property.description = spec.description;
		properties[name] = property;
		if (!spec.optional) required.push(name);
	}
	return { type: "object", properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}

/** Checks the arguments of a call against their declaration; throws an ArgumentError naming the first problem. */
export function checkArguments(specs: ArgumentSpecs, input: unknown): CheckedArguments {
	if (input !== undefined && (typeof input !== "object" || input === null || Array.isArray(input))) throw new ArgumentError("The arguments must be an object.");
	const given = (input ?? {}) as Record<string, unknown>;
	for (const name of Object.keys(given)) {
		if (!Object.hasOwn(specs, name)) throw new ArgumentError(`Unknown argument "${name}".`);
	}
	const checked: CheckedArguments = {};
	for (const [name, spec] of Object.entries(specs)) {
		const value = given[name];
		if (value === undefined || value === null) {
			if (spec.optional) continue;
			throw new ArgumentError(`Required: expected ${spec.type === "string" ? "string" : "number"}, received nothing (argument "${name}").`);
		}
		checked[name] = spec.type === "string" ? checkString(name, spec, value) : checkInteger(name, spec, value);
	}
	return checked;
}

function checkString(name: string, spec: StringArgument, value: unknown): string {
	if (typeof value !== "string") throw new ArgumentError(`Invalid input: expected string, received ${kindOf(value)} (argument "${name}").`);
	const text = spec.trim ? value.trim() : value;
	if (spec.values && !spec.values.includes(text)) throw new ArgumentError(`Invalid option: expected one of ${spec.values.map((option) => JSON.stringify(option)).join("|")} (argument "${name}").`);
	const length = [...text].length;
	if (spec.min !== undefined && length < spec.min) throw new ArgumentError(`${spec.tooShort ?? `Too short: at least ${spec.min} characters.`} (argument "${name}")`);
	if (length > spec.max) throw new ArgumentError(`Too long: at most ${spec.max} characters (argument "${name}").`);
	return text;
}

function checkInteger(name: string, spec: IntegerArgument, value: unknown): number {
	if (typeof value !== "number" || !Number.isFinite(value)) throw new ArgumentError(`Invalid input: expected number, received ${kindOf(value)} (argument "${name}").`);
	if (!Number.isInteger(value)) throw new ArgumentError(`Invalid input: expected a whole number (argument "${name}").`);
	if (value < spec.min || value > spec.max) throw new ArgumentError(`Out of range: expected ${spec.min} to ${spec.max} (argument "${name}").`);
	return value;
}

function kindOf(value: unknown): string {
	if (Array.isArray(value)) return "array";
	if (typeof value === "number" && !Number.isFinite(value)) return "NaN";
	return typeof value;
}
