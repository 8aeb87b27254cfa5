/** Pairs of (entry already in the note, new proposal), by what appendEntries should make of them. */
export interface LanguageCases {
	/** Same fact in other words: the existing entry is bumped. */
	duplicate: [existing: string, proposal: string][];
	/** Related but different facts: both stay. */
	notDuplicate: [existing: string, proposal: string][];
	/** The proposal contradicts the entry: the entry is superseded. */
	contradiction: [existing: string, proposal: string][];
	/** The proposal does not contradict the entry (other person, other time, a qualification). */
	notContradiction: [existing: string, proposal: string][];
}
