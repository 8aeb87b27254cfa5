import { describe, expect, it } from "vitest";
import { fnv1a32, fnv1a64, proposalId, textId } from "../../src/core/ids";
import { ID_MARKER } from "../../src/core/exchange/syntax";
import { parseMetaComment } from "../../src/core/memory/meta";

describe("ids", () => {
	it("fnv1a64 matches the published FNV-1a 64-bit test vectors", () => {
		expect(fnv1a64("")).toBe("cbf29ce484222325");
		expect(fnv1a64("a")).toBe("af63dc4c8601ec8c");
		expect(fnv1a64("foobar")).toBe("85944171f73967e8");
	});

	it("proposal and text ids have 16 hex digits and ignore white space differences", () => {
		const id = proposalId("Agenda.md", "Call parents", "called them  two days ago");
		expect(id).toMatch(/^[0-9a-f]{16}$/);
		expect(proposalId(" Agenda.md", "Call  parents", "called them two days ago\n")).toBe(id);
		expect(proposalId("Agenda.md", "Call parents", "called them three days ago")).not.toBe(id);
		expect(textId("Rent is due on the 1st.")).toMatch(/^[0-9a-f]{16}$/);
		expect(textId("rent is  due on the 1st.")).toBe(textId("Rent is due on the 1st."));
	});

	it("tells apart two texts whose 32-bit ids collide", () => {
		const [first, second] = ["call the dentist about tooth 1022789", "call the dentist about tooth 1239192"];
		expect(fnv1a32(first)).toBe(fnv1a32(second));
		expect(textId(first)).not.toBe(textId(second));
	});

	it("old 8-digit ids and new 16-digit ids both read back from notes", () => {
		for (const id of ["7f3a9c21", proposalId("Agenda.md", "x", "y")]) {
			expect(`*from annotation: 2026-04-08 09:15* · [[Agenda]] <!-- am:${id} -->`.match(ID_MARKER)?.[1]).toBe(id);
			expect(parseMetaComment(`am:${id} seen:2`)?.id).toBe(id);
		}
	});
});
