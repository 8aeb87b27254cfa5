import { FuzzySuggestModal, type App } from "obsidian";

/** One entry of a pick list. */
export interface Choice<T> {
	label: string;
	value: T;
}

/** A fuzzy pick list (proposal type, model name) that hands the chosen value to `choose`. */
export class ChoiceModal<T> extends FuzzySuggestModal<Choice<T>> {
	constructor(
		app: App,
		private readonly choices: Choice<T>[],
		placeholder: string,
		private readonly choose: (value: T) => void,
	) {
		super(app);
		this.setPlaceholder(placeholder);
	}

	override getItems(): Choice<T>[] {
		return this.choices;
	}

	override getItemText(choice: Choice<T>): string {
		return choice.label;
	}

	override onChooseItem(choice: Choice<T>): void {
		this.choose(choice.value);
	}
}
