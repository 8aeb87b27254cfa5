import type { ExtraCues } from "../languages";

/** Bounds of a number setting, in the unit it is stored in. */
export interface NumberRange {
	min: number;
	max: number;
	integer?: boolean;
}

/** True when `value` is a finite number inside the range (and whole, when the range asks for it). */
export function withinRange(value: number, range: NumberRange): boolean {
	return Number.isFinite(value) && value >= range.min && value <= range.max && (!range.integer || Number.isInteger(value));
}

/** What the settings tab shows for a setting: its name and the sentence under it, both in sentence case. */
export interface Described {
	label: string;
	description: string;
}

/** Free text (a model name, a base URL); the placeholder says what to type when the field is empty. */
export interface TextDeclaration extends Described {
	kind: "text";
	default: string;
	placeholder?: string;
}

/** The name of a secret in Obsidian's secret storage (never the secret itself). */
export interface SecretDeclaration extends Described {
	kind: "secret";
	default: string;
}

/** A heading's text: one line, not empty. */
export interface HeadingDeclaration extends Described {
	kind: "heading";
	default: string;
}

/** A vault path: a note (`.md` is added when missing) or a folder. */
export interface PathDeclaration extends Described {
	kind: "note" | "folder";
	default: string;
}

/** Notes, one per line in the tab; at least one. */
export interface PathListDeclaration extends Described {
	kind: "notes";
	default: readonly string[];
}

/** On or off. */
export interface ToggleDeclaration extends Described {
	kind: "boolean";
	default: boolean;
}

/** A number inside a range; with `percent`, a fraction the tab shows and reads as a whole percentage. */
export interface NumberDeclaration extends Described, NumberRange {
	kind: "number";
	default: number;
	percent?: boolean;
}

/** One of a few values, each with the label the tab's dropdown shows (in the dropdown's order). */
export interface ChoiceDeclaration<Value extends string> extends Described {
	kind: "choice";
	values: readonly Value[];
	default: Value;
	options: Readonly<Record<Value, string>>;
}

/** An object of numbers, each field a number setting of its own (the caps per note). */
export interface NumberGroupDeclaration<Group extends Record<string, number>> {
	kind: "numbers";
	fields: { readonly [Field in keyof Group]: NumberDeclaration };
}

/** Extra cue words per language and category; the tab shows one text area per language under `label`. */
export interface CuesDeclaration extends Described {
	kind: "cues";
	default: ExtraCues;
	placeholder: string;
}

/** Every kind of declaration. */
export type SettingDeclaration =
	| TextDeclaration
	| SecretDeclaration
	| HeadingDeclaration
	| PathDeclaration
	| PathListDeclaration
	| ToggleDeclaration
	| NumberDeclaration
	| ChoiceDeclaration<string>
	| NumberGroupDeclaration<Record<string, number>>
	| CuesDeclaration;

/**
 * The declarations that fit a value of type `Value`, so that the compiler
 * refuses a declaration whose kind or default does not match its setting.
 * The brackets keep `boolean` and unions of choices from being split apart.
 */
export type DeclarationOf<Value> = [Value] extends [boolean]
	? ToggleDeclaration
	: [Value] extends [number]
		? NumberDeclaration
		: [Value] extends [string[]]
			? PathListDeclaration
			: [Value] extends [string]
				? string extends Value
					? TextDeclaration | SecretDeclaration | HeadingDeclaration | PathDeclaration
					: ChoiceDeclaration<Value>
				: [Value] extends [Record<string, number>]
					? NumberGroupDeclaration<Value & Record<string, number>>
					: [Value] extends [ExtraCues]
						? CuesDeclaration
						: never;
