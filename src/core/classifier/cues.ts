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
import type { CueCategory, Language } from "../languages";

/** Cue lists of one language, keyed by category. */
export type CueLists = Readonly<Record<CueCategory, readonly string[]>>;

const en: CueLists = {
	completion: [
		"done", "all done", "done already", "already done", "finished", "completed", "^complete", "sorted", "sorted out",
		"taken care of", "dealt with", "^paid", "^booked", "^bought", "^got it", "^got them", "^got", "^sent", "^submitted",
		"^ordered", "^returned", "^cancelled", "^canceled", "^called", "^fixed", "^signed", "^renewed", "^picked up",
		"^handled", "^delivered", "^posted", "^filed", "^checked", "^did it", "^did that", "^yes done", "ticked off",
		"crossed off", "^spoke to", "^talked to", "not needed", "not needed anymore", "no longer needed", "no need anymore",
		"not necessary anymore", "obsolete",
		"^emailed", "^texted", "^messaged", "^rang", "^phoned", "^replied", "^answered", "^confirmed", "^arranged",
		"^dropped off", "^dropped it off", "^dropped them off", "^handed in", "^handed it in", "^collected", "^cleaned",
		"^washed", "^cleared", "^tidied", "^uploaded", "^printed", "^registered", "^applied", "^emptied", "^repaired",
		"^installed", "^cancelled it", "^got her", "^got him", "^sold", "^gave", "^wrote", "^took", "^went", "^did",
		"^made", "called off", "was called off", "got cancelled", "was cancelled", "is cancelled", "been cancelled",
		"has been cancelled", "^off", "^scrapped", "^dropped", "not happening", "isn't happening", "^no longer needed",
		"^no need", "not needed any more", "done and dusted", "^sorted it", "^all sorted", "^paid off", "^paid it",
		"^booked it", "^sent it", "^sent off", "^ordered it", "^bought it", "^did this",
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
		"tmrw", "tmr", "tmrow", "tomoz", "2moro", "2morrow", "tomorow", "tommorow", "tommorrow", "someday", "some day",
		"^one day", "one of these days", "eventually", "at some point", "sometime", "some time next", "^after", "^once",
		"when i get back", "when we get back", "when i'm back", "when we're back", 
		"move this to", "rescheduled to", "rescheduled for", "bumped to", "bumped", "pushed to",
		"push it to", "do it on", "^not till", "^not until after", "^maybe in", "^maybe next", "^maybe after",
		"^prob next", "^probably next", "^when it's", "^when it is", "^once it's", "next * weeks", "in * weeks",
		"in a week", "in a couple of weeks", "in a month", "later on", "l8r", "ltr", "new year", "in the new year",
		"^not this time", "^can't make it", "^cant make it", "couldn't make it", "^another week", "again in", "again next",
		"again after", "try again", "check again", "look again",
	],
	behavioral: [
		"from now on", "from today on", "going forward", "in future", "in the future", "moving forward", "henceforth",
		"as a rule", "as a general rule", "every time", "each time", "whenever", "^never", "^always", "^don't", "^do not",
		"^dont", "^stop", "stop adding", "stop suggesting", "stop putting", "stop scheduling", "stop including",
		"never again", "don't ever", "please don't", "please never", "please always", "make sure to", "make sure you",
		"remember to always", "you should always", "you should never", "you must", "ask me first", "ask me before",
		"check with me first", "i told you", "i've told you", "when something", "if something",
		"goes in", "go in", "goes under", "go under", "go into", "goes into", "belongs in", "belong in", "belongs under",
		"belong under", "should go in", "should go under", "should be in", "should be under", "should be deleted",
		"should be removed", "should be ticked", "should be listed", "should not be", "shouldn't be", "should never",
		"should always", 
		"no need to remind", "no need to add", "no need to put", "no need to list", "don't need to", "dont need to",
		"you don't have to", "you dont have to", "there's no need to", "instead of ticking", "instead of deleting",
		"rather than ticking", "rather than deleting", "not ticked", "not deleted",
	],
	correction: [
		"that's wrong", "thats wrong", "that is wrong", "wrong", "incorrect", "not correct", "not right",
		"that's not right", "not true", "that's not true", "untrue", "mistake", "my mistake", "error", "typo", "actually",
		"in fact", "in reality", "correction", "not * but", "it's * not", "it is * not", "instead", "instead of",
		"no longer", "not anymore", "not any more", "has changed", "changed", "mixed up", "wasn't", "isn't",
		", not", "not the", "it's not", "its not", "it isn't", "not on", "not at", "not in the", "wrong date",
		"wrong time", "wrong day", "wrong number", "wrong address", "wrong name", "its actually", "it's actually",
		"actually it's", "actually its",
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
		"put * first", "first then", "at the front", "on top", "easier to scan", "easier to read",
		"hard to read", "harder to read", "too much text", "too many", "too few", "shorter pls", "tldr", "tl;dr",
		"too verbose", "split by", "divided by", "broken down by", "by day", "by date", "by priority",
		"one per line", "table pls", "list pls", "as a list", "in a list", "dot points", "keep it short", "keep it brief",
		"short version",
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
		"^geschickt", "^weggeschickt", "^abgeholt", "^geholt", "^zurückgegeben", "^zurückgeschickt", "^erledigt",
		"^gemacht", "^geschafft", "^gekündigt", "^überwiesen", "^angerufen", "^telefoniert", "^gemailt", "^geantwortet",
		"^beantwortet", "^bestätigt", "^ausgefüllt", "^hingebracht", "^weggebracht", "^eingeworfen", "^aufgegeben",
		"^abgeschlossen", "^gewaschen", "^geputzt", "^aufgeräumt", "^verkauft", "^gemeldet", 
		"erl.", "erl", "ist erl", "fällt aus", "fällt weg", "fällt flach", "entfällt", "abgesagt", "wurde abgesagt",
		"ist abgesagt", "hat abgesagt", "haben abgesagt", "wurde storniert", "ist storniert", "findet nicht statt",
		"fand nicht statt", "nicht nötig", "unnötig", "brauch ich nicht mehr", "brauche ich nicht mehr",
		"brauchen wir nicht", "braucht es nicht mehr", "ist durch", "sind durch", "ist raus", "ist weg", "schon bezahlt",
		"schon gebucht", "schon bestellt", "schon erledigt", "schon angerufen", "schon gemacht", "gezahlt", "^bezahlt",
		"done", "^check", 
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
		"nä woche", "nä. woche", "näch. woche", "nächste wo", "nä. wo", "nä wo", "nächster woche", "kommende woche",
		"kommenden woche", "kommenden monat", "demnächst", "demn.", "demn", "dem. woche", "irgendwann mal", "irgendwann",
		"später mal", "heut nicht", "heute nicht mehr", "heut nicht mehr", "nicht mehr heute", "schieb auf",
		"schieb das auf", "schieben auf", "schieben wir", "schieb ich", "verschieb", "verschiebs", "verschieben auf",
		"auf * verschoben", "nochmal im", "nochmal nach", "nochmal schauen", "nochmal versuchen", "nochmal probieren",
		"nochmal anrufen", "^wenn's", "^wenns", "^wenn es", "^sobald", "^nach dem", "^nach der", "^nach den",
		"in * wochen", "in einer woche", "in ein paar wochen", "im neuen jahr", "nächstes we", "übernächstes we",
		"übernächste", "übernächsten", "übernächstes", "^morgen dann", "^erst morgen", "klappt nicht",
		"klappt heute nicht", "schaff ich nicht", "schaff ich heute nicht", "wird nix", "wird heute nix",
	],
	behavioral: [
		"ab jetzt", "ab sofort", "ab heute", "von nun an", "von jetzt an", "künftig", "zukünftig", "in zukunft",
		"grundsätzlich", "generell", "prinzipiell", "jedes mal", "jedesmal", "immer wenn", "nie wieder", "nie mehr",
		"niemals wieder", "hör auf", "hör bitte auf", "hören sie auf", "lass das", "bitte nie", "bitte niemals",
		"bitte immer", "bitte keine", "bitte nicht mehr", "^niemals", "^nie", "frag mich vorher", "frag mich bevor",
		"frag mich zuerst", "vorher fragen", "hab ich doch gesagt", "habe ich doch gesagt", "ich hab doch gesagt",
		"ich habe doch gesagt", "hab ich schon gesagt", "gehören nicht", "gehört nicht", "wenn etwas",
		"gehört in", "gehören in", "gehört unter", "gehören unter", "gehört nach", "gehören nach", "gehört zu",
		"gehören zu", "kommt in", "kommen in", "kommt unter", "kommen unter", "bitte unter", "bitte in den",
		"bitte in die", "bitte ins", "bitte löschen", "bitte nicht abhaken", "statt abhaken", "statt löschen",
		"löschen statt", "abhaken statt", "musst du nicht", "brauchst du nicht", "musst du mich nicht",
		"brauchst du mich nicht", "brauchst du nicht eintragen", "nicht eintragen", "nicht aufschreiben",
		"nicht mehr eintragen", "nicht extra", "sollen gelöscht", "soll gelöscht", "sollen in", "soll in", "immer unter",
		"immer in den", "immer in die",
	],
	correction: [
		"stimmt nicht", "das stimmt nicht", "stimmt so nicht", "stimmt doch nicht", "falsch", "das ist falsch",
		"ist falsch", "war falsch", "nicht richtig", "nicht korrekt", "inkorrekt", "fehler", "irrtum", "korrektur",
		"eigentlich", "tatsächlich", "in wirklichkeit", "nicht * sondern", "sondern", "stattdessen", "statt",
		"verwechselt", "hat sich geändert", "geändert", "nicht mehr", "kein * mehr", "umgezogen", "nein, *",
		", nicht", "nicht am", "nicht um", "nicht im", "nicht der", "nicht die", "nicht das", "heißt", "heisst",
		"falsches datum", "falsche uhrzeit", "falscher tag", "falsche nummer", "falsche adresse", "ist doch", "sind doch",
		"war doch", "doch erst", "ist jetzt", "sind jetzt", "jetzt bei", "jetzt in", "neue nummer", "neue adresse",
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
		"zu lange", "viel zu lang", "zu viel text", "zu ausführlich", "zu knapp", "kürzer bitte", "bitte kürzer",
		"stichpunktartig", "in stichpunkten", "als liste", "als stichpunkte", "aufgeteilt nach", "getrennt nach",
		"nach * sortieren", "nach * sortiert", "nach * gruppieren", "nach * gruppiert", "nach datum", "nach priorität",
		"pro tag", "pro zeile", "leichter zu lesen", "besser lesbar", "lesbarer", 
		"ganz oben", 
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
		"c fait", "c'est fait", "cest fait", "c fini", "c'est bon c'est fait", "^fait !", "^envoyé", "^envoyés",
		"^envoyées", "^renvoyé", "^renvoyée", "^expédié", "^expédiée", "^postée", "^posté", "^déposé", "^déposée",
		"^récupérée", "^rendue", "^payés", "^payées", "^réglé", "^réglée", "^commandée", "^commandés", "^commandées",
		"^réservés", "^réservées", "^appelée", "^appelés", "^téléphoné", "^contacté", "^contactée", "^répondu",
		"^confirmé", "^confirmée", "^vendu", "^vendue", "^nettoyé", "^rangé", "^lavé", "^vidé", "^imprimé", "^rempli",
		"^remplie", "^fini", "^finie", "^finis", "^terminés", "^bouclé", "^bouclée", "^j'ai appelé", "^j'ai payé",
		"^j'ai envoyé", "^j'ai pris", "^j'ai réservé", "^j'ai acheté", "^j'ai commandé", "^j'ai fait", "^on a fait",
		"^on l'a fait", "annulé", "annulée", "annulés", "annulées", "est annulé", "est annulée", "a été annulé",
		"a été annulée", "c annulé", "tombe à l'eau", "n'a pas lieu", "n'aura pas lieu", "pas besoin", "plus la peine",
		"ne sert plus", "inutile", "deja payé", "déjà fait", "deja fait", "déjà réglé", "c'est réglé", "c réglé",
		"ok fait", "done",
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
		"sem pro", "sem prochaine", "semaine pro", "la semaine pro", "semaine proch", "la sem pro", "le mois pro",
		"mois pro", "we prochain", "le we prochain", "ce we", "w-e prochain", "le w-e prochain", "un de ces jours",
		"un de ces quatre", "^un jour", "un jour ou l'autre", "tôt ou tard", "à un moment", "dmain", "dem1", "^plus tard",
		"pas auj", "pas aujourd", "pas ajd", "pas ce soir", "pas dispo", "^quand il fera", "^quand ça", "^quand j'aurai",
		"^quand on aura", "^dès que", "^une fois que", "^après", "dans * semaines", "dans une semaine", "dans un mois",
		"l'an prochain", "l'année pro", "à la rentrée", "à reprendre", "je verrai", "on en reparle",
		"on reverra", "à revoir", "je refais", "reporté à", "décalé à", "décalée à", 
		"repoussé à", "remis à", "je m'en occupe", "je le ferai", "je ferai", "on fera",
	],
	behavioral: [
		"désormais", "dorénavant", "à l'avenir", "à partir de maintenant", "à partir d'aujourd'hui", "dès maintenant",
		"de manière générale", "en règle générale", "systématiquement", "à chaque fois", "chaque fois", "plus jamais",
		"arrête de", "arrêtez de", "arrête d'", "arrêtez d'", "cesse de", "cessez de", "évite de", "évitez de",
		"^ne jamais", "^ne plus", "merci de ne pas", "merci de toujours", "pense à toujours", "il faut toujours",
		"demande-moi avant", "demande moi avant", "demandez-moi avant", "je te l'ai dit", "je te l'ai déjà dit",
		"je vous l'ai dit", "quand c'est", "quand quelque chose", "n'ont rien à faire", "n'a rien à faire",
		"va dans", "vont dans", "vont en", "doit aller dans", "doivent aller dans", "à mettre dans", "à ranger dans",
		"dans la section", "dans la rubrique", "sous la rubrique", "tu les supprimes", "tu le supprimes",
		"tu la supprimes", "ne les coche pas", "ne le coche pas", "à supprimer",
		"pas la peine de noter", "pas la peine de mettre", "pas la peine d'ajouter", "pas besoin de noter",
		"pas besoin de mettre", "pas besoin de me rappeler", "pas besoin d'ajouter", 
		"plutôt que de cocher", "au lieu de cocher", "au lieu de supprimer", 
		
	],
	correction: [
		"c'est faux", "faux", "c'est pas ça", "ce n'est pas ça", "pas vrai", "incorrect", "inexact", "erreur", "en fait",
		"en réalité", "en vrai", "pas * mais", "non pas", "ce n'est pas", "ce n'est plus", "n'est plus", "a changé",
		"au lieu de", "rectification", "correction", "je me suis trompé", "je me suis trompée", "tu te trompes",
		"vous vous trompez", "c'est plutôt",
		", pas", "pas le", "pas la", "pas à", "pas au", "pas en", "c'est pas", "cest pas", "c pas", "s'appelle",
		"sappelle", "il s'appelle", "elle s'appelle", "mauvaise date", "mauvaise heure", "mauvais jour", "mauvais numéro",
		"mauvaise adresse", "maintenant c'est", "c'est maintenant", "c'est à", "c'est le", "nouveau numéro",
		"nouvelle adresse", "a déménagé", "déménagé", 
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
		"trop long", "beaucoup trop long", "trop de texte", "trop détaillé", "trop court", "plus court stp",
		"plus court svp", "en puces", "à puces", "en liste", "sous forme de liste", "liste à puces", 
		"par jour", "par date", "par priorité", "regroupé par", "regroupés par", "regroupées par", "trié par", "triés par",
		"classé par", "classés par", "séparé par", "en premier", "en haut", "plus lisible",
		"plus facile à lire", "une ligne par", "en bref", "plus synthétique", "synthétique", "résumé",
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
		"^llamé", "^pagué", "^compré", "^mandé", "^envié", "^reservé", "^pedí", "^devolví", "^cancelé", "^anulé", "^hice",
		"^terminé", "^acabé", "^le compré", "^les compré", "^lo compré", "^la compré", "^lo pagué", "^lo mandé",
		"^lo envié", "^lo pedí", "^ya llamé", "^ya pagué", "^ya está", "ya ta",
		"^ya esta hecho", "^enviados", "^enviadas", "^mandado", "^mandada", "^mandados", "^reservados",
		"^reservadas", "^pedidos", "^pedidas", "^pedida", "^llamada", "^llamados", "^pagados", "^pagadas", "^devuelta",
		"^hecha", "^hechos", "^hechas", "^contestado", "^respondido", "^confirmado", "^confirmada", "^vendido", "^vendida",
		"^limpiado", "^recogido", "^recogida", "^entregado", "^entregada", "cancelado", "cancelada", "cancelados",
		"canceladas", "se cancela", "se canceló", "se ha cancelado", "está cancelado", "está cancelada", "anulado",
		"anulada", "anulados", "anuladas", "se anula", "se suspende", "suspendido", "suspendida", "no hace falta ya",
		"ya no hace falta", "no hace falta", "ya no se necesita", "no se necesita", "no es necesario", "ya pagado",
		"ya pagada", "ya enviado", "ya reservado", "ya comprado", "hecho!", "done", "ok hecho",
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
		"semana q viene", "la semana q viene", "semana qviene", "sem que viene", "sem q viene", "prox semana",
		"la prox semana", "prox. semana", "prox sem", "el mes q viene", "mes q viene", "el finde q viene", "finde q viene",
		"el prox finde", "prox finde", "algún día", "algun dia", "un día de estos", "un dia de estos", "tarde o temprano",
		"en algún momento", "en otro momento", "mñn", "mñna", "mnn", "^cuando haga", "^cuando sea",
		"^cuando tenga", "^cuando pueda", "^cuando vuelva", "^cuando volvamos", "^en cuanto", "^después", "^despues",
		"dentro de * semanas", "en * semanas", "en una semana", "en un mes", "el año q viene", "el próximo año",
		"año nuevo", "otra vez en", "de nuevo en", 
		"lo dejo para", "lo paso a", "movido a", "movido al", "cambiado a",
		"cambiado al", "para otro día", "hoy no puedo", "no me da tiempo", "no llego",
	],
	behavioral: [
		"a partir de ahora", "a partir de hoy", "de ahora en adelante", "desde ahora", "en adelante", "en el futuro",
		"en lo sucesivo", "de aquí en adelante", "por norma", "por regla general", "siempre que", "cada vez que",
		"nunca más", "nunca jamás", "deja de", "dejad de", "para de", "no vuelvas a", "ni se te ocurra", "evita",
		"pregúntame antes", "pregúntame primero", "ya te lo dije", "te lo he dicho", "te lo dije",
		"cuando algo",
		"va en", "van en", "va en la", "van en la", "tiene que ir en", "tienen que ir en", "en la sección",
		"en el apartado", "bórralo", "bórralos", "bórrala", "bórralas", "no lo marques", "no los marques", "no la marques",
		"no las marques", "no hace falta apuntar", "no hace falta poner", "no hace falta que", "no hace falta recordarme",
		"no hace falta anotar", "no hace falta añadir", "no apuntes", "no pongas", "no añadas", "no me recuerdes",
		"en vez de marcar", "en lugar de marcar", 
		
	],
	correction: [
		"te equivocas", "se equivoca", "os equivocáis", "me equivoqué", "está mal", "incorrecto", "incorrecta",
		"no es así", "no es correcto", "no es cierto", "falso", "es falso", "error", "equivocado", "equivocada",
		"en realidad", "de hecho", "no * sino", "sino", "no es", "ya no", "ha cambiado", "cambió", "en vez de",
		"en lugar de", "corrección",
		", no", "no el", "no la", "no a las", "no es el", "no es la", "no en", "se llama", "mal la fecha", "mal la hora",
		"fecha mal", "hora mal", "número nuevo", "nueva dirección", "se ha mudado", "se mudó", "ahora es", "ahora está en",
		"es a las", "es el", 
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
		"demasiado largo", "muy largo", "demasiado texto", "mucho texto", "más corto porfa", "más corto xfa", "en lista",
		"en viñetas", "con viñetas", "en puntos", "por puntos", "agrupado por", "agrupados por", "agrupada por",
		"ordenado por", "ordenados por", "por día", "por fecha", "por prioridad", "separado por",
		"dividido por", "más fácil de leer", "más claro", "resumido",
		"más resumido", "una línea por",
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
		"^fatto", "^fatta", "^fatti", "^fatte", "^preso", "^presa", "^presi", "^prese", "^mandato", "^mandata", "^mandati",
		"^mandate", "^spedita", "^spediti", "^ordinato", "^ordinata", "^ordinati", "^ordinate", "^prenotati", "^prenotate",
		"^pagati", "^pagate", "^chiamata", "^chiamati", "^telefonato", "^sentito", "^scritto", "^risposto", "^confermato",
		"^confermata", "^consegnato", "^consegnata", "^ritirata", "^venduto", "^venduta", "^pulito", "^lavato",
		"^comprata", "^ho chiamato", "^ho pagato", "^ho preso", "^ho mandato", "^ho prenotato", "^ho comprato",
		"^ho fatto", "^ho ordinato", "annullato", "annullata", "annullati",
		"annullate", "è annullato", "è annullata", "è stato annullato", "è stata annullata", "salta", "saltato", "saltata",
		"saltati", "salta tutto", "non si fa", "non si fa più", "disdetta", "disdetti", "cancellato", "cancellata",
		"non c'è più bisogno", "non serve più", "non serve", "già pagato", "già pagata", "già fatto", "già prenotato",
		"già ordinato", "fatto!", "done", "ok fatto", "tutto fatto", "fatto tutto",
	],
	postpone: [
		"più tardi", "dopo", "non ancora", "ancora no", "non adesso", "non ora", "non oggi", "oggi no",
		"questa settimana no", "non questa settimana", "non questo mese", "non ho tempo", "rimandare", "rimanda",
		"rimandato", "rimandata", "rimandiamo", "rinviare", "rinvia", "rinviato", "rinviata", "posticipare",
		"posticipato", "spostare a", "sposta a", "spostalo", "la prossima settimana",
		"la settimana prossima", "il mese prossimo", "il prossimo mese", "l'anno prossimo", "^domani", "dopodomani",
		"tra due settimane", "fra due settimane", "tra qualche giorno", "dopo le vacanze", "dopo natale", "dopo pasqua",
		"in primavera", "in estate", "in autunno", "in inverno", "quando il tempo migliora", "quando ho tempo",
		"può aspettare", "un altro giorno", "più avanti", "solo dopo", "^non prima di", "in sospeso", "il prossimo weekend",
		"il weekend prossimo", "questo weekend", "mese prossimo", "non è urgente",
		"non c'è fretta",
		"questa settimana non posso",
		"sett prossima", "sett. prossima", "settimana pross", "la sett prossima", "sett prox", "prox settimana",
		"la prox settimana", "la prossima sett", "prossima sett", "il we prossimo", "we prossimo", "il prossimo we",
		"questo we", "prima o poi", "un giorno di questi", "^un giorno", "uno di questi giorni", "prossimamente",
		"più in là", "piu in la", "dmn", "domani dai", "^quando fa", "^quando sarà", "^quando avrò", "^quando ho",
		"^quando torno", "^quando torniamo", "^appena", "^dopo", "tra * settimane", "fra * settimane", "tra una settimana",
		"fra una settimana", "tra un mese", "l'anno prossimo", "anno nuovo", "riprovo a",
		"riprovo", "di nuovo a", "rimando", "rimandiamo a", "spostato a", 
		"oggi non ce la faccio", "non ce la faccio", "non riesco",
	],
	behavioral: [
		"d'ora in poi", "d'ora in avanti", "da ora in poi", "da adesso in poi", "da oggi in poi", "d'ora innanzi",
		"in futuro", "in generale", "di regola", "ogni volta che", "mai più", "smetti di", "smettila di",
		"smettetela di", "basta con", "evita di", "^mai", "chiedimi prima", "chiedimelo prima", "te l'ho già detto",
		"te l'ho detto", "quando una cosa", "quando qualcosa",
		"va in", "vanno in", "va nella", "vanno nella", "va nel", "vanno nel", "va sotto", "vanno sotto", "deve andare in",
		"devono andare in", "nella sezione", "sotto la voce", "cancellale", "cancellali", "cancellalo", "cancellala",
		"non spuntarle", "non spuntarli", "non spuntarlo", "non spuntarla", "invece di spuntarle", "invece di spuntare",
		"anziché spuntare", "non serve segnare", "non serve mettere", "non serve scrivere", "non serve ricordarmi",
		"non c'è bisogno di ricordarmi", "non c'è bisogno di segnare", "non c'è bisogno di mettere", "non segnare",
		"non mettere", "non scrivere", "non ricordarmi", 
		
	],
	correction: [
		"sbagliato", "sbagliata", "è sbagliato", "errato", "errata", "errore", "non è giusto", "non è corretto",
		"non è vero", "non è così", "falso", "ti sbagli", "mi sono sbagliato", "mi sono sbagliata", "in realtà",
		"veramente", "anzi", "non * ma", "invece", "invece di", "al posto di", "non è", "non più", "è cambiato",
		"cambiato", "correzione",
		", non", "non il", "non la", "non alle", "non è il", "non è la", "non in", "si chiama", "data sbagliata",
		"ora sbagliata", "giorno sbagliato", "numero nuovo", "nuovo indirizzo", "si è trasferito", "si è trasferita",
		"trasferito", "ora è", "adesso è", "è alle", "è il", 
		
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
		"troppo lungo", "troppo lunga", "troppo testo", "troppo dettagliato", "più corto pls", "più corto x favore",
		"a punti", "a punti elenco", "in elenco", "per punti", "diviso per", "divisa per", "divisi per", "divise per",
		"raggruppato per", "raggruppata per", "raggruppati per", "ordinato per", "per giorno", "per data",
		"per priorità", "prima di tutto", "in cima", "più leggibile",
		"più facile da leggere", "una riga per", "riassunto",
	],
};

