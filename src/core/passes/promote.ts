/**
 * Promotion: after migrate has written what the user accepted, entries of
 * one note that say the same kind of thing (three corrections of how a gap
 * of days was described) are proposed as one rule, in a pattern block of
 * Exchange.md whose ticked `Retire:` lines name the entries the rule would
 * take the place of. Offline, the rule is drafted from the clearest entry
 * with its specifics made general — for the user to edit. Nothing leaves a
 * note here: only accepting the block does, and only for ticked lines.
 */
import { appendPatterns, markedIds, type NewPattern } from "../exchange";
import { parseEntries } from "../memory/entries";
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
}

/** What promotion needs. */
export interface PromoteOptions {
	settings: Settings;
	/** `YYYY-MM-DD HH:MM` for the blocks' headers. */
	timestamp: string;
	/** Lists the rules and skills notes; without it only the memory note is looked at. */
	list?: ListNotes | undefined;
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
	const fresh: NewPattern[] = [];
	const proposed: ProposedPattern[] = [];
	for (const { path, tag } of await learnedNotes(settings, options.list)) {
		const text = await vault.read(path);
		if (text === null) continue;
		for (const cluster of findPatterns(parseEntries(text))) {
			if (fresh.length >= settings.patternProposals) break;
			if (known.has(cluster.id)) continue;
			known.add(cluster.id);
			fresh.push(patternBlock(cluster, tag, options.timestamp));
			proposed.push({ id: cluster.id, text: fresh[fresh.length - 1]!.text, tag, note: path, members: cluster.members.length });
		}
	}
	if (fresh.length === 0) return [];
	await vault.process(exchangePath, (current) => appendPatterns(current, fresh));
	return proposed;
}

/** The block for a cluster: the drafted rule, and a ticked `Retire:` line per member. */
function patternBlock(cluster: PatternCluster, tag: string, timestamp: string): NewPattern {
	return {
		id: cluster.id,
		timestamp,
		text: draftRule(cluster.members),
		tag,
		retire: cluster.members.map((member) => ({ entryId: member.id, text: member.text })),
		reason: `${cluster.members.length} entries say the same kind of thing; drafted offline from the clearest of them with its specifics made general — edit it into the rule you want, untick what it should not retire, then accept.`,
	};
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
