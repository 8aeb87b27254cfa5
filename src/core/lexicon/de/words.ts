/** German words for comparing texts: stop words, negations, values, people (see ../similarityWords.ts). */
import { type LanguageWords, SHARED_STOP, valueMap, words } from "../similarityWords";

/** German word lists, built on first read. */
export const deWords = (): LanguageWords => ({
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
	conjunctions: words("und oder aber"),
});
