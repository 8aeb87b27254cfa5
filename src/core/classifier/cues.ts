/**
 * Cue words of the offline classifier, per language. Pure data.
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
import type { CueCategory, CueLanguage } from "../settings";

/** Cue lists of one language, keyed by category. */
export type CueLists = Readonly<Record<CueCategory, readonly string[]>>;

/**
 * All languages the built-in lists cover. An annotation is matched against
 * the languages its words point to (plus English, the usual borrowing, when
 * it shows any English word); the user's extra cues apply whatever the
 * language.
 */
export const CUE_LANGUAGES: readonly CueLanguage[] = ["en", "de", "fr", "es", "it"];

const en: CueLists = {
	completion: [
		"done", "all done", "done already", "already done", "finished", "completed", "^complete", "sorted", "sorted out",
		"taken care of", "dealt with", "^paid", "^booked", "^bought", "^got it", "^got them", "^got", "^sent", "^submitted",
		"^ordered", "^returned", "^cancelled", "^canceled", "^called", "^fixed", "^signed", "^renewed", "^picked up",
		"^handled", "^delivered", "^posted", "^filed", "^checked", "^did it", "^did that", "^yes done", "ticked off",
		"crossed off", "^spoke to", "^talked to", "not needed", "not needed anymore", "no longer needed", "no need anymore",
		"not necessary anymore", "obsolete",
	],
	postpone: [
		"later", "not yet", "not done yet", "not done", "not finished", "not now", "not today", "not this week",
		"not this month", "can't this week", "can't today", "cannot this week", "no time", "postpone", "postponed",
		"postponing", "push", "push to", "pushed", "pushed back", "push back", "move to", "move it to", "defer", "deferred",
		"reschedule", "rescheduled", "delay", "delayed", "put off", "snooze", "snoozed", "next week", "next month",
		"next year", "tomorrow", "day after tomorrow", "in two weeks", "in a few days", "after the holidays",
		"after christmas", "after easter", "after the summer", "after the move", "when the weather is better",
		"when i have time", "this can wait", "can wait", "it can wait", "wait till", "wait until", "^not before",
		"in spring", "in the spring", "in summer", "in autumn", "in the autumn", "in winter", "some other time",
		"another day", "another time", "hold off", "on hold", "later this month", "later this week", "end of the month",
		"until after", "^not until", "until spring", "till spring", "until the spring", "leave it until", "leave it till",
		"not urgent", "no rush", "after new year", "next weekend", "this weekend",
	],
	behavioral: [
		"from now on", "from today on", "going forward", "in future", "in the future", "moving forward", "henceforth",
		"as a rule", "as a general rule", "every time", "each time", "whenever", "^never", "^always", "^don't", "^do not",
		"^dont", "^stop", "stop adding", "stop suggesting", "stop putting", "stop scheduling", "stop including",
		"never again", "don't ever", "please don't", "please never", "please always", "make sure to", "make sure you",
		"remember to always", "you should always", "you should never", "you must", "ask me first", "ask me before",
		"check with me first", "i told you", "i've told you", "when something", "if something",
	],
	correction: [
		"that's wrong", "thats wrong", "that is wrong", "wrong", "incorrect", "not correct", "not right",
		"that's not right", "not true", "that's not true", "untrue", "mistake", "my mistake", "error", "typo", "actually",
		"in fact", "in reality", "correction", "not * but", "it's * not", "it is * not", "instead", "instead of",
		"no longer", "not anymore", "not any more", "has changed", "changed", "mixed up", "wasn't", "isn't",
	],
	preference: [
		"shorter", "too long", "too short", "longer", "more concise", "concise", "less detail", "more detail",
		"more details", "too detailed", "too wordy", "wordy", "briefer", "table", "as a table", "in a table", "bullet",
		"bullets", "bullet points", "bullet point", "bulleted", "numbered list", "checklist", "check list", "format",
		"formatted", "formatting", "heading", "headings", "headline", "headlines", "subheading", "subheadings", "lines",
		"line per", "one line", "sentences", "one sentence", "two sentences", "paragraph", "paragraphs", "one page",
		"sort by", "sorted by", "order by", "ordered by", "in order of", "chronological", "chronologically",
		"alphabetical", "alphabetically", "group by", "grouped by", "group them", "i prefer", "i'd prefer",
		"i would prefer", "prefer", "rather have", "works better for me", "columns", "column", "bold", "emoji", "emojis",
		"iso format", "layout", "structure", "structured", "sub-bullets", "sub bullets", "sub-items", "indent",
		"no jargon", "plain language", "summary first", "at the top", "most urgent first", "keep it to", "at most",
		"numbered", "no more than", "not more than", "line", "each line", "less text", "just the essentials", "sections",
		"split into", "split it into",
	],
};

