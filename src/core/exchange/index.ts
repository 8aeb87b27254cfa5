/**
 * The Exchange block format, in one place: read blocks, write them, edit
 * them, and propose new ones. Nothing outside this folder declares a
 * pattern of the format.
 */
export { countByStatus, countPending, hasDecidedBlocks, parseExchange, PROPOSAL_STATUSES, statusCounts, type ProposalBlock, type ProposalDetails, type ProposalStatus } from "./block";
export { proposalEditProblem, removeProposals, rewriteProposal, setProposalBox, toggleProposalBox, type DecisionBox } from "./edit";
export { appendProposals, formatProposal, type NewProposal } from "./format";
export { createProposer, knownProposalIds, proposeStatement, type ManualProposal, type ManualProposalResult, type Proposer } from "./propose";
export { markedIds } from "./syntax";
export { formatTag, parseTag, tagForType, type ProposalTag } from "./tags";
