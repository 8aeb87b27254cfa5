/** Spanish words for comparing texts: stop words, negations, values, people (see ../similarityWords.ts). */
import { type LanguageWords, SHARED_STOP, valueMap, words } from "../similarityWords";

/** Spanish word lists, built on first read. */
export const esWords = (): LanguageWords => ({
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
	conjunctions: words("y o pero"),
});