const de: CueLists = {
	completion: [
		"erledigt", "ist erledigt", "schon erledigt", "bereits erledigt", "alles erledigt", "hat sich erledigt", "abgehakt",
		"fertig", "ist fertig", "^gemacht", "hab ich gemacht", "habe ich gemacht", "hab ich schon gemacht",
		"habe ich schon gemacht", "haben wir gemacht", "ist gemacht", "schon gemacht", "^bezahlt", "^überwiesen",
		"^gebucht", "^gekauft", "^besorgt", "^bestellt", "^abgeschickt", "^verschickt", "^eingereicht", "^abgegeben",
		"^zurückgebracht", "^gekündigt", "^angerufen", "^abgeholt", "^repariert", "^unterschrieben", "^verlängert",
		"^beantragt", "^geklärt", "^angemeldet", "^abgemeldet", "^storniert", "ist durch", "kann weg", "gestrichen",
		"ist gekündigt", "ist bezahlt", "ist gebucht", "ist bestellt", "ist abgeschickt", "ist beantragt", "ist abgesagt",
		"haben wir * gemacht", "hab ich * gemacht", "habe ich * gemacht", "nicht mehr nötig", "nicht mehr notwendig",
		"brauchen wir nicht mehr", "hat sich erübrigt", "entfällt",
	],
	postpone: [
		"später", "spaeter", "noch nicht", "jetzt nicht", "heute nicht", "nicht heute", "diese woche nicht",
		"nicht diese woche", "nicht diesen monat", "geht diese woche nicht", "keine zeit", "verschieben", "verschoben",
		"verschiebe", "vertagen", "vertagt", "vertage", "aufschieben", "aufgeschoben", "zurückstellen", "zurückgestellt",
		"nach hinten", "nächste woche", "naechste woche", "nächsten monat", "nächstes jahr", "übernächste woche",
		"^morgen", "übermorgen", "in zwei wochen", "in ein paar tagen", "nach den ferien", "nach dem urlaub",
		"nach weihnachten", "nach ostern", "^erst nach", "^erst wenn", "^erst ab", "^erst im", "^erst nächste", "im frühjahr",
		"im frühling", "im sommer", "im herbst", "im winter", "kann warten", "hat zeit", "kann bis * warten",
		"wenn das wetter besser ist", "wenn ich zeit habe", "irgendwann", "demnächst", "später im monat",
		"ende des monats", "ende der woche", "auf später", "wiedervorlage", "pausieren", "pausiert", "lieber erst",
		"eher erst", "nächstes wochenende", "am wochenende", "dieses wochenende", "nicht dringend", "eilt nicht",
	],
	behavioral: [
		"ab jetzt", "ab sofort", "ab heute", "von nun an", "von jetzt an", "künftig", "zukünftig", "in zukunft",
		"grundsätzlich", "generell", "prinzipiell", "jedes mal", "jedesmal", "immer wenn", "nie wieder", "nie mehr",
		"niemals wieder", "hör auf", "hör bitte auf", "hören sie auf", "lass das", "bitte nie", "bitte niemals",
		"bitte immer", "bitte keine", "bitte nicht mehr", "^niemals", "^nie", "frag mich vorher", "frag mich bevor",
		"frag mich zuerst", "vorher fragen", "hab ich doch gesagt", "habe ich doch gesagt", "ich hab doch gesagt",
		"ich habe doch gesagt", "hab ich schon gesagt", "gehören nicht", "gehört nicht", "wenn etwas",
	],
	correction: [
		"stimmt nicht", "das stimmt nicht", "stimmt so nicht", "stimmt doch nicht", "falsch", "das ist falsch",
		"ist falsch", "war falsch", "nicht richtig", "nicht korrekt", "inkorrekt", "fehler", "irrtum", "korrektur",
		"eigentlich", "tatsächlich", "in wirklichkeit", "nicht * sondern", "sondern", "stattdessen", "statt",
		"verwechselt", "hat sich geändert", "geändert", "nicht mehr", "kein * mehr", "umgezogen", "nein, *",
	],
	preference: [
		"kürzer", "zu lang", "zu kurz", "länger", "knapper", "kompakter", "ausführlicher", "weniger text",
		"weniger details", "mehr details", "tabelle", "als tabelle", "tabellarisch", "stichpunkte", "stichpunkten",
		"stichworte", "aufzählung", "aufzählungspunkte", "nummeriert", "nummerierte liste", "checkliste", "kästchen",
		"format", "formatierung", "formatiert", "überschrift", "überschriften", "zwischenüberschriften", "zeile", "zeilen",
		"einzeilig", "sätze", "sätzen", "eine seite", "auf eine seite", "sortiert", "sortieren", "sortierung",
		"gruppiert", "gruppieren", "reihenfolge", "chronologisch", "alphabetisch", "ich bevorzuge", "bevorzuge",
		"hätte * lieber", "wäre mir lieber", "lieber als", "spalten", "spalte", "fett", "fließtext", "absatz", "absätze",
		"unterpunkte", "gliederung", "gegliedert", "struktur", "rechtsbündig", "linksbündig", "layout", "emojis",
		"kürzen", "kurz und knapp", "übersichtlicher", "maximal", "höchstens", "nicht mehr als",
		"nur das nötigste", "zeilenanfang", "abschnitte", "in abschnitte", "aufteilen",
	],
};

