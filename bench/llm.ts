/** Request sizes of the LLM prompt (filled in with the LLM clients). */
export async function llmBench(): Promise<void> {}
