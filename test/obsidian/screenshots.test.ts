// @vitest-environment happy-dom
/**
 * The README screenshots show what the code draws today: each view is drawn
 * again here, as scripts/screenshot.sh draws it for Chromium (the same
 * views.ts over the same DOM stand-in, here in happy-dom), and its DOM
 * text's hash must be the one kept beside the picture.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { domText } from "./screenshots/domText";
import { drawView, type ViewName } from "./screenshots/views";

vi.mock("obsidian", () => import("./screenshots/obsidianDom"));

/** Each view's picture in docs/screenshots/, as scripts/screenshot.sh names it. */
const PICTURES: Record<ViewName, string> = { review: "review-panel", settings: "settings", memory: "memory-tab" };

function keptHash(picture: string): string {
	return readFileSync(join(import.meta.dirname, "../../docs/screenshots", `${picture}.dom.sha256`), "utf8").trim();
}

describe("README screenshots", () => {
	beforeEach(() => {
		document.body.empty();
		document.body.removeAttribute("class");
	});

	for (const [view, picture] of Object.entries(PICTURES) as [ViewName, string][]) {
		it(`docs/screenshots/${picture}.png shows the ${view} view as the code draws it`, async () => {
			await drawView(view);
			const hash = createHash("sha256").update(domText(document.body)).digest("hex");
			expect(hash, `docs/screenshots/${picture}.png no longer matches the DOM the code draws: run scripts/screenshot.sh and commit the pictures with their .dom.sha256 files`).toBe(keptHash(picture));
		});
	}
});