const fr: CueLists = {
	completion: [
		"^fait", "c'est fait", "deja fait", "tout est fait", "c'est fini", "fini", "finie", "terminé", "terminée",
		"c'est réglé", "réglé", "réglée", "accompli", "effectué", "^payé", "^payée", "^réservé", "^réservée", "^acheté",
		"^achetée", "^achetés", "^achetées", "^envoyé", "^envoyée", "^commandé", "^rendu", "^rendus", "^résilié",
		"^annulé", "^appelé", "^réparé", "^signé", "^renouvelé", "^récupéré", "^validé", "^coché", "^inscrit", "^inscrite",
		"c'est résilié", "c'est payé", "c'est réservé", "c'est envoyé", "c'est annulé", "c'est commandé", "l'a fait",
		"l'ai fait", "l'avons fait", "plus besoin", "plus nécessaire", "^pris", "rendez-vous pris", "^rdv pris",
	],
	postpone: [
		"plus tard", "pas encore", "pas maintenant", "pas aujourd'hui", "pas cette semaine", "pas ce mois-ci",
		"pas ce mois ci", "pas le temps", "pas possible cette semaine", "reporter", "à reporter", "reporté", "reportée", "reportés", "reportées", "décalée", "décalés", "repoussée",
		"mois prochain", "le week-end prochain", "week-end prochain", "ce week-end", "pas urgent", "rien ne presse",
		"on reporte", "repousser", "repoussé", "décaler", "décalé", "à décaler", "remettre à plus tard", "différer",
		"ajourner", "la semaine prochaine", "semaine prochaine", "le mois prochain", "l'année prochaine", "^demain",
		"après-demain", "dans deux semaines", "dans quelques jours", "après les vacances", "après noël", "après pâques",
		"après le", "après la", "après les", "au printemps", "cet été", "à l'automne", "cet hiver", "ça peut attendre",
		"peut attendre", "quand il fera beau", "quand j'aurai le temps", "on verra", "plus tard dans", "fin du mois",
		"en attente", "seulement après", "^pas avant",
	],
	behavioral: [
		"désormais", "dorénavant", "à l'avenir", "à partir de maintenant", "à partir d'aujourd'hui", "dès maintenant",
		"de manière générale", "en règle générale", "systématiquement", "à chaque fois", "chaque fois", "plus jamais",
		"arrête de", "arrêtez de", "arrête d'", "arrêtez d'", "cesse de", "cessez de", "évite de", "évitez de",
		"^ne jamais", "^ne plus", "merci de ne pas", "merci de toujours", "pense à toujours", "il faut toujours",
		"demande-moi avant", "demande moi avant", "demandez-moi avant", "je te l'ai dit", "je te l'ai déjà dit",
		"je vous l'ai dit", "quand c'est", "quand quelque chose", "n'ont rien à faire", "n'a rien à faire",
	],
	correction: [
		"c'est faux", "faux", "c'est pas ça", "ce n'est pas ça", "pas vrai", "incorrect", "inexact", "erreur", "en fait",
		"en réalité", "en vrai", "pas * mais", "non pas", "ce n'est pas", "ce n'est plus", "n'est plus", "a changé",
		"au lieu de", "rectification", "correction", "je me suis trompé", "je me suis trompée", "tu te trompes",
		"vous vous trompez", "c'est plutôt",
	],
	preference: [
		"plus court", "plus courte", "trop long", "trop longue", "trop court", "plus long", "plus concis", "plus concise",
		"concis", "plus détaillé", "plus de détails", "moins de détails", "tableau", "en tableau", "sous forme de tableau",
		"puces", "à puces", "liste à puces", "liste numérotée", "liste à cocher", "checklist", "format", "mise en forme",
		"formaté", "titres", "intertitres", "sous-titres", "ligne", "lignes", "une ligne", "phrases", "paragraphe",
		"paragraphes", "une page", "une seule page", "trier", "trié", "triée", "tri par", "un tri", "par ordre",
		"ordre chronologique", "ordre alphabétique", "regroupe", "regrouper", "regroupé", "je préfère", "je préférerais",
		"préfère", "préférerais", "plutôt que", "colonnes", "colonne", "en gras", "emoji", "emojis", "plus lisible",
		"structure", "structuré", "mise en page", "sous-puces", "sous puces", "au format", "au maximum", "maximum",
		"pas plus de", "moins de texte", "juste l'essentiel", "sections", "sépare", "séparer",
	],
};