/**
 * "nxt wk", "nä. Di", "mardi pro", "semana q viene", "sett prossima": every
 * spelling of "next" (full or abbreviated) with every period or weekday
 * (full or abbreviated), in the language's order, is a postponement.
 */
const NEXT_PERIODS: Readonly<Record<Language, { next: readonly string[]; periods: readonly string[]; after: boolean; before: boolean }>> = {
	en: {
		next: ["next", "nxt", "nex", "the next", "the following", "following", "this coming", "coming"],
		periods: [
			"week", "wk", "wks", "month", "mth", "mnth", "year", "yr", "weekend", "wknd", "wkend", "w/e", "monday", "mon", "tuesday",
			"tue", "tues", "wednesday", "wed", "weds", "thursday", "thu", "thur", "thurs", "friday", "fri", "saturday", "sat",
			"sunday", "sun", "term",
		],
		after: false,
		before: true,
	},
	de: {
		next: ["nächste", "nächsten", "nächstes", "nächster", "nä.", "nä", "näch.", "nächst.", "kommende", "kommenden", "kommendes", "übernächste", "übernächsten", "übernächstes"],
		periods: [
			"woche", "wo", "wo.", "monat", "mon.", "jahr", "wochenende", "we", "montag", "mo", "mo.", "dienstag", "di", "di.",
			"mittwoch", "mi", "mi.", "donnerstag", "do", "do.", "freitag", "fr", "fr.", "samstag", "sa", "sa.", "sonntag", "so.",
		],
		after: false,
		before: true,
	},
	fr: {
		next: ["prochain", "prochaine", "pro", "proch", "proch.", "qui vient", "d'après"],
		periods: [
			"semaine", "sem", "sem.", "mois", "année", "an", "week-end", "weekend", "we", "w-e", "lundi", "mardi", "mercredi", "jeudi",
			"vendredi", "samedi", "dimanche",
		],
		after: true,
		before: false,
	},
	es: {
		next: ["que viene", "q viene", "qviene", "próximo", "próxima", "prox", "prox.", "próx.", "siguiente"],
		periods: [
			"semana", "sem", "sem.", "mes", "año", "finde", "fin de semana", "lunes", "martes", "miércoles", "jueves", "viernes",
			"sábado", "domingo",
		],
		after: true,
		before: true,
	},
	it: {
		next: ["prossimo", "prossima", "prox", "prox.", "pross.", "pross", "che viene", "successivo", "successiva"],
		periods: [
			"settimana", "sett", "sett.", "mese", "anno", "weekend", "we", "fine settimana", "lunedì", "lun", "martedì", "mar",
			"mercoledì", "mer", "giovedì", "gio", "venerdì", "ven", "sabato", "sab", "domenica", "dom",
		],
		after: true,
		before: true,
	},
};

