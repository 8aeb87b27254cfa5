/**
 * Word lists for the five languages the plugin understands (en, de, fr, es,
 * it): stop words, negations, clause breaks and the words that carry a
 * value (numbers, months, weekdays, time units, times of day). Data only;
 * similarity.ts and contradiction.ts decide what to do with them.
 *
 * Lists are per language because the same spelling means different things:
 * "mai" is "never" in Italian and "May" in French, "ne" negates in French and
 * is a pronoun in Italian, "son" is a stop word in Spanish and a child in
 * English.
 */

import { LANGUAGES, type Language } from "../languages";
import { lazyRecord } from "../lazy";

/** What one language knows about its words. */
export interface LanguageWords {
	/** Function words that say nothing about the subject (lowercase, with accents). */
	stop: ReadonlySet<string>;
	/** Words that negate the clause they stand in. */
	negations: ReadonlySet<string>;
	/** Words that start a new clause (so a negation after them does not reach back). */
	clauseBreaks: ReadonlySet<string>;
	/** Accent-folded word → canonical value (`n:2`, `m:5`, `w:1`, `u:day`, `t:morning`, and conditions such as `c:winter` or `c:weekend`). */
	values: ReadonlyMap<string, string>;
	/**
	 * Accent-folded word → fixed stem, for words light stemming would merge
	 * wrongly: people keep their gender ("nonno" and "nonna" are not the same
	 * person, though "nonni" is the plural of "nonno").
	 */
	lemmas: ReadonlyMap<string, string>;
	/**
	 * Accent-folded words for people (family, friends, colleagues): a
	 * statement about "Lisa's husband" is not about Lisa, so a person word on
	 * one side only means a different subject.
	 */
	people: ReadonlySet<string>;
	/**
	 * Function words that set a bound or a direction ("before", "until",
	 * "ab", "après", "hasta", "dopo"), accent-folded: stop words for
	 * overlap, but "never before 9" and "never after 9" are not one rule.
	 */
	markers: ReadonlySet<string>;
}

const words = (list: string): Set<string> => new Set(list.trim().split(/\s+/u));

/** Builds a value map from groups of accent-folded spellings that share one canonical value. */
function valueMap(groups: Record<string, string>): Map<string, string> {
	const map = new Map<string, string>();
	for (const [value, spellings] of Object.entries(groups)) for (const spelling of spellings.trim().split(/\s+/u)) map.set(spelling, value);
	return map;
}

// Clitics and ordinal suffixes left over after splitting at apostrophes and digits ("mum's", "15th", "1er").
const SHARED_STOP = "s t d ll re ve m st nd rd th eme er e º ª";

const EN = (): LanguageWords => ({
	stop: words(`${SHARED_STOP}
		a an the and or if then so as at by for from in into on onto of off to with about after before over under up down out
		is am are was were be been being do does did doing done have has had having will would shall should can could may might must
		ca wo sha i me my mine myself we us our ours you your yours he him his she her hers it its they them their theirs
		this that these those there here what which who whom whose when where why how all any each every some such
		very too also just only really quite than again always usually often sometimes still already now yet more most much many
		lot lots get gets got ago anymore either until user users please pm till since above below less`),
	negations: words("not never no none nobody nothing nowhere neither nor without cannot stopped quit"),
	clauseBreaks: words("but however although though whereas instead"),
	values: valueMap({
		"n:2": "two twice", "n:3": "three", "n:4": "four", "n:5": "five", "n:6": "six", "n:7": "seven", "n:8": "eight",
		"n:9": "nine", "n:10": "ten", "n:11": "eleven", "n:12": "twelve", "n:20": "twenty", "n:30": "thirty",
		// "May" is left out on purpose: as a modal verb it is far more common in rules than the month.
		"m:1": "january jan", "m:2": "february feb", "m:3": "march", "m:4": "april apr", "m:6": "june", "m:7": "july",
		"m:8": "august aug", "m:9": "september sept", "m:10": "october oct", "m:11": "november nov", "m:12": "december dec",
		"w:1": "monday mondays", "w:2": "tuesday tuesdays", "w:3": "wednesday wednesdays", "w:4": "thursday thursdays",
		"w:5": "friday fridays", "w:6": "saturday saturdays", "w:7": "sunday sundays",
		"u:minute": "minute minutes", "u:hour": "hour hours hourly", "u:day": "day days daily", "u:week": "week weeks weekly",
		"u:month": "month months monthly", "u:year": "year years yearly annually",
		"t:morning": "morning mornings", "t:noon": "noon lunchtime", "t:afternoon": "afternoon afternoons",
		"t:evening": "evening evenings", "t:night": "night nights midnight",
		"c:winter": "winter winters", "c:summer": "summer summers", "c:spring": "spring", "c:autumn": "autumn",
		"c:weekend": "weekend weekends", "c:workday": "weekday weekdays workday workdays", "c:holiday": "holiday holidays vacation vacations",
	}),
	lemmas: new Map(),
	people: words("mum mums mom moms mother mothers dad dads father fathers parent parents husband husbands wife wives son sons daughter daughters brother brothers sister sisters grandma grandmas grandpa grandpas grandmother grandmothers grandfather grandfathers aunt aunts uncle uncles cousin cousins niece nieces nephew nephews partner partners boyfriend girlfriend friend friends colleague colleagues boss neighbour neighbours neighbor neighbors kid kids child children baby babies teacher doctor"),
	markers: words("before after until till from since above below more less over under"),
});