const es: CueLists = {
	completion: [
		"hecho", "ya hecho", "ya está hecho", "está hecho", "hecho ya", "^ya está", "listo", "listos", "terminado",
		"terminada", "acabado", "acabada", "^finalizado", "completado", "completada", "^pagado", "^pagada", "^reservado",
		"^reservada", "^comprado", "^comprada", "^compradas", "^comprados", "^enviado", "^enviada", "^pedido",
		"^devuelto", "^devueltos", "^devueltas", "^cancelado", "^anulado", "^llamado", "^arreglado", "^firmado",
		"^renovado", "^solucionado", "resuelto", "ya lo hice", "lo hice", "ya lo he hecho", "^apuntado",
		"dado de baja", "dada de baja", "lo hicimos", "ya lo hicimos", "no hace falta", "ya no hace falta",
		"ya no es necesario",
	],
	postpone: [
		"más tarde", "luego", "todavía no", "aún no", "ahora no", "hoy no", "esta semana no", "este mes no",
		"esta semana no puedo", "no tengo tiempo", "sin tiempo", "aplazar", "aplazado", "aplazada", "aplázalo",
		"posponer", "pospuesto", "pospuesta", "pospón", "pásalo a", "pasar a", "mover a", "muévelo a", "retrasar",
		"retrasado", "dejar para", "lo dejamos para", "dejarlo para", "para más adelante", "más adelante",
		"la próxima semana", "la semana que viene", "próxima semana", "semana que viene", "el mes que viene",
		"el próximo mes", "el año que viene", "^mañana", "para mañana", "pasado mañana", "dentro de", "en dos semanas",
		"después de las vacaciones", "después de navidad", "después de semana santa", "después de", "en primavera",
		"en verano", "en otoño", "en invierno", "cuando haga mejor tiempo", "cuando tenga tiempo", "puede esperar",
		"otro día", "en otro momento", "solo después", "^no antes de", "el finde que viene", "el próximo finde",
		"el fin de semana que viene", "el próximo fin de semana", "este finde",
		"no corre prisa", "no es urgente", "aplazados", "aplazadas",
	],
	behavioral: [
		"a partir de ahora", "a partir de hoy", "de ahora en adelante", "desde ahora", "en adelante", "en el futuro",
		"en lo sucesivo", "de aquí en adelante", "por norma", "por regla general", "siempre que", "cada vez que",
		"nunca más", "nunca jamás", "deja de", "dejad de", "para de", "no vuelvas a", "ni se te ocurra", "evita",
		"pregúntame antes", "pregúntame primero", "ya te lo dije", "te lo he dicho", "te lo dije",
		"cuando algo",
	],
	correction: [
		"te equivocas", "se equivoca", "os equivocáis", "me equivoqué", "está mal", "incorrecto", "incorrecta",
		"no es así", "no es correcto", "no es cierto", "falso", "es falso", "error", "equivocado", "equivocada",
		"en realidad", "de hecho", "no * sino", "sino", "no es", "ya no", "ha cambiado", "cambió", "en vez de",
		"en lugar de", "corrección",
	],
	preference: [
		"más corto", "más corta", "demasiado largo", "demasiado larga", "muy largo", "más largo", "más breve", "breve",
		"más conciso", "conciso", "más detalle", "más detalles", "menos detalle", "tabla", "en tabla", "formato tabla",
		"viñetas", "con viñetas", "lista numerada", "lista de verificación", "checklist", "formato", "encabezado",
		"encabezados", "títulos", "línea", "líneas", "frase", "frases", "párrafo", "párrafos", "una página",
		"una sola página", "ordenado", "ordenada", "ordena", "ordenar", "orden cronológico", "orden alfabético",
		"por orden", "agrupa", "agrupar", "agrupado", "prefiero", "preferiría", "me gusta más", "columnas", "columna",
		"negrita", "emojis", "estructura", "subpuntos", "sub-puntos", "más legible", "como máximo", "como mucho",
		"no más de", "menos texto", "solo lo esencial", "secciones", "sepáralo", "separa en",
	],
};

