/**
 * A deterministic text of a DOM subtree, for the hashes kept beside the
 * README screenshots (docs/screenshots/*.dom.sha256): what the plugin's code
 * drew, read the same way in Chromium (scripts/screenshot.sh) and in the
 * test's DOM (test/obsidian/screenshots.test.ts). One line per element
 * (tag, attributes sorted by name, and the form state that is a property,
 * not an attribute: a field's value, a box's tick) and one per text node,
 * indented by depth. Scripts and styles are left out: the page's own
 * bundle is not part of what it shows.
 */
export function domText(root: Element): string {
	const lines: string[] = [];
	const walk = (node: Node, depth: number): void => {
		const indent = "  ".repeat(depth);
		if (node.nodeType === node.TEXT_NODE) {
			lines.push(`${indent}${JSON.stringify(node.textContent ?? "")}`);
			return;
		}
		if (node.nodeType !== node.ELEMENT_NODE) return;
		const el = node as Element;
		const tag = el.localName;
		if (tag === "script" || tag === "style") return;
		const attributes = Array.from(el.attributes, (attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`).sort();
		lines.push(`${indent}<${[tag, ...attributes, ...formState(el)].join(" ")}>`);
		for (const child of Array.from(el.childNodes)) walk(child, depth + 1);
	};
	walk(root, 0);
	return `${lines.join("\n")}\n`;
}

/** The state a form control keeps as a property: what it shows, though no attribute says it. */
function formState(el: Element): string[] {
	if (el.localName === "input") {
		const input = el as HTMLInputElement;
		return input.type === "checkbox" ? [`.checked=${input.checked}`] : [`.value=${JSON.stringify(input.value)}`];
	}
	if (el.localName === "textarea" || el.localName === "select") return [`.value=${JSON.stringify((el as HTMLTextAreaElement | HTMLSelectElement).value)}`];
	return [];
}