const DE = (): LanguageWords => ({
	stop: words(`${SHARED_STOP}
		der die das den dem des ein eine einen einem einer eines und oder wenn dann als wie so auch noch schon nur sehr mehr
		ist sind war waren bin bist sein seine seinen seinem seiner seines ihr ihre ihren ihrem ihrer ihres hat haben hatte hatten habe hast
		wird werden wurde wurden kann können konnte muss müssen soll sollen sollte will wollen ich du er sie es wir mich mir dich dir
		ihn ihm uns euch ihnen mein meine meinen meinem meiner dein deine deinen unser unsere unseren sich man
		in im ins an am ans auf aus bei beim mit nach von vom vor zu zum zur für über unter um bis durch gegen seit
		da dort hier jetzt immer oft meistens manchmal gerne gern dass was wer wo wann warum ja doch mal eben halt
		alle alles jeden jede jeder jedes diese dieser dieses diesem diesen etwas viel viele wieder zwar
		nutzer nutzerin benutzer benutzerin bitte uhr weil wegen ab weniger`),
	negations: words("nicht nie niemals kein keine keinen keinem keiner keines nichts niemand nirgends ohne weder aufgehört aufgehort"),
	clauseBreaks: words("aber sondern jedoch obwohl stattdessen"),
	values: valueMap({
		"n:2": "zwei zweimal", "n:3": "drei", "n:4": "vier", "n:5": "funf", "n:6": "sechs", "n:7": "sieben", "n:8": "acht",
		"n:9": "neun", "n:10": "zehn", "n:11": "elf", "n:12": "zwolf", "n:20": "zwanzig", "n:30": "dreissig",
		"m:1": "januar janner", "m:2": "februar", "m:3": "marz", "m:4": "april", "m:5": "mai", "m:6": "juni", "m:7": "juli",
		"m:8": "august", "m:9": "september", "m:10": "oktober", "m:11": "november", "m:12": "dezember",
		"w:1": "montag montags", "w:2": "dienstag dienstags", "w:3": "mittwoch mittwochs", "w:4": "donnerstag donnerstags",
		"w:5": "freitag freitags", "w:6": "samstag samstags sonnabend", "w:7": "sonntag sonntags",
		"u:minute": "minute minuten", "u:hour": "stunde stunden stundlich", "u:day": "tag tage tagen taglich",
		"u:week": "woche wochen wochentlich", "u:month": "monat monate monaten monatlich", "u:year": "jahr jahre jahren jahrlich",
		"t:morning": "morgen morgens fruh", "t:noon": "mittag mittags", "t:afternoon": "nachmittag nachmittags",
		"t:evening": "abend abends", "t:night": "nacht nachts mitternacht",
		"c:winter": "winter", "c:summer": "sommer", "c:spring": "fruhling fruhjahr", "c:autumn": "herbst",
		"c:weekend": "wochenende wochenenden", "c:workday": "werktag werktags werktage werktagen wochentags", "c:holiday": "ferien urlaub",
	}),
	lemmas: new Map(),
	people: words("mama mamas mutter papa papas vater eltern mann frau sohn sohne tochter tochter bruder schwester schwestern oma omas opa opas grossmutter grossvater tante onkel cousin cousine neffe nichte partner partnerin freund freundin freunde kollege kollegin kollegen chef chefin nachbar nachbarin kind kinder baby lehrer lehrerin arzt arztin"),
	markers: words("vor nach bis ab seit uber unter mehr weniger"),
});

