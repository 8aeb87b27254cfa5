/** English words for comparing texts: stop words, negations, values, people (see ../similarityWords.ts). */
import { type LanguageWords, SHARED_STOP, valueMap, words } from "../similarityWords";

/** English word lists, built on first read. */
export const enWords = (): LanguageWords => ({
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
	conjunctions: words("and or but"),
});