const it: CueLists = {
	completion: [
		"fatto", "fatta", "già fatto", "è fatta", "finito", "finita", "terminato", "terminata", "completato",
		"completata", "concluso", "conclusa", "^pagato", "^pagata", "^saldato", "^saldata", "^prenotato", "^prenotata",
		"^comprato", "^comprata", "^comprati", "^comprate", "^inviato", "^inviata", "^spedito", "^restituito",
		"^restituiti", "^restituite", "^disdetto", "^annullato", "^chiamato", "^sistemato", "^riparato", "^firmato",
		"^rinnovato", "^ritirato", "risolto", "a posto", "^ok fatto", "non serve più", "non serve", "non è più necessario",
		"l'abbiamo fatto", "l'ho fatto",
	],
	postpone: [
		"più tardi", "dopo", "non ancora", "ancora no", "non adesso", "non ora", "non oggi", "oggi no",
		"questa settimana no", "non questa settimana", "non questo mese", "non ho tempo", "rimandare", "rimanda",
		"rimandato", "rimandata", "rimandiamo", "rinviare", "rinvia", "rinviato", "rinviata", "posticipare",
		"posticipato", "spostare a", "sposta a", "spostalo", "spostato a", "la prossima settimana",
		"la settimana prossima", "il mese prossimo", "il prossimo mese", "l'anno prossimo", "^domani", "dopodomani",
		"tra due settimane", "fra due settimane", "tra qualche giorno", "dopo le vacanze", "dopo natale", "dopo pasqua",
		"in primavera", "in estate", "in autunno", "in inverno", "quando il tempo migliora", "quando ho tempo",
		"può aspettare", "un altro giorno", "più avanti", "solo dopo", "^non prima di", "in sospeso", "il prossimo weekend",
		"il weekend prossimo", "questo weekend", "mese prossimo", "non è urgente",
		"non c'è fretta",
		"questa settimana non posso",
	],
	behavioral: [
		"d'ora in poi", "d'ora in avanti", "da ora in poi", "da adesso in poi", "da oggi in poi", "d'ora innanzi",
		"in futuro", "in generale", "di regola", "ogni volta che", "mai più", "smetti di", "smettila di",
		"smettetela di", "basta con", "evita di", "^mai", "chiedimi prima", "chiedimelo prima", "te l'ho già detto",
		"te l'ho detto", "quando una cosa", "quando qualcosa",
	],
	correction: [
		"sbagliato", "sbagliata", "è sbagliato", "errato", "errata", "errore", "non è giusto", "non è corretto",
		"non è vero", "non è così", "falso", "ti sbagli", "mi sono sbagliato", "mi sono sbagliata", "in realtà",
		"veramente", "anzi", "non * ma", "invece", "invece di", "al posto di", "non è", "non più", "è cambiato",
		"cambiato", "correzione",
	],
	preference: [
		"più breve", "più corto", "più corta", "troppo lungo", "troppo lunga", "più lungo", "più conciso", "conciso",
		"sintetico", "più sintetico", "più dettagli", "meno dettagli", "tabella", "in tabella", "formato tabella",
		"elenco puntato", "punti elenco", "elenco numerato", "puntato", "checklist", "lista di controllo", "formato",
		"formattazione", "titolo", "titoli", "intestazione", "intestazioni", "riga", "righe", "frase", "frasi",
		"paragrafo", "paragrafi", "una pagina", "una sola pagina", "ordina per", "ordinata per", "ordinato per",
		"in ordine", "ordine cronologico", "ordine alfabetico", "raggruppa", "raggruppare", "raggruppato", "preferisco",
		"preferirei", "colonne", "colonna", "grassetto", "emoji", "struttura", "strutturato", "sotto-punti",
		"sottopunti", "più leggibile", "al massimo", "non più di", "meno testo", "solo l'essenziale", "sezioni",
		"dividi in", "dividere in",
	],
};

/** The built-in cue lists, per language and category; the `extraCues` setting adds to them. */
export const BUILTIN_CUES: Readonly<Record<CueLanguage, CueLists>> = { en, de, fr, es, it };

/**
 * "Always", "never" and plain negations: on their own they also describe the
 * world ("she never picks up before 10"), so they mark a rule only together
 * with a {@link DIRECTIVE_WORDS directive word}.
 */
