import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// The stub provides the `window` Obsidian code runs in.
import "../stubs/obsidian";
import { Debounced } from "../../src/obsidian/debounce";
import { SelfWriteGuard } from "../../src/obsidian/selfWrites";

describe("self-write guard", () => {
	it("recognises the text we wrote, and only that", () => {
		let now = 0;
		const guard = new SelfWriteGuard(() => now, 1000);
		guard.record("Agenda.md", "ours");
		expect(guard.isOwnWrite("Agenda.md", "ours")).toBe(true);
		expect(guard.isOwnWrite("Other.md", "ours")).toBe(false);
		expect(guard.isOwnWrite("Agenda.md", "the user's")).toBe(false);
		// Once the user changed the note, the record is gone.
		expect(guard.isOwnWrite("Agenda.md", "ours")).toBe(false);
		guard.record("Agenda.md", "ours again");
		now = 1001;
		expect(guard.isOwnWrite("Agenda.md", "ours again")).toBe(false);
		guard.record("Agenda.md", "x");
		guard.clear();
		expect(guard.isOwnWrite("Agenda.md", "x")).toBe(false);
	});
});

describe("debounce", () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it("runs once, after the calls stop; every call restarts the wait", () => {
		const run = vi.fn();
		let delay = 5000;
		const debounced = new Debounced(run, () => delay);
		debounced.schedule();
		vi.advanceTimersByTime(4000);
		debounced.schedule();
		vi.advanceTimersByTime(4000);
		expect(run).not.toHaveBeenCalled();
		expect(debounced.pending).toBe(true);
		vi.advanceTimersByTime(1000);
		expect(run).toHaveBeenCalledTimes(1);
		expect(debounced.pending).toBe(false);
		delay = 100;
		debounced.schedule();
		vi.advanceTimersByTime(100);
		expect(run).toHaveBeenCalledTimes(2);
	});

	it("can be cancelled, leaving no timer behind", () => {
		const run = vi.fn();
		const debounced = new Debounced(run, () => 1000);
		debounced.schedule();
		debounced.cancel();
		expect(vi.getTimerCount()).toBe(0);
		vi.advanceTimersByTime(5000);
		expect(run).not.toHaveBeenCalled();
	});
});
