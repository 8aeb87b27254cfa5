import { describe, expect, it } from "vitest";
import { keptForRecent } from "../../src/core/recent";

describe("keptForRecent", () => {
	it("builds a key once while it is among the last ones asked for, and again once pushed out", () => {
		const built: string[] = [];
		const read = keptForRecent(2, (text: string) => {
			built.push(text);
			return { text };
		});
		const first = read("memory");
		read("rules");
		// Asked for again, "memory" is the most recent: "rules" goes when a third key comes.
		expect(read("memory")).toBe(first);
		read("skills");
		expect(read("memory")).toBe(first);
		read("rules");
		expect(built).toEqual(["memory", "rules", "skills", "rules"]);
	});
});
