/** Pairs of (entry already in the note, new proposal), by how the proposal relates to the entry. */
export interface RelationCases {
	/** The same statement in other words, word order, inflection or compounds: a "Same as" candidate. */
	duplicate: [existing: string, proposal: string][];
	/** The proposal says the entry no longer holds, or gives a new value for its slot: a "Replaces" candidate. */
	contradiction: [existing: string, proposal: string][];
	/** Both hold (other weekday, person, place, qualifier, subject number): never "Replaces", never a pre-ticked "Same as". */
	distinct: [existing: string, proposal: string][];
}
