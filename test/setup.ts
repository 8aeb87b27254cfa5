/**
 * Runs before each test file. vitest.config.ts runs the files without
 * isolation (a worker imports the code once for all the files it runs, a
 * third of the suite's time otherwise): here each file starts as if it ran
 * alone, with the Obsidian stub fresh, real timers, no stubbed global and
 * no spy left from a file before it.
 */
import { vi } from "vitest";
import { resetStub } from "./stubs/obsidian";

resetStub();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