export const RULE_ADVERBS: Readonly<Record<CueLanguage, readonly string[]>> = {
	en: ["always", "never", "not", "no", "don't", "do not", "dont"],
	de: ["immer", "nie", "niemals", "nicht", "kein", "keine", "keinen", "keiner", "keines", "nichts"],
	fr: ["toujours", "jamais", "pas", "ne", "n'", "aucun", "aucune", "rien"],
	es: ["siempre", "nunca", "jamás", "no", "nada", "ningún", "ninguna", "ninguno"],
	it: ["sempre", "mai", "non", "niente", "nessun", "nessuna", "nessuno"],
};

/**
 * What the assistant does with the agenda (put, add, schedule, suggest,
 * remind…) and the agenda's own parts (here, section, entry). With a
 * {@link RULE_ADVERBS rule adverb} they turn a sentence into a rule:
 * "never put medical appointments here".
 */
export const DIRECTIVE_WORDS: Readonly<Record<CueLanguage, readonly string[]>> = {
	en: [
		"put", "add", "adding", "write", "schedule", "scheduling", "suggest", "suggesting", "propose", "remind", "include",
		"including", "mention", "tick", "book", "ask", "sort", "move", "file", "enter", "create",
		"assume", "treat", "check", "double-check", "verify", "remove", "delete", "auto-complete", "autocomplete", "check off", "list", "here", "agenda", "section", "heading",
		"item", "items", "entry", "entries", "this note", "this list",
	],
	de: [
		"eintragen", "einzutragen", "trag", "trage", "einplanen", "einplane", "planen", "vorschlagen",
		"vorzuschlagen", "schlag", "schlage", "schlägst", "erinnern", "erinnere", "erinner", "aufnehmen", "aufschreiben",
		"schreib", "schreibe", "schreiben", "ausschreiben", "setz", "setze", "setzen", "hinzufügen", "füge", "einfügen",
		"notieren", "notier", "notiere", "einordnen", "ordne", "einsortieren", "abhaken", "hak", "markieren", "buchen",
		"anlegen", "fragen", "frag", "erwähnen", "prüf", "prüfe", "prüfen", "löschen", "lösch", "dazuschreiben", "ergänzen",
		"ergänze", "davon ausgehen", "geh * davon aus", "hier", "hierhin", "hierher", "agenda", "abschnitt", "eintrag", "einträge",
		"rubrik",
	],
	fr: [
		"mets", "mettez", "mettre", "ajoute", "ajoutez", "ajouter", "note", "notez", "noter", "écris", "écrivez", "écrire",
		"propose", "proposez", "proposer", "planifie", "planifiez", "planifier", "programmer", "coche",
		"cochez", "cocher", "rappelle", "rappelez", "rappeler", "classe", "classez", "classer", "range", "ranger",
		"demande", "demandez", "demander", "indique", "indiquer", "inscris", "vérifie", "vérifier", "supprime", "supprimer",
		"suppose", "supposer", "ici", "agenda", "section", "rubrique",
		"entrée",
	],
	es: [
		"pon", "ponga", "pongas", "poner", "ponlo", "ponla", "ponlas", "ponlos", "añade", "añadas", "añadir", "agrega",
		"agregues", "agregar", "mete", "metas", "meter", "apunta", "apuntes", "apuntar", "anota", "anotes", "anotar",
		"escribe", "escribas", "escribir", "programes", "programar", "propón", "propongas", "proponer", "propones",
		"sugieras", "sugerir", "sugerirme", "sugieres", "recuérdame", "recuérdamelo", "recordar", "marca", "marques",
		"marcar", "pregúntame", "preguntar", "incluye", "incluyas", "incluir", "comprueba", "comprobar", "revisa", "borra", "bórralo",
		"des por hecho", "dar por hecho", "supongas", "aquí", "agenda", "sección", "apartado",
		"entrada",
	],
	it: [
		"metti", "mettere", "mettili", "mettile", "mettilo", "aggiungi", "aggiungere", "scrivi", "scrivere", "segna",
		"segnare", "annota", "annotare", "proponi", "proporre", "suggerisci", "suggerire", "suggerirmi", "programmare",
		"pianifica", "pianificare", "spunta", "spuntare", "ricordami", "ricordamelo", "ricordare", "inserisci", "inserire",
		"chiedimi", "chiedere", "includi", "includere", "controlla", "controllare", "verifica", "cancella", "cancellala",
		"dare per scontato", "dai per scontato", "qui", "agenda", "sezione", "voce", "voci",
	],
};