const FR = (): LanguageWords => ({
	stop: words(`${SHARED_STOP}
		le la les l un une des du de d et ou si donc que qu qui quoi dont où ce cet cette ces c ça ca il elle ils elles on
		je j tu nous vous me te se lui leur leurs y en mon ma mes ton ta tes son sa ses notre nos votre vos
		à au aux dans par pour sur sous avec chez entre vers est sont était étaient être suis es sommes êtes été
		a ai as avons avez ont avait avaient avoir eu fait faire très trop aussi encore déjà toujours souvent parfois
		plus moins tout tous toute toutes chaque utilisateur utilisatrice bien comme quand lors merci
		car h jusqu après depuis peu pendant plusieurs doit doivent devoir dois avant`),
	negations: words("ne pas jamais rien aucun aucune sans non ni guère guere arrêté arrete"),
	clauseBreaks: words("mais cependant pourtant sinon plutôt"),
	values: valueMap({
		"n:2": "deux", "n:3": "trois", "n:4": "quatre", "n:5": "cinq", "n:6": "six", "n:7": "sept", "n:8": "huit",
		"n:9": "neuf", "n:10": "dix", "n:11": "onze", "n:12": "douze", "n:20": "vingt", "n:30": "trente",
		"m:1": "janvier", "m:2": "fevrier", "m:3": "mars", "m:4": "avril", "m:5": "mai", "m:6": "juin", "m:7": "juillet",
		"m:8": "aout", "m:9": "septembre", "m:10": "octobre", "m:11": "novembre", "m:12": "decembre",
		"w:1": "lundi lundis", "w:2": "mardi mardis", "w:3": "mercredi mercredis", "w:4": "jeudi jeudis",
		"w:5": "vendredi vendredis", "w:6": "samedi samedis", "w:7": "dimanche dimanches",
		"u:minute": "minute minutes", "u:hour": "heure heures", "u:day": "jour jours journee quotidien quotidienne",
		"u:week": "semaine semaines hebdomadaire", "u:month": "mois mensuel mensuelle", "u:year": "an ans annee annees annuel",
		"t:morning": "matin matins matinee", "t:noon": "midi", "t:evening": "soir soirs soiree", "t:night": "nuit nuits minuit",
		"c:winter": "hiver", "c:spring": "printemps", "c:autumn": "automne",
		"c:weekend": "weekend weekends", "c:holiday": "vacances",
	}),
	lemmas: valueMap({
		cousine: "cousine cousines", voisine: "voisine voisines", amie: "amie amies", copine: "copine copines",
		filleule: "filleule filleules", epouse: "epouse epouses", petite: "petite petites",
	}),
	people: words("maman mere papa pere parents mari femme fils fille filles frere freres soeur soeurs mamie papi grand-mere grand-pere tante oncle cousin cousine neveu niece compagnon compagne ami amie amis copain copine collegue collegues patron patronne voisin voisine enfant enfants bebe medecin"),
	markers: words("avant apres jusqu depuis plus moins"),
});

