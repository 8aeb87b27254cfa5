/** Migration into large notes (filled in with the memory hygiene work). */
export async function memoryBench(): Promise<void> {}
