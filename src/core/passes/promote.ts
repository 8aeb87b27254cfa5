/**
 * Promotion: after migrate has written what the user accepted, entries of
 * one note that say the same kind of thing (three corrections of how a gap
 * of days was described) are proposed as one rule, in a pattern block of
 * Exchange.md whose ticked `Retire:` lines name the entries the rule would
 * take the place of. With a model, one drafting request per migrate asks it
 * to write the rule of every new pattern; offline (and for any pattern the
 * model's reply leaves without a usable draft) the rule is drafted from the
 * clearest entry with its specifics made general — for the user to edit.
 * Nothing leaves a note here: only accepting the block does, and only for
 * ticked lines, which come from the cluster whoever drafted the rule.
 */
import { appendPatterns, formatTag, markedIds, parseTag, type NewPattern } from "../exchange";
import { targetPath } from "../exchange/tags";
import type { PatternDraft, PatternDrafter } from "../llm/draft";
import { parseEntries, type EntryReader } from "../memory/entries";
import { draftRule, findPatterns, type PatternCluster } from "../memory/patterns";
import { normalizeVaultPath } from "../paths";
import type { ListNotes, VaultPort } from "../ports";
import type { Settings } from "../settings";

/** A pattern proposed by this run. */
export interface ProposedPattern {
	id: string;
	text: string;
	tag: string;
	/** The note whose entries it covers. */
	note: string;
	members: number;
	/** Who wrote the rule's text: the model, or the offline draft from the clearest member. */
	drafted: "model" | "offline";
}

/** What promotion needs. */
export interface PromoteOptions {
	settings: Settings;
	/** `YYYY-MM-DD HH:MM` for the blocks' headers. */
	timestamp: string;
	/** Lists the rules and skills notes; without it only the memory note is looked at. */
	list?: ListNotes | undefined;
	/** Asks a model to draft the rules; without it every draft is offline. */
	draft?: PatternDrafter | undefined;
	/** Reads a note's entries (one shared with the run's retirement proposals parses each note once); a fresh parse without it. */
	entries?: EntryReader | undefined;
	/** Told why some or all drafts fell back to the offline draft (one sentence). */
	warn?: ((message: string) => void) | undefined;
}

/**
 * Proposes up to `settings.patternProposals` new patterns. A pattern whose id
 * Exchange.md or the archive holds (proposed, accepted or rejected) is not
 * proposed again; a new member changes the id.
 */
export async function proposePatterns(vault: VaultPort, options: PromoteOptions): Promise<ProposedPattern[]> {
	const { settings } = options;
	if (!settings.promotePatterns || settings.patternProposals <= 0) return [];
	const exchangePath = normalizeVaultPath(settings.exchangePath);
	const known = new Set([...markedIds((await vault.read(exchangePath)) ?? ""), ...markedIds((await vault.read(normalizeVaultPath(settings.archivePath))) ?? "")]);
	const found: { cluster: PatternCluster; tag: string; note: string }[] = [];
	for (const { path, tag } of await learnedNotes(settings, options.list)) {
		const text = await vault.read(path);
		if (text === null) continue;
		for (const cluster of findPatterns((options.entries ?? parseEntries)(text), path)) {
			if (found.length >= settings.patternProposals) break;
			if (known.has(cluster.id)) continue;
			known.add(cluster.id);
			found.push({ cluster, tag, note: path });
		}
	}
	if (found.length === 0) return [];
	const drafts = await modelDrafts(found.map(({ cluster }) => cluster), options);
	const memoryNote = normalizeVaultPath(settings.memoryPath);
	const fresh = found.map(({ cluster, tag, note }) => patternBlock(cluster, tag, options.timestamp, drafts.get(cluster.id), note === memoryNote, settings));
	await vault.process(exchangePath, (current) => appendPatterns(current, fresh));
	return fresh.map((block, index) => ({ id: block.id, text: block.text, tag: block.tag, note: found[index]!.note, members: block.retire.length, drafted: drafts.has(block.id) ? "model" : "offline" }));
}

