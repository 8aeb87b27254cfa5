/** Generates a list-heavy agenda of about `bytes` UTF-16 units, with an annotation every `every` items. */
export function generateAgenda(bytes: number, every = 250): string {
	const sections = ["Family", "Work", "Money", "Health", "House", "Travel"];
	const verbs = ["Call", "Email", "Pay", "Book", "Review", "Plan", "Buy", "Fix", "Send", "Check"];
	const things = ["the bank", "parents", "the dentist", "the landlord", "the insurance", "Lena's teacher", "the plumber", "the tax office"];
	const notes = ["that's wrong — I called them two days ago", "done", "next week", "never put this here", "should be shorter"];
	const out: string[] = ["# Agenda", ""];
	let size = 10;
	let item = 0;
	while (size < bytes) {
		const heading = `## ${sections[item % sections.length]} ${item}`;
		out.push(heading, "");
		size += heading.length + 2;
		for (let i = 0; i < 40 && size < bytes; i++, item++) {
			const depth = i % 5 === 4 ? "    " : i % 3 === 2 ? "  " : "";
			const line = `${depth}- [ ] ${verbs[item % verbs.length]} ${things[item % things.length]} about item ${item} #todo`;
			out.push(line);
			size += line.length + 1;
			if (item % every === every - 1) {
				const note = `${depth}> ${notes[item % notes.length]}`;
				out.push(note);
				size += note.length + 1;
			}
		}
		out.push("");
		size++;
	}
	return out.join("\n");
}
