/** Entry texts for scale tests: a realistic word mix, and a worst case of near-identical templated entries. */

const SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "zi", "be", "do", "fa", "gu", "pe", "si", "te", "wa"];

/** A small deterministic generator (mulberry32), so every run sees the same texts. */
function random(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function word(index: number): string {
	let text = "";
	let rest = index + SYLLABLES.length;
	while (rest > 0) {
		text += SYLLABLES[rest % SYLLABLES.length] ?? "";
		rest = Math.floor(rest / SYLLABLES.length);
	}
	return text;
}

/**
 * A sentence of 5–10 words from a 5,000-word vocabulary, common words far
 * more frequent than rare ones (as in real notes), with a number now and then.
 */
export function varietyFact(n: number): string {
	const next = random(n + 1);
	const length = 5 + Math.floor(next() * 6);
	const words: string[] = [];
	for (let i = 0; i < length; i++) words.push(word(Math.floor(5000 * next() ** 3)));
	if (next() < 0.3) words.push(String(1 + Math.floor(next() * 100)));
	return words.join(" ");
}

const PEOPLE = ["Anna", "Ben", "Mum", "Dad", "Grandma", "Tom", "Lisa", "Sarah", "Max", "Oma"];
const THINGS = ["dentist", "piano lesson", "rent", "car insurance", "flight", "gym", "school", "passport", "landlord", "swimming"];
const VERBS = ["is on", "moved to", "costs", "starts at", "ends at", "was booked for", "renews on", "needs a call about"];

/**
 * A worst case: a few templates filled with a different number each time, so
 * hundreds of entries share every word but one and many new ones read as a
 * changed value of an old one.
 */
export function templatedFact(n: number): string {
	const person = PEOPLE[n % PEOPLE.length] ?? "Anna";
	const thing = THINGS[Math.floor(n / PEOPLE.length) % THINGS.length] ?? "rent";
	const verb = VERBS[Math.floor(n / 100) % VERBS.length] ?? "is on";
	return `${person}'s ${thing} ${verb} ${1000 + n} (ref ${n.toString(36)}x${(n * 7919).toString(36)})`;
}
