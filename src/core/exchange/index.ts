/**
 * The Exchange block format, in one place: read blocks, write them, edit
 * them, and propose new ones. Nothing outside this folder declares a
 * pattern of the format.
 */
export { bothRelationsTicked, countByStatus, countPending, hasDecidedBlocks, parseExchange, PROPOSAL_STATUSES, statusCounts, type ProposalBlock, type ProposalDetails, type ProposalStatus, type Relation, type RelationKind } from "./block";
export { addRelationLines, addRelationLinesToBlocks, proposalEditProblem, removeProposals, rewriteProposal, setProposalBox, toggleProposalBox, toggleRelation, type DecisionBox } from "./edit";
export { appendPatterns, appendProposals, appendRetirements, formatPattern, formatProposal, formatRelation, formatRetirement, formatTextLine, neutraliseProposalText, type NewPattern, type NewProposal, type NewRelation, type NewRetirement } from "./format";
export { createProposer, knownProposalIds, proposeStatement, type ManualProposal, type ManualProposalResult, type Proposer } from "./propose";
export { readTargetNote, relationsFor, similarEntriesOf, type RelationPicks, type TargetNote } from "./relations";
export { markedIds } from "./syntax";
export { formatTag, parseTag, tagForProposal, tagForType, tagLabel, typeForTag, type ProposalTag } from "./tags";
