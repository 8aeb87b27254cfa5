/** French words for comparing texts: stop words, negations, values, people (see ../similarityWords.ts). */
import { type LanguageWords, SHARED_STOP, valueMap, words } from "../similarityWords";

/** French word lists, built on first read. */
export const frWords = (): LanguageWords => ({
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
	conjunctions: words("et ou mais"),
});