const ES = (): LanguageWords => ({
	stop: words(`${SHARED_STOP}
		el la los las lo un una unos unas y e o u pero si que qué quien quién cual como cuando donde de del a al en con por para
		sobre entre hasta desde es son era eran ser está están estaba estar soy eres somos fue ha han he has hemos había haber
		tiene tienen tengo hay muy más menos también ya todavía aún siempre mi mis tu tus su sus nuestro nuestra nuestros
		yo tú él ella ellos ellas nosotros usted ustedes me te se le les nos os este esta estos estas ese esa eso esto
		cada todo todos toda todas usuario usuaria suele suelen hace desde gracias favor porque tener ahora debe deben deber antes después`),
	negations: words("no nunca jamás jamas nada nadie ningún ningun ninguno ninguna ni tampoco sin dejó dejo"),
	clauseBreaks: words("pero sino aunque"),
	values: valueMap({
		"n:2": "dos", "n:3": "tres", "n:4": "cuatro", "n:5": "cinco", "n:6": "seis", "n:7": "siete", "n:8": "ocho",
		"n:9": "nueve", "n:10": "diez", "n:11": "once", "n:12": "doce", "n:20": "veinte", "n:30": "treinta",
		"m:1": "enero", "m:2": "febrero", "m:3": "marzo", "m:4": "abril", "m:5": "mayo", "m:6": "junio", "m:7": "julio",
		"m:8": "agosto", "m:9": "septiembre setiembre", "m:10": "octubre", "m:11": "noviembre", "m:12": "diciembre",
		"w:1": "lunes", "w:2": "martes", "w:3": "miercoles", "w:4": "jueves", "w:5": "viernes", "w:6": "sabado sabados",
		"w:7": "domingo domingos",
		"u:minute": "minuto minutos", "u:hour": "hora horas", "u:day": "dia dias diario diaria diariamente",
		"u:week": "semana semanas semanal", "u:month": "mes meses mensual", "u:year": "ano anos anual",
		"t:morning": "manana mananas", "t:noon": "mediodia", "t:afternoon": "tarde tardes", "t:night": "noche noches medianoche",
		"c:winter": "invierno", "c:summer": "verano", "c:spring": "primavera", "c:autumn": "otono",
		"c:holiday": "vacaciones",
	}),
	lemmas: new Map(),
	people: words("mama madre papa padre padres marido esposo esposa mujer hijo hija hijos hijas hermano hermana hermanos abuelo abuela abuelos tio tia primo prima sobrino sobrina novio novia pareja amigo amiga amigos companero companera jefe jefa vecino vecina nino nina ninos bebe medico medica"),
	markers: words("antes despues hasta desde mas menos"),
});

const IT = (): LanguageWords => ({
	stop: words(`${SHARED_STOP}
		il lo la i gli le l un uno una e ed o ma se che chi cui come quando dove di del dello della dei degli delle d
		a ad al allo alla ai agli alle all da dal dallo dalla dai dagli dalle in nel nello nella nei negli nelle nell
		con su sul sullo sulla sui sugli sulle per tra fra è sono era erano essere sei siamo siete ho hai ha abbiamo avete hanno
		aveva avevano avere stato stata molto più meno anche ancora già sempre spesso mio mia miei mie tuo tua tuoi tue
		suo sua suoi sue nostro nostra nostri nostre loro io tu lui lei noi voi mi ti si ci vi ne questo questa questi queste
		quello quella quelli quelle ogni tutto tutti tutta tutte utente fa per favore grazie
		perché va vanno sotto fino durante dopo adesso ora deve devono dovere dell dall sull coll quest quell prima oltre`),
	negations: words("non no mai niente nulla nessuno nessuna nessun né neanche nemmeno neppure senza smesso"),
	clauseBreaks: words("ma però pero tuttavia invece"),
	values: valueMap({
		"n:2": "due", "n:3": "tre", "n:4": "quattro", "n:5": "cinque", "n:7": "sette", "n:8": "otto",
		"n:9": "nove", "n:10": "dieci", "n:11": "undici", "n:12": "dodici", "n:20": "venti", "n:30": "trenta",
		"m:1": "gennaio", "m:2": "febbraio", "m:3": "marzo", "m:4": "aprile", "m:5": "maggio", "m:6": "giugno", "m:7": "luglio",
		"m:8": "agosto", "m:9": "settembre", "m:10": "ottobre", "m:11": "novembre", "m:12": "dicembre",
		"w:1": "lunedi", "w:2": "martedi", "w:3": "mercoledi", "w:4": "giovedi", "w:5": "venerdi", "w:6": "sabato sabati",
		"w:7": "domenica domeniche",
		"u:minute": "minuto minuti", "u:hour": "ora ore", "u:day": "giorno giorni giornaliero quotidiano",
		"u:week": "settimana settimane settimanale", "u:month": "mese mesi mensile", "u:year": "anno anni annuale",
		"t:morning": "mattina mattino mattine", "t:noon": "mezzogiorno", "t:afternoon": "pomeriggio pomeriggi",
		"t:evening": "sera sere serata", "t:night": "notte notti mezzanotte",
		"c:winter": "inverno", "c:summer": "estate", "c:spring": "primavera", "c:autumn": "autunno",
		"c:weekend": "weekend", "c:holiday": "vacanze ferie",
	}),
	lemmas: valueMap({
		nonno: "nonno nonni", nonna: "nonna nonne", zio: "zio zii", zia: "zia zie", figlio: "figlio figli", figlia: "figlia figlie",
		bambino: "bambino bambini", bambina: "bambina bambine", ragazzo: "ragazzo ragazzi", ragazza: "ragazza ragazze",
		cugino: "cugino cugini", cugina: "cugina cugine", fratello: "fratello fratelli", sorella: "sorella sorelle",
		amico: "amico amici", amica: "amica amiche", suocero: "suocero suoceri", suocera: "suocera suocere",
		marito: "marito mariti", moglie: "moglie mogli", mamma: "mamma mamme", papa: "papa",
	}),
	people: words("mamma madre papa padre genitori marito moglie figlio figlia figli fratello sorella nonno nonna nonni zio zia cugino cugina nipote compagno compagna fidanzato fidanzata amico amica amici collega colleghi capo vicino vicina bambino bambina bambini medico"),
	markers: words("prima dopo fino oltre piu meno"),
});