function nextPeriodCues(language: Language): string[] {
	const { next, periods, after, before } = NEXT_PERIODS[language];
	return next.flatMap((word) => periods.flatMap((period) => [...(before ? [`${word} ${period}`] : []), ...(after ? [`${period} ${word}`] : [])]));
}

/** "renewd", "bookd", "cancelld": an English past tense typed without its "e" still reads as one. */
function withDroppedE(cues: readonly string[]): string[] {
	return cues.flatMap((cue) => (/^\^?\p{L}+ed$/u.test(cue) && !/[aeiou]ed$/u.test(cue) ? [cue, cue.replace(/ed$/u, "d")] : [cue]));
}

function withGenerated(language: Language, lists: CueLists): CueLists {
	return {
		...lists,
		completion: language === "en" ? withDroppedE(lists.completion) : lists.completion,
		postpone: [...lists.postpone, ...nextPeriodCues(language)],
	};
}

/** The built-in cue lists, per language and category; the `extraCues` setting adds to them. */
export const BUILTIN_CUES: Readonly<Record<Language, CueLists>> = {
	en: withGenerated("en", en),
	de: withGenerated("de", de),
	fr: withGenerated("fr", fr),
	es: withGenerated("es", es),
	it: withGenerated("it", it),
};

/**
 * Words that give a completion or postponement its reason ("cancelled by the
 * boss", "fällt aus wegen Regen", "annullato per pioggia"): with one, a single
 * further word is news.
 */
