/**
 * The shape of what the offline classifier knows of one language.
 *
 * Cue syntax (shared with the `extraCues` setting):
 * - matching ignores case, accents (`später` = `spater`) and the kind of
 *   apostrophe (`'`, `’`), and respects word boundaries (`done` never
 *   matches inside `undone`);
 * - a space matches any run of white space;
 * - `*` stands for one to three words (`not * but` matches "not Rome, but");
 * - a leading `^` matches only at the start of a clause: the start of the
 *   annotation or after punctuation, optionally after "please" or "and"
 *   (`^paid` matches "paid, ref 1234" but not "the invoice was paid late").
 */
import type { CueCategory } from "../../languages";

/** Cue lists of one language, keyed by category. */
export type CueLists = Readonly<Record<CueCategory, readonly string[]>>;

/**
 * "nxt wk", "nä. Di", "mardi pro", "semana q viene", "sett prossima": every
 * spelling of "next" (full or abbreviated) with every period or weekday
 * (full or abbreviated), in the language's order, is a postponement.
 */
export interface NextPeriodCues {
	next: readonly string[];
	periods: readonly string[];
	/** Whether "next" may follow the period ("semaine prochaine"). */
	after: boolean;
	/** Whether "next" may precede the period ("next week"). */
	before: boolean;
}

/**
 * Past participles that report a completion when they open a clause
 * ("zurückgeschickt", "anulada la cita", "prenotati, treno delle 8"), found
 * by their endings rather than listed one by one. `auxiliaries` may stand
 * before the participle ("hab angerufen", "ho prenotato", "ya he pagado");
 * `exceptions` are words with the same endings that are no participle or
 * describe a state rather than a deed ("gestern", "cerrado", "malato").
 * German also reads a verb-final perfect ("hab ihr das Buch geholt").
 */
export interface ParticipleCues {
	/** Regex source of one folded word that is a participle (no anchors, no flags). */
	word: string;
	auxiliaries: readonly string[];
	exceptions: readonly string[];
	/**
	 * Words beside a participle that make the deed one still to come ("wird
	 * gemacht", "gefeiert wird", "va fatto"): a future or passive reports
	 * nothing done.
	 */
	pending?: readonly string[];
	/** Whether "aux … participle" at the end of the clause counts (German word order). */
	verbFinal: boolean;
}

/**
 * The shapes of a filing rule without "always" or "never": a placement
 * contrast ("under Home, not under Errands", "en Salud, no en Recados") and
 * two directives set against each other ("delete, not tick", "löschen statt
 * abhaken", "cancellale, non spuntarle").
 */
export interface PlacementCues {
	prepositions: readonly string[];
	negations: readonly string[];
	contrasts: readonly string[];
}

/**
 * Relative dates a statement to remember resolves ("two days ago" means
 * nothing a month later). Phrases match like cues (case, accents and
 * apostrophes ignored, whole words); the longest phrase wins.
 */
export interface RelativeDateCues {
	/** Phrases naming a day by its distance from today in days: "yesterday" -1, "übermorgen" 2. */
	days: Readonly<Record<string, number>>;
	/** Phrases naming a week by its distance from today in weeks: "last week" -1. */
	weeks: Readonly<Record<string, number>>;
	/** Phrases naming a month by its distance from today in months: "le mois dernier" -1. */
	months: Readonly<Record<string, number>>;
	/** Counted distances into the past: `{n}` a count ("2", "two"), `{unit}` a unit ("days"): "{n} {unit} ago". */
	ago: readonly string[];
	/** Counted distances into the future: "in {n} {unit}". */
	ahead: readonly string[];
	/** Count words: "a" 1, "two" 2 … (digits are always counts). */
	numbers: Readonly<Record<string, number>>;
	/** Unit words and what they count. */
	units: Readonly<Record<string, "day" | "week" | "month">>;
	/** Phrases with a date word that name no day ("am Morgen" is "in the morning"): left as they are. */
	notDates: readonly string[];
	/**
	 * Phrases only a statement to remember resolves, by what they count in:
	 * "this week" 0, "this month" 0, "next year" 1. A postponement reads none
	 * of them ("this week" is no day to move an item to).
	 */
	statementOnly?: {
		weeks?: Readonly<Record<string, number>>;
		months?: Readonly<Record<string, number>>;
		years?: Readonly<Record<string, number>>;
		/** "last {weekday}": the latest such weekday before today ("last Friday", "vendredi dernier"); weekday names are the date reader's. */
		lastWeekday?: readonly string[];
	};
}

/** The holidays a postponement may name ("after Christmas", "nach Ostern"). */
export type Holiday = "christmas" | "newYear" | "easter";

/**
 * Words for the postponement dates the date reader (../dateReader.ts)
 * leaves to ../dates.ts: "after" before a date, a bare day of the month or
 * a holiday ("after the 10th", "nach dem 10.", "après Noël"), and the names
 * of the holidays. Phrases match like cues (case, accents and apostrophes
 * ignored, whole words).
 */
export interface DateWordCues {
	/** "after", "nach", "après", "después de", "dopo": the day after what follows. */
	after: readonly string[];
	/** Articles between "after" and a bare day number or a holiday: "the" ("after the 10th"), "dem", "le", "del", "il". */
	articles: readonly string[];
	/** The names of each holiday, with and without article ("Christmas", "Weihnachten", "le nouvel an"). */
	holidays: Readonly<Record<Holiday, readonly string[]>>;
}

