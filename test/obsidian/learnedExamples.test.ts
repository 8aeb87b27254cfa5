import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfirmModal } from "../../src/obsidian/modals";
import { parseExamples } from "../../src/core/deciders/examples/exampleFile";
import { ButtonComponent, Modal, Notice, Setting, StubElement, ToggleComponent } from "../stubs/obsidian";
import { lastModal, loadPlugin, PLUGIN_DIR, settle, type Harness } from "./fakeApp";

const EXAMPLES = `${PLUGIN_DIR}/examples.jsonl`;
const EXCHANGE = "Migration/Exchange.md";

/** A block the user re-tagged and accepted, with the item and annotation it came from. */
const ACCEPTED = `---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:7f3a9c21 -->\nKids' appointments are for the family calendar. [rule:family]\n- [x] Accept\n- [ ] Reject\n> item: Dentist for Mia\n> annotation: kids' appointments are for the family calendar\n---\n`;

function example(id: string, annotation: string): string {
	return JSON.stringify({ language: "en", item: "Gym", annotation, outcome: "accepted", type: "behavioral", tag: "rule:agenda", date: "2026-11-01", id });
}

/** The settings tab's row of that name, drawn with display(). */
function row(harness: Harness, name: string): Setting {
	const tab = harness.stub.settingTabs[0]!;
	tab.display();
	const rows = tab.containerEl.findAll((el) => el.owner instanceof Setting).map((el) => el.owner as Setting);
	const found = rows.find((setting) => setting.name === name && !setting.isHeading);
	if (!found) throw new Error(`No setting named ${name}`);
	return found;
}

function button(setting: Setting, text: string): ButtonComponent {
	return setting.components.find((c): c is ButtonComponent => c instanceof ButtonComponent && c.buttonEl.textContent === text)!;
}

function dialogButton(text: string): ButtonComponent {
	return (lastModal(ConfirmModal).contentEl as unknown as StubElement)
		.findAll((el) => el.owner instanceof Setting)
		.flatMap((el) => (el.owner as Setting).components)
		.find((c): c is ButtonComponent => c instanceof ButtonComponent && c.buttonEl.textContent === text)!;
}

describe("learning from review decisions in the plugin", () => {
	let harness: Harness;
	beforeEach(() => {
		Notice.shown = [];
		Modal.opened = [];
	});
	afterEach(() => harness.plugin.unload());

	it("the settings row counts the examples; Forget asks first, and Cancel keeps them", async () => {
		harness = await loadPlugin();
		const files = harness.app.vault.adapter.files;
		files.set(EXAMPLES, `${example("a", "never before 9")}\n${example("b", "only the titles please")}\n`);
		const learned = row(harness, "Learned examples");
		await settle();
		expect(learned.descEl.textContent).toBe("The deciders learn from 2 of your review decisions.");

		await button(learned, "Forget learned examples").click();
		expect(lastModal(ConfirmModal).contentEl.textContent).toMatch(/^Every example kept from your accepted and rejected proposals is deleted/);
		await dialogButton("Cancel").click();
		await settle();
		expect(parseExamples(files.get(EXAMPLES)!)).toHaveLength(2);

		await button(learned, "Forget learned examples").click();
		await dialogButton("Forget").click();
		await settle();
		expect(parseExamples(files.get(EXAMPLES) ?? null)).toEqual([]);
		expect(Notice.messages()).toContain("Learned examples forgotten.");
		expect(learned.descEl.textContent).toMatch(/^No review decisions learned from yet/);
	});

	it("migrating keeps the accepted proposal in examples.jsonl in the plugin folder, not in the vault, unless learning is off", async () => {
		harness = await loadPlugin({ [EXCHANGE]: ACCEPTED });
		harness.run("migrate-proposals");
		await settle();
		expect(harness.app.vault.files.get("Rules/family.md")).toContain("Kids' appointments are for the family calendar.");
		expect(parseExamples(harness.app.vault.adapter.files.get(EXAMPLES) ?? null)).toMatchObject([{ item: "Dentist for Mia", annotation: "kids' appointments are for the family calendar", tag: "rule:family", type: "behavioral" }]);
		expect([...harness.app.vault.files.keys()].some((path) => path.includes("examples"))).toBe(false);
		harness.plugin.unload();

		harness = await loadPlugin({ [EXCHANGE]: ACCEPTED });
		const toggle = row(harness, "Learn from my review decisions").components.find((c): c is ToggleComponent => c instanceof ToggleComponent)!;
		expect(toggle.getValue()).toBe(true);
		await toggle.toggle(false);
		harness.run("migrate-proposals");
		await settle();
		expect(harness.app.vault.files.get("Rules/family.md")).toContain("Kids' appointments are for the family calendar.");
		expect(harness.app.vault.adapter.files.has(EXAMPLES)).toBe(false);
	});
});