export const REASON_CUES: Readonly<Record<Language, readonly string[]>> = {
	en: ["because", "cos", "cuz", "coz", "due to", "cancelled by", "canceled by", "called off by", "because of", "since"],
	de: ["wegen", "weil", "aufgrund", "da"],
	fr: ["parce que", "à cause", "car", "pour cause", "annulé par", "annulée par", "annulé pour", "annulée pour"],
	es: ["porque", "por culpa", "debido a", "cancelado por", "cancelada por", "anulado por", "anulada por", "se cancela por", "a causa"],
	it: ["perché", "a causa", "per colpa", "causa", "annullato per", "annullata per", "annullato da", "saltato per", "saltata per"],
};

/**
 * "Always", "never" and plain negations: on their own they also describe the
 * world ("she never picks up before 10"), so they mark a rule only together
 * with a {@link DIRECTIVE_WORDS directive word}.
 */
export const RULE_ADVERBS: Readonly<Record<Language, readonly string[]>> = {
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
export const DIRECTIVE_WORDS: Readonly<Record<Language, readonly string[]>> = {
	en: [
		"put", "add", "adding", "write", "schedule", "scheduling", "suggest", "suggesting", "propose", "remind", "include",
		"including", "mention", "tick", "book", "ask", "sort", "move", "file", "enter", "create",
		"assume", "treat", "check", "double-check", "verify", "remove", "delete", "auto-complete", "autocomplete", "check off", "list", "here", "agenda", "section", "heading",
		"item", "items", "entry", "entries", "this note", "this list", "deleted", "removed", "ticked", "ticked off", "checked off", "listed", "added", "scheduled", "filed", "remind me", "reminding",
	],
	de: [
		"eintragen", "einzutragen", "trag", "trage", "einplanen", "einplane", "planen", "vorschlagen",
		"vorzuschlagen", "schlag", "schlage", "schlägst", "erinnern", "erinnere", "erinner", "aufnehmen", "aufschreiben",
		"schreib", "schreibe", "schreiben", "ausschreiben", "setz", "setze", "setzen", "hinzufügen", "füge", "einfügen",
		"notieren", "notier", "notiere", "einordnen", "ordne", "einsortieren", "abhaken", "hak", "markieren", "buchen",
		"anlegen", "fragen", "frag", "erwähnen", "prüf", "prüfe", "prüfen", "löschen", "lösch", "dazuschreiben", "ergänzen",
		"ergänze", "davon ausgehen", "gelöscht", "abgehakt", "eingetragen", "erinnern", "aufführen", "auflisten", "listen", "geh * davon aus", "hier", "hierhin", "hierher", "agenda", "abschnitt", "eintrag", "einträge",
		"rubrik",
	],
	fr: [
		"mets", "mettez", "mettre", "ajoute", "ajoutez", "ajouter", "note", "notez", "noter", "écris", "écrivez", "écrire",
		"propose", "proposez", "proposer", "planifie", "planifiez", "planifier", "programmer", "coche",
		"cochez", "cocher", "rappelle", "rappelez", "rappeler", "classe", "classez", "classer", "range", "ranger",
		"demande", "demandez", "demander", "indique", "indiquer", "inscris", "vérifie", "vérifier", "supprime", "supprimer",
		"suppose", "supposer", "ici", "agenda", "section", "rubrique", "supprimes", "supprimez", "coches", "cochez", "mets", "notes", "ajoutes", "ranges", "classes", "supprimé", "supprimés", "coché", "cochés", "rappeler",
		"entrée",
	],
	es: [
		"pon", "ponga", "pongas", "poner", "ponlo", "ponla", "ponlas", "ponlos", "añade", "añadas", "añadir", "agrega",
		"agregues", "agregar", "mete", "metas", "meter", "apunta", "apuntes", "apuntar", "anota", "anotes", "anotar",
		"escribe", "escribas", "escribir", "programes", "programar", "propón", "propongas", "proponer", "propones",
		"sugieras", "sugerir", "sugerirme", "sugieres", "recuérdame", "recuérdamelo", "recordar", "marca", "marques",
		"marcar", "pregúntame", "preguntar", "incluye", "incluyas", "incluir", "comprueba", "comprobar", "revisa", "borra", "bórralo",
		"des por hecho", "dar por hecho", "bórralos", "bórrala", "bórralas", "borrar", "márcalo", "márcalos", "marques", "apuntes", "pongas", "recordarme", "quítalo", "quitar", "supongas", "aquí", "agenda", "sección", "apartado",
		"entrada",
	],
	it: [
		"metti", "mettere", "mettili", "mettile", "mettilo", "aggiungi", "aggiungere", "scrivi", "scrivere", "segna",
		"segnare", "annota", "annotare", "proponi", "proporre", "suggerisci", "suggerire", "suggerirmi", "programmare",
		"pianifica", "pianificare", "spunta", "spuntare", "ricordami", "ricordamelo", "ricordare", "inserisci", "inserire",
		"chiedimi", "chiedere", "includi", "includere", "controlla", "controllare", "verifica", "cancella", "cancellala",
		"dare per scontato", "dai per scontato", "cancellale", "cancellali", "cancellalo", "cancellare", "spuntarle", "spuntarli", "spuntarlo", "spuntala", "segnarle", "ricordarmi", "togli", "togliere", "qui", "agenda", "sezione", "voce", "voci",
	],
};

/** Whole-annotation "leave it" answers: the item stays and nothing is learned. */
export const KEEP_CUES: Readonly<Record<Language, readonly string[]>> = {
	en: [
		"ok", "okay", "fine", "fine as is", "keep", "keep it", "keep as is", "leave it", "leave as is", "as is", "all good",
		"looks good", "no change", "no changes", "unchanged", "👍",
	],
	de: ["ok", "passt", "passt so", "so lassen", "lassen", "bleibt", "bleibt so", "alles gut", "gut so", "unverändert", "behalten"],
	fr: [
		"ok", "ça va", "ça va comme ça", "laisse", "laisse comme ça", "laisser", "c'est bien", "c'est bon", "très bien",
		"garde", "on garde", "pas de changement", "c bon", "c'est bon comme ça", "c bon comme ça", "ça me va",
	],
	es: ["ok", "vale", "déjalo así", "déjalo", "así está bien", "está bien", "bien así", "sin cambios", "se queda", "así vale", "vale así", "así bien", "me vale"],
	it: ["ok", "va bene", "va bene così", "lascia così", "lascia", "lascialo", "tienilo", "resta così", "nessun cambiamento"],
};

/**
 * Words that carry no information of their own (articles, pronouns,
 * auxiliaries, politeness, "already", "finally"). They tell the languages
 * apart, and a completion or postponement made only of cues and these words
 * teaches nothing.
 */
export const FILLER_WORDS: Readonly<Record<Language, readonly string[]>> = {
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
export const NOT_CUES: Readonly<Record<Language, readonly string[]>> = {
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
export const MOVE_WORDS: Readonly<Record<Language, readonly string[]>> = {
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
	/** Whether "aux … participle" at the end of the clause counts (German word order). */
	verbFinal: boolean;
}

export const PARTICIPLES: Readonly<Partial<Record<Language, ParticipleCues>>> = {
	de: {
		word: "\\p{L}{0,8}ge\\p{L}{2,}(?:t|en)|(?:be|ver|er|zer|ent)\\p{L}{2,}t",
		auxiliaries: ["hab", "habe", "haben", "hat", "hatte", "hatten", "hab ich", "habe ich", "haben wir", "hat er", "hat sie", "schon", "hab schon", "habe schon"],
		exceptions: [
			"gestern", "vergessen", "vergangen", "eingeladen", "gewesen", "geworden", "gehabt", "gesagt", "gedacht", "gemeint", "geplant", "gesehen", "gehört", "gefragt",
			"gelesen", "gegessen", "getrunken", "geschlafen", "gelernt", "gewusst", "gestanden", "gelegen", "gesessen", "geblieben",
			"angebot", "gebiet", "gesicht", "gericht", "gewicht", "geschäft", "gehalt", "gedicht", "gebet", "geburt", "gerät",
			"ergebnis", "erst", "bereit", "bereits", "betrieb", "verlust", "vertrag", "bericht", "beitrag", "verkehrt", "erlaubt",
			"verboten", "geschlossen", "verheiratet", "gesperrt", "verspätet", "beschäftigt", "besetzt", "verletzt", "erkältet",
			"verschoben", "vertagt", "verabredet", "geändert", "gebraucht", "bestimmt", "vielleicht", "berechtigt", "beliebt",
		],
		verbFinal: true,
	},
	es: {
		word: "\\p{L}{3,}(?:ado|ada|ados|adas|ido|ida|idos|idas)",
		auxiliaries: ["ya", "he", "hemos", "lo he", "la he", "los he", "las he", "ya he", "ya lo he", "ya la he", "ya hemos"],
		exceptions: [
			"cerrado", "cerrada", "ocupado", "ocupada", "cansado", "cansada", "mojado", "casado", "casada", "divorciado", "jubilado",
			"jubilada", "prohibido", "permitido", "invitado", "invitada", "invitados", "encantado", "encantada", "agotado", "agotada",
			"mercado", "abogado", "abogada", "pescado", "helado", "estado", "marido", "partido", "apellido", "sonido", "ruido",
			"vestido", "comida", "salida", "llegada", "entrada", "bebida", "medida", "partida", "herida", "cuñado", "cuñada",
			"empleado", "empleada", "jornada", "temporada", "parada", "pasado", "pasada", "cuidado", "retrasado", "aplazado",
			"aplazada", "equivocado", "equivocada", "olvidado", "olvidada", "preocupado", "preocupada", "enfadado", "enfadada",
			"resfriado", "resfriada", "atrasado", "atrasada", "pesado", "complicado", "complicada", "privado", "privada",
			"querido", "querida", "unido", "unidos", "pedido", "cambiado", "cambiada", "mudado", "mudada", "movido", "movida",
		],
		verbFinal: false,
	},
	it: {
		word: "\\p{L}{3,}(?:ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|uti|ute)",
		auxiliaries: ["ho", "abbiamo", "ha", "hanno", "l'ho", "l'abbiamo", "li ho", "le ho", "gia", "ho gia", "l'ho gia", "abbiamo gia"],
		exceptions: [
			"sabato", "subito", "minuto", "minuti", "aiuto", "stato", "stata", "malato", "malata", "ammalato", "ammalata", "sposato",
			"sposata", "vietato", "vietata", "invitato", "invitata", "invitati", "occupato", "occupata", "giornata", "serata",
			"entrata", "uscita", "partita", "mercato", "avvocato", "avvocata", "gelato", "cognato", "cognata", "insalata", "marito",
			"credito", "appetito", "infinito", "patate", "patata", "estate", "state", "tate", "fritte", "parte", "spostato", "spostata",
			"rimandato", "rimandata", "rinviato", "rinviata", "posticipato", "sbagliato", "sbagliata", "cambiato", "cambiata",
			"trasferito", "trasferita", "arrabbiato", "arrabbiata", "preoccupato", "preoccupata", "raffreddato", "chiuso", "previsto",
			"prevista", "programmato", "programmata", "fissato", "fissata", "dimenticato", "dimenticata", "favorito", "preferito",
			"preferita", "privato", "privata", "gradito", "unito", "uniti", "salute", "virtute", "dovuto",
		],
		verbFinal: false,
	},
	fr: {
		// Folding loses the accent of "-é": only the feminine and plural endings are told apart from other words.
		word: "\\p{L}{3,}(?:ee|ees)|fait|faite|faits|faites|prise?|rendue?|recue?|vendue?|finie?|ecrite?",
		auxiliaries: ["j'ai", "on a", "nous avons", "c'est", "deja", "j'ai deja", "on a deja"],
		exceptions: [
			"annee", "annees", "journee", "journees", "soiree", "soirees", "idee", "idees", "entree", "entrees", "arrivee", "duree",
			"poupee", "musee", "matinee", "rentree", "allee", "epee", "fusee", "armee", "pensee", "randonnee", "mosquee", "chaussee",
			"decalee", "decalees", "reportee", "reportees", "repoussee", "deplacee", "prevue", "fermee", "occupee", "fatiguee",
			"mariee", "desolee", "trompee",
		],
		verbFinal: false,
	},
};

/**
 * The shapes of a filing rule without "always" or "never": a placement
 * contrast ("under Home, not under Errands", "en Salud, no en Recados") and
 * two directives set against each other ("delete, not tick", "löschen statt
 * abhaken", "cancellale, non spuntarle").
 */
export const PLACEMENT: Readonly<
	Record<Language, { prepositions: readonly string[]; negations: readonly string[]; contrasts: readonly string[] }>
> = {
	en: {
		prepositions: ["in", "under", "into", "in the", "under the", "into the"],
		negations: ["not", "never", "and not", "but not", "instead of", "rather than"],
		contrasts: ["not", "instead of", "rather than", "never", "but not"],
	},
	de: {
		prepositions: ["in", "im", "ins", "unter", "in den", "in die", "in das", "unter den", "unter die", "bei"],
		negations: ["nicht", "und nicht", "nicht mehr", "statt", "anstatt", "nie"],
		contrasts: ["nicht", "statt", "anstatt", "anstelle von", "nie"],
	},
	fr: {
		prepositions: ["dans", "sous", "en", "dans la", "dans le", "dans les", "sous la", "sous le"],
		negations: ["pas", "et pas", "mais pas", "non", "plutôt que", "au lieu de", "jamais"],
		contrasts: ["pas", "plutôt que", "au lieu de", "jamais", "non"],
	},
	es: {
		prepositions: ["en", "bajo", "en la", "en el", "en los", "en las", "dentro de"],
		negations: ["no", "y no", "pero no", "nunca", "en vez de", "en lugar de"],
		contrasts: ["no", "en vez de", "en lugar de", "nunca"],
	},
	it: {
		prepositions: ["in", "sotto", "nella", "nel", "nelle", "nei", "negli", "dentro"],
		negations: ["non", "e non", "ma non", "mai", "invece di", "anziché", "piuttosto che"],
		contrasts: ["non", "invece di", "anziché", "piuttosto che", "mai"],
	},
};

/** "is", "ist", "est", "está", "è": before a placement contrast they make it a statement ("it's in room 4, not in room 5"). */
export const COPULA_WORDS: readonly string[] = [
	"is", "are", "was", "were", "it's", "its", "ist", "sind", "war", "waren", "liegt", "est", "sont", "c'est", "etait", "es", "son",
	"esta", "estan", "era", "e", "sono", "era", "sta", "si trova",
];