/** Everything the offline classifier knows of one language: one object per language file. */
export interface LanguageCues {
	/** Cue words by category, as written; ./generate.ts adds the spellings and phrases that follow a pattern. */
	categories: CueLists;
	/** Whole-annotation "leave it" answers: the item stays and nothing is learned. */
	keep: readonly string[];
	/**
	 * Words that give a completion or postponement its reason ("cancelled by
	 * the boss", "fällt aus wegen Regen", "annullato per pioggia"): with one, a
	 * single further word is news.
	 */
	reasons: readonly string[];
	/**
	 * Words that make a completion a condition when they open its clause
	 * ("when the plastering's done", "sobald die Wand trocken ist", "une
	 * fois les travaux finis"): the item waits for it, so it is postponed.
	 */
	conditions: readonly string[];
	/**
	 * Words that say a deed is not done, whatever completion word stands
	 * beside them: a condition ("finished once the landlord pays", "erledigt,
	 * sobald er zahlt"), an attempt that failed ("rang, no answer", "went
	 * down, they'd shut", "arrived broken"), a negation ("not done") or a
	 * part ("started", "half done"). With one, the item is never ticked off.
	 */
	unfinished: readonly string[];
	/**
	 * Words that ask for a postponement when they open the annotation and a
	 * date follows in their clause ("move to Dec 10", "verschieben auf
	 * Samstag", "reporter à lundi"): such a postponement stands over any
	 * model's verdict. A report ("moved to Thursday") is none.
	 */
	postponeVerbs: readonly string[];
	/**
	 * Words of a status note ("still waiting for the part", "noch nicht", "en
	 * cours"): without a date it says where the item stands, so the item
	 * stays where it is and so does the note.
	 */
	statusNotes: readonly string[];
	/**
	 * Words for what is left of an item ("the rest", "den Rest", "le
	 * reste"): a completion followed by a clause that puts the rest off to a
	 * date ("did the front, the rest on Sunday") only did part, so it is
	 * postponed.
	 */
	remainders: readonly string[];
	/**
	 * "Always", "never" and plain negations: on their own they also describe
	 * the world ("she never picks up before 10"), so they mark a rule only
	 * together with a directive word.
	 */
	ruleAdverbs: readonly string[];
	/**
	 * What the assistant does with the agenda (put, add, schedule, suggest,
	 * remind…) and the agenda's own parts (here, section, entry). With a rule
	 * adverb they turn a sentence into a rule: "never put medical appointments here".
	 */
	directives: readonly string[];
	/**
	 * Words that carry no information of their own (articles, pronouns,
	 * auxiliaries, politeness, "already", "finally"). They tell the languages
	 * apart, and a completion or postponement made only of cues and these words
	 * teaches nothing.
	 */
	fillers: readonly string[];
	/**
	 * Phrases that contain a cue but mean something else ("si è fatto male" is
	 * "got hurt", not "done"; "immer noch" is "still", not "always"): any cue,
	 * rule adverb or directive inside one of them is ignored.
	 */
	notCues: readonly string[];
	/**
	 * Words that may stand before the new date of a postponement ("moved to
	 * Friday", "spostato al mese prossimo", "ponlo para el 10"): an annotation
	 * made of these, fillers and a date postpones.
	 */
	moveWords: readonly string[];
	/** The words of "next week", "semaine prochaine", "sett prossima", combined by ./generate.ts. */
	nextPeriods: NextPeriodCues;
	/** Completions recognised by their participle endings; absent where endings tell too little (English). */
	participles?: ParticipleCues;
	placement: PlacementCues;
	/**
	 * Words that only judge the item wrong ("that's wrong", "stimmt nicht",
	 * "c'est faux"): a statement to remember drops them where, set off by
	 * punctuation, they open or close it, and a correction that says so is
	 * one whatever the trained model makes of its other words.
	 */
	verdicts: readonly string[];
	/**
	 * A bare "no" ("nope", "nein", "non"): dropped like a verdict, but it may
	 * refuse the item as well as correct it ("no, not needed any more").
	 */
	denials: readonly string[];
	/** Sentence adverbs that only announce a correction ("actually", "eigentlich", "en fait"): dropped where they open a statement. */
	asides: readonly string[];
	relativeDates: RelativeDateCues;
	dateWords: DateWordCues;
	/**
	 * Words that make an annotation a question even without a question mark
	 * ("ob …", "est-ce que …", "I wonder"); a question never acts on its item.
	 * Use `^` for words that ask only at the start of a clause.
	 */
	questions: readonly string[];
	/**
	 * Words of doubt ("not sure", "I think", "but I need to verify",
	 * "peut-être", "forse"): a hedged annotation never completes, postpones
	 * or corrects its item (see ../hedges.ts).
	 */
	hedges: readonly string[];
	/**
	 * Words of a deed done in part ("halfway", "halb erledigt", "à moitié",
	 * "la mitad hecha", "a metà"): the item is never ticked off, and with a
	 * date or a postponement ("half done, rest Monday") it only gains the
	 * date.
	 */
	partDone: readonly string[];
	/**
	 * Reminders ("don't forget", "n'oublie pas le cadeau", "vergiss es
	 * nicht", "no te olvides"): the item is still to do, so a reminder before
	 * any acting cue never completes, postpones or rewrites it. Use `^` for
	 * words that remind only at the start of a clause.
	 */
	reminders: readonly string[];
	/** Whether past tenses are also typed without their "e" ("renewd", "bookd", "cancelld"). */
	pastTenseWithoutE?: boolean;
}
