/** Italian words for comparing texts: stop words, negations, values, people (see ../similarityWords.ts). */
import { type LanguageWords, SHARED_STOP, valueMap, words } from "../similarityWords";

/** Italian word lists, built on first read. */
export const itWords = (): LanguageWords => ({
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
	conjunctions: words("e o ma"),
});