/** The model's drafts by pattern id (none without a drafter); a fallback to the offline draft is told to `warn`. */
async function modelDrafts(clusters: readonly PatternCluster[], options: PromoteOptions): Promise<Map<string, PatternDraft>> {
	if (!options.draft) return new Map();
	const result = await options.draft(options.timestamp.slice(0, 10), clusters.map((cluster) => ({ id: cluster.id, entries: cluster.members.map((member) => member.text) })));
	const missing = clusters.length - clusters.filter((cluster) => result.drafts.has(cluster.id)).length;
	if (missing > 0) {
		const which = missing === clusters.length ? (clusters.length === 1 ? "The proposed rule was" : "The proposed rules were") : `${missing} of the ${clusters.length} proposed rules were`;
		options.warn?.(`${which} drafted offline from the clearest entry, because the model's drafts could not be used: ${result.problems.join(" ")}`);
	}
	return result.drafts;
}

/**
 * The block for a cluster: the drafted rule, and a ticked `Retire:` line per
 * member. A model's draft gives the text, and for entries of the memory note
 * also the kind and scope (a tag that routes to a valid note); entries of a
 * rules or skills note keep their note's tag, so the rule joins the note its
 * supporters leave.
 */
function patternBlock(cluster: PatternCluster, tag: string, timestamp: string, draft: PatternDraft | undefined, fromMemory: boolean, settings: Settings): NewPattern {
	const retire = cluster.members.map((member) => ({ entryId: member.id, text: member.text }));
	const count = cluster.members.length;
	if (draft === undefined) {
		return {
			id: cluster.id,
			timestamp,
			text: draftRule(cluster.members),
			tag,
			retire,
			reason: `${count} entries say the same kind of thing; drafted offline from the clearest of them with its specifics made general — edit it into the rule you want, untick what it should not retire, then accept.`,
		};
	}
	const chosen = fromMemory ? modelTag(draft, settings) : null;
	const final = chosen ?? tag;
	const what = final.startsWith("skill") ? "skill" : "rule";
	return {
		id: cluster.id,
		timestamp,
		text: draft.text,
		tag: final,
		retire,
		reason: `${count} entries say the same kind of thing; the model drafted this ${what} from them — edit it if it is not what you want, untick what it should not retire, then accept.`,
	};
}

/** The tag a model's draft asks for, when it routes to a note inside its folder; null otherwise. */
function modelTag(draft: PatternDraft, settings: Settings): string | null {
	const tag = parseTag(`${draft.kind}:${draft.scope}`);
	if (tag === null || !targetPath(tag, settings).ok) return null;
	return formatTag(tag);
}

/**
 * The memory note, then the rules and skills notes right in their folders,
 * each with the tag a pattern of its entries gets: the notes patterns and
 * retirements are looked for in.
 *
 * Patterns:
 * memory entries become an agenda rule; a rules or skills note's entries a
 * rule or skill of that same note.
 */
export async function learnedNotes(settings: Settings, list: ListNotes | undefined): Promise<{ path: string; tag: string }[]> {
	const notes = [{ path: normalizeVaultPath(settings.memoryPath), tag: "rule:agenda" }];
	if (!list) return notes;
	// Only notes right in the folder: a tag names a note there (`[rule:x]` is `Rules/x.md`).
	const direct = async (folder: string) => (await list(folder)).filter((path) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes("/") && /\.md$/i.test(path));
	const name = (path: string) => path.replace(/^.*\//, "").replace(/\.md$/i, "");
	for (const path of await direct(normalizeVaultPath(settings.rulesFolder))) notes.push({ path, tag: `rule:${name(path)}` });
	for (const path of await direct(normalizeVaultPath(settings.skillsFolder))) notes.push({ path, tag: `skill:${name(path)}` });
	return notes;
}