/** Whole-annotation "leave it" answers: the item stays and nothing is learned. */
export const KEEP_CUES: Readonly<Record<CueLanguage, readonly string[]>> = {
	en: [
		"ok", "okay", "fine", "fine as is", "keep", "keep it", "keep as is", "leave it", "leave as is", "as is", "all good",
		"looks good", "no change", "no changes", "unchanged", "👍",
	],
	de: ["ok", "passt", "passt so", "so lassen", "lassen", "bleibt", "bleibt so", "alles gut", "gut so", "unverändert", "behalten"],
	fr: [
		"ok", "ça va", "ça va comme ça", "laisse", "laisse comme ça", "laisser", "c'est bien", "c'est bon", "très bien",
		"garde", "on garde", "pas de changement",
	],
	es: ["ok", "vale", "déjalo así", "déjalo", "así está bien", "está bien", "bien así", "sin cambios", "se queda"],
	it: ["ok", "va bene", "va bene così", "lascia così", "lascia", "lascialo", "tienilo", "resta così", "nessun cambiamento"],
};

/**
 * Words that carry no information of their own (articles, pronouns,
 * auxiliaries, politeness, "already", "finally"). They tell the languages
 * apart, and a completion or postponement made only of cues and these words
 * teaches nothing.
 */
export const FILLER_WORDS: Readonly<Record<CueLanguage, readonly string[]>> = {
	en: [
		"a", "an", "the", "and", "or", "but", "if", "then", "so", "to", "of", "in", "on", "at", "by", "for", "with", "from",
		"into", "about", "as", "is", "are", "was", "were", "be", "been", "it", "it's", "its", "this", "that", "these",
		"those", "there", "i", "i'm", "i've", "i'll", "me", "my", "we", "we're", "our", "us", "you", "your", "he", "he's",
		"she", "she's", "they", "they're", "them", "his", "her", "their", "him", "let's", "do", "does", "did", "have",
		"has", "had", "will", "would", "can", "could", "should", "shall", "may", "might", "must", "not", "no", "nope",
		"yes", "yep", "please", "thanks", "thank", "just", "already", "still", "yet", "also", "too", "very", "really",
		"now", "again", "all", "some", "any", "up", "out", "today", "yesterday", "last", "week", "weekend", "finally", "anyway",
		"though", "need", "needs", "until", "till", "maybe", "probably", "what", "when", "which", "who", "how", "than",
		"more", "less", "one", "am", "being", "can't", "won't", "going", "gonna",
	],
	de: [
		"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "und", "oder", "aber",
		"wenn", "dann", "so", "zu", "im", "in", "am", "an", "auf", "aus", "bei", "mit", "von", "vom", "zum", "zur", "für",
		"um", "ist", "sind", "war", "waren", "bin", "bist", "sein", "hat", "habe", "hab", "haben", "wird", "werden", "kann",
		"können", "muss", "soll", "sollte", "es", "er", "sie", "wir", "ich", "du", "ihr", "mir", "mich", "uns", "dich",
		"sich", "mein", "meine", "dein", "unser", "noch", "schon", "jetzt", "heute", "gestern", "vorhin", "bitte",
		"danke", "ja", "nein", "doch", "mal", "auch", "nur", "sehr", "ganz", "alles", "nicht", "kein", "keine", "wie",
		"was", "wo", "da", "dort", "dass", "als", "gerade", "endlich", "eh", "sowieso", "letzte", "letzten", "woche",
		"bis", "eher", "vielleicht", "nach", "vor", "diese", "diesen", "dieses", "geht", "lieber", "wochenende", "hatte", "hatten", "wäre",
		"würde", "sei", "wurde", "worden", "gewesen",
	],
	fr: [
		"le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "et", "ou", "mais", "si", "donc", "à", "au", "aux",
		"en", "dans", "sur", "pour", "par", "avec", "sans", "est", "sont", "était", "c", "c'est", "ce", "cette", "ces",
		"ça", "il", "elle", "ils", "elles", "on", "je", "j", "tu", "vous", "nous", "me", "m", "te", "t", "se", "s", "lui",
		"leur", "mon", "ma", "mes", "ton", "ta", "son", "sa", "ses", "notre", "votre", "qui", "que", "qu", "ne", "n",
		"pas", "plus", "très", "bien", "déjà", "encore", "aussi", "juste", "maintenant", "aujourd'hui", "hier", "oui",
		"non", "merci", "stp", "svp", "s'il", "plaît", "tout", "tous", "toute", "enfin", "jusqu'à", "semaine",
		"dernière", "peut-être", "plutôt", "a", "ai", "avons", "ont", "y", "suis", "es", "sommes", "êtes", "sera",
		"serai", "été", "avais", "avait", "vais", "va", "vas",
	],
	es: [
		"el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "y", "o", "pero", "si", "que", "de", "del", "a",
		"al", "en", "con", "sin", "por", "para", "es", "son", "era", "está", "están", "estoy", "ser", "estar", "ha", "he",
		"han", "hay", "me", "te", "se", "le", "nos", "les", "mi", "mis", "tu", "su", "sus", "yo", "tú", "él", "ella",
		"ellos", "ya", "no", "sí", "muy", "más", "todo", "toda", "todos", "hoy", "ayer", "ahora", "también", "solo",
		"sólo", "bien", "gracias", "porfa", "favor", "este", "esta", "esto", "ese", "esa", "eso", "semana", "pasada", "finde",
		"hasta", "mejor", "quizás", "puedo", "soy", "eres", "somos", "fue", "fui", "sido", "había", "voy", "va",
		"vamos", "estamos", "estás",
	],
	it: [
		"il", "lo", "la", "i", "gli", "le", "l", "un", "uno", "una", "e", "o", "ma", "se", "che", "di", "del", "della",
		"dei", "degli", "delle", "a", "al", "alla", "ai", "agli", "alle", "da", "dal", "dalla", "in", "nel", "nella",
		"nei", "con", "su", "sul", "sulla", "per", "tra", "fra", "è", "sono", "era", "ha", "ho", "hanno", "mi", "ti",
		"si", "ci", "vi", "mio", "mia", "tuo", "suo", "sua", "nostro", "non", "più", "già", "ancora", "anche", "solo",
		"molto", "bene", "grazie", "favore", "oggi", "ieri", "adesso", "ora", "ormai", "tutto", "tutti", "questo", "abbiamo", "avete", "weekend",
		"questa", "quello", "quella", "così", "settimana", "scorsa", "fino", "meglio", "forse", "posso", "sei",
		"siamo", "siete", "sarà", "stato", "stata", "avevo", "aveva", "vado", "va", "sto", "sta",
	],
};

