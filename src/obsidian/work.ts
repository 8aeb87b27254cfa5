/**
 * Everything the plugin needs only once there is work to do: the passes,
 * the annotation finder and its parser, the classifier with its cue tables
 * and date parsing, the search index, the LLM clients and their schemas,
 * the review panel's internals and its Memory tab, editing a note open in
 * an editor, the summaries of runs. Never imported statically: `loadWork`
 * (./loadWork.ts) loads it on first use, so none of it is evaluated while
 * Obsidian starts.
 */
export { processAnnotations } from "../core/passes/process";
export { migrateProposals } from "../core/passes/migrate";
export { reviewMemory } from "../core/passes/retirement";
export { migrateRunOptions, processRunOptions } from "../core/passes/runOptions";
export { undoLast } from "../core/passes/undo";
export { forgetExamples, loadExamples } from "../core/deciders/examples/exampleStore";
export { contextEntries, formatContextMarkdown, loadLearnedContext, readBindings } from "../core/memory/context";
export { agendaFacts, contextFor } from "../core/memory/scope";
export { readUseCounts, recordUses } from "../core/memory/useCounts";
export { limitMessage, limitReached, readUsageTotals } from "../core/llm/usageRecords";
export { memoryUsage } from "../core/memory/usage";
export { entryPlace } from "../core/memory/entryPlace";
export { actOnEntry } from "../core/passes/entryActions";
export { editEntry } from "../core/passes/entryEdit";
export { proposalEditProblem, proposeStatement, rewriteProposal, setProposalBox, toggleProposalBox, toggleRelation } from "../core/exchange";
export { listModels, testConnection } from "../core/llm/clients";
export { previewedDecider } from "./previewedDecider";
export { existingTags } from "./tagChoices";
export { looksUnfinished } from "./unfinished";
export { ReviewPanel } from "./reviewPanel";
export { buildReviewModel } from "./reviewModel";
export { ConfirmModal, EditProposalModal, PreviewModal } from "./modals";
export { EditEntryModal, MemoryList } from "./memoryList";
export { MemoryTab } from "./memoryTab";
export { editInEditor } from "./editorWrites";
export { learnedRules, summariseMigrate, summariseProcess, summariseReview, summariseUndo } from "../core/passes/reports";
