/**
 * The page scripts/screenshot.sh photographs. `#review` or `#settings` draws
 * that view (views.ts). `#review/dom` or `#settings/dom` draws it the same
 * way, then shows in its place the view's DOM text (domText.ts) in base64
 * and the height the view needs, for the script to hash and to size the
 * window by (read with Chromium's --dump-dom).
 */
import { domText } from "./domText";
import { drawView, isViewName } from "./views";

async function show(): Promise<void> {
	const [name = "", mode] = location.hash.slice(1).split("/");
	if (!isViewName(name)) throw new Error(`No view "${name}": #review, #settings or #memory`);
	await drawView(name);
	if (mode !== "dom") return;
	const text = domText(document.body);
	const height = document.documentElement.scrollHeight;
	document.body.empty();
	document.body.createEl("pre", { attr: { id: "am-dom-text", "data-height": String(height) }, text: base64(text) });
}

/** The text's UTF-8 bytes in base64. */
function base64(text: string): string {
	let binary = "";
	for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
	return btoa(binary);
}

void show();