/** The word lists of every language, each built on first read (they are sets and maps of hundreds of words). */
export const LANGUAGE_WORDS: Readonly<Record<Language, LanguageWords>> = lazyRecord(LANGUAGES, (language) => ({ en: EN, de: DE, fr: FR, es: ES, it: IT })[language]());

// Letters only one of the languages uses (accent-folded comparison would lose them).
const DISTINCTIVE_LETTERS: Readonly<Record<Language, RegExp | null>> = {
	en: null,
	de: /[äöüß]/u,
	fr: /[çœêâîôûëï]/u,
	es: /[ñáíóú]/u,
	it: /[òì]/u,
};

const ASCII_WORD = /^[a-z0-9]*$/;

/** How much the hint (the language of the note a text belongs to) weighs: a text must show two more function words of another language to leave it. */
const HINT_WEIGHT = 1.5;

/**
 * Guesses the language of a short text from its lowercase tokens: the
 * language whose stop words and negations cover most of them, with a point
 * for a letter only that language uses. Memory entries are a sentence or
 * two, where function words are the most reliable signal, and often too
 * short to tell ("Ben come pescado"): then `hint` — the language of the
 * note — decides, and English when there is no hint.
 */
export function detectLanguage(tokens: readonly string[], hint?: Language, memo?: EvidenceMemo): Language {
	const scores = languageScores(tokens, memo);
	let best: Language = hint ?? "en";
	let bestScore = hint ? scores[hint] + HINT_WEIGHT : 0;
	for (const language of LANGUAGES) {
		const score = scores[language] + (language === hint ? HINT_WEIGHT : 0);
		if (score > bestScore) {
			best = language;
			bestScore = score;
		}
	}
	return best;
}

/**
 * Each token's evidence (points per language, in LANGUAGES order), kept by
 * whoever reads many texts of one note: a note repeats its words far more
 * often than it writes new ones.
 */
export type EvidenceMemo = Map<string, readonly number[]>;

/** Evidence for each language in a list of lowercase tokens (see detectLanguage); `memo` keeps each token's. */
export function languageScores(tokens: readonly string[], memo?: EvidenceMemo): Record<Language, number> {
	const sums = [0, 0, 0, 0, 0];
	for (const token of tokens) {
		let evidence = memo?.get(token);
		if (evidence === undefined) {
			evidence = tokenEvidence(token);
			memo?.set(token, evidence);
		}
		for (let i = 0; i < sums.length; i++) sums[i]! += evidence[i] ?? 0;
	}
	const [en = 0, de = 0, fr = 0, es = 0, it = 0] = sums;
	return { en, de, fr, es, it };
}

/** One token's points per language: a function word or negation of that language, a letter only it uses. */
function tokenEvidence(token: string): number[] {
	// Whether a token is plain ASCII is asked once, not once per language.
	const plain = ASCII_WORD.test(token);
	const shared = SHARED_STOP_SET.has(token);
	return LANGUAGES.map((language) => {
		const words = LANGUAGE_WORDS[language];
		const letters = DISTINCTIVE_LETTERS[language];
		return ((words.stop.has(token) && !shared) || words.negations.has(token) ? 1 : 0) + (letters && !plain && letters.test(token) ? 1 : 0);
	});
}

const SHARED_STOP_SET = words(SHARED_STOP);