/**
 * Phrases that contain a cue but mean something else ("si è fatto male" is
 * "got hurt", not "done"; "immer noch" is "still", not "always"): any cue,
 * rule adverb or directive inside one of them is ignored.
 */
export const NOT_CUES: Readonly<Record<CueLanguage, readonly string[]>> = {
	en: ["table for", "well done", "done by", "to be done", "needs to be done", "never mind", "always been", "no problem", "no idea"],
	de: ["immer noch", "noch immer", "nicht nur", "fertig machen", "nie gehört"],
	fr: ["table pour", "toujours pas", "pas mal", "pas de souci", "pas de problème", "fait beau", "fait froid", "fait chaud"],
	es: ["el hecho de", "por hecho", "no pasa nada", "no problem"],
	it: ["fatto male", "il fatto che", "di fatto", "non importa", "non c'è problema"],
};

/**
 * Words that may stand before the new date of a postponement ("moved to
 * Friday", "spostato al mese prossimo", "ponlo para el 10"): an annotation
 * made of these, fillers and a date postpones.
 */
export const MOVE_WORDS: Readonly<Record<CueLanguage, readonly string[]>> = {
	en: ["move", "moved", "moving", "push", "pushed", "shift", "shifted", "put", "set", "it", "to", "for", "until", "till", "do", "try", "again"],
	de: ["verschieben", "verschoben", "legen", "gelegt", "leg", "setzen", "auf", "bis", "nochmal", "neu", "erst", "dann"],
	fr: ["décalé", "décalée", "déplacé", "déplacée", "mis", "mise", "mettre", "mets", "passé", "passée", "au", "à", "pour", "jusqu'à", "refaire"],
	es: ["pasado", "pasada", "pásalo", "movido", "movida", "muévelo", "ponlo", "ponla", "cambiado", "para", "al", "hasta", "otra", "vez"],
	it: ["spostato", "spostata", "spostalo", "spostala", "mettilo", "mettila", "messo", "messa", "passato", "al", "a", "per", "fino"],
};

/** Words allowed between a clause boundary and a `^` cue ("please never…", "and always…"). */
export const CLAUSE_OPENERS: readonly string[] = [
	"please", "and", "but", "so", "also", "bitte", "und", "aber", "also", "auch", "et", "mais", "merci", "stp", "svp",
	"y", "pero", "porfa", "por favor", "e", "ma", "per favore", "ok", "okay",
];

/** Cues that mean the same in every language (check marks, thumbs up); always consulted. */
export const NEUTRAL_CUES: Readonly<{ completion: readonly string[]; keep: readonly string[] }> = {
	completion: ["✓", "✔", "✅", "☑", "🗸", "☒", "[x]", "✔️", "☑️"],
	keep: ["👍", "👌", "ok", "okay", "+1"],
};
