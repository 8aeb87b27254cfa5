"use strict";

// src/core/languages.ts
var LANGUAGES = ["en", "de", "fr", "es", "it"];
var CUE_CATEGORIES = ["completion", "postpone", "correction", "behavioral", "preference"];

// src/core/lazy.ts
function lazy(create) {
  let value;
  let built = false;
  return () => {
    if (!built) {
      value = create();
      built = true;
    }
    return value;
  };
}
function lazyRecord(keys, create) {
  const record = {};
  for (const key of keys) {
    const entry = lazy(() => create(key));
    Object.defineProperty(record, key, { get: entry, enumerable: true });
  }
  return record;
}

// src/core/lexicon/de/cues.ts
var de = () => ({
  categories: {
    completion: [
      // Dismissed: the item is no longer wanted.
      "^vergiss es",
      "^vergiss das",
      "^streich das",
      "erledigt",
      "ist erledigt",
      "schon erledigt",
      "bereits erledigt",
      "alles erledigt",
      "hat sich erledigt",
      "abgehakt",
      "fertig",
      "ist fertig",
      "^gemacht",
      "hab ich gemacht",
      "habe ich gemacht",
      "hab ich schon gemacht",
      "habe ich schon gemacht",
      "haben wir gemacht",
      "ist gemacht",
      "schon gemacht",
      "^bezahlt",
      "^\xFCberwiesen",
      "^gebucht",
      "^gekauft",
      "^besorgt",
      "^bestellt",
      "^abgeschickt",
      "^verschickt",
      "^eingereicht",
      "^abgegeben",
      "^zur\xFCckgebracht",
      "^gek\xFCndigt",
      "^angerufen",
      "^abgeholt",
      "^repariert",
      "^unterschrieben",
      "^verl\xE4ngert",
      "^beantragt",
      "^gekl\xE4rt",
      "^angemeldet",
      "^abgemeldet",
      "^storniert",
      "ist durch",
      "kann weg",
      "gestrichen",
      "ist gek\xFCndigt",
      "ist bezahlt",
      "ist gebucht",
      "ist bestellt",
      "ist abgeschickt",
      "ist beantragt",
      "ist abgesagt",
      "haben wir * gemacht",
      "hab ich * gemacht",
      "habe ich * gemacht",
      "nicht mehr n\xF6tig",
      "nicht mehr notwendig",
      "brauchen wir nicht mehr",
      "hat sich er\xFCbrigt",
      "entf\xE4llt",
      "^geschickt",
      "^weggeschickt",
      "^abgeholt",
      "^geholt",
      "^zur\xFCckgegeben",
      "^zur\xFCckgeschickt",
      "^erledigt",
      "^gemacht",
      "^geschafft",
      "^gek\xFCndigt",
      "^\xFCberwiesen",
      "^angerufen",
      "^telefoniert",
      "^gemailt",
      "^geantwortet",
      "^beantwortet",
      "^best\xE4tigt",
      "^ausgef\xFCllt",
      "^hingebracht",
      "^weggebracht",
      "^eingeworfen",
      "^aufgegeben",
      "^abgeschlossen",
      "^gewaschen",
      "^geputzt",
      "^aufger\xE4umt",
      "^verkauft",
      "^gemeldet",
      "erl.",
      "erl",
      "ist erl",
      "f\xE4llt aus",
      "f\xE4llt weg",
      "f\xE4llt flach",
      "entf\xE4llt",
      "abgesagt",
      "wurde abgesagt",
      "ist abgesagt",
      "hat abgesagt",
      "haben abgesagt",
      "wurde storniert",
      "ist storniert",
      "findet nicht statt",
      "fand nicht statt",
      "nicht n\xF6tig",
      "unn\xF6tig",
      "brauch ich nicht mehr",
      "brauche ich nicht mehr",
      "brauchen wir nicht",
      "braucht es nicht mehr",
      "ist durch",
      "sind durch",
      "ist raus",
      "ist weg",
      "schon bezahlt",
      "schon gebucht",
      "schon bestellt",
      "schon erledigt",
      "schon angerufen",
      "schon gemacht",
      "gezahlt",
      "^bezahlt",
      "done",
      "^check"
    ],
    postpone: [
      // Waiting, under way or tried without an answer: the item is still open.
      "warte auf",
      "warte noch",
      "warten auf",
      "noch keine antwort",
      "noch keine r\xFCckmeldung",
      "keine r\xFCckmeldung",
      "auf die mailbox",
      "auf band gesprochen",
      "in arbeit",
      "niemand erreicht",
      "keiner rangegangen",
      "geht keiner ran",
      "war besetzt",
      "immer besetzt",
      "dauernd besetzt",
      "st\xE4ndig besetzt",
      "sp\xE4ter",
      "spaeter",
      "noch nicht",
      "jetzt nicht",
      "heute nicht",
      "nicht heute",
      "diese woche nicht",
      "nicht diese woche",
      "nicht diesen monat",
      "geht diese woche nicht",
      "keine zeit",
      "verschieben",
      "verschoben",
      "verschiebe",
      "vertagen",
      "vertagt",
      "vertage",
      "aufschieben",
      "aufgeschoben",
      "zur\xFCckstellen",
      "zur\xFCckgestellt",
      "nach hinten",
      "n\xE4chste woche",
      "naechste woche",
      "n\xE4chsten monat",
      "n\xE4chstes jahr",
      "\xFCbern\xE4chste woche",
      "^morgen",
      "\xFCbermorgen",
      "in zwei wochen",
      "in ein paar tagen",
      "nach den ferien",
      "nach dem urlaub",
      "nach weihnachten",
      "nach ostern",
      "^erst nach",
      "^erst wenn",
      "^erst ab",
      "^erst im",
      "^erst n\xE4chste",
      "im fr\xFChjahr",
      "im fr\xFChling",
      "im sommer",
      "im herbst",
      "im winter",
      "kann warten",
      "hat zeit",
      "kann bis * warten",
      "wenn das wetter besser ist",
      "wenn ich zeit habe",
      "irgendwann",
      "demn\xE4chst",
      "sp\xE4ter im monat",
      "ende des monats",
      "ende der woche",
      "auf sp\xE4ter",
      "wiedervorlage",
      "pausieren",
      "pausiert",
      "lieber erst",
      "eher erst",
      "n\xE4chstes wochenende",
      "am wochenende",
      "dieses wochenende",
      "nicht dringend",
      "eilt nicht",
      "n\xE4 woche",
      "n\xE4. woche",
      "n\xE4ch. woche",
      "n\xE4chste wo",
      "n\xE4. wo",
      "n\xE4 wo",
      "n\xE4chster woche",
      "kommende woche",
      "kommenden woche",
      "kommenden monat",
      "demn\xE4chst",
      "demn.",
      "demn",
      "dem. woche",
      "irgendwann mal",
      "irgendwann",
      "sp\xE4ter mal",
      "heut nicht",
      "heute nicht mehr",
      "heut nicht mehr",
      "nicht mehr heute",
      "schieb auf",
      "schieb das auf",
      "schieben auf",
      "schieben wir",
      "schieb ich",
      "verschieb",
      "verschiebs",
      "verschieben auf",
      "auf * verschoben",
      "nochmal im",
      "nochmal nach",
      "nochmal schauen",
      "nochmal versuchen",
      "nochmal probieren",
      "nochmal anrufen",
      "^wenn's",
      "^wenns",
      "^wenn es",
      "^sobald",
      "^nach dem",
      "^nach der",
      "^nach den",
      "in * wochen",
      "in einer woche",
      "in ein paar wochen",
      "im neuen jahr",
      "n\xE4chstes we",
      "\xFCbern\xE4chstes we",
      "\xFCbern\xE4chste",
      "\xFCbern\xE4chsten",
      "\xFCbern\xE4chstes",
      "^morgen dann",
      "^erst morgen",
      "klappt nicht",
      "klappt heute nicht",
      "schaff ich nicht",
      "schaff ich heute nicht",
      "wird nix",
      "wird heute nix"
    ],
    behavioral: [
      "ab jetzt",
      "ab sofort",
      "ab heute",
      "von nun an",
      "von jetzt an",
      "k\xFCnftig",
      "zuk\xFCnftig",
      "in zukunft",
      "grunds\xE4tzlich",
      "generell",
      "prinzipiell",
      "jedes mal",
      "jedesmal",
      "immer wenn",
      "nie wieder",
      "nie mehr",
      "niemals wieder",
      "h\xF6r auf",
      "h\xF6r bitte auf",
      "h\xF6ren sie auf",
      "lass das",
      "bitte nie",
      "bitte niemals",
      "bitte immer",
      "bitte keine",
      "bitte nicht mehr",
      "^niemals",
      "^nie",
      "frag mich vorher",
      "frag mich bevor",
      "frag mich zuerst",
      "vorher fragen",
      "hab ich doch gesagt",
      "habe ich doch gesagt",
      "ich hab doch gesagt",
      "ich habe doch gesagt",
      "hab ich schon gesagt",
      "geh\xF6ren nicht",
      "geh\xF6rt nicht",
      "wenn etwas",
      "geh\xF6rt in",
      "geh\xF6ren in",
      "geh\xF6rt unter",
      "geh\xF6ren unter",
      "geh\xF6rt nach",
      "geh\xF6ren nach",
      "geh\xF6rt zu",
      "geh\xF6ren zu",
      "kommt in",
      "kommen in",
      "kommt unter",
      "kommen unter",
      "bitte unter",
      "bitte in den",
      "bitte in die",
      "bitte ins",
      "bitte l\xF6schen",
      "bitte nicht abhaken",
      "statt abhaken",
      "statt l\xF6schen",
      "l\xF6schen statt",
      "abhaken statt",
      "musst du nicht",
      "brauchst du nicht",
      "musst du mich nicht",
      "brauchst du mich nicht",
      "brauchst du nicht eintragen",
      "nicht eintragen",
      "nicht aufschreiben",
      "nicht mehr eintragen",
      "nicht extra",
      "sollen gel\xF6scht",
      "soll gel\xF6scht",
      "sollen in",
      "soll in",
      "immer unter",
      "immer in den",
      "immer in die"
    ],
    correction: [
      "stimmt nicht",
      "das stimmt nicht",
      "stimmt so nicht",
      "stimmt doch nicht",
      "falsch",
      "das ist falsch",
      "ist falsch",
      "war falsch",
      "nicht richtig",
      "nicht korrekt",
      "inkorrekt",
      "fehler",
      "irrtum",
      "korrektur",
      "eigentlich",
      "tats\xE4chlich",
      "in wirklichkeit",
      "nicht * sondern",
      "sondern",
      "stattdessen",
      "statt",
      "verwechselt",
      "hat sich ge\xE4ndert",
      "ge\xE4ndert",
      "nicht mehr",
      "kein * mehr",
      "umgezogen",
      "nein, *",
      ", nicht",
      "nicht am",
      "nicht um",
      "nicht im",
      "nicht der",
      "nicht die",
      "nicht das",
      "hei\xDFt",
      "heisst",
      "falsches datum",
      "falsche uhrzeit",
      "falscher tag",
      "falsche nummer",
      "falsche adresse",
      "ist doch",
      "sind doch",
      "war doch",
      "doch erst",
      "ist jetzt",
      "sind jetzt",
      "jetzt bei",
      "jetzt in",
      "neue nummer",
      "neue adresse"
    ],
    preference: [
      "k\xFCrzer",
      "zu lang",
      "zu kurz",
      "l\xE4nger",
      "knapper",
      "kompakter",
      "ausf\xFChrlicher",
      "weniger text",
      "weniger details",
      "mehr details",
      "tabelle",
      "als tabelle",
      "tabellarisch",
      "stichpunkte",
      "stichpunkten",
      "stichworte",
      "aufz\xE4hlung",
      "aufz\xE4hlungspunkte",
      "nummeriert",
      "nummerierte liste",
      "checkliste",
      "k\xE4stchen",
      "format",
      "formatierung",
      "formatiert",
      "\xFCberschrift",
      "\xFCberschriften",
      "zwischen\xFCberschriften",
      "zeile",
      "zeilen",
      "einzeilig",
      "s\xE4tze",
      "s\xE4tzen",
      "eine seite",
      "auf eine seite",
      "sortiert",
      "sortieren",
      "sortierung",
      "gruppiert",
      "gruppieren",
      "reihenfolge",
      "chronologisch",
      "alphabetisch",
      "ich bevorzuge",
      "bevorzuge",
      "h\xE4tte * lieber",
      "w\xE4re mir lieber",
      "lieber als",
      "spalten",
      "spalte",
      "fett",
      "flie\xDFtext",
      "absatz",
      "abs\xE4tze",
      "unterpunkte",
      "gliederung",
      "gegliedert",
      "struktur",
      "rechtsb\xFCndig",
      "linksb\xFCndig",
      "layout",
      "emojis",
      "k\xFCrzen",
      "kurz und knapp",
      "\xFCbersichtlicher",
      "maximal",
      "h\xF6chstens",
      "nicht mehr als",
      "nur das n\xF6tigste",
      "zeilenanfang",
      "abschnitte",
      "in abschnitte",
      "aufteilen",
      "zu lange",
      "viel zu lang",
      "zu viel text",
      "zu ausf\xFChrlich",
      "zu knapp",
      "k\xFCrzer bitte",
      "bitte k\xFCrzer",
      "stichpunktartig",
      "in stichpunkten",
      "als liste",
      "als stichpunkte",
      "aufgeteilt nach",
      "getrennt nach",
      "nach * sortieren",
      "nach * sortiert",
      "nach * gruppieren",
      "nach * gruppiert",
      "nach datum",
      "nach priorit\xE4t",
      "pro tag",
      "pro zeile",
      "leichter zu lesen",
      "besser lesbar",
      "lesbarer",
      "ganz oben",
      // How an item is written: abbreviations, colours, punctuation, layout.
      "abk\xFCrzungen",
      "keine abk\xFCrzungen",
      "ausgeschrieben",
      "ausschreiben",
      "initialen",
      "kursiv",
      "in rot",
      "in gr\xFCn",
      "in blau",
      "farblich",
      "farbig markiert",
      "ausrufezeichen",
      "in klammern",
      "anf\xFChrungszeichen",
      "nebeneinander",
      "wochenansicht",
      "24-stunden",
      "ganze s\xE4tze",
      "einger\xFCckt",
      "getrennte listen",
      "zwei listen"
    ]
  },
  keep: ["ok", "passt", "passt so", "so lassen", "lassen", "bleibt", "bleibt so", "alles gut", "gut so", "unver\xE4ndert", "behalten"],
  reasons: ["wegen", "weil", "aufgrund", "da"],
  conditions: ["wenn", "sobald", "nachdem", "bis"],
  unfinished: ["wenn", "falls", "sobald", "sofern", "keine antwort", "nicht erreicht", "niemand erreicht", "keiner da", "nicht abgenommen", "geht keiner ran", "mailbox", "anrufbeantworter", "war geschlossen", "hatte zu", "war zu", "kam kaputt", "ist kaputt", "noch kaputt", "besch\xE4digt angekommen", "ist defekt", "falsch geliefert", "falsche gr\xF6\xDFe", "falscher artikel", "hat nicht geklappt", "nicht geklappt", "fehlgeschlagen", "ausverkauft", "nicht erledigt", "nicht fertig", "noch nicht", "nicht geschafft", "nicht gemacht", "fast fertig", "halb fertig", "teilweise", "angefangen"],
  postponeVerbs: ["verschieben auf", "verschieben", "auf", "schieben auf", "verlegen auf", "verlegen", "vertagen auf"],
  remainders: ["rest", "den rest", "der rest", "restliche", "restlichen"],
  ruleAdverbs: ["immer", "nie", "niemals", "nicht", "kein", "keine", "keinen", "keiner", "keines", "nichts"],
  directives: [
    "eintragen",
    "einzutragen",
    "trag",
    "trage",
    "einplanen",
    "einplane",
    "planen",
    "vorschlagen",
    "vorzuschlagen",
    "schlag",
    "schlage",
    "schl\xE4gst",
    "erinnern",
    "erinnere",
    "erinner",
    "aufnehmen",
    "aufschreiben",
    "schreib",
    "schreibe",
    "schreiben",
    "ausschreiben",
    "setz",
    "setze",
    "setzen",
    "hinzuf\xFCgen",
    "f\xFCge",
    "einf\xFCgen",
    "notieren",
    "notier",
    "notiere",
    "einordnen",
    "ordne",
    "einsortieren",
    "abhaken",
    "hak",
    "markieren",
    "buchen",
    "anlegen",
    "fragen",
    "frag",
    "erw\xE4hnen",
    "pr\xFCf",
    "pr\xFCfe",
    "pr\xFCfen",
    "l\xF6schen",
    "l\xF6sch",
    "dazuschreiben",
    "erg\xE4nzen",
    "erg\xE4nze",
    "davon ausgehen",
    "gel\xF6scht",
    "abgehakt",
    "eingetragen",
    "erinnern",
    "auff\xFChren",
    "auflisten",
    "listen",
    "geh * davon aus",
    "hier",
    "hierhin",
    "hierher",
    "agenda",
    "abschnitt",
    "eintrag",
    "eintr\xE4ge",
    "rubrik"
  ],
  fillers: [
    "der",
    "die",
    "das",
    "den",
    "dem",
    "des",
    "ein",
    "eine",
    "einen",
    "einem",
    "einer",
    "eines",
    "und",
    "oder",
    "aber",
    "wenn",
    "dann",
    "so",
    "zu",
    "im",
    "in",
    "am",
    "an",
    "auf",
    "aus",
    "bei",
    "mit",
    "von",
    "vom",
    "zum",
    "zur",
    "f\xFCr",
    "um",
    "ist",
    "sind",
    "war",
    "waren",
    "bin",
    "bist",
    "sein",
    "hat",
    "habe",
    "hab",
    "haben",
    "wird",
    "werden",
    "kann",
    "k\xF6nnen",
    "muss",
    "soll",
    "sollte",
    "es",
    "er",
    "sie",
    "wir",
    "ich",
    "du",
    "ihr",
    "mir",
    "mich",
    "uns",
    "dich",
    "sich",
    "mein",
    "meine",
    "dein",
    "unser",
    "noch",
    "schon",
    "jetzt",
    "heute",
    "gestern",
    "vorhin",
    "bitte",
    "danke",
    "ja",
    "nein",
    "doch",
    "mal",
    "auch",
    "nur",
    "sehr",
    "ganz",
    "alles",
    "nicht",
    "kein",
    "keine",
    "wie",
    "was",
    "wo",
    "da",
    "dort",
    "dass",
    "als",
    "gerade",
    "endlich",
    "eh",
    "sowieso",
    "letzte",
    "letzten",
    "woche",
    "bis",
    "eher",
    "vielleicht",
    "nach",
    "vor",
    "diese",
    "diesen",
    "dieses",
    "geht",
    "lieber",
    "wochenende",
    "hatte",
    "hatten",
    "w\xE4re",
    "w\xFCrde",
    "sei",
    "wurde",
    "worden",
    "gewesen"
  ],
  notCues: ["immer noch", "noch immer", "nicht nur", "fertig machen", "nie geh\xF6rt"],
  moveWords: ["verschieben", "verschoben", "legen", "gelegt", "leg", "setzen", "auf", "bis", "nochmal", "neu", "erst", "dann"],
  nextPeriods: {
    next: ["n\xE4chste", "n\xE4chsten", "n\xE4chstes", "n\xE4chster", "n\xE4.", "n\xE4", "n\xE4ch.", "n\xE4chst.", "kommende", "kommenden", "kommendes", "\xFCbern\xE4chste", "\xFCbern\xE4chsten", "\xFCbern\xE4chstes"],
    periods: [
      "woche",
      "wo",
      "wo.",
      "monat",
      "mon.",
      "jahr",
      "wochenende",
      "we",
      "montag",
      "mo",
      "mo.",
      "dienstag",
      "di",
      "di.",
      "mittwoch",
      "mi",
      "mi.",
      "donnerstag",
      "do",
      "do.",
      "freitag",
      "fr",
      "fr.",
      "samstag",
      "sa",
      "sa.",
      "sonntag",
      "so."
    ],
    after: false,
    before: true
  },
  participles: {
    // Nouns of office, state or quality ("Jugendamt", "Gelegenheit", "Gesellschaft") are no participles.
    word: "(?!\\p{L}*(?:amt|heit|keit|schaft)(?!\\p{L}))(?:\\p{L}{0,8}ge\\p{L}{2,}(?:t|en)|(?:be|ver|er|zer|ent)\\p{L}{2,}t)",
    auxiliaries: ["hab", "habe", "haben", "hat", "hatte", "hatten", "hab ich", "habe ich", "haben wir", "hat er", "hat sie", "schon", "hab schon", "habe schon"],
    exceptions: [
      "gestern",
      "vergessen",
      "vergangen",
      "eingeladen",
      "gewesen",
      "geworden",
      "gehabt",
      "gesagt",
      "gedacht",
      "gemeint",
      "geplant",
      "gesehen",
      "geh\xF6rt",
      "gefragt",
      "gelesen",
      "gegessen",
      "getrunken",
      "geschlafen",
      "gelernt",
      "gewusst",
      "gestanden",
      "gelegen",
      "gesessen",
      "geblieben",
      "angebot",
      "gebiet",
      "gesicht",
      "gericht",
      "gewicht",
      "gesch\xE4ft",
      "gehalt",
      "gedicht",
      "gebet",
      "geburt",
      "ger\xE4t",
      "ergebnis",
      "erst",
      "bereit",
      "bereits",
      "betrieb",
      "verlust",
      "vertrag",
      "bericht",
      "beitrag",
      "verkehrt",
      "erlaubt",
      "verboten",
      "geschlossen",
      "verheiratet",
      "gesperrt",
      "versp\xE4tet",
      "besch\xE4ftigt",
      "besetzt",
      "verletzt",
      "erk\xE4ltet",
      "verschoben",
      "vertagt",
      "verabredet",
      "ge\xE4ndert",
      "gebraucht",
      "bestimmt",
      "vielleicht",
      "berechtigt",
      "beliebt"
    ],
    pending: ["wird", "werden"],
    verbFinal: true
  },
  verdicts: [
    "stimmt nicht",
    "das stimmt nicht",
    "stimmt so nicht",
    "stimmt doch nicht",
    "falsch",
    "das ist falsch",
    "ist falsch",
    "nicht richtig",
    "nicht korrekt",
    "korrektur",
    "fehler",
    "irrtum",
    "mein fehler"
  ],
  denials: ["nein"],
  // German puts the verb second: without its "eigentlich", "eigentlich ist das die U8" would read as a question.
  asides: [],
  relativeDates: {
    days: {
      "heute": 0,
      "heut": 0,
      "heute morgen": 0,
      "heute fr\xFCh": 0,
      "heute abend": 0,
      "gestern": -1,
      "vorgestern": -2,
      "morgen": 1,
      "morgen fr\xFCh": 1,
      "\xFCbermorgen": 2
    },
    weeks: {
      "letzte woche": -1,
      "letzten woche": -1,
      "vorige woche": -1,
      "vorigen woche": -1,
      "vergangene woche": -1,
      "n\xE4chste woche": 1,
      "n\xE4chster woche": 1,
      "kommende woche": 1
    },
    months: { "letzten monat": -1, "vorigen monat": -1, "n\xE4chsten monat": 1, "n\xE4chsten monats": 1, "kommenden monat": 1 },
    ago: ["vor {n} {unit}"],
    ahead: ["in {n} {unit}"],
    numbers: {
      "ein": 1,
      "einem": 1,
      "einer": 1,
      "eine": 1,
      "zwei": 2,
      "drei": 3,
      "vier": 4,
      "f\xFCnf": 5,
      "sechs": 6,
      "sieben": 7,
      "acht": 8,
      "neun": 9,
      "zehn": 10
    },
    units: {
      "tag": "day",
      "tage": "day",
      "tagen": "day",
      "woche": "week",
      "wochen": "week",
      "monat": "month",
      "monaten": "month",
      "monate": "month"
    },
    notDates: [
      "am morgen",
      "jeden morgen",
      "guten morgen",
      "den morgen",
      "am n\xE4chsten morgen",
      "am anderen morgen",
      "die letzte woche",
      "letzte woche ist",
      "letzte woche war"
    ]
  },
  dateWords: {
    after: ["nach"],
    articles: ["dem", "den"],
    holidays: {
      christmas: ["weihnachten", "weihnacht", "heiligabend", "weihnachtsfeiertagen"],
      newYear: ["neujahr", "silvester", "jahreswechsel", "neuen jahr"],
      easter: ["ostern", "ostersonntag", "ostermontag"]
    }
  },
  questions: ["^ob", "^ist das", "^ist es", "^sind die", "^war das", "^wurde das", "^wurde es", "^hat jemand", "^wei\xDF jemand", "frage mich"],
  hedges: [
    "vielleicht",
    "hoffentlich",
    "evtl",
    "evtl.",
    "eventuell",
    "m\xF6glicherweise",
    "wahrscheinlich",
    "vermutlich",
    "wohl",
    "glaube",
    "glaub",
    "ich denke",
    "denke ich",
    "nicht sicher",
    "unsicher",
    "wei\xDF nicht",
    "keine ahnung",
    "muss ich pr\xFCfen",
    "muss ich noch pr\xFCfen",
    "noch pr\xFCfen",
    "nachpr\xFCfen",
    "muss ich checken",
    "noch checken",
    "angeblich",
    "halb gemacht",
    "halb ausgef\xFCllt",
    "halb aufgebaut",
    "halb durch",
    "bin halb",
    "halb erledigt",
    "halb fertig",
    "zur h\xE4lfte",
    "teilweise",
    "teils",
    "zum teil",
    "fast fertig",
    "fast erledigt",
    "gr\xF6\xDFtenteils"
  ],
  reminders: [
    "nicht vergessen",
    "ned vergessen",
    "nicht wieder vergessen",
    "vergiss nicht",
    "vergiss es nicht",
    "vergiss das nicht",
    "vergiss sie nicht",
    "vergiss ihn nicht",
    "^denk dran",
    "^denk daran",
    "dran denken",
    "daran denken",
    "^nicht zu vergessen"
  ],
  placement: {
    prepositions: ["in", "im", "ins", "unter", "in den", "in die", "in das", "unter den", "unter die", "bei"],
    negations: ["nicht", "und nicht", "nicht mehr", "statt", "anstatt", "nie"],
    contrasts: ["nicht", "statt", "anstatt", "anstelle von", "nie"]
  }
});

// src/core/lexicon/en/cues.ts
var en = () => ({
  categories: {
    completion: [
      // Dismissed: the item is no longer wanted.
      "^never mind",
      "^nevermind",
      "^forget it",
      "^forget about it",
      "^drop it",
      "^scrap it",
      "^scrap that",
      "done",
      "all done",
      "done already",
      "already done",
      "finished",
      "completed",
      "^complete",
      "sorted",
      "sorted out",
      "taken care of",
      "dealt with",
      "^paid",
      "^booked",
      "^bought",
      "^got it",
      "^got them",
      "^got",
      "^sent",
      "^submitted",
      "^ordered",
      "^returned",
      "^cancelled",
      "^canceled",
      "^called",
      "^fixed",
      "^signed",
      "^renewed",
      "^picked up",
      "^handled",
      "^delivered",
      "^posted",
      "^filed",
      "^checked",
      "^did it",
      "^did that",
      "^yes done",
      "ticked off",
      "crossed off",
      "^spoke to",
      "^talked to",
      "not needed",
      "not needed anymore",
      "no longer needed",
      "no need anymore",
      "not necessary anymore",
      "obsolete",
      "^emailed",
      "^texted",
      "^messaged",
      "^rang",
      "^phoned",
      "^replied",
      "^answered",
      "^confirmed",
      "^arranged",
      "^dropped off",
      "^dropped it off",
      "^dropped them off",
      "^handed in",
      "^handed it in",
      "^collected",
      "^cleaned",
      "^washed",
      "^cleared",
      "^tidied",
      "^uploaded",
      "^printed",
      "^registered",
      "^applied",
      "^emptied",
      "^repaired",
      "^installed",
      "^cancelled it",
      "^got her",
      "^got him",
      "^sold",
      "^gave",
      "^wrote",
      "^took",
      "^went",
      "^did",
      "^made",
      "called off",
      "was called off",
      "got cancelled",
      "was cancelled",
      "is cancelled",
      "been cancelled",
      "has been cancelled",
      "^off",
      "^scrapped",
      "^dropped",
      "not happening",
      "isn't happening",
      "^no longer needed",
      "^no need",
      "not needed any more",
      "done and dusted",
      "^sorted it",
      "^all sorted",
      "^paid off",
      "^paid it",
      "^booked it",
      "^sent it",
      "^sent off",
      "^ordered it",
      "^bought it",
      "^did this"
    ],
    postpone: [
      // Waiting, under way or tried without an answer: the item is still open. ("Started" and its
      // kin are left to the model: "it started at 9:30" corrects a meeting.)
      "waiting for",
      "waiting on",
      "still waiting",
      "no answer yet",
      "no reply yet",
      "no response yet",
      "not heard back",
      "haven't heard back",
      "left a voicemail",
      "left a message",
      "in progress",
      "nobody answered",
      "nobody picked up",
      "no one picked up",
      "line busy",
      "busy line",
      "line was busy",
      "line engaged",
      "line was engaged",
      "later",
      "not yet",
      "not done yet",
      "not done",
      "not finished",
      "not now",
      "not today",
      "not this week",
      "not this month",
      "can't this week",
      "can't today",
      "cannot this week",
      "no time",
      "postpone",
      "postponed",
      "postponing",
      "push",
      "push to",
      "pushed",
      "pushed back",
      "push back",
      "move to",
      "move it to",
      "defer",
      "deferred",
      "reschedule",
      "rescheduled",
      "delay",
      "delayed",
      "put off",
      "snooze",
      "snoozed",
      "next week",
      "next month",
      "next year",
      "tomorrow",
      "day after tomorrow",
      "in two weeks",
      "in a few days",
      "after the holidays",
      "after christmas",
      "after easter",
      "after the summer",
      "after the move",
      "when the weather is better",
      "when i have time",
      "this can wait",
      "can wait",
      "it can wait",
      "wait till",
      "wait until",
      "^not before",
      "in spring",
      "in the spring",
      "in summer",
      "in autumn",
      "in the autumn",
      "in winter",
      "some other time",
      "another day",
      "another time",
      "hold off",
      "on hold",
      "later this month",
      "later this week",
      "end of the month",
      "until after",
      "^not until",
      "until spring",
      "till spring",
      "until the spring",
      "leave it until",
      "leave it till",
      "not urgent",
      "no rush",
      "after new year",
      "next weekend",
      "this weekend",
      "tmrw",
      "tmr",
      "tmrow",
      "tomoz",
      "2moro",
      "2morrow",
      "tomorow",
      "tommorow",
      "tommorrow",
      "someday",
      "some day",
      "^one day",
      "one of these days",
      "eventually",
      "at some point",
      "sometime",
      "some time next",
      "^after",
      "^once",
      "when i get back",
      "when we get back",
      "when i'm back",
      "when we're back",
      "move this to",
      "rescheduled to",
      "rescheduled for",
      "bumped to",
      "bumped",
      "pushed to",
      "push it to",
      "do it on",
      "^not till",
      "^not until after",
      "^maybe in",
      "^maybe next",
      "^maybe after",
      "^prob next",
      "^probably next",
      "^when it's",
      "^when it is",
      "^once it's",
      "next * weeks",
      "in * weeks",
      "in a week",
      "in a couple of weeks",
      "in a month",
      "later on",
      "l8r",
      "ltr",
      "new year",
      "in the new year",
      "^not this time",
      "^can't make it",
      "^cant make it",
      "couldn't make it",
      "^another week",
      "again in",
      "again next",
      "again after",
      "try again",
      "check again",
      "look again"
    ],
    behavioral: [
      "from now on",
      "from today on",
      "going forward",
      "in future",
      "in the future",
      "moving forward",
      "henceforth",
      "as a rule",
      "as a general rule",
      "every time",
      "each time",
      "whenever",
      "^never",
      "^always",
      "^don't",
      "^do not",
      "^dont",
      "^stop",
      "stop adding",
      "stop suggesting",
      "stop putting",
      "stop scheduling",
      "stop including",
      "never again",
      "don't ever",
      "please don't",
      "please never",
      "please always",
      "make sure to",
      "make sure you",
      "remember to always",
      "you should always",
      "you should never",
      "you must",
      "ask me first",
      "ask me before",
      "check with me first",
      "i told you",
      "i've told you",
      "when something",
      "if something",
      "goes in",
      "go in",
      "goes under",
      "go under",
      "go into",
      "goes into",
      "belongs in",
      "belong in",
      "belongs under",
      "belong under",
      "should go in",
      "should go under",
      "should be in",
      "should be under",
      "should be deleted",
      "should be removed",
      "should be ticked",
      "should be listed",
      "should not be",
      "shouldn't be",
      "should never",
      "should always",
      "no need to remind",
      "no need to add",
      "no need to put",
      "no need to list",
      "don't need to",
      "dont need to",
      "you don't have to",
      "you dont have to",
      "there's no need to",
      "instead of ticking",
      "instead of deleting",
      "rather than ticking",
      "rather than deleting",
      "not ticked",
      "not deleted"
    ],
    correction: [
      "that's wrong",
      "thats wrong",
      "that is wrong",
      "wrong",
      "incorrect",
      "not correct",
      "not right",
      "that's not right",
      "not true",
      "that's not true",
      "untrue",
      "mistake",
      "my mistake",
      "error",
      "typo",
      "actually",
      "in fact",
      "in reality",
      "correction",
      "not * but",
      "it's * not",
      "it is * not",
      "instead",
      "instead of",
      "no longer",
      "not anymore",
      "not any more",
      "has changed",
      "changed",
      "mixed up",
      "wasn't",
      "isn't",
      ", not",
      "not the",
      "it's not",
      "its not",
      "it isn't",
      "not on",
      "not at",
      "not in the",
      "wrong date",
      "wrong time",
      "wrong day",
      "wrong number",
      "wrong address",
      "wrong name",
      "its actually",
      "it's actually",
      "actually it's",
      "actually its"
    ],
    preference: [
      "shorter",
      "too long",
      "too short",
      "longer",
      "more concise",
      "concise",
      "less detail",
      "more detail",
      "more details",
      "too detailed",
      "too wordy",
      "wordy",
      "briefer",
      "table",
      "as a table",
      "in a table",
      "bullet",
      "bullets",
      "bullet points",
      "bullet point",
      "bulleted",
      "numbered list",
      "checklist",
      "check list",
      "format",
      "formatted",
      "formatting",
      "heading",
      "headings",
      "headline",
      "headlines",
      "subheading",
      "subheadings",
      "lines",
      "line per",
      "one line",
      "sentences",
      "one sentence",
      "two sentences",
      "paragraph",
      "paragraphs",
      "one page",
      "sort by",
      "sorted by",
      "order by",
      "ordered by",
      "in order of",
      "chronological",
      "chronologically",
      "alphabetical",
      "alphabetically",
      "group by",
      "grouped by",
      "group them",
      "i prefer",
      "i'd prefer",
      "i would prefer",
      "prefer",
      "rather have",
      "works better for me",
      "columns",
      "column",
      "bold",
      "emoji",
      "emojis",
      "iso format",
      "layout",
      "structure",
      "structured",
      "sub-bullets",
      "sub bullets",
      "sub-items",
      "indent",
      "no jargon",
      "plain language",
      "summary first",
      "at the top",
      "most urgent first",
      "keep it to",
      "at most",
      "numbered",
      "no more than",
      "not more than",
      "line",
      "each line",
      "less text",
      "just the essentials",
      "sections",
      "split into",
      "split it into",
      "put * first",
      "first then",
      "at the front",
      "on top",
      "easier to scan",
      "easier to read",
      "hard to read",
      "harder to read",
      "too much text",
      "too many",
      "too few",
      "shorter pls",
      "tldr",
      "tl;dr",
      "too verbose",
      "split by",
      "divided by",
      "broken down by",
      "by day",
      "by date",
      "by priority",
      "one per line",
      "table pls",
      "list pls",
      "as a list",
      "in a list",
      "dot points",
      "keep it short",
      "keep it brief",
      "short version",
      // How an item is written: abbreviations, colours, punctuation, layout.
      "abbreviations",
      "abbreviation",
      "no abbreviations",
      "in full",
      "spelled out",
      "spell out",
      "spell it out",
      "initials",
      "italics",
      "in italics",
      "in red",
      "in green",
      "in blue",
      "colour-coded",
      "color-coded",
      "colour code",
      "color code",
      "exclamation marks",
      "exclamation mark",
      "exclamation points",
      "commas",
      "in brackets",
      "in quotes",
      "quotation marks",
      "side by side",
      "as a timeline",
      "week view",
      "next to each",
      "24h clock",
      "24-hour clock",
      "24 hour clock",
      "written as",
      "dates as",
      "full sentences",
      "keywords",
      "indented",
      "separate lists",
      "two lists"
    ]
  },
  keep: [
    "ok",
    "okay",
    "fine",
    "fine as is",
    "keep",
    "keep it",
    "keep as is",
    "leave it",
    "leave as is",
    "as is",
    "all good",
    "looks good",
    "no change",
    "no changes",
    "unchanged",
    "\u{1F44D}"
  ],
  reasons: ["because", "cos", "cuz", "coz", "due to", "cancelled by", "canceled by", "called off by", "because of", "since"],
  conditions: ["when", "once", "after", "until", "till", "as soon as"],
  unfinished: ["if", "once", "as soon as", "provided", "unless", "no answer", "no reply", "didn't answer", "didn't pick up", "not picking up", "no one answered", "nobody answered", "voicemail", "answerphone", "went to voicemail", "left a message", "was closed", "were closed", "they'd shut", "was shut", "closed today", "arrived broken", "came broken", "is broken", "still broken", "arrived damaged", "wrong one", "wrong size", "wrong item", "didn't work", "did not work", "failed", "bounced", "out of stock", "sold out", "not done", "not finished", "not yet", "haven't", "hasn't", "didn't", "did not", "couldn't", "could not", "wasn't able", "nearly done", "almost done", "half done", "partly", "started"],
  postponeVerbs: ["move to", "move it to", "move this to", "push to", "push it to", "push back to", "postpone to", "postpone till", "postpone until", "put off till", "put off until", "reschedule to", "reschedule for", "defer to", "bump to", "do it on", "move"],
  remainders: ["the rest", "rest of it", "the remaining", "remaining"],
  ruleAdverbs: ["always", "never", "not", "no", "don't", "do not", "dont"],
  directives: [
    "put",
    "add",
    "adding",
    "write",
    "schedule",
    "scheduling",
    "suggest",
    "suggesting",
    "propose",
    "remind",
    "include",
    "including",
    "mention",
    "tick",
    "book",
    "ask",
    "sort",
    "move",
    "file",
    "enter",
    "create",
    "assume",
    "treat",
    "check",
    "double-check",
    "verify",
    "remove",
    "delete",
    "auto-complete",
    "autocomplete",
    "check off",
    "list",
    "here",
    "agenda",
    "section",
    "heading",
    "item",
    "items",
    "entry",
    "entries",
    "this note",
    "this list",
    "deleted",
    "removed",
    "ticked",
    "ticked off",
    "checked off",
    "listed",
    "added",
    "scheduled",
    "filed",
    "remind me",
    "reminding"
  ],
  fillers: [
    "a",
    "an",
    "the",
    "and",
    "or",
    "but",
    "if",
    "then",
    "so",
    "to",
    "of",
    "in",
    "on",
    "at",
    "by",
    "for",
    "with",
    "from",
    "into",
    "about",
    "as",
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "it",
    "it's",
    "its",
    "this",
    "that",
    "these",
    "those",
    "there",
    "i",
    "i'm",
    "i've",
    "i'll",
    "me",
    "my",
    "we",
    "we're",
    "our",
    "us",
    "you",
    "your",
    "he",
    "he's",
    "she",
    "she's",
    "they",
    "they're",
    "them",
    "his",
    "her",
    "their",
    "him",
    "let's",
    "do",
    "does",
    "did",
    "have",
    "has",
    "had",
    "will",
    "would",
    "can",
    "could",
    "should",
    "shall",
    "may",
    "might",
    "must",
    "not",
    "no",
    "nope",
    "yes",
    "yep",
    "please",
    "thanks",
    "thank",
    "just",
    "already",
    "still",
    "yet",
    "also",
    "too",
    "very",
    "really",
    "now",
    "again",
    "all",
    "some",
    "any",
    "up",
    "out",
    "today",
    "yesterday",
    "last",
    "week",
    "weekend",
    "finally",
    "anyway",
    "though",
    "need",
    "needs",
    "until",
    "till",
    "maybe",
    "probably",
    "what",
    "when",
    "which",
    "who",
    "how",
    "than",
    "more",
    "less",
    "one",
    "am",
    "being",
    "can't",
    "won't",
    "going",
    "gonna"
  ],
  notCues: ["table for", "well done", "done by", "to be done", "needs to be done", "never mind", "always been", "no problem", "no idea"],
  moveWords: ["move", "moved", "moving", "push", "pushed", "shift", "shifted", "put", "set", "it", "to", "for", "until", "till", "do", "try", "again"],
  nextPeriods: {
    next: ["next", "nxt", "nex", "the next", "the following", "following", "this coming", "coming"],
    periods: [
      "week",
      "wk",
      "wks",
      "month",
      "mth",
      "mnth",
      "year",
      "yr",
      "weekend",
      "wknd",
      "wkend",
      "w/e",
      "monday",
      "mon",
      "tuesday",
      "tue",
      "tues",
      "wednesday",
      "wed",
      "weds",
      "thursday",
      "thu",
      "thur",
      "thurs",
      "friday",
      "fri",
      "saturday",
      "sat",
      "sunday",
      "sun",
      "term"
    ],
    after: false,
    before: true
  },
  verdicts: [
    "that's wrong",
    "thats wrong",
    "that is wrong",
    "wrong",
    "incorrect",
    "not correct",
    "not right",
    "that's not right",
    "not true",
    "that's not true",
    "untrue",
    "my mistake",
    "mistake",
    "correction",
    "typo"
  ],
  denials: ["no", "nope", "nah"],
  asides: ["actually", "in fact", "in reality", "well actually"],
  relativeDates: {
    days: {
      "today": 0,
      "tonight": 0,
      "this morning": 0,
      "this afternoon": 0,
      "this evening": 0,
      "yesterday": -1,
      "last night": -1,
      "the day before yesterday": -2,
      "day before yesterday": -2,
      "tomorrow": 1,
      "tmrw": 1,
      "the day after tomorrow": 2,
      "day after tomorrow": 2
    },
    weeks: { "last week": -1, "next week": 1 },
    months: { "last month": -1, "next month": 1 },
    ago: ["{n} {unit} ago"],
    ahead: ["in {n} {unit}", "{n} {unit} from now"],
    numbers: {
      "a": 1,
      "an": 1,
      "one": 1,
      "a couple of": 2,
      "couple of": 2,
      "two": 2,
      "three": 3,
      "four": 4,
      "five": 5,
      "six": 6,
      "seven": 7,
      "eight": 8,
      "nine": 9,
      "ten": 10
    },
    units: { "day": "day", "days": "day", "week": "week", "weeks": "week", "wk": "week", "wks": "week", "month": "month", "months": "month" },
    // "the last month of the contract", "last month is December": a period of something else, not a date.
    notDates: [
      "the last week",
      "the last month",
      "my last week",
      "my last month",
      "our last week",
      "our last month",
      "last week of",
      "last month of",
      "last week is",
      "last month is",
      "last week was",
      "last month was",
      "last week will",
      "last month will"
    ]
  },
  dateWords: {
    after: ["after"],
    articles: ["the"],
    holidays: {
      christmas: ["christmas", "xmas", "x-mas", "christmas day"],
      newYear: ["new year", "new year's", "new years", "new year's day"],
      easter: ["easter", "easter sunday", "easter monday"]
    }
  },
  questions: [
    "^is this",
    "^is that",
    "^is it",
    "^are they",
    "^are we",
    "^was it",
    "^was this",
    "^has this",
    "^has it",
    "^have i",
    "^have we",
    "^did i",
    "^did we",
    "^did you",
    "^did anyone",
    "^do we",
    "^do i",
    "^should i",
    "^should we",
    "^whether",
    "i wonder",
    "^wonder if",
    "^any idea"
  ],
  hedges: [
    "maybe",
    "perhaps",
    "hopefully",
    "fingers crossed",
    "probably",
    "prob",
    "possibly",
    "i think",
    "i guess",
    "i believe",
    "i suppose",
    "not sure",
    "unsure",
    "not certain",
    "no idea",
    "need to verify",
    "needs verifying",
    "need to check",
    "needs checking",
    "have to check",
    "to be confirmed",
    "tbc",
    "to verify",
    "unconfirmed",
    "might be",
    "might have",
    "supposedly",
    "apparently",
    "allegedly",
    "half done",
    "half-done",
    "half finished",
    "halfway",
    "half of it",
    "half of them",
    "only half",
    "did half",
    "done half",
    "the first half",
    "half there",
    "partly",
    "partly done",
    "partially",
    "partially done",
    "mostly done",
    "almost done",
    "nearly done"
  ],
  reminders: [
    "don't forget",
    "dont forget",
    "do not forget",
    "don't you forget",
    "don't let me forget",
    "mustn't forget",
    "must not forget",
    "can't forget",
    "cannot forget",
    "^not to forget",
    "^remember",
    "must remember",
    "try to remember"
  ],
  placement: {
    prepositions: ["in", "under", "into", "in the", "under the", "into the"],
    negations: ["not", "never", "and not", "but not", "instead of", "rather than"],
    contrasts: ["not", "instead of", "rather than", "never", "but not"]
  },
  pastTenseWithoutE: true
});

// src/core/lexicon/es/cues.ts
var es = () => ({
  categories: {
    completion: [
      // Dismissed: the item is no longer wanted.
      "^olv\xEDdalo",
      "^olvida eso",
      "hecho",
      "ya hecho",
      "ya est\xE1 hecho",
      "est\xE1 hecho",
      "hecho ya",
      "^ya est\xE1",
      "listo",
      "listos",
      "terminado",
      "terminada",
      "acabado",
      "acabada",
      "^finalizado",
      "completado",
      "completada",
      "^pagado",
      "^pagada",
      "^reservado",
      "^reservada",
      "^comprado",
      "^comprada",
      "^compradas",
      "^comprados",
      "^enviado",
      "^enviada",
      "^pedido",
      "^devuelto",
      "^devueltos",
      "^devueltas",
      "^cancelado",
      "^anulado",
      "^llamado",
      "^arreglado",
      "^firmado",
      "^renovado",
      "^solucionado",
      "resuelto",
      "ya lo hice",
      "lo hice",
      "ya lo he hecho",
      "^apuntado",
      "dado de baja",
      "dada de baja",
      "lo hicimos",
      "ya lo hicimos",
      "no hace falta",
      "ya no hace falta",
      "ya no es necesario",
      "^llam\xE9",
      "^pagu\xE9",
      "^compr\xE9",
      "^mand\xE9",
      "^envi\xE9",
      "^reserv\xE9",
      "^ped\xED",
      "^devolv\xED",
      "^cancel\xE9",
      "^anul\xE9",
      "^hice",
      "^termin\xE9",
      "^acab\xE9",
      "^le compr\xE9",
      "^les compr\xE9",
      "^lo compr\xE9",
      "^la compr\xE9",
      "^lo pagu\xE9",
      "^lo mand\xE9",
      "^lo envi\xE9",
      "^lo ped\xED",
      "^ya llam\xE9",
      "^ya pagu\xE9",
      "^ya est\xE1",
      "ya ta",
      "^ya esta hecho",
      "^enviados",
      "^enviadas",
      "^mandado",
      "^mandada",
      "^mandados",
      "^reservados",
      "^reservadas",
      "^pedidos",
      "^pedidas",
      "^pedida",
      "^llamada",
      "^llamados",
      "^pagados",
      "^pagadas",
      "^devuelta",
      "^hecha",
      "^hechos",
      "^hechas",
      "^contestado",
      "^respondido",
      "^confirmado",
      "^confirmada",
      "^vendido",
      "^vendida",
      "^limpiado",
      "^recogido",
      "^recogida",
      "^entregado",
      "^entregada",
      "cancelado",
      "cancelada",
      "cancelados",
      "canceladas",
      "se cancela",
      "se cancel\xF3",
      "se ha cancelado",
      "est\xE1 cancelado",
      "est\xE1 cancelada",
      "anulado",
      "anulada",
      "anulados",
      "anuladas",
      "se anula",
      "se suspende",
      "suspendido",
      "suspendida",
      "no hace falta ya",
      "ya no hace falta",
      "no hace falta",
      "ya no se necesita",
      "no se necesita",
      "no es necesario",
      "ya pagado",
      "ya pagada",
      "ya enviado",
      "ya reservado",
      "ya comprado",
      "hecho!",
      "done",
      "ok hecho"
    ],
    postpone: [
      // Waiting, under way or tried without an answer: the item is still open.
      "esperando",
      "sigo esperando",
      "espero respuesta",
      "sin respuesta",
      "no contestan",
      "no contestaron",
      "no me han contestado",
      "dej\xE9 un mensaje",
      "buz\xF3n de voz",
      "en proceso",
      "nadie contesta",
      "comunicando",
      "estaba comunicando",
      "daba ocupado",
      "m\xE1s tarde",
      "luego",
      "todav\xEDa no",
      "a\xFAn no",
      "ahora no",
      "hoy no",
      "esta semana no",
      "este mes no",
      "esta semana no puedo",
      "no tengo tiempo",
      "sin tiempo",
      "aplazar",
      "aplazado",
      "aplazada",
      "apl\xE1zalo",
      "posponer",
      "pospuesto",
      "pospuesta",
      "posp\xF3n",
      "p\xE1salo a",
      "pasar a",
      "mover a",
      "mu\xE9velo a",
      "retrasar",
      "retrasado",
      "dejar para",
      "lo dejamos para",
      "dejarlo para",
      "para m\xE1s adelante",
      "m\xE1s adelante",
      "la pr\xF3xima semana",
      "la semana que viene",
      "pr\xF3xima semana",
      "semana que viene",
      "el mes que viene",
      "el pr\xF3ximo mes",
      "el a\xF1o que viene",
      "^ma\xF1ana",
      "para ma\xF1ana",
      "pasado ma\xF1ana",
      "dentro de",
      "en dos semanas",
      "despu\xE9s de las vacaciones",
      "despu\xE9s de navidad",
      "despu\xE9s de semana santa",
      "despu\xE9s de",
      "en primavera",
      "en verano",
      "en oto\xF1o",
      "en invierno",
      "cuando haga mejor tiempo",
      "cuando tenga tiempo",
      "puede esperar",
      "otro d\xEDa",
      "en otro momento",
      "solo despu\xE9s",
      "^no antes de",
      "el finde que viene",
      "el pr\xF3ximo finde",
      "el fin de semana que viene",
      "el pr\xF3ximo fin de semana",
      "este finde",
      "no corre prisa",
      "no es urgente",
      "aplazados",
      "aplazadas",
      "semana q viene",
      "la semana q viene",
      "semana qviene",
      "sem que viene",
      "sem q viene",
      "prox semana",
      "la prox semana",
      "prox. semana",
      "prox sem",
      "el mes q viene",
      "mes q viene",
      "el finde q viene",
      "finde q viene",
      "el prox finde",
      "prox finde",
      "alg\xFAn d\xEDa",
      "algun dia",
      "un d\xEDa de estos",
      "un dia de estos",
      "tarde o temprano",
      "en alg\xFAn momento",
      "en otro momento",
      "m\xF1n",
      "m\xF1na",
      "mnn",
      "^cuando haga",
      "^cuando sea",
      "^cuando tenga",
      "^cuando pueda",
      "^cuando vuelva",
      "^cuando volvamos",
      "^en cuanto",
      "^despu\xE9s",
      "^despues",
      "dentro de * semanas",
      "en * semanas",
      "en una semana",
      "en un mes",
      "el a\xF1o q viene",
      "el pr\xF3ximo a\xF1o",
      "a\xF1o nuevo",
      "otra vez en",
      "de nuevo en",
      "lo dejo para",
      "lo paso a",
      "movido a",
      "movido al",
      "cambiado a",
      "cambiado al",
      "para otro d\xEDa",
      "hoy no puedo",
      "no me da tiempo",
      "no llego"
    ],
    behavioral: [
      "a partir de ahora",
      "a partir de hoy",
      "de ahora en adelante",
      "desde ahora",
      "en adelante",
      "en el futuro",
      "en lo sucesivo",
      "de aqu\xED en adelante",
      "por norma",
      "por regla general",
      "siempre que",
      "cada vez que",
      "nunca m\xE1s",
      "nunca jam\xE1s",
      "deja de",
      "dejad de",
      "para de",
      "no vuelvas a",
      "ni se te ocurra",
      "evita",
      "preg\xFAntame antes",
      "preg\xFAntame primero",
      "ya te lo dije",
      "te lo he dicho",
      "te lo dije",
      "cuando algo",
      "va en",
      "van en",
      "va en la",
      "van en la",
      "tiene que ir en",
      "tienen que ir en",
      "en la secci\xF3n",
      "en el apartado",
      "b\xF3rralo",
      "b\xF3rralos",
      "b\xF3rrala",
      "b\xF3rralas",
      "no lo marques",
      "no los marques",
      "no la marques",
      "no las marques",
      "no hace falta apuntar",
      "no hace falta poner",
      "no hace falta que",
      "no hace falta recordarme",
      "no hace falta anotar",
      "no hace falta a\xF1adir",
      "no apuntes",
      "no pongas",
      "no a\xF1adas",
      "no me recuerdes",
      "en vez de marcar",
      "en lugar de marcar"
    ],
    correction: [
      "te equivocas",
      "se equivoca",
      "os equivoc\xE1is",
      "me equivoqu\xE9",
      "est\xE1 mal",
      "incorrecto",
      "incorrecta",
      "no es as\xED",
      "no es correcto",
      "no es cierto",
      "falso",
      "es falso",
      "error",
      "equivocado",
      "equivocada",
      "en realidad",
      "de hecho",
      "no * sino",
      "sino",
      "no es",
      "ya no",
      "ha cambiado",
      "cambi\xF3",
      "en vez de",
      "en lugar de",
      "correcci\xF3n",
      ", no",
      "no el",
      "no la",
      "no a las",
      "no es el",
      "no es la",
      "no en",
      "se llama",
      "mal la fecha",
      "mal la hora",
      "fecha mal",
      "hora mal",
      "n\xFAmero nuevo",
      "nueva direcci\xF3n",
      "se ha mudado",
      "se mud\xF3",
      "ahora es",
      "ahora est\xE1 en",
      "es a las",
      "es el"
    ],
    preference: [
      "m\xE1s corto",
      "m\xE1s corta",
      "demasiado largo",
      "demasiado larga",
      "muy largo",
      "m\xE1s largo",
      "m\xE1s breve",
      "breve",
      "m\xE1s conciso",
      "conciso",
      "m\xE1s detalle",
      "m\xE1s detalles",
      "menos detalle",
      "tabla",
      "en tabla",
      "formato tabla",
      "vi\xF1etas",
      "con vi\xF1etas",
      "lista numerada",
      "lista de verificaci\xF3n",
      "checklist",
      "formato",
      "encabezado",
      "encabezados",
      "t\xEDtulos",
      "l\xEDnea",
      "l\xEDneas",
      "frase",
      "frases",
      "p\xE1rrafo",
      "p\xE1rrafos",
      "una p\xE1gina",
      "una sola p\xE1gina",
      "ordenado",
      "ordenada",
      "ordena",
      "ordenar",
      "orden cronol\xF3gico",
      "orden alfab\xE9tico",
      "por orden",
      "agrupa",
      "agrupar",
      "agrupado",
      "prefiero",
      "preferir\xEDa",
      "me gusta m\xE1s",
      "columnas",
      "columna",
      "negrita",
      "emojis",
      "estructura",
      "subpuntos",
      "sub-puntos",
      "m\xE1s legible",
      "como m\xE1ximo",
      "como mucho",
      "no m\xE1s de",
      "menos texto",
      "solo lo esencial",
      "secciones",
      "sep\xE1ralo",
      "separa en",
      "demasiado largo",
      "muy largo",
      "demasiado texto",
      "mucho texto",
      "m\xE1s corto porfa",
      "m\xE1s corto xfa",
      "en lista",
      "en vi\xF1etas",
      "con vi\xF1etas",
      "en puntos",
      "por puntos",
      "agrupado por",
      "agrupados por",
      "agrupada por",
      "ordenado por",
      "ordenados por",
      "por d\xEDa",
      "por fecha",
      "por prioridad",
      "separado por",
      "dividido por",
      "m\xE1s f\xE1cil de leer",
      "m\xE1s claro",
      "resumido",
      "m\xE1s resumido",
      "una l\xEDnea por",
      // How an item is written: abbreviations, colours, punctuation, layout.
      "abreviaturas",
      "sin abreviaturas",
      "iniciales",
      "en cursiva",
      "en rojo",
      "en verde",
      "en azul",
      "por colores",
      "signos de exclamaci\xF3n",
      "exclamaciones",
      "entre par\xE9ntesis",
      "comillas",
      "lado a lado",
      "vista semanal",
      "frases completas",
      "palabras clave",
      "dos listas",
      "listas separadas",
      "formato 24 h",
      "formato 24h"
    ]
  },
  keep: ["ok", "vale", "d\xE9jalo as\xED", "d\xE9jalo", "as\xED est\xE1 bien", "est\xE1 bien", "bien as\xED", "sin cambios", "se queda", "as\xED vale", "vale as\xED", "as\xED bien", "me vale"],
  reasons: ["porque", "por culpa", "debido a", "cancelado por", "cancelada por", "anulado por", "anulada por", "se cancela por", "a causa"],
  conditions: ["cuando", "en cuanto", "una vez", "despu\xE9s de que", "hasta que"],
  unfinished: ["en cuanto", "una vez que", "siempre que", "a menos que", "no contestan", "no contesta", "no cogen", "no responde", "sin respuesta", "buz\xF3n", "contestador", "dej\xE9 mensaje", "estaba cerrado", "estaba cerrada", "lleg\xF3 roto", "lleg\xF3 rota", "est\xE1 roto", "est\xE1 rota", "lleg\xF3 da\xF1ado", "art\xEDculo equivocado", "talla equivocada", "no funcion\xF3", "no ha funcionado", "fall\xF3", "agotado", "sin stock", "no hecho", "sin hacer", "no terminado", "todav\xEDa no", "a\xFAn no", "casi terminado", "a medias", "en parte", "empezado"],
  postponeVerbs: ["aplazar a", "aplazar al", "aplazar hasta", "aplazar", "pasar a", "pasar al", "mover a", "mover al", "posponer a", "posponer al", "posponer hasta", "posponer", "dejar para"],
  remainders: ["el resto", "resto", "lo que falta", "lo dem\xE1s"],
  ruleAdverbs: ["siempre", "nunca", "jam\xE1s", "no", "nada", "ning\xFAn", "ninguna", "ninguno"],
  directives: [
    "pon",
    "ponga",
    "pongas",
    "poner",
    "ponlo",
    "ponla",
    "ponlas",
    "ponlos",
    "a\xF1ade",
    "a\xF1adas",
    "a\xF1adir",
    "agrega",
    "agregues",
    "agregar",
    "mete",
    "metas",
    "meter",
    "apunta",
    "apuntes",
    "apuntar",
    "anota",
    "anotes",
    "anotar",
    "escribe",
    "escribas",
    "escribir",
    "programes",
    "programar",
    "prop\xF3n",
    "propongas",
    "proponer",
    "propones",
    "sugieras",
    "sugerir",
    "sugerirme",
    "sugieres",
    "recu\xE9rdame",
    "recu\xE9rdamelo",
    "recordar",
    "marca",
    "marques",
    "marcar",
    "preg\xFAntame",
    "preguntar",
    "incluye",
    "incluyas",
    "incluir",
    "comprueba",
    "comprobar",
    "revisa",
    "borra",
    "b\xF3rralo",
    "des por hecho",
    "dar por hecho",
    "b\xF3rralos",
    "b\xF3rrala",
    "b\xF3rralas",
    "borrar",
    "m\xE1rcalo",
    "m\xE1rcalos",
    "marques",
    "apuntes",
    "pongas",
    "recordarme",
    "qu\xEDtalo",
    "quitar",
    "supongas",
    "aqu\xED",
    "agenda",
    "secci\xF3n",
    "apartado",
    "entrada"
  ],
  fillers: [
    "el",
    "la",
    "los",
    "las",
    "lo",
    "un",
    "una",
    "unos",
    "unas",
    "y",
    "o",
    "pero",
    "si",
    "que",
    "de",
    "del",
    "a",
    "al",
    "en",
    "con",
    "sin",
    "por",
    "para",
    "es",
    "son",
    "era",
    "est\xE1",
    "est\xE1n",
    "estoy",
    "ser",
    "estar",
    "ha",
    "he",
    "han",
    "hay",
    "me",
    "te",
    "se",
    "le",
    "nos",
    "les",
    "mi",
    "mis",
    "tu",
    "su",
    "sus",
    "yo",
    "t\xFA",
    "\xE9l",
    "ella",
    "ellos",
    "ya",
    "no",
    "s\xED",
    "muy",
    "m\xE1s",
    "todo",
    "toda",
    "todos",
    "hoy",
    "ayer",
    "ahora",
    "tambi\xE9n",
    "solo",
    "s\xF3lo",
    "bien",
    "gracias",
    "porfa",
    "favor",
    "este",
    "esta",
    "esto",
    "ese",
    "esa",
    "eso",
    "semana",
    "pasada",
    "finde",
    "hasta",
    "mejor",
    "quiz\xE1s",
    "puedo",
    "soy",
    "eres",
    "somos",
    "fue",
    "fui",
    "sido",
    "hab\xEDa",
    "voy",
    "va",
    "vamos",
    "estamos",
    "est\xE1s"
  ],
  notCues: ["el hecho de", "por hecho", "no pasa nada", "no problem"],
  moveWords: ["pasado", "pasada", "p\xE1salo", "movido", "movida", "mu\xE9velo", "ponlo", "ponla", "cambiado", "para", "al", "hasta", "otra", "vez"],
  nextPeriods: {
    next: ["que viene", "q viene", "qviene", "pr\xF3ximo", "pr\xF3xima", "prox", "prox.", "pr\xF3x.", "siguiente"],
    periods: [
      "semana",
      "sem",
      "sem.",
      "mes",
      "a\xF1o",
      "finde",
      "fin de semana",
      "lunes",
      "martes",
      "mi\xE9rcoles",
      "jueves",
      "viernes",
      "s\xE1bado",
      "domingo"
    ],
    after: true,
    before: true
  },
  participles: {
    word: "\\p{L}{3,}(?:ado|ada|ados|adas|ido|ida|idos|idas)",
    auxiliaries: ["ya", "he", "hemos", "lo he", "la he", "los he", "las he", "ya he", "ya lo he", "ya la he", "ya hemos"],
    exceptions: [
      "cerrado",
      "cerrada",
      "ocupado",
      "ocupada",
      "cansado",
      "cansada",
      "mojado",
      "casado",
      "casada",
      "divorciado",
      "jubilado",
      "jubilada",
      "prohibido",
      "permitido",
      "invitado",
      "invitada",
      "invitados",
      "encantado",
      "encantada",
      "agotado",
      "agotada",
      "mercado",
      "abogado",
      "abogada",
      "pescado",
      "helado",
      "estado",
      "marido",
      "partido",
      "apellido",
      "sonido",
      "ruido",
      "vestido",
      "comida",
      "salida",
      "llegada",
      "entrada",
      "bebida",
      "medida",
      "partida",
      "herida",
      "cu\xF1ado",
      "cu\xF1ada",
      "empleado",
      "empleada",
      "jornada",
      "temporada",
      "parada",
      "pasado",
      "pasada",
      "cuidado",
      "retrasado",
      "aplazado",
      "aplazada",
      "equivocado",
      "equivocada",
      "olvidado",
      "olvidada",
      "preocupado",
      "preocupada",
      "enfadado",
      "enfadada",
      "resfriado",
      "resfriada",
      "atrasado",
      "atrasada",
      "pesado",
      "complicado",
      "complicada",
      "privado",
      "privada",
      "querido",
      "querida",
      "unido",
      "unidos",
      "pedido",
      "cambiado",
      "cambiada",
      "mudado",
      "mudada",
      "movido",
      "movida",
      "salado",
      "salada",
      "sagrado",
      "sagrada",
      "soldado",
      "lado",
      "tejado",
      "grado",
      "prado",
      // Plurals of the nouns above.
      "mercados",
      "abogados",
      "pescados",
      "helados",
      "estados",
      "maridos",
      "partidos",
      "apellidos",
      "sonidos",
      "ruidos",
      "vestidos",
      "comidas",
      "salidas",
      "llegadas",
      "entradas",
      "bebidas",
      "medidas",
      "partidas",
      "heridas",
      "jornadas",
      "temporadas",
      "paradas",
      "empleados",
      "lados"
    ],
    verbFinal: false
  },
  verdicts: [
    "no es as\xED",
    "no es cierto",
    "no es correcto",
    "est\xE1 mal",
    "incorrecto",
    "incorrecta",
    "falso",
    "es falso",
    "error",
    "correcci\xF3n",
    "te equivocas",
    "me equivoqu\xE9"
  ],
  denials: ["no"],
  asides: ["de hecho", "en realidad"],
  relativeDates: {
    days: {
      "hoy": 0,
      "esta ma\xF1ana": 0,
      "esta tarde": 0,
      "esta noche": 0,
      "ayer": -1,
      "anoche": -1,
      "anteayer": -2,
      "antes de ayer": -2,
      "antier": -2,
      "ma\xF1ana": 1,
      "ma\xF1ana por la ma\xF1ana": 1,
      "pasado ma\xF1ana": 2
    },
    weeks: {
      "la semana pasada": -1,
      "semana pasada": -1,
      "la pr\xF3xima semana": 1,
      "pr\xF3xima semana": 1,
      "la semana que viene": 1,
      "semana que viene": 1
    },
    months: { "el mes pasado": -1, "mes pasado": -1, "el mes que viene": 1, "el pr\xF3ximo mes": 1 },
    ago: ["hace {n} {unit}"],
    ahead: ["dentro de {n} {unit}", "en {n} {unit}"],
    numbers: {
      "un": 1,
      "una": 1,
      "uno": 1,
      "dos": 2,
      "tres": 3,
      "cuatro": 4,
      "cinco": 5,
      "seis": 6,
      "siete": 7,
      "ocho": 8,
      "nueve": 9,
      "diez": 10
    },
    units: { "d\xEDa": "day", "d\xEDas": "day", "semana": "week", "semanas": "week", "mes": "month", "meses": "month" },
    notDates: ["por la ma\xF1ana", "de la ma\xF1ana", "la ma\xF1ana", "cada ma\xF1ana", "las ma\xF1anas"]
  },
  dateWords: {
    after: ["despu\xE9s de", "despu\xE9s del", "tras", "tras el"],
    articles: ["el", "la", "las", "los"],
    holidays: {
      christmas: ["navidad", "navidades", "nochebuena"],
      newYear: ["a\xF1o nuevo", "fin de a\xF1o", "nochevieja"],
      easter: ["pascua", "semana santa", "domingo de pascua"]
    }
  },
  questions: ["^me pregunto", "^ser\xE1 que", "^acaso"],
  hedges: [
    "quiz\xE1s",
    "quiz\xE1",
    "ojal\xE1",
    "espero que",
    "con suerte",
    "tal vez",
    "a lo mejor",
    "probablemente",
    "creo que",
    "creo",
    "supongo",
    "no estoy seguro",
    "no estoy segura",
    "no s\xE9 si",
    "no lo s\xE9",
    "no s\xE9 cu\xE1ndo",
    "no s\xE9 qu\xE9",
    "no s\xE9 c\xF3mo",
    "no s\xE9 d\xF3nde",
    "yo qu\xE9 s\xE9",
    "ni idea",
    "hay que verificar",
    "tengo que verificar",
    "hay que comprobar",
    "tengo que comprobar",
    "por confirmar",
    "a confirmar",
    "sin confirmar",
    "a medias",
    "medio hecho",
    "medio hecha",
    "en parte",
    "parcialmente",
    "casi listo",
    "casi hecho",
    "casi terminado",
    "por la mitad",
    "la mitad hecha",
    "hecha la mitad",
    "hecho la mitad",
    "tengo la mitad"
  ],
  reminders: [
    "no olvides",
    "no te olvides",
    "no olvidar",
    "no olvidarse",
    "no olvidarme",
    "que no se me olvide",
    "que no se olvide",
    "no se me puede olvidar",
    "no me dejes olvidar",
    "no me dejes olvidarlo",
    "^acu\xE9rdate",
    "^acordarse de"
  ],
  placement: {
    prepositions: ["en", "bajo", "en la", "en el", "en los", "en las", "dentro de"],
    negations: ["no", "y no", "pero no", "nunca", "en vez de", "en lugar de"],
    contrasts: ["no", "en vez de", "en lugar de", "nunca"]
  }
});

// src/core/lexicon/fr/cues.ts
var fr = () => ({
  categories: {
    completion: [
      // Dismissed: the item is no longer wanted.
      "^laisse tomber",
      "^on laisse tomber",
      "^oublie \xE7a",
      "^on oublie \xE7a",
      "^fait",
      "c'est fait",
      "deja fait",
      "tout est fait",
      "c'est fini",
      "fini",
      "finie",
      "termin\xE9",
      "termin\xE9e",
      "c'est r\xE9gl\xE9",
      "r\xE9gl\xE9",
      "r\xE9gl\xE9e",
      "accompli",
      "effectu\xE9",
      "^pay\xE9",
      "^pay\xE9e",
      "^r\xE9serv\xE9",
      "^r\xE9serv\xE9e",
      "^achet\xE9",
      "^achet\xE9e",
      "^achet\xE9s",
      "^achet\xE9es",
      "^envoy\xE9",
      "^envoy\xE9e",
      "^command\xE9",
      "^rendu",
      "^rendus",
      "^r\xE9sili\xE9",
      "^annul\xE9",
      "^appel\xE9",
      "^r\xE9par\xE9",
      "^sign\xE9",
      "^renouvel\xE9",
      "^r\xE9cup\xE9r\xE9",
      "^valid\xE9",
      "^coch\xE9",
      "^inscrit",
      "^inscrite",
      "c'est r\xE9sili\xE9",
      "c'est pay\xE9",
      "c'est r\xE9serv\xE9",
      "c'est envoy\xE9",
      "c'est annul\xE9",
      "c'est command\xE9",
      "l'a fait",
      "l'ai fait",
      "l'avons fait",
      "plus besoin",
      "plus n\xE9cessaire",
      "^pris",
      "rendez-vous pris",
      "^rdv pris",
      "c fait",
      "c'est fait",
      "cest fait",
      "c fini",
      "c'est bon c'est fait",
      "^fait !",
      "^envoy\xE9",
      "^envoy\xE9s",
      "^envoy\xE9es",
      "^renvoy\xE9",
      "^renvoy\xE9e",
      "^exp\xE9di\xE9",
      "^exp\xE9di\xE9e",
      "^post\xE9e",
      "^post\xE9",
      "^d\xE9pos\xE9",
      "^d\xE9pos\xE9e",
      "^r\xE9cup\xE9r\xE9e",
      "^rendue",
      "^pay\xE9s",
      "^pay\xE9es",
      "^r\xE9gl\xE9",
      "^r\xE9gl\xE9e",
      "^command\xE9e",
      "^command\xE9s",
      "^command\xE9es",
      "^r\xE9serv\xE9s",
      "^r\xE9serv\xE9es",
      "^appel\xE9e",
      "^appel\xE9s",
      "^t\xE9l\xE9phon\xE9",
      "^contact\xE9",
      "^contact\xE9e",
      "^r\xE9pondu",
      "^confirm\xE9",
      "^confirm\xE9e",
      "^vendu",
      "^vendue",
      "^nettoy\xE9",
      "^rang\xE9",
      "^lav\xE9",
      "^vid\xE9",
      "^imprim\xE9",
      "^rempli",
      "^remplie",
      "^fini",
      "^finie",
      "^finis",
      "^termin\xE9s",
      "^boucl\xE9",
      "^boucl\xE9e",
      "^j'ai appel\xE9",
      "^j'ai pay\xE9",
      "^j'ai envoy\xE9",
      "^j'ai pris",
      "^j'ai r\xE9serv\xE9",
      "^j'ai achet\xE9",
      "^j'ai command\xE9",
      "^j'ai fait",
      "^on a fait",
      "^on l'a fait",
      "annul\xE9",
      "annul\xE9e",
      "annul\xE9s",
      "annul\xE9es",
      "est annul\xE9",
      "est annul\xE9e",
      "a \xE9t\xE9 annul\xE9",
      "a \xE9t\xE9 annul\xE9e",
      "c annul\xE9",
      "tombe \xE0 l'eau",
      "n'a pas lieu",
      "n'aura pas lieu",
      "pas besoin",
      "plus la peine",
      "ne sert plus",
      "inutile",
      "deja pay\xE9",
      "d\xE9j\xE0 fait",
      "deja fait",
      "d\xE9j\xE0 r\xE9gl\xE9",
      "c'est r\xE9gl\xE9",
      "c r\xE9gl\xE9",
      "ok fait",
      "done"
    ],
    postpone: [
      // Waiting, under way or tried without an answer: the item is still open.
      "j'attends",
      "toujours pas de r\xE9ponse",
      "pas de r\xE9ponse",
      "pas encore de r\xE9ponse",
      "pas de retour",
      "toujours rien",
      "laiss\xE9 un message",
      "message laiss\xE9",
      "r\xE9pondeur",
      "personne n'a r\xE9pondu",
      "\xE7a ne r\xE9pond pas",
      "c'\xE9tait occup\xE9",
      "toujours occup\xE9",
      "\xE7a sonnait occup\xE9",
      "plus tard",
      "pas encore",
      "pas maintenant",
      "pas aujourd'hui",
      "pas cette semaine",
      "pas ce mois-ci",
      "pas ce mois ci",
      "pas le temps",
      "pas possible cette semaine",
      "reporter",
      "\xE0 reporter",
      "report\xE9",
      "report\xE9e",
      "report\xE9s",
      "report\xE9es",
      "d\xE9cal\xE9e",
      "d\xE9cal\xE9s",
      "repouss\xE9e",
      "mois prochain",
      "le week-end prochain",
      "week-end prochain",
      "ce week-end",
      "pas urgent",
      "rien ne presse",
      "on reporte",
      "repousser",
      "repouss\xE9",
      "d\xE9caler",
      "d\xE9cal\xE9",
      "\xE0 d\xE9caler",
      "remettre \xE0 plus tard",
      "diff\xE9rer",
      "ajourner",
      "la semaine prochaine",
      "semaine prochaine",
      "le mois prochain",
      "l'ann\xE9e prochaine",
      "^demain",
      "apr\xE8s-demain",
      "dans deux semaines",
      "dans quelques jours",
      "apr\xE8s les vacances",
      "apr\xE8s no\xEBl",
      "apr\xE8s p\xE2ques",
      "apr\xE8s le",
      "apr\xE8s la",
      "apr\xE8s les",
      "au printemps",
      "cet \xE9t\xE9",
      "\xE0 l'automne",
      "cet hiver",
      "\xE7a peut attendre",
      "peut attendre",
      "quand il fera beau",
      "quand j'aurai le temps",
      "on verra",
      "plus tard dans",
      "fin du mois",
      "en attente",
      "seulement apr\xE8s",
      "^pas avant",
      "sem pro",
      "sem prochaine",
      "semaine pro",
      "la semaine pro",
      "semaine proch",
      "la sem pro",
      "le mois pro",
      "mois pro",
      "we prochain",
      "le we prochain",
      "ce we",
      "w-e prochain",
      "le w-e prochain",
      "un de ces jours",
      "un de ces quatre",
      "^un jour",
      "un jour ou l'autre",
      "t\xF4t ou tard",
      "\xE0 un moment",
      "dmain",
      "dem1",
      "^plus tard",
      "pas auj",
      "pas aujourd",
      "pas ajd",
      "pas ce soir",
      "pas dispo",
      "^quand il fera",
      "^quand \xE7a",
      "^quand j'aurai",
      "^quand on aura",
      "^d\xE8s que",
      "^une fois que",
      "^apr\xE8s",
      "dans * semaines",
      "dans une semaine",
      "dans un mois",
      "l'an prochain",
      "l'ann\xE9e pro",
      "\xE0 la rentr\xE9e",
      "\xE0 reprendre",
      "je verrai",
      "on en reparle",
      "on reverra",
      "\xE0 revoir",
      "je refais",
      "report\xE9 \xE0",
      "d\xE9cal\xE9 \xE0",
      "d\xE9cal\xE9e \xE0",
      "repouss\xE9 \xE0",
      "remis \xE0",
      "je m'en occupe",
      "je le ferai",
      "je ferai",
      "on fera"
    ],
    behavioral: [
      "d\xE9sormais",
      "dor\xE9navant",
      "\xE0 l'avenir",
      "\xE0 partir de maintenant",
      "\xE0 partir d'aujourd'hui",
      "d\xE8s maintenant",
      "de mani\xE8re g\xE9n\xE9rale",
      "en r\xE8gle g\xE9n\xE9rale",
      "syst\xE9matiquement",
      "\xE0 chaque fois",
      "chaque fois",
      "plus jamais",
      "arr\xEAte de",
      "arr\xEAtez de",
      "arr\xEAte d'",
      "arr\xEAtez d'",
      "cesse de",
      "cessez de",
      "\xE9vite de",
      "\xE9vitez de",
      "^ne jamais",
      "^ne plus",
      "merci de ne pas",
      "merci de toujours",
      "pense \xE0 toujours",
      "il faut toujours",
      "demande-moi avant",
      "demande moi avant",
      "demandez-moi avant",
      "je te l'ai dit",
      "je te l'ai d\xE9j\xE0 dit",
      "je vous l'ai dit",
      "quand c'est",
      "quand quelque chose",
      "n'ont rien \xE0 faire",
      "n'a rien \xE0 faire",
      "va dans",
      "vont dans",
      "vont en",
      "doit aller dans",
      "doivent aller dans",
      "\xE0 mettre dans",
      "\xE0 ranger dans",
      "dans la section",
      "dans la rubrique",
      "sous la rubrique",
      "tu les supprimes",
      "tu le supprimes",
      "tu la supprimes",
      "ne les coche pas",
      "ne le coche pas",
      "\xE0 supprimer",
      "pas la peine de noter",
      "pas la peine de mettre",
      "pas la peine d'ajouter",
      "pas besoin de noter",
      "pas besoin de mettre",
      "pas besoin de me rappeler",
      "pas besoin d'ajouter",
      "plut\xF4t que de cocher",
      "au lieu de cocher",
      "au lieu de supprimer"
    ],
    correction: [
      "c'est faux",
      "faux",
      "c'est pas \xE7a",
      "ce n'est pas \xE7a",
      "pas vrai",
      "incorrect",
      "inexact",
      "erreur",
      "en fait",
      "en r\xE9alit\xE9",
      "en vrai",
      "pas * mais",
      "non pas",
      "ce n'est pas",
      "ce n'est plus",
      "n'est plus",
      "a chang\xE9",
      "au lieu de",
      "rectification",
      "correction",
      "je me suis tromp\xE9",
      "je me suis tromp\xE9e",
      "tu te trompes",
      "vous vous trompez",
      "c'est plut\xF4t",
      ", pas",
      "pas le",
      "pas la",
      "pas \xE0",
      "pas au",
      "pas en",
      "c'est pas",
      "cest pas",
      "c pas",
      "s'appelle",
      "sappelle",
      "il s'appelle",
      "elle s'appelle",
      "mauvaise date",
      "mauvaise heure",
      "mauvais jour",
      "mauvais num\xE9ro",
      "mauvaise adresse",
      "maintenant c'est",
      "c'est maintenant",
      "c'est \xE0",
      "c'est le",
      "nouveau num\xE9ro",
      "nouvelle adresse",
      "a d\xE9m\xE9nag\xE9",
      "d\xE9m\xE9nag\xE9"
    ],
    preference: [
      "plus court",
      "plus courte",
      "trop long",
      "trop longue",
      "trop court",
      "plus long",
      "plus concis",
      "plus concise",
      "concis",
      "plus d\xE9taill\xE9",
      "plus de d\xE9tails",
      "moins de d\xE9tails",
      "tableau",
      "en tableau",
      "sous forme de tableau",
      "puces",
      "\xE0 puces",
      "liste \xE0 puces",
      "liste num\xE9rot\xE9e",
      "liste \xE0 cocher",
      "checklist",
      "format",
      "mise en forme",
      "format\xE9",
      "titres",
      "intertitres",
      "sous-titres",
      "ligne",
      "lignes",
      "une ligne",
      "phrases",
      "paragraphe",
      "paragraphes",
      "une page",
      "une seule page",
      "trier",
      "tri\xE9",
      "tri\xE9e",
      "tri par",
      "un tri",
      "par ordre",
      "ordre chronologique",
      "ordre alphab\xE9tique",
      "regroupe",
      "regrouper",
      "regroup\xE9",
      "je pr\xE9f\xE8re",
      "je pr\xE9f\xE9rerais",
      "pr\xE9f\xE8re",
      "pr\xE9f\xE9rerais",
      "plut\xF4t que",
      "colonnes",
      "colonne",
      "en gras",
      "emoji",
      "emojis",
      "plus lisible",
      "structure",
      "structur\xE9",
      "mise en page",
      "sous-puces",
      "sous puces",
      "au format",
      "au maximum",
      "maximum",
      "pas plus de",
      "moins de texte",
      "juste l'essentiel",
      "sections",
      "s\xE9pare",
      "s\xE9parer",
      "trop long",
      "beaucoup trop long",
      "trop de texte",
      "trop d\xE9taill\xE9",
      "trop court",
      "plus court stp",
      "plus court svp",
      "en puces",
      "\xE0 puces",
      "en liste",
      "sous forme de liste",
      "liste \xE0 puces",
      "par jour",
      "par date",
      "par priorit\xE9",
      "regroup\xE9 par",
      "regroup\xE9s par",
      "regroup\xE9es par",
      "tri\xE9 par",
      "tri\xE9s par",
      "class\xE9 par",
      "class\xE9s par",
      "s\xE9par\xE9 par",
      "en premier",
      "en haut",
      "plus lisible",
      "plus facile \xE0 lire",
      "une ligne par",
      "en bref",
      "plus synth\xE9tique",
      "synth\xE9tique",
      "r\xE9sum\xE9",
      // How an item is written: abbreviations, colours, punctuation, layout.
      "abr\xE9viations",
      "pas d'abr\xE9viations",
      "en toutes lettres",
      "initiales",
      "en italique",
      "en rouge",
      "en vert",
      "en bleu",
      "code couleur",
      "points d'exclamation",
      "entre parenth\xE8ses",
      "guillemets",
      "c\xF4te \xE0 c\xF4te",
      "vue semaine",
      "phrases compl\xE8tes",
      "mots-cl\xE9s",
      "mots cl\xE9s",
      "deux listes",
      "listes s\xE9par\xE9es",
      "format 24h"
    ]
  },
  keep: [
    "ok",
    "\xE7a va",
    "\xE7a va comme \xE7a",
    "laisse",
    "laisse comme \xE7a",
    "laisser",
    "c'est bien",
    "c'est bon",
    "tr\xE8s bien",
    "garde",
    "on garde",
    "pas de changement",
    "c bon",
    "c'est bon comme \xE7a",
    "c bon comme \xE7a",
    "\xE7a me va"
  ],
  reasons: ["parce que", "\xE0 cause", "car", "pour cause", "annul\xE9 par", "annul\xE9e par", "annul\xE9 pour", "annul\xE9e pour"],
  conditions: ["quand", "lorsque", "une fois", "d\xE8s que", "apr\xE8s que", "jusqu'\xE0 ce que"],
  unfinished: ["si", "d\xE8s que", "une fois que", "\xE0 condition que", "sauf si", "pas de r\xE9ponse", "personne ne r\xE9pond", "ne r\xE9pond pas", "r\xE9pondeur", "messagerie", "laiss\xE9 un message", "\xE9tait ferm\xE9", "c'\xE9tait ferm\xE9", "ferm\xE9 aujourd'hui", "arriv\xE9 cass\xE9", "arriv\xE9e cass\xE9e", "est cass\xE9", "est cass\xE9e", "arriv\xE9 ab\xEEm\xE9", "mauvais article", "mauvaise taille", "\xE7a n'a pas march\xE9", "n'a pas march\xE9", "\xE9chou\xE9", "rupture de stock", "\xE9puis\xE9", "pas fait", "pas fini", "pas encore", "pas termin\xE9", "presque fini", "\xE0 moiti\xE9", "en partie"],
  postponeVerbs: ["reporter \xE0", "reporter au", "reporter", "d\xE9caler \xE0", "d\xE9caler au", "d\xE9caler", "repousser \xE0", "repousser au", "repousser", "remettre \xE0", "remettre au"],
  remainders: ["le reste", "reste", "le restant"],
  ruleAdverbs: ["toujours", "jamais", "pas", "ne", "n'", "aucun", "aucune", "rien"],
  directives: [
    "mets",
    "mettez",
    "mettre",
    "ajoute",
    "ajoutez",
    "ajouter",
    "note",
    "notez",
    "noter",
    "\xE9cris",
    "\xE9crivez",
    "\xE9crire",
    "propose",
    "proposez",
    "proposer",
    "planifie",
    "planifiez",
    "planifier",
    "programmer",
    "coche",
    "cochez",
    "cocher",
    "rappelle",
    "rappelez",
    "rappeler",
    "classe",
    "classez",
    "classer",
    "range",
    "ranger",
    "demande",
    "demandez",
    "demander",
    "indique",
    "indiquer",
    "inscris",
    "v\xE9rifie",
    "v\xE9rifier",
    "supprime",
    "supprimer",
    "suppose",
    "supposer",
    "ici",
    "agenda",
    "section",
    "rubrique",
    "supprimes",
    "supprimez",
    "coches",
    "cochez",
    "mets",
    "notes",
    "ajoutes",
    "ranges",
    "classes",
    "supprim\xE9",
    "supprim\xE9s",
    "coch\xE9",
    "coch\xE9s",
    "rappeler",
    "entr\xE9e"
  ],
  fillers: [
    "le",
    "la",
    "les",
    "l",
    "un",
    "une",
    "des",
    "du",
    "de",
    "d",
    "et",
    "ou",
    "mais",
    "si",
    "donc",
    "\xE0",
    "au",
    "aux",
    "en",
    "dans",
    "sur",
    "pour",
    "par",
    "avec",
    "sans",
    "est",
    "sont",
    "\xE9tait",
    "c",
    "c'est",
    "ce",
    "cette",
    "ces",
    "\xE7a",
    "il",
    "elle",
    "ils",
    "elles",
    "on",
    "je",
    "j",
    "tu",
    "vous",
    "nous",
    "me",
    "m",
    "te",
    "t",
    "se",
    "s",
    "lui",
    "leur",
    "mon",
    "ma",
    "mes",
    "ton",
    "ta",
    "son",
    "sa",
    "ses",
    "notre",
    "votre",
    "qui",
    "que",
    "qu",
    "ne",
    "n",
    "pas",
    "plus",
    "tr\xE8s",
    "bien",
    "d\xE9j\xE0",
    "encore",
    "aussi",
    "juste",
    "maintenant",
    "aujourd'hui",
    "hier",
    "oui",
    "non",
    "merci",
    "stp",
    "svp",
    "s'il",
    "pla\xEEt",
    "tout",
    "tous",
    "toute",
    "enfin",
    "jusqu'\xE0",
    "semaine",
    "derni\xE8re",
    "peut-\xEAtre",
    "plut\xF4t",
    "a",
    "ai",
    "avons",
    "ont",
    "y",
    "suis",
    "es",
    "sommes",
    "\xEAtes",
    "sera",
    "serai",
    "\xE9t\xE9",
    "avais",
    "avait",
    "vais",
    "va",
    "vas"
  ],
  notCues: ["table pour", "toujours pas", "pas mal", "pas de souci", "pas de probl\xE8me", "fait beau", "fait froid", "fait chaud"],
  moveWords: ["d\xE9cal\xE9", "d\xE9cal\xE9e", "d\xE9plac\xE9", "d\xE9plac\xE9e", "mis", "mise", "mettre", "mets", "pass\xE9", "pass\xE9e", "au", "\xE0", "pour", "jusqu'\xE0", "refaire"],
  nextPeriods: {
    next: ["prochain", "prochaine", "pro", "proch", "proch.", "qui vient", "d'apr\xE8s"],
    periods: [
      "semaine",
      "sem",
      "sem.",
      "mois",
      "ann\xE9e",
      "an",
      "week-end",
      "weekend",
      "we",
      "w-e",
      "lundi",
      "mardi",
      "mercredi",
      "jeudi",
      "vendredi",
      "samedi",
      "dimanche"
    ],
    after: true,
    before: false
  },
  participles: {
    // Folding loses the accent of "-é": only the feminine and plural endings are told apart from other words.
    word: "\\p{L}{3,}(?:ee|ees)|fait|faite|faits|faites|prise?|rendue?|recue?|vendue?|finie?|ecrite?",
    auxiliaries: ["j'ai", "on a", "nous avons", "c'est", "deja", "j'ai deja", "on a deja"],
    exceptions: [
      "annee",
      "annees",
      "journee",
      "journees",
      "soiree",
      "soirees",
      "idee",
      "idees",
      "entree",
      "entrees",
      "arrivee",
      "duree",
      "poupee",
      "musee",
      "matinee",
      "rentree",
      "allee",
      "epee",
      "fusee",
      "armee",
      "pensee",
      "randonnee",
      "mosquee",
      "chaussee",
      "decalee",
      "decalees",
      "reportee",
      "reportees",
      "repoussee",
      "deplacee",
      "prevue",
      "fermee",
      "occupee",
      "fatiguee",
      "mariee",
      "desolee",
      "trompee",
      "tournee",
      "tournees"
    ],
    verbFinal: false
  },
  verdicts: [
    "c'est faux",
    "faux",
    "c'est pas \xE7a",
    "ce n'est pas \xE7a",
    "pas vrai",
    "c'est pas vrai",
    "incorrect",
    "inexact",
    "erreur",
    "rectification",
    "correction",
    "je me suis tromp\xE9",
    "je me suis tromp\xE9e"
  ],
  denials: ["non"],
  asides: ["en fait", "en r\xE9alit\xE9", "en vrai"],
  relativeDates: {
    days: {
      "aujourd'hui": 0,
      "auj": 0,
      "ce matin": 0,
      "ce soir": 0,
      "cet apr\xE8s-midi": 0,
      "hier": -1,
      "hier soir": -1,
      "avant-hier": -2,
      "avant hier": -2,
      "demain": 1,
      "apr\xE8s-demain": 2,
      "apr\xE8s demain": 2
    },
    weeks: {
      "la semaine derni\xE8re": -1,
      "semaine derni\xE8re": -1,
      "la semaine pass\xE9e": -1,
      "la semaine prochaine": 1,
      "semaine prochaine": 1
    },
    months: { "le mois dernier": -1, "mois dernier": -1, "le mois prochain": 1, "mois prochain": 1 },
    ago: ["il y a {n} {unit}"],
    ahead: ["dans {n} {unit}"],
    numbers: {
      "un": 1,
      "une": 1,
      "deux": 2,
      "trois": 3,
      "quatre": 4,
      "cinq": 5,
      "six": 6,
      "sept": 7,
      "huit": 8,
      "neuf": 9,
      "dix": 10
    },
    units: { "jour": "day", "jours": "day", "semaine": "week", "semaines": "week", "mois": "month" },
    notDates: []
  },
  dateWords: {
    after: ["apr\xE8s"],
    articles: ["le", "la", "les", "l'"],
    holidays: {
      christmas: ["no\xEBl", "f\xEAtes de no\xEBl"],
      newYear: ["nouvel an", "jour de l'an", "nouvelle ann\xE9e", "r\xE9veillon"],
      easter: ["p\xE2ques", "lundi de p\xE2ques"]
    }
  },
  questions: [
    "est-ce que",
    "est-ce qu'",
    "^est-il",
    "^est-elle",
    "^a-t-on",
    "^a-t-il",
    "^a-t-elle",
    "^ai-je",
    "^as-tu",
    "^avons-nous",
    "^faut-il",
    "^dois-je",
    "je me demande"
  ],
  hedges: [
    "peut-\xEAtre",
    "peut etre",
    "j'esp\xE8re",
    "esp\xE9rons",
    "avec un peu de chance",
    "probablement",
    "sans doute",
    "je crois",
    "je pense",
    "il me semble",
    "pas s\xFBr",
    "pas sure",
    "pas certain",
    "pas certaine",
    "aucune id\xE9e",
    "je ne sais pas",
    "je sais pas",
    "\xE0 v\xE9rifier",
    "je dois v\xE9rifier",
    "faut v\xE9rifier",
    "il faut v\xE9rifier",
    "apparemment",
    "\xE0 moiti\xE9",
    "moiti\xE9 fait",
    "en partie",
    "partiellement",
    "presque fini",
    "presque fait",
    "presque"
  ],
  reminders: [
    "n'oublie pas",
    "oublie pas",
    "n'oubliez pas",
    "ne pas oublier",
    "pas oublier",
    "n'oublie surtout pas",
    "oublie surtout pas",
    "^pense \xE0",
    "^penser \xE0",
    "^pense bien \xE0"
  ],
  placement: {
    prepositions: ["dans", "sous", "en", "dans la", "dans le", "dans les", "sous la", "sous le"],
    negations: ["pas", "et pas", "mais pas", "non", "plut\xF4t que", "au lieu de", "jamais"],
    contrasts: ["pas", "plut\xF4t que", "au lieu de", "jamais", "non"]
  }
});

// src/core/lexicon/cues/generate.ts
function nextPeriodCues({ next, periods, after, before }) {
  return next.flatMap((word) => periods.flatMap((period) => [...before ? [`${word} ${period}`] : [], ...after ? [`${period} ${word}`] : []]));
}
function withDroppedE(cues) {
  return cues.flatMap((cue) => /^\^?\p{L}+ed$/u.test(cue) && !/[aeiou]ed$/u.test(cue) ? [cue, cue.replace(/ed$/u, "d")] : [cue]);
}
function withGenerated(language) {
  const lists = language.categories;
  return {
    ...lists,
    completion: language.pastTenseWithoutE === true ? withDroppedE(lists.completion) : lists.completion,
    postpone: [...lists.postpone, ...nextPeriodCues(language.nextPeriods)]
  };
}

// src/core/lexicon/it/cues.ts
var it = () => ({
  categories: {
    completion: [
      // Dismissed: the item is no longer wanted.
      "^lascia perdere",
      "^lasciamo perdere",
      "fatto",
      "fatta",
      "gi\xE0 fatto",
      "\xE8 fatta",
      "finito",
      "finita",
      "terminato",
      "terminata",
      "completato",
      "completata",
      "concluso",
      "conclusa",
      "^pagato",
      "^pagata",
      "^saldato",
      "^saldata",
      "^prenotato",
      "^prenotata",
      "^comprato",
      "^comprata",
      "^comprati",
      "^comprate",
      "^inviato",
      "^inviata",
      "^spedito",
      "^restituito",
      "^restituiti",
      "^restituite",
      "^disdetto",
      "^annullato",
      "^chiamato",
      "^sistemato",
      "^riparato",
      "^firmato",
      "^rinnovato",
      "^ritirato",
      "risolto",
      "a posto",
      "^ok fatto",
      "non serve pi\xF9",
      "non serve",
      "non \xE8 pi\xF9 necessario",
      "l'abbiamo fatto",
      "l'ho fatto",
      "^fatto",
      "^fatta",
      "^fatti",
      "^fatte",
      "^preso",
      "^presa",
      "^presi",
      "^prese",
      "^mandato",
      "^mandata",
      "^mandati",
      "^mandate",
      "^spedita",
      "^spediti",
      "^ordinato",
      "^ordinata",
      "^ordinati",
      "^ordinate",
      "^prenotati",
      "^prenotate",
      "^pagati",
      "^pagate",
      "^chiamata",
      "^chiamati",
      "^telefonato",
      "^sentito",
      "^scritto",
      "^risposto",
      "^confermato",
      "^confermata",
      "^consegnato",
      "^consegnata",
      "^ritirata",
      "^venduto",
      "^venduta",
      "^pulito",
      "^lavato",
      "^comprata",
      "^ho chiamato",
      "^ho pagato",
      "^ho preso",
      "^ho mandato",
      "^ho prenotato",
      "^ho comprato",
      "^ho fatto",
      "^ho ordinato",
      "annullato",
      "annullata",
      "annullati",
      "annullate",
      "\xE8 annullato",
      "\xE8 annullata",
      "\xE8 stato annullato",
      "\xE8 stata annullata",
      "salta",
      "saltato",
      "saltata",
      "saltati",
      "salta tutto",
      "non si fa",
      "non si fa pi\xF9",
      "disdetta",
      "disdetti",
      "cancellato",
      "cancellata",
      "non c'\xE8 pi\xF9 bisogno",
      "non serve pi\xF9",
      "non serve",
      "gi\xE0 pagato",
      "gi\xE0 pagata",
      "gi\xE0 fatto",
      "gi\xE0 prenotato",
      "gi\xE0 ordinato",
      "fatto!",
      "done",
      "ok fatto",
      "tutto fatto",
      "fatto tutto"
    ],
    postpone: [
      // Waiting, under way or tried without an answer: the item is still open.
      "in attesa",
      "aspetto",
      "sto aspettando",
      "ancora niente",
      "nessuna risposta",
      "non rispondono",
      "non ha risposto",
      "lasciato un messaggio",
      "lasciato detto",
      "non risponde nessuno",
      "era occupato",
      "sempre occupato",
      "dava occupato",
      "pi\xF9 tardi",
      "dopo",
      "non ancora",
      "ancora no",
      "non adesso",
      "non ora",
      "non oggi",
      "oggi no",
      "questa settimana no",
      "non questa settimana",
      "non questo mese",
      "non ho tempo",
      "rimandare",
      "rimanda",
      "rimandato",
      "rimandata",
      "rimandiamo",
      "rinviare",
      "rinvia",
      "rinviato",
      "rinviata",
      "posticipare",
      "posticipato",
      "spostare a",
      "sposta a",
      "spostalo",
      "la prossima settimana",
      "la settimana prossima",
      "il mese prossimo",
      "il prossimo mese",
      "l'anno prossimo",
      "^domani",
      "dopodomani",
      "tra due settimane",
      "fra due settimane",
      "tra qualche giorno",
      "dopo le vacanze",
      "dopo natale",
      "dopo pasqua",
      "in primavera",
      "in estate",
      "in autunno",
      "in inverno",
      "quando il tempo migliora",
      "quando ho tempo",
      "pu\xF2 aspettare",
      "un altro giorno",
      "pi\xF9 avanti",
      "solo dopo",
      "^non prima di",
      "in sospeso",
      "il prossimo weekend",
      "il weekend prossimo",
      "questo weekend",
      "mese prossimo",
      "non \xE8 urgente",
      "non c'\xE8 fretta",
      "questa settimana non posso",
      "sett prossima",
      "sett. prossima",
      "settimana pross",
      "la sett prossima",
      "sett prox",
      "prox settimana",
      "la prox settimana",
      "la prossima sett",
      "prossima sett",
      "il we prossimo",
      "we prossimo",
      "il prossimo we",
      "questo we",
      "prima o poi",
      "un giorno di questi",
      "^un giorno",
      "uno di questi giorni",
      "prossimamente",
      "pi\xF9 in l\xE0",
      "piu in la",
      "dmn",
      "domani dai",
      "^quando fa",
      "^quando sar\xE0",
      "^quando avr\xF2",
      "^quando ho",
      "^quando torno",
      "^quando torniamo",
      "^appena",
      "^dopo",
      "tra * settimane",
      "fra * settimane",
      "tra una settimana",
      "fra una settimana",
      "tra un mese",
      "l'anno prossimo",
      "anno nuovo",
      "riprovo a",
      "riprovo",
      "di nuovo a",
      "rimando",
      "rimandiamo a",
      "spostato a",
      "oggi non ce la faccio",
      "non ce la faccio",
      "non riesco"
    ],
    behavioral: [
      "d'ora in poi",
      "d'ora in avanti",
      "da ora in poi",
      "da adesso in poi",
      "da oggi in poi",
      "d'ora innanzi",
      "in futuro",
      "in generale",
      "di regola",
      "ogni volta che",
      "mai pi\xF9",
      "smetti di",
      "smettila di",
      "smettetela di",
      "basta con",
      "evita di",
      "^mai",
      "chiedimi prima",
      "chiedimelo prima",
      "te l'ho gi\xE0 detto",
      "te l'ho detto",
      "quando una cosa",
      "quando qualcosa",
      "va in",
      "vanno in",
      "va nella",
      "vanno nella",
      "va nel",
      "vanno nel",
      "va sotto",
      "vanno sotto",
      "deve andare in",
      "devono andare in",
      "nella sezione",
      "sotto la voce",
      "cancellale",
      "cancellali",
      "cancellalo",
      "cancellala",
      "non spuntarle",
      "non spuntarli",
      "non spuntarlo",
      "non spuntarla",
      "invece di spuntarle",
      "invece di spuntare",
      "anzich\xE9 spuntare",
      "non serve segnare",
      "non serve mettere",
      "non serve scrivere",
      "non serve ricordarmi",
      "non c'\xE8 bisogno di ricordarmi",
      "non c'\xE8 bisogno di segnare",
      "non c'\xE8 bisogno di mettere",
      "non segnare",
      "non mettere",
      "non scrivere",
      "non ricordarmi"
    ],
    correction: [
      "sbagliato",
      "sbagliata",
      "\xE8 sbagliato",
      "errato",
      "errata",
      "errore",
      "non \xE8 giusto",
      "non \xE8 corretto",
      "non \xE8 vero",
      "non \xE8 cos\xEC",
      "falso",
      "ti sbagli",
      "mi sono sbagliato",
      "mi sono sbagliata",
      "in realt\xE0",
      "veramente",
      "anzi",
      "non * ma",
      "invece",
      "invece di",
      "al posto di",
      "non \xE8",
      "non pi\xF9",
      "\xE8 cambiato",
      "cambiato",
      "correzione",
      ", non",
      "non il",
      "non la",
      "non alle",
      "non \xE8 il",
      "non \xE8 la",
      "non in",
      "si chiama",
      "data sbagliata",
      "ora sbagliata",
      "giorno sbagliato",
      "numero nuovo",
      "nuovo indirizzo",
      "si \xE8 trasferito",
      "si \xE8 trasferita",
      "trasferito",
      "ora \xE8",
      "adesso \xE8",
      "\xE8 alle",
      "\xE8 il"
    ],
    preference: [
      "pi\xF9 breve",
      "pi\xF9 corto",
      "pi\xF9 corta",
      "troppo lungo",
      "troppo lunga",
      "pi\xF9 lungo",
      "pi\xF9 conciso",
      "conciso",
      "sintetico",
      "pi\xF9 sintetico",
      "pi\xF9 dettagli",
      "meno dettagli",
      "tabella",
      "in tabella",
      "formato tabella",
      "elenco puntato",
      "punti elenco",
      "elenco numerato",
      "puntato",
      "checklist",
      "lista di controllo",
      "formato",
      "formattazione",
      "titolo",
      "titoli",
      "intestazione",
      "intestazioni",
      "riga",
      "righe",
      "frase",
      "frasi",
      "paragrafo",
      "paragrafi",
      "una pagina",
      "una sola pagina",
      "ordina per",
      "ordinata per",
      "ordinato per",
      "in ordine",
      "ordine cronologico",
      "ordine alfabetico",
      "raggruppa",
      "raggruppare",
      "raggruppato",
      "preferisco",
      "preferirei",
      "colonne",
      "colonna",
      "grassetto",
      "emoji",
      "struttura",
      "strutturato",
      "sotto-punti",
      "sottopunti",
      "pi\xF9 leggibile",
      "al massimo",
      "non pi\xF9 di",
      "meno testo",
      "solo l'essenziale",
      "sezioni",
      "dividi in",
      "dividere in",
      "troppo lungo",
      "troppo lunga",
      "troppo testo",
      "troppo dettagliato",
      "pi\xF9 corto pls",
      "pi\xF9 corto x favore",
      "a punti",
      "a punti elenco",
      "in elenco",
      "per punti",
      "diviso per",
      "divisa per",
      "divisi per",
      "divise per",
      "raggruppato per",
      "raggruppata per",
      "raggruppati per",
      "ordinato per",
      "per giorno",
      "per data",
      "per priorit\xE0",
      "prima di tutto",
      "in cima",
      "pi\xF9 leggibile",
      "pi\xF9 facile da leggere",
      "una riga per",
      "riassunto",
      // How an item is written: abbreviations, colours, punctuation, layout.
      "abbreviazioni",
      "senza abbreviazioni",
      "per esteso",
      "iniziali",
      "in corsivo",
      "in rosso",
      "in verde",
      "in blu",
      "per colore",
      "punti esclamativi",
      "tra parentesi",
      "virgolette",
      "affiancati",
      "vista settimanale",
      "frasi complete",
      "parole chiave",
      "due liste",
      "liste separate",
      "formato 24 ore"
    ]
  },
  keep: ["ok", "va bene", "va bene cos\xEC", "lascia cos\xEC", "lascia", "lascialo", "tienilo", "resta cos\xEC", "nessun cambiamento"],
  reasons: ["perch\xE9", "a causa", "per colpa", "causa", "annullato per", "annullata per", "annullato da", "saltato per", "saltata per"],
  conditions: ["quando", "appena", "una volta", "dopo che", "finch\xE9"],
  unfinished: ["appena", "non appena", "una volta che", "a patto che", "nessuna risposta", "non rispondono", "non risponde", "segreteria telefonica", "lasciato un messaggio", "era chiuso", "era chiusa", "arrivato rotto", "arrivata rotta", "\xE8 rotto", "\xE8 rotta", "arrivato danneggiato", "articolo sbagliato", "taglia sbagliata", "non ha funzionato", "non \xE8 andato", "fallito", "esaurito", "non fatto", "non finito", "non ancora", "ancora no", "quasi finito", "a met\xE0", "in parte", "iniziato", "cominciato"],
  postponeVerbs: ["rimandare a", "rimandare al", "rimandare", "spostare a", "spostare al", "spostare", "posticipare a", "posticipare", "rinviare a", "rinviare al", "rinviare"],
  remainders: ["il resto", "il rimanente", "quel che manca"],
  ruleAdverbs: ["sempre", "mai", "non", "niente", "nessun", "nessuna", "nessuno"],
  directives: [
    "metti",
    "mettere",
    "mettili",
    "mettile",
    "mettilo",
    "aggiungi",
    "aggiungere",
    "scrivi",
    "scrivere",
    "segna",
    "segnare",
    "annota",
    "annotare",
    "proponi",
    "proporre",
    "suggerisci",
    "suggerire",
    "suggerirmi",
    "programmare",
    "pianifica",
    "pianificare",
    "spunta",
    "spuntare",
    "ricordami",
    "ricordamelo",
    "ricordare",
    "inserisci",
    "inserire",
    "chiedimi",
    "chiedere",
    "includi",
    "includere",
    "controlla",
    "controllare",
    "verifica",
    "cancella",
    "cancellala",
    "dare per scontato",
    "dai per scontato",
    "cancellale",
    "cancellali",
    "cancellalo",
    "cancellare",
    "spuntarle",
    "spuntarli",
    "spuntarlo",
    "spuntala",
    "segnarle",
    "ricordarmi",
    "togli",
    "togliere",
    "qui",
    "agenda",
    "sezione",
    "voce",
    "voci"
  ],
  fillers: [
    "il",
    "lo",
    "la",
    "i",
    "gli",
    "le",
    "l",
    "un",
    "uno",
    "una",
    "e",
    "o",
    "ma",
    "se",
    "che",
    "di",
    "del",
    "della",
    "dei",
    "degli",
    "delle",
    "a",
    "al",
    "alla",
    "ai",
    "agli",
    "alle",
    "da",
    "dal",
    "dalla",
    "in",
    "nel",
    "nella",
    "nei",
    "con",
    "su",
    "sul",
    "sulla",
    "per",
    "tra",
    "fra",
    "\xE8",
    "sono",
    "era",
    "ha",
    "ho",
    "hanno",
    "mi",
    "ti",
    "si",
    "ci",
    "vi",
    "mio",
    "mia",
    "tuo",
    "suo",
    "sua",
    "nostro",
    "non",
    "pi\xF9",
    "gi\xE0",
    "ancora",
    "anche",
    "solo",
    "molto",
    "bene",
    "grazie",
    "favore",
    "oggi",
    "ieri",
    "adesso",
    "ora",
    "ormai",
    "tutto",
    "tutti",
    "questo",
    "abbiamo",
    "avete",
    "weekend",
    "questa",
    "quello",
    "quella",
    "cos\xEC",
    "settimana",
    "scorsa",
    "fino",
    "meglio",
    "forse",
    "posso",
    "sei",
    "siamo",
    "siete",
    "sar\xE0",
    "stato",
    "stata",
    "avevo",
    "aveva",
    "vado",
    "va",
    "sto",
    "sta"
  ],
  notCues: [
    "fatto male",
    "il fatto che",
    "di fatto",
    "non importa",
    "non c'\xE8 problema",
    "fatto vivo",
    "fatta viva",
    "fatti vivi",
    "fatte vive",
    "va fatto",
    "va fatta",
    "vanno fatti",
    "vanno fatte"
  ],
  moveWords: ["spostato", "spostata", "spostalo", "spostala", "mettilo", "mettila", "messo", "messa", "passato", "al", "a", "per", "fino"],
  nextPeriods: {
    next: ["prossimo", "prossima", "prox", "prox.", "pross.", "pross", "che viene", "successivo", "successiva"],
    periods: [
      "settimana",
      "sett",
      "sett.",
      "mese",
      "anno",
      "weekend",
      "we",
      "fine settimana",
      "luned\xEC",
      "lun",
      "marted\xEC",
      "mar",
      "mercoled\xEC",
      "mer",
      "gioved\xEC",
      "gio",
      "venerd\xEC",
      "ven",
      "sabato",
      "sab",
      "domenica",
      "dom"
    ],
    after: true,
    before: true
  },
  participles: {
    word: "\\p{L}{3,}(?:ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|uti|ute)",
    auxiliaries: ["ho", "abbiamo", "ha", "hanno", "l'ho", "l'abbiamo", "li ho", "le ho", "gia", "ho gia", "l'ho gia", "abbiamo gia"],
    exceptions: [
      "sabato",
      "subito",
      "minuto",
      "minuti",
      "aiuto",
      "stato",
      "stata",
      "malato",
      "malata",
      "ammalato",
      "ammalata",
      "sposato",
      "sposata",
      "vietato",
      "vietata",
      "invitato",
      "invitata",
      "invitati",
      "occupato",
      "occupata",
      "giornata",
      "serata",
      "entrata",
      "uscita",
      "partita",
      "mercato",
      "avvocato",
      "avvocata",
      "gelato",
      "cognato",
      "cognata",
      "insalata",
      "marito",
      "credito",
      "appetito",
      "infinito",
      "patate",
      "patata",
      "estate",
      "state",
      "tate",
      "fritte",
      "parte",
      "spostato",
      "spostata",
      "rimandato",
      "rimandata",
      "rinviato",
      "rinviata",
      "posticipato",
      "sbagliato",
      "sbagliata",
      "cambiato",
      "cambiata",
      "trasferito",
      "trasferita",
      "arrabbiato",
      "arrabbiata",
      "preoccupato",
      "preoccupata",
      "raffreddato",
      "chiuso",
      "previsto",
      "prevista",
      "programmato",
      "programmata",
      "fissato",
      "fissata",
      "dimenticato",
      "dimenticata",
      "favorito",
      "preferito",
      "ricordati",
      "ricordate",
      "preferita",
      "privato",
      "privata",
      "gradito",
      "unito",
      "uniti",
      "salute",
      "virtute",
      "dovuto",
      // Nouns in -ità, their accent folded away.
      "quantita",
      "qualita",
      "novita",
      "attivita",
      "possibilita",
      "disponibilita",
      "universita",
      "comunita",
      "priorita",
      "velocita"
    ],
    pending: ["va", "vanno", "andr\xE0", "andranno"],
    verbFinal: false
  },
  verdicts: [
    "non \xE8 vero",
    "non \xE8 cos\xEC",
    "non \xE8 giusto",
    "non \xE8 corretto",
    "sbagliato",
    "\xE8 sbagliato",
    "errato",
    "errore",
    "falso",
    "correzione",
    "ti sbagli",
    "mi sono sbagliato",
    "mi sono sbagliata"
  ],
  denials: ["no"],
  asides: ["in realt\xE0", "veramente", "anzi", "in effetti"],
  relativeDates: {
    days: {
      "oggi": 0,
      "stamattina": 0,
      "stasera": 0,
      "stanotte": 0,
      "ieri": -1,
      "ieri sera": -1,
      "l'altro ieri": -2,
      "l'altroieri": -2,
      "altroieri": -2,
      "domani": 1,
      "dopodomani": 2
    },
    weeks: {
      "la settimana scorsa": -1,
      "settimana scorsa": -1,
      "la scorsa settimana": -1,
      "la settimana prossima": 1,
      "settimana prossima": 1,
      "la prossima settimana": 1,
      "prossima settimana": 1,
      "sett prossima": 1,
      "prossima sett": 1
    },
    months: { "il mese scorso": -1, "mese scorso": -1, "il mese prossimo": 1, "mese prossimo": 1, "il prossimo mese": 1 },
    ago: ["{n} {unit} fa"],
    ahead: ["tra {n} {unit}", "fra {n} {unit}"],
    numbers: {
      "un": 1,
      "uno": 1,
      "una": 1,
      "due": 2,
      "tre": 3,
      "quattro": 4,
      "cinque": 5,
      "sei": 6,
      "sette": 7,
      "otto": 8,
      "nove": 9,
      "dieci": 10
    },
    units: { "giorno": "day", "giorni": "day", "settimana": "week", "settimane": "week", "mese": "month", "mesi": "month" },
    notDates: []
  },
  dateWords: {
    after: ["dopo"],
    articles: ["il", "la", "lo", "l'", "le", "i"],
    holidays: {
      christmas: ["natale", "feste di natale"],
      newYear: ["capodanno", "anno nuovo"],
      easter: ["pasqua", "pasquetta"]
    }
  },
  questions: ["mi chiedo", "^chiss\xE0", "^per caso"],
  hedges: [
    "forse",
    "magari",
    "spero",
    "speriamo",
    "si spera",
    "probabilmente",
    "credo",
    "credo che",
    "penso che",
    "penso di",
    "mi sembra",
    "mi pare",
    "non sono sicuro",
    "non sono sicura",
    "non so",
    "boh",
    "da verificare",
    "devo verificare",
    "da controllare",
    "devo controllare",
    "da confermare",
    "a met\xE0",
    "fatto met\xE0",
    "fatta met\xE0",
    "fatte met\xE0",
    "met\xE0 fatto",
    "met\xE0 fatta",
    "met\xE0 fatte",
    "letto met\xE0",
    "ne ho fatto met\xE0",
    "ne ho fatta met\xE0",
    "ne ho fatte met\xE0",
    "in parte",
    "parzialmente",
    "quasi fatto",
    "quasi finito"
  ],
  reminders: [
    "non dimenticare",
    "non dimenticarti",
    "non dimenticate",
    "non scordare",
    "non scordarti",
    "^ricordati",
    "^ricordatevi",
    "^ricordarsi di",
    "^ricordarmi di",
    "^mi raccomando"
  ],
  placement: {
    prepositions: ["in", "sotto", "nella", "nel", "nelle", "nei", "negli", "dentro"],
    negations: ["non", "e non", "ma non", "mai", "invece di", "anzich\xE9", "piuttosto che"],
    contrasts: ["non", "invece di", "anzich\xE9", "piuttosto che", "mai"]
  }
});

// src/core/lexicon/cues/neutral.ts
var CLAUSE_OPENERS = [
  "please",
  "and",
  "but",
  "so",
  "also",
  "bitte",
  "und",
  "aber",
  "also",
  "auch",
  "et",
  "mais",
  "merci",
  "stp",
  "svp",
  "y",
  "pero",
  "porfa",
  "por favor",
  "e",
  "ma",
  "per favore",
  "ok",
  "okay"
];
var NEUTRAL_CUES = {
  completion: ["\u2713", "\u2714", "\u2705", "\u2611", "\u{1F5F8}", "\u2612", "[x]", "\u2714\uFE0F", "\u2611\uFE0F"],
  keep: ["\u{1F44D}", "\u{1F44C}", "ok", "okay", "+1"]
};
var COPULA_WORDS = [
  "is",
  "are",
  "was",
  "were",
  "it's",
  "its",
  "ist",
  "sind",
  "war",
  "waren",
  "liegt",
  "est",
  "sont",
  "c'est",
  "etait",
  "es",
  "son",
  "esta",
  "estan",
  "era",
  "e",
  "sono",
  "era",
  "sta",
  "si trova"
];

// src/core/lexicon/cues/index.ts
var LANGUAGE_CUES = lazyRecord(LANGUAGES, (language) => ({ en, de, fr, es, it })[language]());
var BUILTIN_CUES = lazyRecord(LANGUAGES, (language) => withGenerated(LANGUAGE_CUES[language]));

// src/core/lexicon/dateWords.ts
var DAY = "{day}";
var MONTH = "{month}";
var CLOCK = "\\d{1,2}(?::\\d{2})?";

// src/core/lexicon/de/dates.ts
var deDates = {
  weekdays: {
    sonntag: 0,
    so: 0,
    montag: 1,
    mo: 1,
    dienstag: 2,
    di: 2,
    mittwoch: 3,
    mi: 3,
    donnerstag: 4,
    do: 4,
    freitag: 5,
    fr: 5,
    samstag: 6,
    sa: 6,
    sonnabend: 6
  },
  months: {
    januar: 1,
    j\u00E4nner: 1,
    jan: 1,
    februar: 2,
    feb: 2,
    m\u00E4rz: 3,
    m\u00E4r: 3,
    april: 4,
    apr: 4,
    mai: 5,
    juni: 6,
    jun: 6,
    juli: 7,
    jul: 7,
    august: 8,
    aug: 8,
    september: 9,
    sep: 9,
    sept: 9,
    oktober: 10,
    okt: 10,
    november: 11,
    nov: 11,
    dezember: 12,
    dez: 12
  },
  weekdayLeads: ["am"],
  thisBefore: ["diesen", "diese", "dieser"],
  nextBefore: ["n\xE4chsten", "n\xE4chste"],
  nextAfter: [],
  thisAfter: [],
  workdays: [],
  monthAlone: "none",
  monthAloneLeads: [],
  capitalisedMonths: [],
  dayMonthLeads: ["am"],
  dayMonth: [`${DAY}\\.?\\s*${MONTH}\\.?`],
  rangeWords: ["bis"],
  endOf: [],
  thisMonth: [],
  year: "\\s+(?<year>\\d{4})",
  time: `(?:\\s+um)?\\s+${CLOCK}(?:\\s*[\u2013-]\\s*${CLOCK})?\\s*uhr|\\s+um\\s+${CLOCK}|,?\\s+\\d{1,2}:\\d{2}`,
  partsOfDay: {},
  durations: { before: ["in", "f\xFCr"], after: [], bare: false, numbers: {}, units: {}, hours: ["stunden", "std"], past: [] }
};

// src/core/lexicon/en/dates.ts
var enDates = {
  weekdays: {
    sunday: 0,
    sun: 0,
    monday: 1,
    mon: 1,
    tuesday: 2,
    tue: 2,
    tues: 2,
    wednesday: 3,
    wed: 3,
    thursday: 4,
    thu: 4,
    thur: 4,
    thurs: 4,
    friday: 5,
    fri: 5,
    saturday: 6,
    sat: 6
  },
  months: {
    january: 1,
    jan: 1,
    february: 2,
    feb: 2,
    march: 3,
    mar: 3,
    april: 4,
    apr: 4,
    may: 5,
    june: 6,
    jun: 6,
    july: 7,
    jul: 7,
    august: 8,
    aug: 8,
    september: 9,
    sep: 9,
    sept: 9,
    october: 10,
    oct: 10,
    november: 11,
    nov: 11,
    december: 12,
    dec: 12
  },
  weekdayLeads: ["on"],
  thisBefore: ["this"],
  nextBefore: ["next"],
  nextAfter: ["next week", "of next week"],
  thisAfter: ["this week", "of this week"],
  workdays: ["weekday"],
  monthAlone: "long",
  monthAloneLeads: ["in"],
  capitalisedMonths: ["may"],
  dayMonthLeads: ["on"],
  dayMonth: [`${MONTH}\\.?\\s+${DAY}(?:st|nd|rd|th)?`, `${DAY}(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH}`],
  rangeWords: ["to"],
  endOf: ["end of", "the end of"],
  thisMonth: ["the month", "this month", "month"],
  year: ",?\\s+(?<year>\\d{4})",
  time: `(?:\\s+at)?\\s+${CLOCK}\\s*(?:am|pm)|\\s+at\\s+${CLOCK}|\\s+${CLOCK}|,\\s*\\d{1,2}:\\d{2}`,
  partsOfDay: { morning: 9, afternoon: 15, evening: 20, night: 22, midday: 12, noon: 12 },
  durations: {
    before: ["within", "in", "for", "about", "around", "in about", "in around", "within about", "for about"],
    after: ["later", "after", "from now"],
    bare: true,
    numbers: { "a few": 3, "few": 3, "several": 7, "couple": 2, "a couple": 2, "eleven": 11, "twelve": 12 },
    units: { d: "day", w: "week", mo: "month", mos: "month" },
    hours: ["h", "hr", "hrs", "hour", "hours"],
    past: ["before", "ago", "earlier", "prior"]
  }
};

// src/core/lexicon/es/dates.ts
var esDates = {
  weekdays: {
    domingo: 0,
    dom: 0,
    lunes: 1,
    lun: 1,
    martes: 2,
    mar: 2,
    mi\u00E9rcoles: 3,
    mi\u00E9: 3,
    jueves: 4,
    jue: 4,
    viernes: 5,
    vie: 5,
    s\u00E1bado: 6,
    s\u00E1b: 6
  },
  months: {
    enero: 1,
    ene: 1,
    febrero: 2,
    feb: 2,
    marzo: 3,
    mar: 3,
    abril: 4,
    abr: 4,
    mayo: 5,
    may: 5,
    junio: 6,
    jun: 6,
    julio: 7,
    jul: 7,
    agosto: 8,
    ago: 8,
    septiembre: 9,
    setiembre: 9,
    sep: 9,
    sept: 9,
    set: 9,
    octubre: 10,
    oct: 10,
    noviembre: 11,
    nov: 11,
    diciembre: 12,
    dic: 12
  },
  weekdayLeads: [],
  thisBefore: ["este"],
  nextBefore: ["pr\xF3ximo", "proximo"],
  nextAfter: [],
  thisAfter: [],
  workdays: [],
  monthAlone: "full",
  monthAloneLeads: ["en"],
  capitalisedMonths: [],
  dayMonthLeads: [],
  dayMonth: [`${DAY}(?:\xBA|\xB0)?(?:\\s+de)?\\s+${MONTH}\\.?`],
  rangeWords: [],
  endOf: [],
  thisMonth: [],
  year: "(?:\\s+de)?\\s+(?<year>\\d{4})",
  time: `\\s+a\\s+las?\\s+${CLOCK}|\\s+de\\s+${CLOCK}\\s+a(?:\\s+${CLOCK})?|\\s+${CLOCK}(?:\\s+a\\s+las?\\s+${CLOCK})?`,
  partsOfDay: {},
  durations: { before: ["en", "dentro de", "durante", "por"], after: [], bare: true, numbers: {}, units: {}, hours: ["horas", "hora", "h"], past: ["antes"] }
};

// src/core/lexicon/fr/dates.ts
var frDates = {
  weekdays: {
    dimanche: 0,
    dim: 0,
    lundi: 1,
    lun: 1,
    mardi: 2,
    mar: 2,
    mercredi: 3,
    mer: 3,
    jeudi: 4,
    jeu: 4,
    vendredi: 5,
    ven: 5,
    samedi: 6,
    sam: 6
  },
  months: {
    janvier: 1,
    janv: 1,
    f\u00E9vrier: 2,
    f\u00E9vr: 2,
    f\u00E9v: 2,
    mars: 3,
    avril: 4,
    avr: 4,
    mai: 5,
    juin: 6,
    juillet: 7,
    juil: 7,
    ao\u00FBt: 8,
    septembre: 9,
    sept: 9,
    octobre: 10,
    oct: 10,
    novembre: 11,
    nov: 11,
    d\u00E9cembre: 12,
    d\u00E9c: 12
  },
  weekdayLeads: [],
  thisBefore: ["ce"],
  nextBefore: [],
  nextAfter: ["prochain"],
  thisAfter: [],
  workdays: [],
  monthAlone: "none",
  monthAloneLeads: [],
  capitalisedMonths: [],
  dayMonthLeads: [],
  dayMonth: [`${DAY}(?:er)?\\s+${MONTH}\\.?`],
  rangeWords: ["au"],
  endOf: [],
  thisMonth: [],
  year: "\\s+(?<year>\\d{4})",
  time: `(?:\\s+(?:a|de))?,?\\s+\\d{1,2}\\s*h(?:\\s*\\d{2})?(?:\\s+a\\s+\\d{1,2}\\s*h(?:\\s*\\d{2})?)?|\\s+a\\s+${CLOCK}|\\s+${CLOCK}`,
  partsOfDay: { matin: 9, soir: 20, "apr\xE8s-midi": 15, aprem: 15 },
  durations: { before: ["dans", "en", "pendant", "de"], after: [], bare: false, numbers: {}, units: {}, hours: ["heures", "heure"], past: [] }
};

// src/core/lexicon/it/dates.ts
var itDates = {
  weekdays: {
    domenica: 0,
    dom: 0,
    luned\u00EC: 1,
    lun: 1,
    marted\u00EC: 2,
    mar: 2,
    mercoled\u00EC: 3,
    mer: 3,
    gioved\u00EC: 4,
    gio: 4,
    venerd\u00EC: 5,
    ven: 5,
    sabato: 6,
    sab: 6
  },
  months: {
    gennaio: 1,
    gen: 1,
    febbraio: 2,
    feb: 2,
    marzo: 3,
    mar: 3,
    aprile: 4,
    apr: 4,
    maggio: 5,
    mag: 5,
    giugno: 6,
    giu: 6,
    luglio: 7,
    lug: 7,
    agosto: 8,
    ago: 8,
    settembre: 9,
    set: 9,
    sett: 9,
    ottobre: 10,
    ott: 10,
    novembre: 11,
    nov: 11,
    dicembre: 12,
    dic: 12
  },
  weekdayLeads: [],
  thisBefore: ["questo"],
  nextBefore: ["prossimo"],
  nextAfter: ["prossimo"],
  thisAfter: [],
  workdays: [],
  monthAlone: "full",
  monthAloneLeads: ["a", "in"],
  capitalisedMonths: [],
  dayMonthLeads: ["il"],
  dayMonth: [`${DAY}(?:\xB0|\xBA)?\\s+${MONTH}\\.?`],
  rangeWords: ["al", "a"],
  endOf: [],
  thisMonth: [],
  year: "\\s+(?<year>\\d{4})",
  time: `(?:\\s+\\d{1,2})?(?:\\s+(?:alle|dalle|dopo\\s+le)\\s+${CLOCK}(?:\\s+alle\\s+${CLOCK})?|\\s+all'\\s*${CLOCK})|\\s+${CLOCK}`,
  partsOfDay: { mattina: 9, pomeriggio: 15, sera: 20 },
  durations: {
    before: ["tra", "fra", "entro", "per", "in", "circa", "tra circa", "fra circa", "entro circa", "in circa"],
    after: [],
    bare: true,
    numbers: { qualche: 3 },
    units: { sett: "week", gg: "day" },
    hours: ["ore", "ora"],
    past: ["prima", "fa"]
  }
};

// src/core/lexicon/dateNames.ts
var DATE_NAMES = { en: enDates, de: deDates, fr: frDates, es: esDates, it: itDates };

// src/core/folding.ts
function foldForMatching(text) {
  let folded = "";
  const origin = [];
  let index = 0;
  for (const codePoint of text) {
    const piece = foldCodePoint(codePoint);
    folded += piece;
    for (let i = 0; i < piece.length; i++) origin.push(index);
    index += codePoint.length;
  }
  origin.push(index);
  return { folded, origin };
}
var APOSTROPHES = /[’‘´`ʼ]/u;
var MARKS = /\p{M}+/gu;
function foldCodePoint(codePoint) {
  if (codePoint === "\uFE0F") return "";
  if (APOSTROPHES.test(codePoint)) return "'";
  const lower = codePoint.normalize("NFD").replace(MARKS, "").toLowerCase();
  return LIGATURES[lower] ?? lower;
}
var LIGATURES = { "\xDF": "ss", "\u1E9E": "ss", "\xE6": "ae", "\u0153": "oe" };
function fold(text) {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase().replaceAll("`", "'");
  return foldForMatching(text).folded;
}
var PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;
function wordsOf(text) {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
}
function foldedIndex(text, originalIndex) {
  const index = text.origin.findIndex((origin) => origin >= originalIndex);
  return index === -1 ? text.folded.length : index;
}

// src/core/lexicon/phrasePatterns.ts
var WORD_START = "(?:^|[^\\p{L}\\p{N}])";
var WORD_END = "(?![\\p{L}\\p{N}])";
var SPACE_CHARS = "\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff";
var SPACE = `[${SPACE_CHARS}]`;
var NOT_SPACE = `[^${SPACE_CHARS}]`;
var SPACE_OR_COMMA = `[${SPACE_CHARS},]`;
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function phraseSource(phrase) {
  return fold(phrase).trim().split(/\s+/u).map(escapeRegExp).join(`${SPACE}+`);
}
function alternation(phrases) {
  return [...new Set([...phrases].map(phraseSource))].sort((a, b) => b.length - a.length).join("|");
}
function phraseKey(phrase) {
  return fold(phrase).trim().split(/\s+/u).join(" ");
}

// src/core/deciders/offline/cueRegexes.ts
var MATCH_KINDS = [...CUE_CATEGORIES, "keep", "hedge", "question", "reminder"];
function wordsForCues(folded) {
  return new Set(wordsOf(folded));
}
var WORD_CHAR = /[\p{L}\p{N}]/u;
var clauseStart = lazy(
  () => `(?:^|[.;:!?\xA1\xBF,()\\[\\]\\n\u2014\u2013"\xAB\xBB\\p{So}]|${SPACE}[-\u2013\u2014])${SPACE}*(?:(?:` + CLAUSE_OPENERS.map(phraseSource).join("|") + `)${SPACE_OR_COMMA}+){0,2}`
);
function cuePattern(cue) {
  let text = fold(cue).trim();
  const atClauseStart = text.startsWith("^");
  if (atClauseStart) text = text.slice(1).trim();
  const tokens = text.split(/\s+/).filter((token) => token !== "");
  while (tokens[0] === "*") tokens.shift();
  while (tokens[tokens.length - 1] === "*") tokens.pop();
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (first === void 0 || last === void 0) return null;
  const body = tokens.map((token, i) => token === "*" ? `(?:${SPACE}+${NOT_SPACE}+){1,3}?` : (i === 0 ? "" : `${SPACE}+`) + escapeRegExp(token)).join("");
  return {
    before: atClauseStart ? "clause" : WORD_CHAR.test(first.charAt(0)) ? "word" : "none",
    wordAfter: WORD_CHAR.test(last.charAt(last.length - 1)),
    body,
    length: text.length,
    keys: keysOf(tokens.filter((token) => token !== "*"))
  };
}
function keysOf(words) {
  const byLength = (list) => [...list].sort((a, b) => b.length - a.length);
  const [first, second = ""] = byLength(words.filter((word) => WHOLE_WORD.test(word)));
  return first === void 0 ? { whole: false, part: byLength(words)[0] ?? "" } : { whole: true, first, second };
}
function boundaryBefore(before) {
  return before === "clause" ? clauseStart() : before === "word" ? WORD_START : "";
}
function compileList(cues) {
  const groups = /* @__PURE__ */ new Map();
  for (const pattern of [...new Set(cues)].map(cuePattern)) {
    if (!pattern) continue;
    const key = `${pattern.before}|${pattern.wordAfter}`;
    groups.set(key, [...groups.get(key) ?? [], pattern]);
  }
  if (groups.size === 0) return void 0;
  const patterns = [...groups.values()].flat();
  const regex = lazy(() => {
    const sources = [...groups.values()].map((patterns2) => {
      const [sample] = patterns2;
      const bodies = patterns2.sort((a, b) => b.length - a.length).map((pattern) => pattern.body);
      return `${sample ? boundaryBefore(sample.before) : ""}(?:${bodies.join("|")})${sample?.wordAfter ? WORD_END : ""}`;
    });
    return new RegExp(sources.map((source) => `(?:${source})`).join("|"), "gu");
  });
  const keyWords = /* @__PURE__ */ new Map();
  const otherKeys = /* @__PURE__ */ new Set();
  for (const { keys } of patterns) {
    if (!keys.whole) otherKeys.add(keys.part);
    else if (keyWords.has(keys.first)) keyWords.get(keys.first)?.add(keys.second);
    else keyWords.set(keys.first, /* @__PURE__ */ new Set([keys.second]));
  }
  return {
    regex,
    spansIn(folded, words) {
      if (!mayHold(folded, words, keyWords, otherKeys)) return [];
      return [...folded.matchAll(regex())].map((match) => ({ start: match.index, end: match.index + match[0].length }));
    }
  };
}
var WHOLE_WORD = /^[\p{L}\p{N}]+$/u;
function mayHold(folded, words, keyWords, otherKeys) {
  for (const word of words) {
    const seconds = keyWords.get(word);
    if (seconds === void 0) continue;
    if (seconds.has("")) return true;
    if (words.size <= seconds.size) {
      for (const other of words) if (seconds.has(other)) return true;
    } else {
      for (const second of seconds) if (words.has(second)) return true;
    }
  }
  for (const key of otherKeys) if (folded.includes(key)) return true;
  return false;
}
var CLAUSE_END = `(?=${SPACE}*(?:$|[.;:!?,()\\n\u2014\u2013]|\\p{So}))`;
var WORD_RUN = "[\\p{L}\\p{N}'\u20AC$\xA3.:/-]+";
function compileParticiples(language) {
  const cues = LANGUAGE_CUES[language].participles;
  if (!cues) return [];
  const aux = cues.auxiliaries.length > 0 ? `(?:(?:${alternation(cues.auxiliaries)})${SPACE}+)?` : "";
  const word = `(${cues.word})${WORD_END}`;
  const regexes = [
    // "zurückgeschickt", "hab angerufen", "prenotati, …", "anulada la cita".
    new RegExp(`${clauseStart()}${aux}${word}`, "gu"),
    // "cita anulada", "rdv annulée": a noun and its participle make the whole clause.
    new RegExp(`${clauseStart()}[\\p{L}]+${SPACE}+${word}${CLAUSE_END}`, "gu")
  ];
  if (cues.verbFinal && cues.auxiliaries.length > 0) {
    regexes.push(new RegExp(`${clauseStart()}(?:${alternation(cues.auxiliaries)})(?:${SPACE}+${WORD_RUN}){0,6}?${SPACE}+${word}${CLAUSE_END}`, "gu"));
  }
  return regexes;
}
function compilePlacement(language) {
  const { prepositions, negations } = LANGUAGE_CUES[language].placement;
  const prep = `(?:${alternation(prepositions)})`;
  return new RegExp(
    `${WORD_START}${prep}${SPACE}+${WORD_RUN}(?:${SPACE}+${WORD_RUN}){0,2}?${SPACE}*,?${SPACE}+(?:${alternation(negations)})${SPACE}+${prep}${WORD_END}`,
    "gu"
  );
}
var DATE_WORDS_OF_ANY_LANGUAGE = lazy(() => LANGUAGES.flatMap((language) => [...Object.keys(DATE_NAMES[language].weekdays), ...Object.keys(DATE_NAMES[language].months)]));
function compileLanguage(language) {
  const words = LANGUAGE_CUES[language];
  const lists = BUILTIN_CUES[language];
  const kinds = {};
  for (const category of CUE_CATEGORIES) {
    const list = compileList(lists[category]);
    if (list) kinds[category] = list;
  }
  const keep = compileList(words.keep);
  if (keep) kinds.keep = keep;
  const hedge = compileList(words.hedges);
  if (hedge) kinds.hedge = hedge;
  const question = compileList(words.questions);
  if (question) kinds.question = question;
  const reminder = compileList(words.reminders);
  if (reminder) kinds.reminder = reminder;
  const fillers = new Set(words.fillers.flatMap((word) => wordsOf(fold(word))));
  const markers = new Set(fillers);
  const vocabulary = [
    ...CUE_CATEGORIES.flatMap((category) => lists[category]),
    ...words.keep,
    ...words.directives,
    ...words.ruleAdverbs,
    ...words.hedges,
    ...words.questions,
    ...words.reminders
  ];
  for (const cue of vocabulary) for (const word of wordsOf(fold(cue))) if (word.length > 2) markers.add(word);
  const beforeDate = /* @__PURE__ */ new Set([...fillers, ...words.moveWords.flatMap((word) => wordsOf(fold(word)))]);
  return {
    kinds,
    beforeDate,
    ruleAdverbs: compileList(words.ruleAdverbs),
    directives: compileList(words.directives),
    notCues: compileList(words.notCues),
    fillers,
    markers,
    participles: compileParticiples(language),
    participleExceptions: new Set([...words.participles?.exceptions ?? [], ...DATE_WORDS_OF_ANY_LANGUAGE()].map(fold)),
    participlePending: new Set((words.participles?.pending ?? []).map(fold)),
    placement: compilePlacement(language),
    contrasts: compileList(words.placement.contrasts),
    reasons: compileList(words.reasons),
    conditions: compileList(words.conditions),
    unfinished: compileList(words.unfinished),
    postponeVerbs: compileList(words.postponeVerbs),
    remainders: compileList(words.remainders)
  };
}
function compileAlways(extraCues) {
  const lists = {
    completion: [...NEUTRAL_CUES.completion],
    postpone: [],
    behavioral: [],
    correction: [],
    preference: [],
    keep: [...NEUTRAL_CUES.keep],
    hedge: [],
    question: [],
    reminder: []
  };
  for (const byCategory of Object.values(extraCues ?? {})) {
    for (const category of CUE_CATEGORIES) {
      const extra = byCategory?.[category];
      if (Array.isArray(extra)) lists[category].push(...extra.filter((cue) => typeof cue === "string"));
    }
  }
  const always = {};
  for (const kind of Object.keys(lists)) {
    const list = compileList(lists[kind]);
    if (list) always[kind] = list;
  }
  return always;
}
function wordsOfCues(cues) {
  return cues.flatMap((cue) => wordsOf(fold(cue)).filter((word) => /^\p{L}+$/u.test(word)));
}
function builtinCueWords() {
  const cues = LANGUAGES.flatMap((language) => [
    ...CUE_CATEGORIES.flatMap((category) => BUILTIN_CUES[language][category]),
    ...LANGUAGE_CUES[language].keep
  ]);
  return new Set(wordsOfCues([...cues, ...NEUTRAL_CUES.keep]));
}
function withExtraWords(builtin, extraCues) {
  const extra = Object.values(extraCues).flatMap(
    (byCategory) => CUE_CATEGORIES.flatMap((category) => {
      const list = byCategory?.[category];
      return Array.isArray(list) ? list.filter((cue) => typeof cue === "string") : [];
    })
  );
  return /* @__PURE__ */ new Set([...builtin, ...wordsOfCues(extra)]);
}
var builtinLanguages;
var builtinWords = lazy(builtinCueWords);
var withoutExtras;
var byExtraCues = /* @__PURE__ */ new WeakMap();
function compiledCues(extraCues) {
  builtinLanguages ??= {
    en: compileLanguage("en"),
    de: compileLanguage("de"),
    fr: compileLanguage("fr"),
    es: compileLanguage("es"),
    it: compileLanguage("it")
  };
  if (extraCues === void 0) {
    withoutExtras ??= { languages: builtinLanguages, always: compileAlways(void 0), cueWords: builtinWords };
    return withoutExtras;
  }
  let compiled2 = byExtraCues.get(extraCues);
  if (!compiled2) {
    compiled2 = { languages: builtinLanguages, always: compileAlways(extraCues), cueWords: lazy(() => withExtraWords(builtinWords(), extraCues)) };
    byExtraCues.set(extraCues, compiled2);
  }
  return compiled2;
}

// src/core/text.ts
function toSingleLine(text) {
  return joinLines(text).replace(/<!--/g, "<!\u2011\u2011").replace(/-->/g, "\u2011\u2011>");
}
function joinLines(text) {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
}
function addDays(iso, days) {
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
function cut(text, limit) {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}\u2026`;
}

// src/core/dates/calendar.ts
function addMonths(iso, months) {
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d ?? 1, lastDay));
  return date.toISOString().slice(0, 10);
}
function calendarDate(year, month, day) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day ? date.toISOString().slice(0, 10) : null;
}
function weekdayOf(iso) {
  return (/* @__PURE__ */ new Date(`${iso}T00:00:00Z`)).getUTCDay();
}
function comingWeekday(today2, weekday) {
  return addDays(today2, (weekday - weekdayOf(today2) + 7) % 7);
}
function nextWeekday(today2, weekday) {
  const from = weekdayOf(today2);
  const coming = (weekday - from + 7) % 7;
  if (from === 0) return addDays(today2, weekday === 0 ? 7 : weekday);
  if (from === 6) return addDays(today2, weekday === 6 ? 7 : weekday === 0 ? 8 : 1 + weekday);
  return addDays(today2, weekday < from && weekday !== 0 ? coming : coming + 7);
}
function nextDayOfYear(today2, month, day) {
  const year = Number(today2.slice(0, 4));
  for (let ahead = 0; ahead <= 4; ahead++) {
    const iso = calendarDate(year + ahead, month, day);
    if (iso !== null && iso > today2) return iso;
  }
  return null;
}

// src/core/dates/relativeDates.ts
function shift(today2, amount, unit) {
  if (unit === "month") return addMonths(today2, amount);
  return addDays(today2, unit === "week" ? 7 * amount : amount);
}
function compileLanguage2(language) {
  const cues = LANGUAGE_CUES[language].relativeDates;
  const named = /* @__PURE__ */ new Map();
  for (const [phrase, amount] of Object.entries(cues.days)) named.set(phraseKey(phrase), { amount, unit: "day" });
  for (const [phrase, amount] of Object.entries(cues.weeks)) named.set(phraseKey(phrase), { amount, unit: "week" });
  for (const [phrase, amount] of Object.entries(cues.months)) named.set(phraseKey(phrase), { amount, unit: "month" });
  for (const phrase of cues.notDates) named.set(phraseKey(phrase), null);
  const patterns = [
    {
      regex: new RegExp(`${WORD_START}(${alternation([...named.keys()])})${WORD_END}`, "gu"),
      resolve: (match, today2) => {
        const offset = named.get(phraseKey(match[1] ?? ""));
        return offset ? shift(today2, offset.amount, offset.unit) : null;
      }
    }
  ];
  const numbers = new Map(Object.entries(cues.numbers).map(([word, value]) => [phraseKey(word), value]));
  const units = new Map(Object.entries(cues.units).map(([word, unit2]) => [phraseKey(word), unit2]));
  const count = `(\\d{1,3}|${alternation([...numbers.keys()])})`;
  const unit = `(${alternation([...units.keys()])})`;
  const counted = (template, sign) => ({
    regex: new RegExp(`${WORD_START}(${phraseSource(template).replace("\\{n\\}", count).replace("\\{unit\\}", unit)})${WORD_END}`, "gu"),
    resolve: (match, today2) => {
      const amount = /^\d+$/u.test(match[2] ?? "") ? Number(match[2]) : numbers.get(phraseKey(match[2] ?? ""));
      const span = units.get(phraseKey(match[3] ?? ""));
      return amount === void 0 || span === void 0 ? null : shift(today2, sign * amount, span);
    }
  });
  patterns.push(...cues.ago.map((template) => counted(template, -1)), ...cues.ahead.map((template) => counted(template, 1)));
  return patterns;
}
var compiled = /* @__PURE__ */ new Map();
function findRelativeDates(text, today2, languages) {
  const folded = foldForMatching(text);
  const candidates = [];
  for (const language of languages) {
    let patterns = compiled.get(language);
    if (!patterns) {
      patterns = compileLanguage2(language);
      compiled.set(language, patterns);
    }
    for (const { regex, resolve } of patterns) {
      regex.lastIndex = 0;
      for (let match = regex.exec(folded.folded); match; match = regex.exec(folded.folded)) {
        const phrase = match[1] ?? "";
        const start = match.index + match[0].length - phrase.length;
        candidates.push({ start, end: start + phrase.length, iso: resolve(match, today2) });
      }
    }
  }
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const found = [];
  let taken = 0;
  for (const candidate of candidates) {
    if (candidate.start < taken) continue;
    taken = candidate.end;
    if (candidate.iso === null) continue;
    const index = folded.origin[candidate.start] ?? 0;
    const end = folded.origin[candidate.end] ?? text.length;
    found.push({ index, text: text.slice(index, end), iso: candidate.iso });
  }
  return found;
}

// src/core/dates/dateReader.ts
var WORD_START2 = "(?<lead>^|[^\\p{L}\\p{N}])";
var DURATION_START = "(?<lead>^|[^\\p{L}\\p{N}-])";
var ISO_DATE = /(?<lead>^|[^\d-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d-])/gu;
function bounds(match) {
  const start = (match.index ?? 0) + (match.groups?.["lead"]?.length ?? 0);
  return { start, end: (match.index ?? 0) + match[0].length };
}
function keyed(record) {
  return new Map(Object.entries(record).map(([phrase, value]) => [phraseKey(phrase), value]));
}
function optional(phrases) {
  return phrases.length === 0 ? "" : `(?:(?:${alternation(phrases)})\\s+)?`;
}
function weekdayPattern(names, dayNames) {
  const before = [...names.thisBefore, ...names.nextBefore];
  const after = [...names.thisAfter, ...names.nextAfter];
  return new RegExp(
    WORD_START2 + optional(names.weekdayLeads) + (before.length === 0 ? "" : `(?:(?<before>${alternation(before)})\\s+)?`) + `(?<weekday>${alternation(dayNames)})\\.?` + (after.length === 0 ? "" : `(?:\\s+(?<after>${alternation(after)}))?`) + WORD_END,
    "gu"
  );
}
function dayMonthPatterns(names, weekdays, months) {
  const leadingWeekday = `(?:(?:${alternation(weekdays)})\\.?,?\\s+)?`;
  const rangeWords = names.rangeWords.map((word) => `|${phraseSource(word)}\\s`).join("");
  const range = `(?:(?<from>\\d{1,2})(?:st|nd|rd|th|er|\xB0|\xBA|\\.)?\\s*(?:[\u2013-]${rangeWords})\\s*)?`;
  const month = `(?<month>${alternation(months)})`;
  return names.dayMonth.map((form) => {
    const source = form.replace(DAY, `${range}(?<day>\\d{1,2})`).replace(MONTH, month);
    return new RegExp(`${WORD_START2}${optional(names.dayMonthLeads)}${leadingWeekday}${source}(?:${names.year})?${WORD_END}`, "gu");
  });
}
function monthAlonePattern(names, months) {
  if (names.monthAlone === "none") return null;
  const lead = names.monthAloneLeads.length === 0 ? "" : `(?:(?<prefix>${alternation(names.monthAloneLeads)})\\s+)?`;
  return new RegExp(`${WORD_START2}${lead}(?<month>${alternation(months)})(?:${names.year})?(?<comma>[,-])?(?!\\s*\\d|[\\p{L}\\p{N}])`, "dgu");
}
function loneMonthNames(names, months) {
  if (names.monthAlone !== "full") return new Set([...months.keys()].filter((name) => name.length > 3));
  const longest = /* @__PURE__ */ new Map();
  for (const [name, month] of months) if (name.length > (longest.get(month)?.length ?? 0)) longest.set(month, name);
  return new Set(longest.values());
}
function durationPatterns(durations, numbers, units) {
  const amount = (capture) => {
    const open = capture ? "(" : "(?:";
    return `(?:${open}\\d+)\\s{0,3}|${open}${alternation(numbers.keys())})\\s+)${open}${alternation(units.keys())})`;
  };
  const amounts = `${amount(false)}(?:(?:\\s{0,5},\\s{0,5}|\\s{0,5})(?:and\\s{0,5})?${amount(false)})*`;
  const forms = [
    ...durations.past.length === 0 ? [] : [`${amounts}\\s+(?<past>${alternation(durations.past)})`],
    ...durations.before.length === 0 ? [] : [`(?:${alternation(durations.before)})\\s+${amounts}`],
    ...durations.after.length === 0 ? [] : [`${amounts}\\s+(?:${alternation(durations.after)})`],
    ...durations.bare ? [`(?<bare>${amounts})`] : []
  ];
  return { duration: new RegExp(`${DURATION_START}(?:${forms.join("|")})${WORD_END}`, "gu"), amount: new RegExp(amount(true), "gu") };
}
function compile(language) {
  const names = DATE_NAMES[language];
  const cues = LANGUAGE_CUES[language].relativeDates;
  const weekdays = keyed(names.weekdays);
  const workdays = new Set(names.workdays.map(phraseKey));
  const months = keyed(names.months);
  const numbers = keyed({ ...cues.numbers, ...names.durations.numbers });
  const hours = Object.fromEntries(names.durations.hours.map((word) => [word, "hour"]));
  const units = keyed({ ...cues.units, ...names.durations.units, ...hours });
  const endOf = `(?:${alternation(names.endOf)})\\s+(?:${alternation(names.thisMonth)}|(?<month>${alternation(months.keys())}))`;
  const partsOfDay = Object.keys(names.partsOfDay);
  return {
    weekday: weekdayPattern(names, [...weekdays.keys(), ...workdays]),
    dayMonth: dayMonthPatterns(names, weekdays.keys(), months.keys()),
    endOf: names.endOf.length === 0 ? null : new RegExp(`${WORD_START2}${endOf}${WORD_END}`, "gu"),
    monthAlone: monthAlonePattern(names, months.keys()),
    loneMonths: loneMonthNames(names, months),
    capitalisedMonths: new Set(names.capitalisedMonths.map(phraseKey)),
    ...durationPatterns(names.durations, numbers, units),
    time: new RegExp(`^(?:${names.time})${WORD_END}`, "u"),
    partOfDay: new RegExp(`^\\s+(${partsOfDay.length === 0 ? "(?!)" : alternation(partsOfDay)})${WORD_END}`, "u"),
    partsOfDay: keyed(names.partsOfDay),
    weekdays,
    workdays,
    months,
    next: new Set([...names.nextBefore, ...names.nextAfter].map(phraseKey)),
    numbers,
    units
  };
}
var PATTERNS = lazyRecord(LANGUAGES, compile);
function workday(today2) {
  const weekday = weekdayOf(today2);
  return weekday === 0 || weekday === 6 ? 1 : weekday % 5 + 1;
}
function weekdaySpans(folded, today2, patterns) {
  const spans2 = [];
  for (const match of folded.matchAll(patterns.weekday)) {
    const { weekday: name = "", before, after } = match.groups ?? {};
    const day = patterns.workdays.has(phraseKey(name)) ? workday(today2) : patterns.weekdays.get(phraseKey(name));
    if (day === void 0) continue;
    const modifier = before ?? after;
    const iso = modifier !== void 0 && patterns.next.has(phraseKey(modifier)) ? nextWeekday(today2, day) : comingWeekday(today2, day);
    spans2.push({ ...bounds(match), iso, calendarDay: false, weekday: true });
  }
  return spans2;
}
function dayMonthSpans(folded, today2, patterns) {
  const spans2 = [];
  for (const regex of patterns.dayMonth) {
    for (const match of folded.matchAll(regex)) {
      const { from, day: last = "", month = "", year } = match.groups ?? {};
      const day = from ?? last;
      const monthNumber = patterns.months.get(phraseKey(month)) ?? 0;
      const iso = year === void 0 ? nextDayOfYear(today2, monthNumber, Number(day)) : calendarDate(Number(year), monthNumber, Number(day));
      spans2.push({ ...bounds(match), iso, calendarDay: true, weekday: false });
    }
  }
  return spans2;
}
function monthAloneSpans(text, folded, today2, patterns) {
  if (patterns.monthAlone === null) return [];
  const spans2 = [];
  for (const match of folded.folded.matchAll(patterns.monthAlone)) {
    const { prefix, month = "", year, comma } = match.groups ?? {};
    const end = bounds(match).end - (comma?.length ?? 0);
    const monthStart = match.indices?.groups?.["month"]?.[0] ?? end;
    if (prefix === void 0 && comma === void 0 && !patterns.loneMonths.has(month)) continue;
    const written = text.slice(folded.origin[monthStart] ?? 0);
    if (patterns.capitalisedMonths.has(month) && !/^\p{Lu}/u.test(written)) continue;
    const number = patterns.months.get(month) ?? 0;
    const iso = year === void 0 ? nextDayOfYear(today2, number, 1) : calendarDate(Number(year), number, 1);
    spans2.push({ start: monthStart, end, iso, calendarDay: false, weekday: false });
  }
  return spans2;
}
function endOfMonthSpans(folded, today2, patterns) {
  if (patterns.endOf === null) return [];
  const spans2 = [];
  for (const match of folded.matchAll(patterns.endOf)) {
    const name = match.groups?.["month"];
    const month = name === void 0 ? Number(today2.slice(5, 7)) : patterns.months.get(phraseKey(name)) ?? 1;
    const year = Number(today2.slice(0, 4));
    const thisYear = lastDayOfMonth(year, month);
    spans2.push({ ...bounds(match), iso: thisYear >= today2 ? thisYear : lastDayOfMonth(year + 1, month), calendarDay: true, weekday: false });
  }
  return spans2;
}
function lastDayOfMonth(year, month) {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
function durationSpans(folded, today2, patterns) {
  const spans2 = [];
  for (const match of folded.matchAll(patterns.duration)) {
    const total = { day: 0, week: 0, month: 0, hour: 0 };
    for (const [, digits, word, unit = ""] of match[0].matchAll(patterns.amount)) {
      const count = digits ?? word ?? "";
      const amount = /^\d+$/u.test(count) ? Number(count) : patterns.numbers.get(phraseKey(count));
      const span = patterns.units.get(phraseKey(unit));
      if (amount !== void 0 && span !== void 0) total[span] += amount;
    }
    if (match.groups?.["bare"] !== void 0 && total.day + total.week + total.month === 0 && total.hour < 24) continue;
    const ahead = match.groups?.["past"] === void 0;
    const days = 7 * total.week + total.day + Math.floor((12 + total.hour) / 24);
    const iso = addDays(addMonths(today2, total.month), days);
    spans2.push({ ...bounds(match), iso: ahead ? iso : null, calendarDay: false, weekday: false });
  }
  return spans2;
}
function isoSpans(folded) {
  return [...folded.matchAll(ISO_DATE)].map((match) => ({
    ...bounds(match),
    iso: calendarDate(Number(match[2]), Number(match[3]), Number(match[4])),
    calendarDay: true,
    weekday: false
  }));
}
function relativeSpans(text, folded, today2, language) {
  return findRelativeDates(text, today2, [language]).map((date) => {
    const end = date.index + date.text.length;
    return {
      start: foldedIndex(folded, date.index),
      end: end >= text.length ? folded.folded.length : foldedIndex(folded, end),
      iso: date.iso,
      calendarDay: false,
      weekday: false
    };
  });
}
function withTime(folded, span, today2, patterns) {
  const rest = folded.slice(span.end);
  const time = patterns.time.exec(rest);
  const part = time ? null : patterns.partOfDay.exec(rest);
  const said = time ?? part;
  if (!said) return span;
  const hour = time ? hourOf(time[0]) : patterns.partsOfDay.get(phraseKey(part?.[1] ?? "")) ?? 12;
  const later = span.weekday && span.iso === today2 && hour < 12;
  return { ...span, end: span.end + said[0].length, iso: later ? addDays(today2, 7) : span.iso };
}
function hourOf(time) {
  const hour = Number(/\d{1,2}/u.exec(time)?.[0] ?? 0);
  return /pm/u.test(time) && hour < 12 ? hour + 12 : hour;
}
var readDays = (text, today2, language) => {
  const folded = foldForMatching(text);
  const patterns = PATTERNS[language];
  const candidates = [
    ...isoSpans(folded.folded),
    ...dayMonthSpans(folded.folded, today2, patterns),
    ...weekdaySpans(folded.folded, today2, patterns),
    ...monthAloneSpans(text, folded, today2, patterns),
    ...endOfMonthSpans(folded.folded, today2, patterns),
    ...durationSpans(folded.folded, today2, patterns),
    ...relativeSpans(text, folded, today2, language)
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const found = [];
  let taken = 0;
  for (const candidate of candidates) {
    if (candidate.start < taken) continue;
    const span = withTime(folded.folded, candidate, today2, patterns);
    taken = span.end;
    if (span.iso === null) continue;
    const index = folded.origin[span.start] ?? 0;
    const end = folded.origin[span.end] ?? text.length;
    found.push({ index, text: text.slice(index, end), iso: span.iso, calendarDay: span.calendarDay });
  }
  return found;
};

// src/core/dates/holidays.ts
function easterSunday(year) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = (h + l - 7 * m + 114) % 31 + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
function dayAfter(holiday, year) {
  if (holiday === "christmas") return `${year}-12-27`;
  if (holiday === "newYear") return `${year}-01-02`;
  return addDays(easterSunday(year), 2);
}
function nextDayAfterHoliday(holiday, today2) {
  const year = Number(today2.slice(0, 4));
  const thisYear = dayAfter(holiday, year);
  return thisYear > today2 ? thisYear : dayAfter(holiday, year + 1);
}

// src/core/dates/dateFinder.ts
var DEFAULT_DATE_ORDER = "day-first";
var SLASH_DATE = /(?:^|[^\d/.])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g;
var RELATIVE_DATES = [
  { phrase: /(?:^|[^\p{L}])pasado manana(?![\p{L}])/u, resolve: (today2) => addDays(today2, 2) },
  { phrase: /(?:^|[^\p{L}])apres-demain(?![\p{L}])/u, resolve: (today2) => addDays(today2, 2) },
  { phrase: /(?:^|[^\p{L}])(?:ubernachste woche|(?:the )?week after next)(?![\p{L}])/u, resolve: (today2) => addDays(today2, 14) },
  {
    phrase: /(?:^|[^\p{L}])(?:la )?(?:proxima semana|semana proxima|semana que viene)(?![\p{L}])/u,
    resolve: (today2) => addDays(today2, 7)
  },
  { phrase: /(?:^|[^\p{L}])(?:el )?(?:proximo mes|mes que viene|mes proximo)(?![\p{L}])/u, resolve: (today2) => addMonths(today2, 1) },
  {
    phrase: /(?:^|[^\p{L}])(?:next weekend|this weekend|nachstes wochenende|am wochenende|dieses wochenende|(?:le |ce )?week-end(?: prochain)?|(?:el |este )?(?:proximo )?(?:finde|fin de semana)(?: que viene)?|(?:il |questo )?(?:prossimo )?weekend(?: prossimo)?)(?![\p{L}])/u,
    resolve: nextSaturday
  }
];
var MONTHS = [
  /^(?:jan|januar|janvier|enero|gennaio|january|janner)$/u,
  /^(?:feb|februar|fevrier|febrero|febbraio|february)$/u,
  /^(?:mar|marz|mars|marzo|march)$/u,
  /^(?:apr|april|avril|abril|aprile)$/u,
  /^(?:mai|may|mayo|maggio)$/u,
  /^(?:jun|juni|juin|junio|giugno|june)$/u,
  /^(?:jul|juli|juillet|julio|luglio|july)$/u,
  /^(?:aug|august|aout|agosto)$/u,
  /^(?:sep|sept|september|septembre|septiembre|settembre)$/u,
  /^(?:okt|oct|oktober|octobre|octubre|ottobre|october)$/u,
  /^(?:nov|november|novembre|noviembre)$/u,
  /^(?:dez|dec|dezember|decembre|diciembre|dicembre|december)$/u
];
function nextSaturday(today2) {
  return addDays(today2, (6 - weekdayOf(today2) + 7) % 7 || 7);
}
var DateFinder = class {
  constructor(text, today2, languages, order = DEFAULT_DATE_ORDER) {
    this.text = text;
    this.today = today2;
    this.languages = languages;
    this.order = order;
  }
  text;
  today;
  languages;
  order;
  found;
  /** Every date after today, in text order. */
  future() {
    this.found ??= findFutureDates(this.text, this.today, this.languages, this.order);
    return this.found;
  }
  /** The first date after today: the day a postponement moves its item to. */
  firstFuture() {
    return this.future()[0];
  }
};
var dateHint = lazy(() => new RegExp(
  "\\d|(?:^|[^\\p{L}])(?:" + [
    "today|tonight|tomorrow|week|month|year|day|mon|tue|wed|thu|fri|sat|sun",
    "heute|morgen|ubermorgen|woche|monat|jahr|tag|nachst|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag",
    "aujourd|demain|apres-demain|semaine|mois|annee|jour|prochain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
    "hoy|manana|semana|finde|mes|ano|dia|proxim|lunes|martes|miercoles|jueves|viernes|sabado|domingo",
    "oggi|domani|dopodomani|settimana|mese|anno|giorn|prossim|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica",
    "jan|feb|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|enero|febrero|abril|mayo|junio|julio|agosto|gennaio|febbraio|aprile|maggio|giugno|luglio|ottobre|dicembre|diciembre|octubre|noviembre|setiembre|septiembre|settembre",
    // Holiday names, by their longest word: "christmas", "weihnachten", "natale"…
    ...LANGUAGES.flatMap(
      (language) => Object.values(LANGUAGE_CUES[language].dateWords.holidays).flatMap((names) => names.map((name) => escapeRegExp(wordStem(name))))
    )
  ].join("|") + ")",
  "u"
));
function wordStem(phrase) {
  return fold(phrase).trim().split(/[\s']+/u).reduce((longest, word) => word.length > longest.length ? word : longest, "");
}
function findFutureDates(text, today2, languages, dateOrder, read = readDays) {
  const folded = foldForMatching(text);
  const found = [];
  if (!dateHint().test(folded.folded)) return found;
  for (const relative of RELATIVE_DATES) {
    const match = relative.phrase.exec(folded.folded);
    if (!match) continue;
    const start = folded.origin[match.index] ?? 0;
    const end = folded.origin[match.index + match[0].length] ?? text.length;
    found.push({ index: start, text: text.slice(start, end), iso: relative.resolve(today2) });
  }
  const order = languages.includes("en") ? languages : [...languages, "en"];
  for (const language of order) {
    const future = read(text, today2, language).filter((date) => !/\d\s*\/\s*\d/u.test(date.text)).filter((date) => date.iso > today2 && !isHabitualWeekday(folded, date));
    if (future.length > 0) {
      found.push(...future.map(({ calendarDay, ...date }) => calendarDay ? afterDate(text, folded, date) : date));
      break;
    }
  }
  found.push(...[...dottedDates(text, today2), ...slashDates(text, today2, dateOrder)].map((date) => afterDate(text, folded, date)));
  for (const date of [...holidaysAfter(text, folded, today2), ...daysAfter(text, folded, today2)]) {
    const end = date.index + date.text.length;
    if (!found.some((other) => other.index < end && date.index < other.index + other.text.length)) found.push(date);
  }
  if (found.length === 0) found.push(...monthNames(text, folded, today2));
  return found.sort((a, b) => a.index - b.index);
}
function compileDateWords(language) {
  const { after, articles, holidays: names } = LANGUAGE_CUES[language].dateWords;
  const article = `(?:${articles.map((word) => phraseSource(word) + (word.endsWith("'") ? "\\s*" : "\\s+")).join("|")})?`;
  const lead = `(?:${alternation(after)})\\s+${article}`;
  const holidayByName = /* @__PURE__ */ new Map();
  for (const [holiday, phrases] of Object.entries(names)) {
    for (const phrase of phrases) holidayByName.set(phraseKey(phrase), holiday);
  }
  return {
    afterBefore: new RegExp(`${WORD_START}(${lead})$`, "u"),
    // Not "after 10:30" or "nach dem 10.12."; "after the 10th of May" is a date the reader finds, and wins.
    dayAfter: new RegExp(`${WORD_START}${lead}(\\d{1,2})(?:st|nd|rd|th|er|e|eme|o|\xBA|\xB0)?\\.?(?![\\p{L}\\p{N}]|[.:/]\\d)`, "gu"),
    holidayAfter: new RegExp(`${WORD_START}${lead}(${alternation([...holidayByName.keys()])})${WORD_END}`, "gu"),
    holidayByName
  };
}
var dateWordRegexes = /* @__PURE__ */ new Map();
function dateWords(language) {
  let regexes = dateWordRegexes.get(language);
  if (!regexes) {
    regexes = compileDateWords(language);
    dateWordRegexes.set(language, regexes);
  }
  return regexes;
}
function spanOf(text, folded, start, end, iso) {
  const from = folded.origin[start] ?? 0;
  const to = folded.origin[end] ?? text.length;
  return { index: from, text: text.slice(from, to), iso };
}
function afterDate(text, folded, date) {
  const start = foldedIndex(folded, date.index);
  const before = folded.folded.slice(0, start);
  for (const language of LANGUAGES) {
    const match = dateWords(language).afterBefore.exec(before);
    const lead = match?.[1];
    if (match && lead !== void 0) {
      const leadStart = match.index + match[0].length - lead.length;
      return spanOf(text, folded, leadStart, foldedIndex(folded, date.index + date.text.length), addDays(date.iso, 1));
    }
  }
  return date;
}
function holidaysAfter(text, folded, today2) {
  const found = [];
  for (const language of LANGUAGES) {
    const { holidayAfter, holidayByName } = dateWords(language);
    for (const match of folded.folded.matchAll(holidayAfter)) {
      const holiday = holidayByName.get(phraseKey(match[1] ?? ""));
      if (holiday === void 0) continue;
      const start = match.index + match[0].search(/[\p{L}]/u);
      found.push(spanOf(text, folded, start, match.index + match[0].length, nextDayAfterHoliday(holiday, today2)));
    }
  }
  return found;
}
function daysAfter(text, folded, today2) {
  const found = [];
  for (const language of LANGUAGES) {
    for (const match of folded.folded.matchAll(dateWords(language).dayAfter)) {
      const iso = nextDayOfMonth(Number(match[1]), today2);
      if (iso === null) continue;
      const start = match.index + match[0].search(/[\p{L}]/u);
      found.push(spanOf(text, folded, start, match.index + match[0].length, addDays(iso, 1)));
    }
  }
  return found;
}
function nextDayOfMonth(day, today2) {
  if (day < 1 || day > 31) return null;
  const [year, month, todayDay] = today2.split("-").map(Number);
  for (let ahead = (todayDay ?? 1) > day ? 1 : 0; ahead <= 12; ahead++) {
    const iso = calendarDate(year ?? 1970, (month ?? 1) + ahead, day);
    if (iso !== null) return iso;
  }
  return null;
}
function slashDates(text, today2, order) {
  const found = [];
  for (const match of text.matchAll(SLASH_DATE)) {
    const first = Number(match[1]);
    const second = Number(match[2]);
    const readings = order === "month-first" ? [[second, first], [first, second]] : [[first, second], [second, first]];
    const [day, month] = readings.find(([d, m]) => (m ?? 0) >= 1 && (m ?? 0) <= 12 && calendarDate(2e3, m ?? 0, d ?? 0) !== null) ?? [];
    if (day === void 0 || month === void 0) continue;
    const written = match[3] === void 0 ? void 0 : Number(match[3].length === 2 ? `20${match[3]}` : match[3]);
    const thisYear = Number(today2.slice(0, 4));
    const years = written === void 0 ? [thisYear, thisYear + 1] : [written];
    const iso = years.map((year) => calendarDate(year, month, day)).find((date) => date !== null && date > today2);
    const start = match.index + match[0].search(/\d/u);
    if (iso) found.push({ index: start, text: text.slice(start, match.index + match[0].length), iso });
  }
  return found;
}
var WEEKDAY_NAMES = /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)(?:\s+\d{1,2})?$/u;
function isHabitualWeekday(text, date) {
  if (!WEEKDAY_NAMES.test(fold(date.text.trim()))) return false;
  return /(?:^|[^\p{L}])(?:le|il|los|les)\s+$/u.test(text.folded.slice(0, foldedIndex(text, date.index)));
}
function dottedDates(text, today2) {
  const found = [];
  for (const match of text.matchAll(/(?:^|[^\d.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?(?![\d])/g)) {
    const day = Number(match[1]);
    const month = Number(match[2]);
    const thisYear = Number(today2.slice(0, 4));
    const written = match[3] === void 0 ? void 0 : Number(match[3].length === 2 ? `20${match[3]}` : match[3]);
    const candidates = written === void 0 ? [thisYear, thisYear + 1] : [written];
    for (const year of candidates) {
      const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      if (addDays(iso, 0) === iso && iso > today2) {
        const start = match.index + match[0].search(/\d/u);
        found.push({ index: start, text: text.slice(start, match.index + match[0].length), iso });
        break;
      }
    }
  }
  return found;
}
function monthNames(original, text, today2) {
  for (const match of text.folded.matchAll(/[\p{L}]+/gu)) {
    const month = MONTHS.findIndex((name) => name.test(match[0]));
    if (month === -1 || match[0].length < 4) continue;
    const year = Number(today2.slice(0, 4));
    const first = `${year}-${String(month + 1).padStart(2, "0")}-01`;
    const iso = first > today2 ? first : `${year + 1}${first.slice(4)}`;
    return [spanOf(original, text, match.index, match.index + match[0].length, iso)];
  }
  return [];
}

// src/core/deciders/offline/hedges.ts
var QUESTION_MARK = /\?(?![\p{L}\p{N}=&_])|¿/u;
function isQuestion(folded, found) {
  return QUESTION_MARK.test(folded) || found.has("question");
}
function isHedged(found) {
  return found.has("hedge");
}
function reminderFirst(found) {
  const reminder = found.matches.find((match) => match.kind === "reminder");
  return reminder && ACTING_KINDS.every((kind) => found.first(kind) > reminder.start) ? reminder : void 0;
}
var ACTING_KINDS = ["completion", "postpone", "correction"];
var SHORTEST_WHOLE_WORD = 4;
function isLoneFragment(folded, found, cueWords) {
  const word = folded.trim();
  if (!/^\p{L}+$/u.test(word)) return false;
  const isCue = found.matches.length > 0;
  if (!isCue && word.length < SHORTEST_WHOLE_WORD) return true;
  if (isCue && word.length >= SHORTEST_WHOLE_WORD) return false;
  const longer = isCue ? 2 * word.length : word.length + 1;
  for (const cueWord of cueWords()) if (cueWord.length >= longer && cueWord.startsWith(word)) return true;
  return false;
}

// src/core/deciders/offline/matching.ts
function detectLanguages(folded, cues) {
  const words = wordsOf(folded);
  const scores = LANGUAGES.map((language) => ({
    language,
    score: words.filter((word) => cues.languages[language].markers.has(word)).length
  }));
  const top = Math.max(...scores.map((entry) => entry.score));
  if (top === 0) return [...LANGUAGES];
  return scores.filter((entry) => entry.score === top || entry.language === "en" && entry.score > 0).sort((a, b) => b.score - a.score).map((entry) => entry.language);
}
function spans(regex, folded) {
  if (!regex) return [];
  return [...folded.matchAll(regex)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}
function findCues(folded, cues, languages, words = wordsForCues(folded)) {
  const masks = languages.flatMap((language) => cues.languages[language].notCues?.spansIn(folded, words) ?? []);
  const unmasked = (span) => !masks.some((mask) => mask.start <= span.start && mask.end >= span.end);
  const all = [];
  for (const kind of MATCH_KINDS) {
    const lists = [...languages.map((language) => cues.languages[language].kinds[kind]), cues.always[kind]];
    for (const list of lists) for (const span of list?.spansIn(folded, words) ?? []) if (unmasked(span)) all.push({ kind, ...span });
  }
  const contains = (outer, inner) => outer !== inner && outer.kind !== inner.kind && outer.start <= inner.start && outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start;
  const matches = all.filter((m) => !all.some((other) => contains(other, m))).sort((a, b) => a.start - b.start);
  for (const language of languages) matches.push(...participleMatches(folded, cues, language, matches, unmasked));
  matches.sort((a, b) => a.start - b.start);
  let ruleAdverbAt = Number.POSITIVE_INFINITY;
  let ruleShape = null;
  const consider = (at, shape) => {
    if (at < ruleAdverbAt) [ruleAdverbAt, ruleShape] = [at, shape];
  };
  for (const language of languages) {
    const { ruleAdverbs, directives, placement, contrasts } = cues.languages[language];
    const directiveSpans = (directives?.spansIn(folded, words) ?? []).filter(unmasked);
    const adverb = ruleAdverbs?.spansIn(folded, words).find(unmasked);
    const [directive] = directiveSpans;
    if (adverb && directive) consider(adverb.start, { kind: "adverb", adverb, directive });
    const place = spans(placement, folded).find((span) => unmasked(span) && !copulaBefore(folded, span.start));
    if (place) consider(place.start, { kind: "placement", placement: place });
    const contrasted = contrastedDirective(folded, directiveSpans, (contrasts?.spansIn(folded, words) ?? []).filter(unmasked));
    if (contrasted !== void 0) consider(contrasted.first.start, { kind: "contrast", ...contrasted });
  }
  return {
    matches,
    ruleAdverbAt,
    ruleShape,
    has: (kind) => matches.some((m) => m.kind === kind),
    first: (kind) => matches.find((m) => m.kind === kind)?.start ?? Number.POSITIVE_INFINITY
  };
}
function participleMatches(folded, cues, language, found, unmasked) {
  const { participles, participleExceptions, participlePending } = cues.languages[language];
  const result = [];
  for (const regex of participles) {
    for (const match of folded.matchAll(regex)) {
      const word = match[1];
      if (word === void 0 || participleExceptions.has(word)) continue;
      const start = match.index + match[0].length - word.length;
      const span = { start, end: start + word.length };
      const [before] = wordsOf(folded.slice(0, start)).slice(-1);
      const [after] = wordsOf(folded.slice(span.end));
      if (before !== void 0 && participlePending.has(before) || after !== void 0 && participlePending.has(after)) continue;
      const overlaps = [...found, ...result].some((other) => other.start < span.end && span.start < other.end);
      if (!overlaps && unmasked(span)) result.push({ kind: "completion", ...span });
    }
  }
  return result;
}
var copulas = lazy(() => new Set(COPULA_WORDS.map(fold)));
var CLAUSE_BREAK = /[.;:!?\n]/gu;
var SENTENCE_BREAK = /[.;:!?\n—–]/u;
function copulaBefore(folded, index) {
  const before = folded.slice(0, index);
  let from = 0;
  for (const match of before.matchAll(CLAUSE_BREAK)) from = match.index + 1;
  return wordsOf(before.slice(from)).some((word) => copulas().has(word));
}
function contrastedDirective(folded, directives, contrasts) {
  for (const first of directives) {
    for (const second of directives) {
      if (second.start <= first.end || second.start - first.end > 30) continue;
      if (SENTENCE_BREAK.test(folded.slice(first.end, second.start))) continue;
      if (contrasts.some((contrast) => contrast.start >= first.end && contrast.end <= second.start)) return { first, second };
    }
  }
  return void 0;
}

// src/core/agenda/markup.ts
var TASKS_FIELD = new RegExp(
  [
    "[\u{1F4C5}\u23F3\u2705\u{1F6EB}\u2795\u274C]\\uFE0F?(?:\\s*\\d{4}-\\d{2}-\\d{2})?",
    "[\u{1F53A}\u23EB\u{1F53C}\u{1F53D}\u23EC]\\uFE0F?",
    // Tasks writes recurrence rules in English only; the rule runs to the next field or the end of the line.
    "\u{1F501}\\uFE0F?(?:\\s*every\\b[^\u{1F4C5}\u23F3\u2705\u{1F6EB}\u2795\u274C\u{1F53A}\u23EB\u{1F53C}\u{1F53D}\u23EC\u{1F194}\u26D4\u{1F3C1}\\n]*)?",
    "\u{1F194}\\uFE0F?\\s*[\\w-]+",
    "\u26D4\\uFE0F?\\s*[\\w,-]+",
    "\u{1F3C1}\\uFE0F?\\s*(?:delete|keep)?"
  ].map((field) => `[ \\t]*(?:${field})`).join("|"),
  "gu"
);
var BLOCK_ID = /(?:^|[ \t])\^[A-Za-z0-9-]+[ \t]*$/gmu;
var LIST_MARKER = /^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[.\][ \t]+)?|\[.\][ \t]+)/gmu;
function withoutAgendaMarkup(text) {
  return text.replace(TASKS_FIELD, betweenWords).replace(BLOCK_ID, "").replace(LIST_MARKER, "");
}
function betweenWords(field, offset, whole) {
  const before = /[\p{L}\p{N}]$/u.test(whole.slice(0, offset));
  const after = /^\s*[\p{L}\p{N}]/u.test(whole.slice(offset + field.length));
  return before && after ? "," : "";
}
function withoutLinksAndEmphasis(text) {
  return text.replace(/\[\[[^\]|]*\|([^\]]*)\]\]/gu, "$1").replace(/\[\[([^\]]*)\]\]/gu, "$1").replace(/\[([^\]]*)\]\([^)]*\)/gu, "$1").replace(/\*\*|__|==|~~|`/gu, "");
}

// src/core/deciders/offline/proposal.ts
function proposalFor(input) {
  if (input.type === "none") return null;
  const raw = input.type === "factual" ? withoutLeadingCue(input.annotation, input.text, input.found) : input.annotation;
  const statement = cleanStatement(raw, input.languages, input.today) || toSingleLine(input.annotation);
  if (input.type !== "factual") return statement;
  const subject = shortItem(input.item);
  if (subject !== "" && !namesItsSubject(statement, subject, input.cues)) return `${subject}: ${statement}`;
  return statement.charAt(0).toLocaleUpperCase() + statement.slice(1);
}
var ONLY_SEPARATORS = /^[\s,.:;!?¡¿–—-]*$/u;
var LEADING_SEPARATORS = /^[\s,.:;!?¡¿–—-]+/u;
var PUNCTUATION_OR_BREAK = /[,.:;!?¡¿–—\n-]/u;
var CONJUNCTION = /^(?:and|und|et|y|e|but|aber|mais|pero|ma)(?![\p{L}])/u;
function withoutLeadingCue(annotation, text, found) {
  const first = found.matches[0];
  if (!first || !(first.kind === "completion" || first.kind === "correction" || first.kind === "keep")) return annotation;
  if (!ONLY_SEPARATORS.test(text.folded.slice(0, first.start))) return annotation;
  const afterCue = text.folded.slice(first.end);
  const separators = LEADING_SEPARATORS.exec(afterCue)?.[0] ?? "";
  if (!PUNCTUATION_OR_BREAK.test(separators)) return annotation;
  const rest = afterCue.slice(separators.length);
  if (CONJUNCTION.test(rest) || !/[\p{L}\p{N}]{2,}/u.test(rest)) return annotation;
  return annotation.slice(text.origin[first.end + separators.length] ?? annotation.length).trim();
}
function cleanStatement(text, languages, today2) {
  const statement = withoutVerdicts(toSingleLine(withoutAgendaMarkup(text)), languages);
  return /[\p{L}\p{N}]/u.test(statement) ? withResolvedDates(statement, today2, languages) : "";
}
var SET_OFF = "\\s*(?:[,.:;!?\xA1\xBF\u2013\u2014]|-(?=\\s))+";
var verdictRegexes = /* @__PURE__ */ new Map();
function alternation2(phrases) {
  return [...new Set(phrases)].map((phrase) => fold(phrase).trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+")).sort((a, b) => b.length - a.length).join("|");
}
function compiledVerdicts(language) {
  let regexes = verdictRegexes.get(language);
  if (regexes) return regexes;
  const { verdicts, denials, asides } = LANGUAGE_CUES[language];
  const verdict = `(?:${alternation2([...verdicts, ...denials])})`;
  const wrong = `(?:${alternation2(verdicts)})`;
  const aside = `(?:${alternation2(asides)})`;
  regexes = {
    // "stimmt nicht, …" and "en fait …": a verdict needs punctuation after it, an aside does not.
    opening: new RegExp(`^[\\s\xA1\xBF]*(?:${verdict}(?:${SET_OFF}|\\s*$)|${aside}(?:${SET_OFF})?(?![\\p{L}\\p{N}]))\\s*`, "u"),
    closing: new RegExp(`(?:^|${SET_OFF})\\s*${verdict}[\\s.!]*$`, "u"),
    callsWrong: new RegExp(`^[\\s\xA1\xBF]*${wrong}(?:${SET_OFF}|\\s*$)|(?:^|${SET_OFF})\\s*${wrong}[\\s.!]*$`, "u")
  };
  verdictRegexes.set(language, regexes);
  return regexes;
}
function callsItemWrong(text, languages) {
  return languages.some((language) => compiledVerdicts(language).callsWrong.test(text.folded));
}
function withoutVerdicts(text, languages) {
  let statement = text;
  for (let changed = true; changed; ) {
    changed = false;
    const folded = foldForMatching(statement);
    for (const language of languages) {
      const regexes = compiledVerdicts(language);
      const opening = regexes.opening.exec(folded.folded);
      const closing = regexes.closing.exec(folded.folded);
      const start = opening ? folded.origin[opening[0].length] ?? statement.length : 0;
      const end = closing ? folded.origin[closing.index] ?? statement.length : statement.length;
      const rest = statement.slice(start, Math.max(start, end)).trim();
      if (rest !== statement && /[\p{L}\p{N}]{2,}/u.test(rest)) {
        statement = rest;
        changed = true;
        break;
      }
    }
  }
  return statement;
}
function withResolvedDates(statement, today2, languages) {
  const [main] = languages;
  const readIn = main === void 0 ? [] : [.../* @__PURE__ */ new Set([main, ...languages.includes("en") ? ["en"] : []])];
  let result = "";
  let copied = 0;
  for (const date of findRelativeDates(statement, today2, readIn)) {
    const end = date.index + date.text.length;
    if (statement.slice(end, end + 16).includes(date.iso)) continue;
    result += `${statement.slice(copied, end)} (${date.iso})`;
    copied = end;
  }
  return result + statement.slice(copied);
}
function shortItem(item) {
  const plain = withoutLinksAndEmphasis(toSingleLine(withoutAgendaMarkup(item))).replace(/\s*(?:\([^)]*\)|\[[^\]]*\])/gu, "").replace(/(?:\s+#[\p{L}\p{N}_/-]+)+\s*$/u, "");
  const [head = ""] = plain.split(/\s*;|\s[–—-]\s/u);
  return head.replace(/[\s,.;:–—-]+$/u, "").trim();
}
var negationWords = lazy(
  () => new Set(
    LANGUAGES.flatMap((language) => {
      const { negations, contrasts } = LANGUAGE_CUES[language].placement;
      return [...negations, ...contrasts].map((word) => fold(word)).filter((word) => /^\p{L}+$/u.test(word));
    })
  )
);
function namesItsSubject(statement, subject, cues) {
  const isFiller2 = (word) => LANGUAGES.some((language) => cues.languages[language].fillers.has(word));
  const words = subject.split(/\s+/u).map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").replace(/^\p{L}{1,2}['’]|['’]\p{L}{0,2}$/gu, "")).filter((word) => word !== "");
  const names = words.slice(words.length > 1 ? 1 : 0).filter((word) => /^\p{Lu}/u.test(word)).map(fold).filter((word) => word.length >= 3 && !isFiller2(word));
  const said = wordsOf(fold(statement));
  const negating = negationWords();
  const affirmed = said.filter((_, i) => !negating.has(said[i - 1] ?? "") && !negating.has(said[i - 2] ?? ""));
  return names.some((name) => affirmed.some((word) => sameWord(name, word)));
}
function sameWord(a, b) {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= 4 && shorter - common <= 1 && Math.abs(a.length - b.length) <= 2;
}

// src/core/deciders/offline/reasons.ts
var MAX_OFFLINE_REASON_LENGTH = 160;
var MAX_QUOTE_LENGTH = 32;
function offlineReason(facts) {
  return cut(reasonSentence([...actionClauses(facts), ...learnedClauses(facts)]), MAX_OFFLINE_REASON_LENGTH);
}
function offlineActionReason(facts) {
  const clauses = actionClauses(facts);
  if (clauses.length === 0 || UNSETTLED_STEPS.has(facts.settled.step)) return null;
  return cut(clauses.join("; "), MAX_ACTION_REASON_LENGTH);
}
var UNSETTLED_STEPS = /* @__PURE__ */ new Set(["question", "fragment", "reminder", "hedge"]);
var MAX_ACTION_REASON_LENGTH = 90;
var EMPTY_ANNOTATION_REASON = "Empty annotation: nothing to do.";
function actionClauses(facts) {
  const { settled, found } = facts;
  switch (settled.step) {
    case "question": {
      const word = firstOf(found, "question");
      return [word ? `question \u201C${quote(facts, word)}\u201D: kept for you` : "question: kept for you"];
    }
    case "fragment":
      return [`lone word \u201C${cut(facts.annotation, MAX_QUOTE_LENGTH)}\u201D, maybe unfinished: kept for you`];
    case "reminder": {
      const word = firstOf(found, "reminder");
      return [word ? `reminder \u201C${quote(facts, word)}\u201D, still to do: kept for you` : "reminder, still to do: kept for you"];
    }
    case "hedge":
      return [`${hedgeClause(facts)}: kept for you`];
    case "hedgedPostponement":
      return [postponement(facts, firstOf(found, "postpone")), `${hedgeClause(facts)}: only postponed`];
    case "cue":
      return cueClauses(facts, settled.cue);
    case "rule":
    case "preference":
      return [];
    case "leadingDate":
      return [postponement(facts, void 0)];
    case "plainWords":
      return [`${facts.found.matches.length === 0 ? "no cue word" : "words beyond the cues"}: text kept`];
    case "model":
      return [modelClause(facts, settled.words)];
    case "nothing": {
      const keep = firstOf(found, "keep");
      return [keep ? `keep cue \u201C${quote(facts, keep)}\u201D` : found.matches.length === 0 ? "no cue word" : "no cue that acts"];
    }
  }
}
function learnedClauses(facts) {
  return UNSETTLED_STEPS.has(facts.settled.step) ? [] : learned(facts);
}
function cueClauses(facts, cue) {
  if (cue.kind === "completion") return [`completion cue \u201C${quote(facts, cue)}\u201D`, "no question or hedge"];
  if (cue.kind === "postpone") return [postponement(facts, cue)];
  return [`correction cue \u201C${quote(facts, cue)}\u201D: text kept`];
}
function learned(facts) {
  switch (facts.type) {
    case "behavioral":
      return [`${ruleClause(facts)}: a rule for the agenda`];
    case "preference": {
      const cue = firstOf(facts.found, "preference");
      return [cue ? `preference cue \u201C${quote(facts, cue)}\u201D: a wish about form` : "a wish about form"];
    }
    case "factual":
      return [facts.action === "rewrite" ? "learned as a fact" : "says more: learned as a fact"];
    case "none":
      return facts.action === "rewrite" || facts.action === "keep" ? ["nothing to learn"] : [];
  }
}
function ruleClause(facts) {
  const cue = firstOf(facts.found, "behavioral");
  if (cue) return `rule cue \u201C${quote(facts, cue)}\u201D`;
  const shape = facts.found.ruleShape;
  if (shape?.kind === "adverb") return `rule cue \u201C${quote(facts, shape.adverb)}\u201D + directive \u201C${quote(facts, shape.directive)}\u201D`;
  if (shape?.kind === "placement") return `filing rule \u201C${quote(facts, shape.placement)}\u201D`;
  if (shape?.kind === "contrast") return `directive \u201C${quote(facts, shape.first)}\u201D set against \u201C${quote(facts, shape.second)}\u201D`;
  return "rule";
}
function modelClause(facts, words) {
  const verb = { complete: "done", postpone: "postponed", rewrite: "text kept", keep: "kept" }[facts.action];
  const quoted = words.slice(0, 3).map((word) => `\u201C${cut(word, MAX_QUOTE_LENGTH)}\u201D`);
  return quoted.length === 0 ? `no decisive cue, trained model: ${verb}` : `no decisive cue, trained model on ${quoted.join(", ")}: ${verb}`;
}
function hedgeClause(facts) {
  const hedge = firstOf(facts.found, "hedge");
  return hedge ? `hedge \u201C${quote(facts, hedge)}\u201D` : "hedge";
}
function postponement(facts, cue) {
  const until = facts.postponeUntil === null ? ", no date" : ` \u2192 ${facts.postponeUntil}`;
  const date = facts.date;
  if (!date) return cue ? `postponement \u201C${quote(facts, cue)}\u201D${until}` : `postponement${until}`;
  const dateSpan = { start: foldedIndex(facts.text, date.index), end: foldedIndex(facts.text, date.index + date.text.length) };
  if (!cue) return `date \u201C${quote(facts, dateSpan)}\u201D${until}`;
  if (cue.start < dateSpan.end && dateSpan.start < cue.end) {
    return `postponement \u201C${quote(facts, { start: Math.min(cue.start, dateSpan.start), end: Math.max(cue.end, dateSpan.end) })}\u201D${until}`;
  }
  return `postponement \u201C${quote(facts, cue)}\u201D + date \u201C${quote(facts, dateSpan)}\u201D${until}`;
}
function firstOf(found, kind) {
  return found.matches.find((match) => match.kind === kind);
}
var LEADING_BREAK = /^[\s.,;:!?¡¿()"«»—–-]+/u;
var TRAILING_BREAK = /[\s.,;:!?¡¿"«»—–-]+$/u;
var openers;
function quote(facts, span) {
  const { text, annotation } = facts;
  const raw = annotation.slice(text.origin[span.start] ?? annotation.length, text.origin[span.end] ?? annotation.length);
  let words = raw;
  for (let pass = 0; pass < 3; pass++) {
    words = words.replace(LEADING_BREAK, "");
    const folded = foldForMatching(words);
    openers ??= CLAUSE_OPENERS.map(fold);
    const opener = openers.find((candidate) => /^[\s,]+\S/u.test(folded.folded.slice(candidate.length)) && folded.folded.startsWith(candidate));
    if (opener === void 0) break;
    words = words.slice(folded.origin[opener.length] ?? 0);
  }
  const quoted = words.replace(TRAILING_BREAK, "") || raw.trim();
  return cut(quoted.replace(/\s+/gu, " "), MAX_QUOTE_LENGTH);
}
function reasonSentence(parts) {
  const text = parts.join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

// src/core/deciders/offline/classify.ts
var MIN_WORDS_BEYOND_CUE = 2;
function leaveIt(reason) {
  return { action: "keep", type: "none", proposal: null, postponeUntil: null, reason };
}
function classifyOffline(input, options) {
  const annotation = input.annotation.trim();
  if (annotation === "") return leaveIt(EMPTY_ANNOTATION_REASON);
  const reading = readCues(annotation, options);
  const judged = options.model && !isDecisive(reading.settled) ? options.model.judge({ item: input.item, annotation }, reading) : void 0;
  const overruled = judged !== void 0 && (judged.action !== reading.action || judged.type !== reading.type);
  const unsure = overruled && options.model ? unsureOf(judged.action, reading, options.model.actionProbabilities({ item: input.item, annotation }, reading), options.model.sureAt) : null;
  const learnsOnly = reading.action === "keep" && reading.type === "behavioral";
  if (unsure !== null && !learnsOnly) return leaveIt(unsure);
  const { action, type, settled } = overruled && unsure === null ? { action: judged.action, type: judged.type, settled: { step: "model", words: judged.words } } : reading;
  const { evidence } = reading;
  const forbidden = forbiddenBy(action, reading, annotation);
  if (forbidden !== null) return leaveIt(forbidden);
  const { text, found, languages, cues, dates } = evidence;
  const date = action === "postpone" ? dates.firstFuture() : void 0;
  const postponeUntil = date?.iso ?? null;
  const facts = { annotation, text, found, settled, action, type, date, postponeUntil };
  const actionReason = offlineActionReason(facts);
  return {
    action,
    type,
    proposal: proposalFor({ type, item: input.item, annotation, text, found, languages, cues, today: options.today }),
    postponeUntil,
    reason: offlineReason(facts),
    ...actionReason === null ? {} : { actionReason }
  };
}
function forbiddenBy(action, reading, annotation) {
  if (action !== "complete") return null;
  const { evidence } = reading;
  const { text, words, languages, cues, found } = evidence;
  if (isQuestion(text.folded, found)) return "It asks: the item stays open and your note stays.";
  if (isHedged(found)) return "It hedges: the item stays open and your note stays.";
  for (const language of languages) {
    const span = cues.languages[language].unfinished?.spansIn(text.folded, words)[0];
    if (span) return `\u201C${annotation.slice(text.origin[span.start], text.origin[span.end]).trim()}\u201D says it is not done yet: the item stays open and your note stays.`;
  }
  const ruleStart = behavioralStart(evidence);
  if (Number.isFinite(ruleStart)) {
    const completion = firstActingCue(evidence, "completion", ruleStart);
    if (!completion || completion.start >= ruleStart) return "A rule alone does not say the item is done: it stays open and your note stays.";
  }
  return null;
}
function unsureOf(action, reading, probabilities, sureAt) {
  if (!sureAt || !modelAlone(action, reading)) return null;
  if (action === "complete" && probabilities.complete < sureAt.complete) return "Not sure enough that it is done: the item stays open and your note stays.";
  if (action === "postpone" && explicitPostponement(reading) === void 0 && probabilities.postpone < sureAt.postpone) return "Not sure enough that it is put off: the item stays and your note stays.";
  return null;
}
function modelAlone(action, reading) {
  return reading.action !== action || reading.settled.step !== "cue" && reading.settled.step !== "leadingDate" && reading.settled.step !== "hedgedPostponement";
}
function explicitPostponement(reading) {
  const { text, words, languages, cues, dates } = reading.evidence;
  if (reading.settled.step === "question" || reading.settled.step === "hedge" || reading.settled.step === "reminder") return void 0;
  const date = dates.firstFuture();
  if (!date) return void 0;
  const dateStart = foldedIndex(text, date.index);
  const dateEnd = foldedIndex(text, date.index + date.text.length);
  const clauseEnd = nextBreakFrom(text.folded, dateEnd);
  if (lastBreakBefore(text.folded, dateStart) > 0) return void 0;
  const opening = text.folded.slice(0, dateStart);
  for (const language of languages) {
    const verb = cues.languages[language].postponeVerbs?.spansIn(text.folded, words)[0];
    if (verb && wordsOf(opening.slice(0, verb.start)).length === 0 && verb.end <= dateStart) return date;
  }
  const alone = wordsOf(text.folded.slice(dateEnd, clauseEnd)).length === 0 && wordsOf(opening).every((word) => languages.some((language) => cues.languages[language].fillers.has(word)));
  return alone ? date : void 0;
}
function nextBreakFrom(folded, index) {
  for (let i = index; i < folded.length; i++) if (CLAUSE_BREAK2.test(folded[i])) return i;
  return folded.length;
}
function isDecisive(settled) {
  return DECISIVE_STEPS.has(settled.step);
}
var DECISIVE_STEPS = /* @__PURE__ */ new Set(["question", "fragment", "reminder", "hedge", "hedgedPostponement"]);
function readCues(annotation, options) {
  const text = foldForMatching(annotation);
  const cues = compiledCues(options.extraCues);
  const languages = detectLanguages(text.folded, cues);
  const words = wordsForCues(text.folded);
  const found = findCues(text.folded, cues, languages, words);
  const dates = new DateFinder(annotation, options.today, languages, options.dateOrder);
  const evidence = { text, words, cues, languages, found, dates };
  const leave = (settled2) => ({ action: "keep", type: "none", settled: settled2, evidence });
  if (isQuestion(text.folded, found)) return leave({ step: "question" });
  if (isLoneFragment(text.folded, found, cues.cueWords) && dates.firstFuture() === void 0) return leave({ step: "fragment" });
  if (remindsOnly(evidence)) return leave({ step: "reminder" });
  const decided = decideAction(evidence);
  const hedged = isHedged(found);
  if (hedged && !(decided.action === "postpone" || found.has("postpone") || dates.firstFuture() !== void 0)) return leave({ step: "hedge" });
  const action = hedged ? "postpone" : decided.action;
  const settled = hedged ? { step: "hedgedPostponement" } : decided.settled;
  return { action, type: hedged ? "none" : decideType(action, evidence), settled, evidence };
}
function decideAction(evidence) {
  const { found } = evidence;
  const ruleStart = behavioralStart(evidence);
  const earliest = ["completion", "postpone", "correction"].map((kind) => firstActingCue(evidence, kind, ruleStart)).filter((cue) => cue !== void 0 && cue.start < ruleStart).sort((a, b) => a.start - b.start)[0];
  if (earliest?.kind === "completion") {
    const waiting = conditionOf(evidence, earliest) ?? remainderAfter(evidence, earliest);
    return waiting ? { action: "postpone", settled: { step: "cue", cue: waiting } } : { action: "complete", settled: { step: "cue", cue: earliest } };
  }
  if (earliest?.kind === "postpone") return { action: "postpone", settled: { step: "cue", cue: earliest } };
  if (earliest?.kind === "correction") return { action: "rewrite", settled: { step: "cue", cue: earliest } };
  if (Number.isFinite(ruleStart) && datedClauseBefore(evidence, ruleStart)) return { action: "postpone", settled: { step: "leadingDate" } };
  if (Number.isFinite(ruleStart)) return { action: "keep", settled: { step: "rule" } };
  if (found.has("preference")) return { action: "rewrite", settled: { step: "preference" } };
  if (startsWithDate(evidence)) return { action: "postpone", settled: { step: "leadingDate" } };
  return meaningfulWords(evidence, []).length > 0 ? { action: "rewrite", settled: { step: "plainWords" } } : { action: "keep", settled: { step: "nothing" } };
}
function firstWordFrom(folded, at) {
  return at + Math.max(0, folded.slice(at).search(/[\p{L}\p{N}]/u));
}
function remindsOnly(evidence) {
  const reminder = reminderFirst(evidence.found);
  if (!reminder) return false;
  if (lastBreakBefore(evidence.text.folded, firstWordFrom(evidence.text.folded, reminder.start)) > 0 && wordsOf(evidence.text.folded.slice(0, reminder.start)).length >= STATEMENT_WORDS) return false;
  const ruleStart = behavioralStart(evidence);
  if (!Number.isFinite(ruleStart)) return true;
  const ruleWord = firstWordFrom(evidence.text.folded, ruleStart);
  return ruleWord >= reminder.start && ruleWord < reminder.end;
}
var STATEMENT_WORDS = 3;
function conditionOf({ text, words, languages, cues }, completion) {
  const clauseStart2 = lastBreakBefore(text.folded, completion.start);
  for (const language of languages) {
    const condition = cues.languages[language].conditions?.spansIn(text.folded, words).find((span) => span.start >= clauseStart2 && span.end <= completion.start);
    if (condition) return { kind: "postpone", start: condition.start, end: completion.end };
  }
  return void 0;
}
function remainderAfter({ text, words, languages, cues, found, dates }, completion) {
  for (const language of languages) {
    for (const rest of cues.languages[language].remainders?.spansIn(text.folded, words) ?? []) {
      if (rest.start < completion.end || lastBreakBefore(text.folded, rest.start) < completion.end) continue;
      const later = (at) => at >= rest.start && lastBreakBefore(text.folded, at) <= rest.start;
      if (dates.future().some((date) => later(foldedIndex(text, date.index))) || found.matches.some((match) => match.kind === "postpone" && later(match.start))) {
        return { kind: "postpone", start: rest.start, end: rest.end };
      }
    }
  }
  return void 0;
}
function lastBreakBefore(folded, index) {
  let start = 0;
  for (let i = index - 1; i >= 0; i--) {
    if (CLAUSE_BREAK2.test(folded[i])) {
      start = i + 1;
      break;
    }
  }
  return start;
}
var CLAUSE_JOIN = /[,.;:!?()\n—–]|\s-\s|(?:^|\s)(?:and|then|und|dann|et|puis|y|luego|e|poi)\s/u;
function firstActingCue({ found, text }, kind, ruleStart) {
  const ruleWord = Number.isFinite(ruleStart) ? firstWordFrom(text.folded, ruleStart) : ruleStart;
  for (const match of found.matches) {
    if (match.kind !== kind) continue;
    if (match.start < ruleStart && Number.isFinite(ruleStart) && !CLAUSE_JOIN.test(text.folded.slice(match.end, ruleWord))) continue;
    return match;
  }
  return void 0;
}
function behavioralStart({ found }) {
  const cue = found.first("behavioral");
  if (Number.isFinite(cue) || found.has("preference")) return cue;
  return found.ruleAdverbAt;
}
function datedClauseBefore(evidence, ruleStart) {
  const date = evidence.dates.firstFuture();
  if (!date || !startsWithDate(evidence)) return false;
  const end = foldedIndex(evidence.text, date.index + date.text.length);
  const clauseEnd = nextBreakFrom(evidence.text.folded, end);
  return clauseEnd <= ruleStart && wordsOf(evidence.text.folded.slice(end, clauseEnd)).length === 0;
}
var COPULAS = /* @__PURE__ */ new Set(["is", "are", "was", "ist", "sind", "war", "est", "sont", "es", "son", "era", "e", "sono"]);
function startsWithDate(evidence) {
  const first = evidence.dates.firstFuture();
  if (!first) return false;
  const before = wordsOf(evidence.text.folded.slice(0, foldedIndex(evidence.text, first.index)));
  const { languages, cues } = evidence;
  return before.every(
    (word) => !COPULAS.has(word) && languages.some((language) => cues.languages[language].beforeDate.has(word))
  );
}
function decideType(action, evidence) {
  if (Number.isFinite(behavioralStart(evidence))) return "behavioral";
  if (evidence.found.has("preference")) return "preference";
  if (action === "keep") return "none";
  const ignored = action === "postpone" ? evidence.dates.future().slice(0, 1) : [];
  if (action === "rewrite") return meaningfulWords(evidence, ignored).length >= 1 ? "factual" : "none";
  const words = meaningfulWords(evidence, ignored, action === "complete");
  const needed = words.some((word) => /\d/u.test(word)) || givesReason(evidence) ? 1 : MIN_WORDS_BEYOND_CUE;
  return words.length >= needed ? "factual" : "none";
}
function givesReason({ text, words, languages, cues }) {
  return languages.some((language) => (cues.languages[language].reasons?.spansIn(text.folded, words).length ?? 0) > 0);
}
function isFiller(word, evidence) {
  return evidence.languages.some((language) => evidence.cues.languages[language].fillers.has(word));
}
var CLAUSE_BREAK2 = /[,.;:!?()\n—–]/u;
function meaningfulWords(evidence, ignoredDates, secondDeeds = false) {
  const { text, found } = evidence;
  let rest = text.folded;
  const blank = (start, end) => {
    rest = rest.slice(0, start) + " ".repeat(Math.max(0, end - start)) + rest.slice(end);
  };
  const firstDeed = found.matches.find((match) => match.kind === "completion");
  const isSecondDeed = (match) => secondDeeds && firstDeed !== void 0 && match.kind === "completion" && match.start >= firstDeed.end && CLAUSE_BREAK2.test(text.folded.slice(firstDeed.end, match.start));
  for (const match of found.matches) if (!isSecondDeed(match)) blank(match.start, match.end);
  for (const date of ignoredDates) blank(foldedIndex(text, date.index), foldedIndex(text, date.index + date.text.length));
  return wordsOf(rest).filter((word) => (word.length > 1 || /\d/.test(word)) && !isFiller(word, evidence));
}

// src/core/ids.ts
function fnv1a32(text) {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

// src/core/types.ts
var ACTIONS = ["rewrite", "complete", "postpone", "keep"];
var CORRECTION_TYPES = ["factual", "behavioral", "preference", "none"];

// src/core/deciders/model/features.ts
var CUE_STEPS = [
  ...Object.keys({
    question: true,
    fragment: true,
    reminder: true,
    hedge: true,
    hedgedPostponement: true,
    rule: true,
    preference: true,
    leadingDate: true,
    plainWords: true,
    nothing: true
  }),
  ...MATCH_KINDS.map((kind) => `cue:${kind}`)
];
var SHAPE_FEATURES = [
  "p:question",
  "p:digit",
  "p:short",
  ...Array.from({ length: 13 }, (_, count) => `n:${count}`),
  ...Array.from({ length: 4 }, (_, count) => `x:shared${count}`),
  "x:new-number",
  "x:numbers-both",
  "x:item-number",
  "x:item-time",
  ...ACTIONS.map((action) => `cue-action:${action}`),
  ...CORRECTION_TYPES.map((type) => `cue-type:${type}`),
  ...CUE_STEPS.map((step) => `cue-step:${step}`),
  ...CUE_STEPS.flatMap((step) => ACTIONS.flatMap((action) => CORRECTION_TYPES.map((type) => `cue-verdict:${step}/${action}/${type}`)))
];
var TEXT_BUCKETS = 24e3;
var BUCKETS = TEXT_BUCKETS + SHAPE_FEATURES.length;
var SHAPE_BUCKET = new Map(SHAPE_FEATURES.map((name, index) => [name, TEXT_BUCKETS + index]));
function shapeBucket(name) {
  return SHAPE_BUCKET.get(name) ?? textBucket(name);
}
function textBucket(name) {
  return parseInt(fnv1a32(name), 16) % TEXT_BUCKETS;
}
var ITEM_WEIGHT = 0.4;
var ITEM_WORDS = 40;
function featureScale(count) {
  return count === 0 ? 0 : 1 / Math.sqrt(count);
}
var NUMBER = /\d+(?:[.:,h]\d+)?/gu;
var CLOCK_TIME = /\d{1,2}[:h.]\d{2}|\d\s?(?:am|pm|uhr|h)(?![\p{L}])/iu;
var ITEM_READ = 500;
var SHARED_WORD_LENGTH = 3;
function featuresOf(pair, cues) {
  const words = wordsOf(fold(pair.annotation));
  const text = [];
  const add = (name, word = null) => {
    text.push({ name, word });
  };
  for (const word of words) add(`w:${word}`, word);
  for (let i = 0; i + 1 < words.length; i++) add(`b:${words[i]} ${words[i + 1]}`);
  for (let i = 0; i + 2 < words.length; i++) add(`t:${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  const spaced = ` ${words.join(" ")} `;
  const within = wordsByPosition(words);
  for (let size = 3; size <= 5; size++) for (let i = 0; i + size <= spaced.length; i++) add(`c:${spaced.slice(i, i + size)}`, within(i, size));
  if (words[0] !== void 0) add(`f:${words[0]}`);
  if (words.length > 1) add(`l:${words[words.length - 1]}`);
  const shape = shapeOf(pair, words, cues);
  const item = itemFeatureNames(pair.item);
  const each = featureScale(text.length + shape.length);
  const itemEach = ITEM_WEIGHT * featureScale(item.length);
  return [
    ...text.map(({ name, word }) => ({ bucket: textBucket(name), value: each, word })),
    ...item.map((name) => ({ bucket: textBucket(name), value: itemEach, word: null })),
    ...shape.map((name) => ({ bucket: shapeBucket(name), value: each, word: null }))
  ];
}
function wordsByPosition(words) {
  const owner = [null];
  words.forEach((word, index) => {
    for (let i = 0; i < word.length; i++) owner.push(index);
    owner.push(null);
  });
  return (start, size) => {
    let found = null;
    for (let i = start; i < start + size; i++) {
      const index = owner[i] ?? null;
      if (index === null) continue;
      if (found !== null && found !== index) return null;
      found = index;
    }
    return found === null ? null : words[found];
  };
}
function itemFeatureNames(item) {
  const words = wordsOf(fold(item.length > ITEM_READ ? item.slice(0, ITEM_READ) : item)).slice(0, ITEM_WORDS);
  const names = words.map((word) => `i:${word}`);
  const spaced = ` ${words.join(" ")} `;
  for (let i = 0; i + 4 <= spaced.length; i++) names.push(`ic:${spaced.slice(i, i + 4)}`);
  return names;
}
function shapeOf({ item: wholeItem, annotation }, words, cues) {
  const item = wholeItem.length > ITEM_READ ? wholeItem.slice(0, ITEM_READ) : wholeItem;
  const shape = [];
  if (/[?¿]/u.test(annotation)) shape.push("p:question");
  if (/\d/u.test(annotation)) shape.push("p:digit");
  shape.push(`n:${Math.min(words.length, 12)}`);
  if (words.length <= 3) shape.push("p:short");
  const itemWords = new Set(wordsOf(fold(item)));
  shape.push(`x:shared${Math.min(words.filter((word) => word.length >= SHARED_WORD_LENGTH && itemWords.has(word)).length, 3)}`);
  const itemNumbers = new Set(item.match(NUMBER) ?? []);
  const numbers = annotation.match(NUMBER) ?? [];
  if (numbers.some((number) => !itemNumbers.has(number))) shape.push("x:new-number");
  if (itemNumbers.size > 0) shape.push(numbers.length > 0 ? "x:numbers-both" : "x:item-number");
  if (CLOCK_TIME.test(item)) shape.push("x:item-time");
  shape.push(`cue-action:${cues.action}`, `cue-type:${cues.type}`, `cue-step:${cues.step}`, `cue-verdict:${cues.step}/${cues.action}/${cues.type}`);
  return shape;
}

// src/core/deciders/model/judge.ts
var VERDICT_CLASSES = [
  "complete/none",
  "complete/factual",
  "postpone/none",
  "postpone/factual",
  "rewrite/factual",
  "rewrite/preference",
  "keep/behavioral",
  "keep/none"
];
function verdictClassOf(action, type) {
  return VERDICT_CLASSES.find((verdict) => verdict === `${action}/${type}`);
}
function cueSummaryOf(reading) {
  const step = reading.settled.step === "cue" ? `cue:${reading.settled.cue.kind}` : reading.settled.step;
  return { action: reading.action, type: reading.type, step };
}
var CUE_STANDS_AT = 0.5;
var CUE_WORD_STEPS = /* @__PURE__ */ new Set(["cue", "rule", "preference"]);
var REASON_WORDS = 3;
function createJudge(model, sureAt) {
  return {
    ...sureAt ? { sureAt } : {},
    actionProbabilities(pair, reading) {
      const scores = model.scores(featuresOf(pair, cueSummaryOf(reading)));
      const share = (action) => scores.reduce((sum, score, i) => sum + (model.classes[i].startsWith(`${action}/`) ? score : 0), 0);
      return { complete: share("complete"), postpone: share("postpone") };
    },
    judge(pair, reading) {
      const { settled, evidence } = reading;
      if (settled.step === "cue" && settled.cue.kind === "correction" && callsItemWrong(evidence.text, evidence.languages)) return void 0;
      const features = featuresOf(pair, cueSummaryOf(reading));
      const scores = model.scores(features);
      const best = surestVerdict(model.classes, scores);
      const [action, type] = (model.classes[best] ?? "").split("/");
      const cueVerdict = model.classes.indexOf(`${reading.action}/${reading.type}`);
      if (CUE_WORD_STEPS.has(settled.step) && (cueVerdict < 0 || scores[cueVerdict] >= CUE_STANDS_AT * scores[best])) return void 0;
      if (cueVerdict < 0 && (reading.action === "complete" || reading.action === "postpone") && (reading.type === "behavioral" || reading.type === "preference")) return void 0;
      if (verdictClassOf(action, type) === void 0) return void 0;
      if (settled.step === "preference" && (action === "complete" || action === "postpone")) return void 0;
      const { cues, languages } = evidence;
      const isFiller2 = (word) => word.length < 2 || languages.some((language) => cues.languages[language].fillers.has(word));
      return { action, type, words: weightiestWords(pair.annotation, features, model.contributions(features, best), isFiller2) };
    }
  };
}
var COMPLETION_NEEDS = 0.5;
function surestVerdict(classes, scores) {
  const best = scores.indexOf(Math.max(...scores));
  const completes = (index) => classes[index].startsWith("complete/");
  if (!completes(best) || scores.reduce((sum, score, i) => sum + (completes(i) ? score : 0), 0) >= COMPLETION_NEEDS) return best;
  let other = -1;
  scores.forEach((score, i) => {
    if (!completes(i) && (other < 0 || score > scores[other])) other = i;
  });
  return other < 0 ? best : other;
}
function weightiestWords(annotation, features, contributions, isFiller2) {
  const byWord = /* @__PURE__ */ new Map();
  features.forEach((feature, i) => {
    if (feature.word !== null && !isFiller2(feature.word)) byWord.set(feature.word, (byWord.get(feature.word) ?? 0) + contributions[i]);
  });
  const spelled = new Map(wordsOf(annotation).map((word) => [fold(word), word]));
  return [...byWord].filter(([, push]) => push > 0).sort((a, b) => b[1] - a[1]).slice(0, REASON_WORDS).map(([word]) => spelled.get(word) ?? word);
}

// src/core/deciders/model/riceCode.ts
function sparseDecode(code, count, { nonzero, gapBits, valueBits }) {
  const values = new Int8Array(count);
  const end = code.length * 8;
  let position = 0;
  let index = -1;
  for (let i = 0; i < 2 * nonzero; i++) {
    const bits = i & 1 ? valueBits : gapBits;
    let high = 0;
    for (; ; ) {
      if (position >= end) throw new Error(`the weights' code ends before its ${nonzero} values`);
      const left = 8 - (position & 7);
      const ones = Math.clz32(~(code[position >> 3] << 32 - left));
      if (ones < left) {
        high += ones;
        position += ones + 1;
        break;
      }
      high += left;
      position += left;
    }
    const at = position >> 3;
    const window = code[at] << 16 | (code[at + 1] ?? 0) << 8 | (code[at + 2] ?? 0);
    const number = high * (1 << bits) + (window >> 24 - (position & 7) - bits & (1 << bits) - 1);
    position += bits;
    if (position > end) throw new Error(`the weights' code ends before its ${nonzero} values`);
    if (i & 1) {
      const mapped = number + 1;
      values[index] = mapped & 1 ? -(mapped + 1) / 2 : mapped / 2;
    } else {
      index += number + 1;
      if (index >= count) throw new Error(`the weights' code places a value past its ${count} weights`);
    }
  }
  return values;
}

// src/core/deciders/model/model.ts
function loadModel(shipped) {
  const weights = sparseDecode(decodeBase64(shipped.weights), shipped.classes.length * BUCKETS, shipped);
  return softmaxModel(shipped.classes, weights, shipped.bias, shipped.scale);
}
function softmaxModel(classes, weights, bias, scale = 1) {
  const contributions = (features, classIndex) => {
    return features.map((feature) => weights[classIndex * BUCKETS + feature.bucket] * feature.value * scale);
  };
  return {
    classes,
    contributions,
    scores(features) {
      const logits = classes.map((_, c) => bias[c] * scale + contributions(features, c).reduce((sum, value) => sum + value, 0));
      return softmax(logits);
    }
  };
}
function softmax(logits) {
  const max = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - max));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}
var ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function decodeBase64(text) {
  const clean = text.replace(/=+$/, "");
  const bytes = new Uint8Array(Math.floor(clean.length * 3 / 4));
  const values = new Uint8Array(128);
  for (let i = 0; i < ALPHABET.length; i++) values[ALPHABET.charCodeAt(i)] = i;
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (let i = 0; i < clean.length; i++) {
    buffer = (buffer << 6 | values[clean.charCodeAt(i) & 127]) & 16777215;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = buffer >> bits & 255;
    }
  }
  return bytes;
}

// src/core/deciders/model/weights.json
var weights_default = { classes: ["complete/none", "complete/factual", "postpone/none", "postpone/factual", "rewrite/factual", "rewrite/preference", "keep/behavioral", "keep/none"], scale: 0.6815652116460795, bias: [1, -2, 1, -2, 0, 1, -2, 2], weights: "yPFI8gSlRexXiDYFsK1amJH1K4hWhY4hCrFHY4vGwoRAq4lLx5QoseVEwTIqExiYHiWUIRCmCBKKFYIjEtQqsQmlDEKIexGZFrHFsVCiUrikCiIsEBVVEpQpEUXF+qIjEP7A1WlCELHXrqjV8f5QhsCF9gVUVShtRVK1REVL1ahRfHiiYjUqPVEK4VKjKEwUpVXjasDqqqFEUqwwqIK+xFxj4mlYiavURiqFikCi9Xq8TApHMSBqF4VCI/sCI8QhEYtlUVXkRCIYG2oarSpEiqrE1j1CiF1CELYq2BSNa19alC5AuOIojIiFixeOJSitSscUQshQmdWAViLVVFjaq8XVj9TCheNW4EUURqUJSrFaqpGIVRUShqIFkFCEphQhCq6l41SCFVRfqHYAoQ+HW4xVRiyNrULIYFyBDa8bEiLiVsMVIkD9Ql1sK1TGRYixiUJQl/5CuMoUgTAmCBa9QiFLa8VWKLUrxRRC1iUQKJjYEJjMRVDVUpWPqxKNCIFiEwKqr44lYsS6iBExCXF9RH1MdXqsx+qOoiOtUSha1VVasWjxkQr4nVTQjOwPIxNKVExEIwY8WLzDEapHlKyCRVK64YmqtUYoheIiQYhI2hELsVRCVVF+OBUhX4/UxkRMatVgNjqySB5BG0rsLyFMK6h2BCsCFHVVIEMXEQJUWL5ChZMThQliiUTyKiFK+IalxCIYiIY+KoRTUQsodgWxUMWJeqxJYj/B8X8nURjKi8Xy2OopioQhKESxEoPyKiRsCyIotWqsTj1MRFCrsKxWFCXjiEx6iP8TAADtFDVVilEEkCV66qYiCpEjyChcX7FpqwXFY8TUjEoSCFRahfxRbEixtVESClRDyORFxcRS6lCj6tkQjHYE0gXaUJXX9UUnEoQBcdXKicYh/EyL1SPGLFE1kQEdXiVIrjYUqoirIscMRFkVShIkMeqIiRkERkdiIVXsYomCFCiVi2P8QhTERCtxEIWtY8UbAhSmqvlYxDJUyyr44q+oQmhFCYVjGIdWDryIxCyJFjxKFiGwri8CsQxSKlEYgVf2F+VYi9hUhUWIXQUKRiG0PFFixCIUrErsKHVWwqIXEqJghTAhVqEvWLFFrjGIX17OLWJY7GqQrElr4PDyFdiVEKIcjEQKKJepUdQvHV8jULQoTFZViRFFCLCRFiFqI2KqmBSIlMfIMRCWQJoVdS2FSBYo6sUhUchxE0RiiyFMCq/rEORExFHUQKL7Ej16jHVKHWYEprYFIYikewMishQohchUWrIUR+IjiGLRqisLGvFELriaxDIUwtYq1Fi1bChD9hbEjYxcbBEWRVIYGJQoo2iJgS7HIVyKiBWGOQL1EMC8VXqFxKxVGBbCxRjIj1VKGKITBHi4yFiI1Yqur6pCSPoHitKEJgWLEJUWQIfsNfsL5BGoVQ8etUXiVrqFii4tSleKxEKVVkf8iojULaxSJQh9YoVREakEKqqaE0rE1I6eIjVEJRFQ5hcgqRlR9QyFEYhVeOKVFIiFkDKkYiVKFkRa8QhVFZEjKkjrIi6ybHHi/FERjF1qWOpWxmPUwATAhDWrkCydUjqiI5TEhH4hC1bCmU8ciJREYilfWqAeOJQifF9pgWLIIXVERqIr6lCiIUIOrIyPqEqOLI+LYiHF2KiNSlDVFEvVIVY/q8GJf5H9BRGq0pStHzHYVi6tVcVXEUUQqxxjY2hR6xC+WKoWuPF8RCiq/UpUVwJgX9QhRUcWLIxikRJx+hVUQhCyJQlB/IiEKRkC6lCVYiVUKqNERAliV8UHF68iJUwIFWQRqFyDcgUQWQx7DAlSGNdQR/1B5BBHiiFkGrH2GCORJ6iIhLsKEthTWoYsEVTEXixeQr/XxlKmFVlepjYki1/UIWsvFVYjULixaurV5CiClM7CiK+oWKoiMTCKo6iihNauOMRFQhTEWrVyIyPiQLXHEKJKhC6sSv4mAkSJFCxSNVUSk1/6hRCVUpURBGaKkNMSPkeNiQVXFXU1ylR/kR6lKIF4Y+QIXsVKiVUxEqwIZCpAl9SqimWeqIAvK8Qvr4tSuRkRWGdjFFiEQzY+pQ68UWIgQuohhqrEJREkxgxValMR2MjEraKHcRDqIqH4qBRMCyNRFgSmh+IXFjEshQvkKFXjxVREK1Va+rjGwLFEJWKtQh4hDEoa4sHT4OIWYWR1SGvEJQ1KyBLlD4xYCOxErHI1WiBTFbgggXiEwqKpVSmfERFXIVUL/EJbShCkCsYmPMdWIePXkRCqUYi6BfEQJjIiWVFKKiYIV2NXDH0cciLIxXX9THVjjiQocUrGLYsVVAsC2hKJ1C5QoiBVCEKPExXFUr1fFr/Yi+gjqrV9hhXFxECIVqVaVJxKUIjq/Xja4mMWwwIMggChM5C1RKkciQxxiEqMRX/ENphgQrQthTEQ4qhCo8PqEIi18eLsRVEqUMeQRaVBiGYEKLxMCkJiFVUrcQxf4mMgQyCJA1rxyOoWRiERjFIsM9Q8TClesomwMVbEWRULFVUREqwLFiUGQLriWREwoiaRCQKKpWK6ErWLx1KQvVjUowrYItEKKiY8a/qF9Q/WqoX/K+KL5Aq1sECqEISqGB+oJVYlZBFZHkMK/IFKYEQuvUr9IsUSlZKhqMfFIwxCFyRkfxK/UIUTCuqLIGJXFkCUKISosiIgUdIh1eOHq4/MKw1ReKRiF/YYIi9RFoRPsSqhMIj1VeIgWrariiIGiIohSshpipgeIQmFahEDFxxeKqOpShMCi8e0Yj1q8S18j6uRIIiXKaFEMin6lFbGoUiqKKIRGLUaX1DUKoYouwKwqL1a1EMeKL9ahRCYViEUx5BHHEriWR4yFcfFiq+KqtQ1YoFcfFiHFFkRaxVAxqtSlWBj4xeojEpQsgjIqixMUdqwLUPx2JJAxV8X8XiVFELKqHsCKFYVHpEwLYj1CUoiyREIjiTYWRURqqEqKsNWyqpjjUQT4hZRMdjI1CFiURyZCiBKEqphWwGQFVMqREuIooVQIhjIVKxEMKIUOLVErXER8YuRitCEoTS6lYiFoKEOL4hVi4iJHEwLIFq1DcYqyFESGoheKLV1WCshTFWv1EWFCxcgShESiFMeKKxiVVUwqvi8iGQqwLyCFZghjGKqwSKoQrAiFeoVoYxY2FLYxKxEKr6oqotbGQqpQiPEIhpqzGoSiCKq+qRiXHEoVgTVdYvilNCEoQoykEVKqERisYrEaa8pXARaiZVFxLI8QotjYp4h1dipQhKCIbUxYETKMVDErqHxcapBBiLqyFdVWMxxCi8QmGquqrqiYYxcXWLaiyBV4uQIRGQqvVXEL5HmOEjXkK5ES2kcTXuBCqiaVBVKi6/Y8RUgUStRXFyMTBWLYVjIU00pW0wn8UjY7HjkK1f8VhXIiFo6qpRBDUpU4q2BRaiIrFWQsYhsxiSqpjyVCxksC62IsWQL2IiBK4pAsSiLCyPVikCiFIxKq2RbEShCYi7Ag2GCImSIvYWwrGyI1klCcVCsSGI4hRxE6mtXI8SmhixcSmIhfVylajFXYGL4rRApW19UTAovqK+teRHoaUYFaEVUJRAmiGCCRKEQOPVkRVOK2B1VytQmNUXF9SpEdQiPYUIf1qqUJUXsCyBx5Gni/YKK5GKNTCoyBC2F42hWOKPjUKMRSotTAllcVQ9RGNhUX8itjI/F8gQ/yBMfkVVCVVxeJXk1C8WrsMSoqhewIriFiF+KRrV19qwYi17GIeNjUIocxqqF7FRChRMRfI1DkRKSKRXK+QV2OhhQ8giqxIYyOoaCipX5EUiIgQieQNStQmAMVMiGQRkkCEIfUqoS/4lFMLVjq+JTCtqJW1VVkVcgiJZVhfELxXHFH7hgrq5WqLVk6mJRUgW4iEqOrkSNiIe1YirYXjl64la5HYaULIFqWIwQoWoUPxiYFkC+NS6tTBTDBi12BDVkKEwKMJCoisgQhylCF9jFFEKEWQwJhahFCV4u1qkVcQlkNVZWL8AshgWKJQpUcjcSDFahRdRVRFhXF5KhFC+pVRA+NhYmLH1EKFE4jIUkWQQoUnDGQITDCyKpTChpF+pUivEqxFIVlCEMSqvSRcVNLUSPLIFJIIqY9ghbHkZGvVqiHitK1SBKFIIHUJeL1RCqCqJgiwLMRiixK+QJYiYvikCqIEUpj6pImNQlC1aseLqq5GLFZkf/1NCVlCUJUYhD+Kwrii7X+LGARUVRG16ouuuKxs+MVRHVUKPY0kKkYurixEVfVEJaiOopghSuIRH8RPaj9SlKqsEYxRLiUoqQQViiFVilRgIqFqI8QhRVR9XFXURxkDxCsVcj1crMLIV1KqYkD6xKEVkeqLVHGPZEVmiamGK8gbDAhAjUQIQ4sX6PlKFrHV1aoiJXDBI6lK2iY6x1ZChKY+tW1UpUqKvsL2FK/GJQxYvIxRCK4ski0wLxEK19RBDAyNSoxCyPYYFViIkYmdUX1ECxikav+x4ihCYUKFRUTBDIpETPVLXEoKtfUpiR2BCqr4mBSBcQcUiDIyCKvX+JUUhjiNa8auLiiYGQpQhfXiiWqwQKrF/F9QmIqpEj14hZACMImKpEQ1Yl5DEeQIWvYUr6ilKKcWKKupQxiY6iBfVsMMD1qArV6tVShKFF1KxMCWhQupfaERVUPExFdZEXV7GLVIYATVlSIiBKFUQYYEwqJYxWNTGKxEpYhdWwEUgrER4hiVV7ETitqwKMgRWpYuISopEqJescS8gVwwpJAxNC6uowRqiIJiriI5FUXjH1CskDi+oplQvq8X/ELqiIULIxDFUIgXi9QtS8ccgisQmWPi1/WpQquLqkCEwLqERrBMfEx6mhVR8atXYVXFUNSlWOJoVMWJWJgjY1qxZTiLKYK48TVRCrEVQtTHqEx+x4+VVFia/I4jA7gVYMUhX6lMbC+rEUQtkPIETZixdREqqpQhWllE1SMNVWKJqviF5ApClcRBDKh+LIqxY1epVXji4ollCjVV5A1aiKvlZAu0pUQolCMK+JUXKyPqVa1EavqEVApViNcUXFWKK0IUelUUREf6+KJUGpVVX1WImRRdQhRKHJ8iwR1L5CtrFUnkSGuKogWqxF4hVkaotRERArWsdSsRXFEsoeL0EKElRBAoiGOR1CaUoXqUPFkZHEIgmoeJQheLELWrxlWCFROJDJAJxXWxUOqQPaUJjQKuLF8UjV3EdVVUVX1L1YmtRBHFFISxwiIqxx1eKrJr8QtX2o4hfUQrFjsZHaIkQ8fFFrax7UX9ZgSYhdgXiHTkE4xcRArDXY1chXilC5AlbQhWPyFECYxC6yNQlEaiIl8YhcgdUXI+MiQIS7H7RSvrjkKFFIxSORIkeLixC1AIVrIKUIURiIkVdgoiqMfwlCEKRUUYVjKKqqXqjGIMjEYqkK5QpGRVFkMVexqqFEUNWoVeLsRi8ScQ6uoUivIUvUxGLHYxRLkSCNYiolNCEPVi/ZYUIViKJivIUEQthn5AIl6uKQxuFYhKERY1VainEQ1RC9jVIkL1MSMUoUggTGRXaVI+RIUsURA6gReR6xCFqkCUKq1VkCqYiFqY4pAhVsONUXFxRWIrBAQiV/rYHCIexENcZFjq8dWLK/xiIFFiHDXlXShaqiMUSlKEriF7A1eHirkGIiBeJiwrxsCEUr1ephQhlMfqUoRApAhVjp2IsrV+r+tiwRAsXoIIVUIYlDApQ+FWYXEKoYiI1D5FXUxG1Ex+IariRJGrFUJXF2BYokqELdCq1DFIVxYiIhLF1WVCIKrFHxCxEKERYFYq5TGohfx7XGRmlD+RqKVj/FiWoepmNfGr5EgjEr1KFx9hivEqIiuK48iJWx1MVdamBR7GMURCsTjkR+RIUQrxbC7AhNRMK3Fah7DpMQtjEIjUxi4v/F+0YkfVUIrFiixWSI+wvUPiEsUqxI8SiCvjIqFxLjgEIhqaUxFtECq7CpBCorWrFtfIFrGxVlCFUQSL4q9VQl8QpOwIYliVI6uUFSvaq2BiYYlfiki2YlKYIUzFGKQRqqViixbeOhSolSOQJW0xFXrxK8j+65HxqYEQvsaiBmMjJ2PUPYyB1RDYLi1aiIldgiJahixagWhRqFiisfEKIQhY8USmGFFahqFIsf6li4upRWQVsfqaFIFHUqUIhqRURF7BFkWPUpgioY4uwMgez9iLKcSChYiLGpxxWRMxRqiFaKiUPjh7TEWMjFjWwIhShMCKqULHElUojYFtLEKPH48ciOquxE1EJWQViixC7XIiGtUQSsQhCXkRESMWPVIJyK4mGBCViK7HqqELREpojFIjHDH1qGpUaoootVhpTGoiOpupoAmFCFhq5C1CKUqRI/VikZEXI9SsUbARfrF2BRfKq+LK2CBECI2MrUtX1WOVaxfxVVVK0jVkC7QrEEirata3CsiPFXGpXXELViTCqREoTQyyPKxiOFkQiJ2uDxZAlLxYpHEtSl69ZBCsQ/UpdMUWNioUUQtcVXUUpUShiFaRY8URFVqmIwKQqryOq0SKqwhShC6o/9ji1FDUqorEx1CDxxVkFECYVii/nCRkEEClfFFWqqLIEL4vULI/EIEanAmImlVCr4hFSGCLAsgShEewQvFiuBLFENgXybFVQ9Q8jrUL4uKQxGOJao2HDQsrWLEtX/1SVMfEUIRGQQRRTiF4iJRAviihY6xMdQh2BdVYquQQoSiFFSMQ1Ci9YsRCohVir5AvFVEqKIjxRfxR1cIli9iNUhX9RTQuQNgbFisRShx8gQmBWBdTGIRHxEbVWLi2gMLwkcj1CxSJWqMf/FVULYIi4sQlsCEoalCF8faqxKUYYEKIUUeRqEMZFjjiIk1oUpwqJiREsVdXHj4tZHEKGInEryBCFkVEqEpXUIQ7OKFSqlkVREMVjF64tj65CgiU1VK1cxqYYr/Fq+KISv5XEKYUtZAtXFIiqUrjIxEDIyBdghOJQo1ao6lLjkfI9RWTYYF+qKprIkVYRVCkECEIiLq8YhLUpHqiyCFdWriiri0j2BasjIjEGLHsEVq2Nj1f/FqGIQhSBRRR9riqYqIwxECFi1eqxHRyOwwx0Q0qxVKIVF/VViFENxYkDiiIqV4hVbAiNRDBHYjUJfIxRqsSv4pQ/+x42CtghqQVELCKwKwqQVqFUriyBysgShk+IQmImOx9TFStgS/+oiLrjYIKYaxRCkKFFyFx/FUmwVkCY5CupS5AroTEShRtEgIsWcRURBGKKPtbCRdQmLGqJj/kf6/HVJxKi4ohcQ6hxiYkR5GoipVsZX5AlVReGYxiiREFgDBBHiiaVYJZYELrAqpQ+Lirk9YySomtWrGOtSvEwQRWIjFExJn0eCSCWTJkyNg4Oj6LdHg8H008nBRJowSfQREGDBg0EZyaI/9+v6f6v7H3H+4zH/tTWH//jzkTv/KnGQ1/////////qXi1SdX1fhX8cX/x1iGpWrHiZbrH9EYhwcaovrIF/WrX1cf1jjqr/8Yvj8lYsfxEeMOObi8jY2WdfJHIX1f1Y1/qjVj4v66mahsD8Grri/9VSqihor412VxfWTiVkaP6rWoQl4/HX9cVaxfIr/s//6iPjHVXjxxx4+pf1xdf8mvVHEMWT+AQxcfWBY/Xrjixr1sahjVUL/1iZ/i/X+KNXVk/x49X166wYVeSsnElXr9QxeOuoXH8ccdeTURGsWPyVVmRfscQ2Ba9fxK5PGwOseIWqLH+oeOKsf/JH4hesMYw1V68mIezhH9X1N+IeLX9dfGhIONeJRHjZX9ipnjXxV4tev+LiJijXqYI+NcSaiFRbOpavw8nirrGqvUxGPiX/1Ki49eRVFjHyBqXii/XH7Pj1R1QauRx9a1cWPH/yPj+KzxrxK4/F+KPiKHUqKrFHHw6+LH/kEfkjHWuMGr/5I1euIWMHXi//hEOMgY2OqMRGvix8Q0CYiGoe4j8rj2Or5GoeuQoVdmPxI0YqNY4tatS49UY2YxU2BjV6/rHjxC6lCki4leypeuL/XHIYWr046tcdfIxWMejs1VMY1+OvlVcOoaCIyBQdS11+rIEMYg/WvWNWMfEMIx9fELiELy4uOKsXX8oYuIfH/xkKB//FYr9Umzj+givxYv65KkVJIxdY+Px/FWR4K/xD1YCBK8Un4x2SCfxx+uxYjJj461sePVGIj8a/1daiIlfjF/Ur+MTKvFX1si14PF0a7JBKlijFkSI/JVHWT/k4qw1jrsD4xxxQCFUrZHH2cWyvkCkY8ezqXWyvGP/WP9geOv+PXsfVBViGuDyFKSJX9f1LT66+TV+Rixg/r1VW8YvUPGzHi4xA3MiuKL/0LUEe1WPyY68YvUKLk4xsD/xYVLF2B1LHHHH9kdeLaqGOxF9UXZjHExx45Uaq8WL69gRDHhUoUfYyaV41j2B+yKP8XkceOv11f6/xYrKvwCZl69ePwLxq1Q18XHix+NdQ5f9Y/j/WPIESOOP+PyPEoQNXH6tcRKxx/jGPZ48f9eomyRix1DHF9cS18ePV4/4xD6hkrj+KZi1Y+NfUsWRrEP1/yK4q8VirjxfX+NfsSVfrFEOiIeutUXHq+v9f4+rrYZ8bEJC9H1/IYHjKHFGDjk8iOvk1ai8X+CtUnIrV9eOQL1rHkK1iVQNa4+JQyJEnV7H1U6tX/8GrEL+pevijxSlaq9S+z4669TJCsYoquofHyIlB+JaI/lViGRr1+riwYoqh/H/g+Lr1xYxev5mLGpWMOL661xwrH1w1kj/JaEqsa41fH/jW0KxXYHH6x+Mn+P/HWwPF448X/UvHH+JfjHUPjsGOsS15GIXJT+usTiIfV/H9VSosS/qUv/14/412YsVXxRfahVjqUKOjH1swjrHGnRxscfF+vy1KhWL/qEOta9X/H1YpA/X4q/9V4WIfJGofXWOPISNS41cVVjQyr/Hqh48fjVyMjHjx12eur6oh+NdQ+NtQ/j/xVLGUwuLHjGIcXlcWuoW4H4uGyof/iWLiHjKEwOqMdjq6oPHHya5OMX8mKJfki8cfEIUceIYvi9SvxGieMf/61Cxx//X7UORq+L/4hCi4yGa+rB8RRDlXEqqsXxZBEX1dcEa6l2V5S8XxKRjx/6/kK8XXrxVDEjRHDFIIrjWxjV46u0usLMVgOPV12SYg8SrMeL2Outkfk/xfyYhsyBxR/Yr/+K3kcePkLj1+uOIWtzXVkk6sQf/41MCGPMjK/Hjr41k/6sGIWonIjGw0LWOvrxR5IyVKGIfycSxVj4olxrj/s/qiirGtWL/q49f69Kh///rrxceQvGrFx9WRrxC/GKMf/rir/j/j8f4v6vGT+P8eTxr+LqA3+LiFiq8dY+RFqi/GIiNVeLwq8cQlVkJj9cfkK6/yfXsC61/j1xR64hRYhijxdfV8X1rVrVTXJlj+r1/Yi/i2OP6uIfVAqOKSv+IddSoiRVVDkcXi6mqevEPjBVEO546yPrFR6/xVYwsDVV+tYxChx/DFiqxxwZWon1668UXsRMdhWr+L9X6AeR1R6ovx/yVWK/iHQKv1C62GSBjHiGPV6ycS6/BFkViUPxV5JfGrrHyhf1YtXiWP1dWyIcWwRF/+vV7fV/Hi9eMXrGIX2Iv6heoQtYZmR6/qqWMn6OIIyKsmur/14xr61weORX48XrJsatVXr1f9hWKrGNY/r9qvr48fFjiH/j/FajIxCi/jEKMfiZ9X9VQmfWJQNm3HiCJiteLJFIVVsyOuKMFmodYl/Eoj90vqXF1LYHq/jIZiF6hiVGvUIJKhjiqH6xV48ZOKO0LXxD/YGMXHXiF1yCOLj/UPF9UZY/qjiELF+3iIHxRcYh9driyMdexxa4+n4+RVHYH/UzHWrFyBxC+oX+NbH/Bua2cbHjkdWmyv1yI2PyNfyY5Yf1D6tZGLyFDVEKqzgjHxeuL8mHiZ+uri6B2MSlrHIxxaq/8a+IezX/CPZ0Y4/UKsmAhf/VEL/64f1cezI1R40CXmPUOoesY2LSlrrHrrVkt/qiJ/bEr/3EYuqMv7ZEX8fq/WP/GPIEP/+pj8cgP8UQtgiJfF1fr4/2Bxfj+of/UIheP4vir44+LqVi9Y5HIIXHZ4hwCHitVqZFJj9jVXGLXkRmrArEcQ1oA3/RI9iqsQlr4iIh/5WtYx/rZkq+KOtQsNeMdQmF64yl/q4mf9vs2Ov1/rj8fXHWr1xa6rC8fqRGTF/8f5ePHi/64JNceIbPrX/GKTq1MWB/1KV5HiY9WP/i/V8rg6/TX1VfjWMX11CyB6pMn0diKhWP4x1K6useRZ4mdgWpfVFUP/yeDY/+JYlKXrFGMQ46utQlVf8ySgXkkccfHk9EeHELryOrJJq8bEf1f5IlEV/2upQ/x+uImKqD8WuJfXiH4/a6o/rFZr6qx8Xx/jqxj+PTqV/xHEEfHGYayPwav/YVrFVscjWhcf18a44oo0f+Ia+njXxDxD6uMXFq/iGrX+yKvFQLXFFGL/kdQl+MgY/GyKP8eRZr1i444sDCv/VGREri1ERzAhi1f1B1CH9XEJvI/j1sL4V4xixYtfUtY2ca4kVa1LUQIP1SqhcXj6+v9Yx4/2YPFyma+JbQlCYkMo8fxiqHY1IGzyVqHsYuwqpWLk/Xj6+vH/4+Ier/+RGIcVgS6Bi9QMXXqXZEpSql1V6q4tf+v1dZK9n41cUbJba64BiEv8YvZi8lkf+PUtcVZPiVx/1L/GKBWr12FKIj4ySP+qL8iuj4441r8fj/XGuuJFNfq/WMX/J0bGv/2FMVKFrFV/8SxRfHr/2avijJYV/YY+Ccf+uNX/yNYB8WrrH6xMr6yZGOxWvxZEZIo2IhK/14hYIv+QP5Coh4ohdtfUOqgSeOpbPUOP4pIcYhLGoAxKUrka8mV/4eP/1UL4+vFj1EjJFixxRgKx8S12Y8esjF/7AovxePxD8ha/61jsRfX7NQvr/HJkVrEpxXi5FSl4f1YvF/q+NUSh8yP/wYvZiqVFsYoxxi4xcY//X8VUX8exrq9df/h9Y/xr+qQKIMX4/HEqRVFHEpXqH+PY1CGOMSrX4hs4hWNKIlfFsRjrysfkfwfqJxaVCsf/YjxdfkR2amalyFRj6/9VYKx4+pY11KVjGP9YwERxfUKJfV9S1kr+sa1668Q8Vj7Gv/Wsdf+Ola+qP+ajGvr8dUj6hRDVIr4urx66/EOIa1VRaolC+EbGH9VY6/V9Yl1TAyRx+r9XYycCwdUccQxRyrPCMY1rrYGNfXxVjKkf9eP4//YX+rJr+zJijFX+QPjxfKHVHXV8fH6hVkYiPqWPUsSv/VaFURXH/Z1/H/4htq18mMlTFdCq+v66avrr+b2CNgfjI//Wv4Yl8Quv1QYsdWwriiX6K+NarEeIcVUfY8H41sIX/UMnXr8n1+NVYqFsVyNAhZMZFeOLq1k4pPwydepYmCLH2cXxoHF/4sal/HRj8XH4vizHF4owR1x61jGR+P+seSr4xRq8v/WNRH/j1axRda+a/5Ao7FfGP/X9dQ8PB9QNjF5PZYBrxxdY/i/qrGJVcWPyxSTLGPaERq5VchnkeuONWuhdfi4yhWMWsYF9acXxxY7Kvx/il6+OMWL/kjYqXFFGOQt16xWMY1YxbHULxf/Wr4xjR11RLQr/j8AosSiFElD46lSVDH16iWkr6tfWvr1RjyV9uJePIX8eLh4/8erZ6vQyLVIGMUePyNY9UlfVGOIbFQ9fxo+ISoxDyMXsjrrEof//1xjFgqFGtFOKONfTFir6PiFVR+RUOvV+sccWpj6uRH8fiHXEvr/XrV5HJjX6vGLH+MIyPJ/sCXHXxZAgr/gx/CoBA4sRI2OqvVVjF/X1RRVxikLH4ycnx1iGFOLZFHGsmvVVV1DxDr4/6hb1ixwR/1DVi6FfrsfT/xf4+Ja8Y+OqPVyv/xD/4xewOPR/Uz8fjYoj/11RWK/7EYvJL+Sn4xiskxV9Yg6q+IcjIqxkK/4+vrF6/GuMWr1fxZH9nqV+LXxcY62R6/r/9GMdbFa4xdXXB7HFqrqHGP49fjr9kevLV62tX64h/FQJnjGO3kRdYxCx6/WLiqVFIIGPxV/UrWuKNYsQiBQY6Bgqq+vB/ZxcfyRwev/w/wQqyOLrk9bOHWIfqY+OwpjKyNHF8QxM4/x+uMkfkSOxsRf/9IvIH+QhXsCj1IHXZ4xq/GL6hq4sMf9SPjqrVXX15XVGuv1fij8Y+Kr4IuPV9ah5AheviH6q61x+r2Ba9fxrtfg8cavxbbUiv1a5UKx4bnVRaNWfEtUVEUrrrFFVr//j+tXXi4/F5P9jayV/6h617iz/Y8eOIQ/8WvVE2IQlZDH1o6sS2BLX4aux1fiuPVWPIX/HjH/EP1K/WIS+vkiEuNcQvxCJwD5Avx68W1V+AiuqQRrX6uuBx/x9FZmj4/6v/j46hxeMkUauTFjIF1/ZjWP17I1xRFfUOurry45Ih1eOLx8lgheP1rx7Pj1F4hYlexEKwvURxq4/j7HHAR/HFx7OlcYootyKMpTNQIyK/4/Vjk+StcdX4RikMjX8SnFY2FFWMmP9Yvr1DyLAyFe1EKv6x1dZDQ18kWP5H4uuTFq9XWHrsV+JcdHH1Y1j+NhXqX8viX4tgccVC1rX4K/I/sdDMX1Li/JiQpisAl44rEfx4iPxa6v4o4l93i8eNXXiWMfWTVxj9fU3x9iAmrjqHxj4ouvHGL/wL1q7AxMkD+rJGNUUjHjY4xauR41Rf0L5Qo+wqKL1fjs1k+LGqNY2FjqH9fEryBxR0YsEfk69dEcavqETrcf8evIqGnyOPVV4/i/kdljGPEY+Pq+RQP9Xq/sfIWmrX+KJZMQutX6lC+D+Naxri//xxkijx1K0CrEv2fXrIHs+Rj6mMQxcdcUQq11/jx4ox4usmMS4vZw1xfYhq8eK0gcX6x/j8fyWvZ5Iljj2uxHWPWPVSvixqVEBUj/ikdgI/xiGwQP9jX1RsVq09nZkerIrrIENXL/F6sXxiFH/X1/8ezpTHrYGrqFx1a/WOKLxM+CKPrxDX+PLVFUIitatf6v9UeMdVS3wdnTg0eD4Pg9GllmzsowaOjs/gwfBgs6OiCDR4PEoRRoops6Mf++P///tfV/tZr/0TWV//9yS8f50wVmGP////////9sQuSsUUTFcVWpjxRKVE0yHiY4BahVFCqEOLIkNCVKEUT4ovVVIV/j2FWq4hSKhL/4o+pQisiojB8iMqqoghRAhOMXlCxalFMautSrBUREjUR//kKUM0QPYV4ilYpEpWNGOIggchUgUVVuoWLuOJTAhcShRZPcK+IgirVVkYhTIwfI9WxxCythS2iOLHHUohXiUYHErFYKGP5WrGVEIe0ryBCVyCIVCGIipX61CItREiVKEuKofVj/YIqUVjxixGPWJSiGFSBC4lLmlSPq5CuVHVxSI9i1VHFUJVWpEjqUL+rlfYGwLtVLiEJXkZWIhQh6rBRAvFBaqtRCEwYmMiVqEqoQ9QhkKUyQxiVEwCOJcQsajGJQlVLqqFyGoliyGFR8gVpVggQlBGorIHlSBdXWJcQWGeRHiFkbCiuQIOrVV2lCUSJw0JXGwQqISv1CoXiIxeL8n5jER4lC4mMRXVq5GpSv/UJhhoRRAlKIkVEWKvxRNFRSlf2Njp6hcjYkdSlaosXV8RFx2EyFSGLCmmMIsjxRqWogn2sRCiIklCVWQKJiq191yESBYnA/2CPFsKkWquxYIYEoiwoWu1iasDVYFijYEKqKV8iwpjxMC/iEpWKCIWKpqIir7BHx/+RKixiyiFKYVIVsYtgStUSIqq7AkRiaItDiikCxC+OIHIFUUJZPKUurF6lbEoTEWJREShYorCqlCER/EtX1dK8jqaxVCyFCExEJQtRDFQsgTQhCKxyMgSsFfER7C9i1EoXHEirF9auKIggVcVVoWspIheV5UhS4mGOrSoWIgioQ1R5EhSonBQhD1bDFisUXEQoUYtKhWBVCExjj8asURr/UwrptYomIVCkcRVTRj6VCGSJhWqLUJX2KsYolWBcSmNiqogVQtUgRCzHIYxEK8jX1EKxcgRHFkeRURYF1CxVdXYg/+ojxC+xEqx4vVI1SJAoohjUIQhRcUSmIVKEVxxbBGOobAiCmREki1a5VqIdYohDkDkalKsK1CkVjiFdcWQtSwf1RRK7Eaxaq8VqJiL/VI8UXFkcUqqLIqErqldgQsUiwQL2CPyFDIYcRkYuLi6pHBKVixVMeKoiuJqRHUupRSvjIVxRsRCa+pWsPFEQVFKEqqxFkfa5jUOwrkeIRCoiFDGpaq1amCNShfkbXxcSrUgSoovlRKUQMpWIhhXHEKpewRGRV1yBSFSCPqEJRRClZWpShDI6mlReaELlYyOogXqW0RxfVVyBVsRiEpqJggUnqEQLihsaxCVFsR2FL/2BkYoqo6sixVQRI4pAqolK4iOR9hUXyJHkFMVKkK9jrF2tgfiVR2JEjr2CMQlKKiEQqzLq8RNj8fFiXIIIHiD+RkamuQIX4lRNYtVgogUgQllE6oorEWREIZCvxWpFoSlisLYVYUQsUQiBVC7ETBAiPjXr4yLRWLULGL9RJGpSW+pVYpNVjFxKixfyGftKUIQmNQqtRBFRHaAIgjK2MauqrxcdWLVhGrWRKVUQuGwNRGsfF5Ahtf8StRDWOLVENRGoUShahcUZH9hVSrA8hTqKKV9XxZClCkC8XpkfYEwITC6FWBsdREWRXVrUIIrEQxCxKEVw/x/zGRcDqiKVViqHkMRDFUNUSvtMyNgdURHXikEMEZFVVrqUKKxFkUVSFRRK4iIhYlSE6KouRxShMFV2BMcTWRqEwpqVUUIgWzIkXDAltf9irUoUjr1CUGqrVXGpgBEgWKQIpRHqcCyirCifENiqIavka6iBL8hhVUSqlCExsarRDUNS8TCjAhSBKai6uR6q+RFKiFYxKFHUKohOPEIasYWGRxYhKixGBECFsayipAlCYKI4otREbAhYvqisShWB2uLXjjIENiIVRColC8hcTFSrAiBEEMbFWI0hwLhrUKwJXxC67GriZiXiVUuISlyv8X8rKIV+4YBqRE1UoUUdcj4ohxCiqYaVIH6iBDYi6YlCGURV0eKATExYXtYhRFKrxKEyqKqJXxDxVMdcQlyKmJgYthrqyCFKIERI9jxCEP4qsQlVlchQmLS9ZDFSv6WDCshWOoQusW0VUIhhQhahRixxeQSNiJjV+LKF9bEgyR6hcUdSutjHER1VSGCNqpRGvuBKYIEKrEqsgVhWxUIVXEJhQiFKKkRRfsNZCYtVWpUSqsRCqqlfVGIjEIUiyrURq8Ytghhpri4gYvlKKF4iFAEx4lCyBCZYzFhbBChYhdxiYsSVRKYcYhdhhUWQPxCERGOwvyCMj2hjsK42hR2MipUYvySFL1RbEQvXV1Eafi4xcQolC8UequRUxqrYHIkMVFWCcUQohDELFVVrjUQsWRqIqkV6xShKEGxWprGLK48WxGpRSvY5DGw1GrVF7ioUfFV/8cWpXFlFELU0oj9ZEXELp9riEtVgRFSuIqOoQpBEjFVGrq4mBcx/yMr6lMYliIU4RaIVqEREQJiIjY4pEhWxiEQ18iTIyPqyBSOLiqMCF2CIhbQqpH/EocQlCUpWxK1C7BDGLF4iFYh9WPHUKJiuPq4lYiOwJSsSxYomFC8WLYJ/qEIioiYEqzb4siOQuLFjYiFV1ZLGwqx9epQ9WYiEOwOQgbGS1+wJTHDFEqrcKFq6vX1SPFiE1UqrE1qVKI9YrAhWqoFC8hbU4VVIKjYq6pHsERSBSrEghjkfFzMgr5W0QMhX41RYk1+Vj6pBHa1ELI2CFADIXq9Egj47GLXiqIkCVGJWJiJRAvsYom/2OLMGKqoxVLEqhQhVMRKULUuTiUqoRWIxqIYr9QmZClRD4l6/8QfFF2FNRRRNK7GJhaq2IsSiJWpRHF1cTAmBCYYxWiOsYxZFipYmLEiJqoWxikVCj1DldSiOJj1WiBZXVIXHVVUKLHq4tWRUwuV5ImLgQlRfIiVhkeRMWJFjkWFKqsSKl1VM0jsCxiq69SkxYtgiogYxVC/FULtRayBqEKxJlC7JQlChyIyRVK/1YbH/EJhiDqEJQomFkCjlbGRsMiiVWQQVGsiP7FeGQRUpjEL/xZAuQIUQ7AiNQhfsiXyhCUKsQleKQuRtKV6seLyKxbEfrKkRMdggRDA5AomPIUMShKXEO0L6sVRVRDCsgcavYKqqYEISiBNdTA9gjK1RDExrELVYx1f6utUoWpjFkRFdgcVna4hRFZEgqxKkdgShMRdrYEqQIwxiEpoZH8kpoQuwYWx9QmBYoupjqGG1EwtjlFa4soUasRJUCBENbPtRUWMTEXyFbjKi4iItShYqiGEZAsaR6hVERQxD60av/HIrEuPixxRKEQR8xVsFYiOKOr6iGLGxViF2djYqxKIqxKqEqMjsCsEqWRIUQBQupjqyFSh6qsX2hLIimO0KOQriqIrK9UQvxFiYUJfUHisikK1ETE3XxSiKqiOQphQqvWwKRyGtQpWOKx9iJryiFEYiNeIUahEZWwrikRkCjlZCrEUWxZyCqhCqEL8gQlC7FxCQ8xECs1i8gjY4uxVIqH5BCHCoovEIjHyhRYqqsiJUj1dRK6hKUpRES7EXiFiWr2BMLlcQxcWx+RxMf4iiP4oo+qIfUojV4sQv7EgQJGr1NKqjrKUKIiRxSrJiKpRSomOwLjixYuJXV5jF8X6tQpLAsq1kC1C/ilCF8UhUjkREWPU4UInX1VREDEL1RiTIq4tQtVewrYyBECFEoVVLSqthTBFWqwJjicVKjyPkKUpUQhSHBBAhREcMQyBY+IoeupFgXsKVjiYIVi42Vi9hXkReRGIUXqjjikCiMciOMVKtShVRESBRqq5Fgn+tjqIsMERfIaEQLVUPxLyYq/5HKFi1FCxV+IjELylFFK5GoQrH6oxqxfVUHKVUVasfkY5FEQhXEWOLUpUeopUcViT0RC3BCmJGxELIiEUrEHUvsR1bHhKYkDYxq2GBceL8riteqrlECYyGqiBFVLkVeQSJVi0IOR9hRDiRsLNSohEYdnYyMgQ1ZG1EKQREKIWrlMOIlC6oiCrMYlRbGQ4YIsFcWoriFH7HIWtURAihVRCUpojjXVV6xKjWoi0KxjIh6otQrOTVyCLRBHsCFUxkfkFNRxcjEJYyBKiELyPq8QoenUrsKqIVUIXiExWLFxDtOEYvtCIL+QIViRyOpbGOqqqKPF4iBCViq1i2lRdUWwrqiYxKK1WORLF2KhMCqK9XFiFMFC/KVER1bC6oldiQQxIUoUhUXUKtikS5AlCFIiLFISrAqoRAqopFZGOQUpY1rhkECY1ERajCq/jHqXaqkdhQ1Sq4uqr9TSmFWBEAxchQtSbHULVIFVULj5Q16qq4iMThW4iqsRrFcE4mMjbGHFiq67GxERqx8gWRqYAIqLuIhetRFQuRIEIoUUX1JlmBi+Jir+KRELiYiYYEKwRk7FQhEYiFEVxdaoheIj8Qhf+rVcCiaBUKulSyYqrCiBsCsKFUpgXsEDFIKiIcWlWPSMWJTElRgQhqyPEMXEpIiOLlxlciLqqEL4hKGixYYFEMSoiGTC4vxECIYxxi/EIWPGRExsKUMgSuOQpVUUiRj/qY9dhUViQR8daBEEWCiCiF9SiCCl0ECVWr4jEUSiFREFCUIXFkUVK9gJCmFSNivFU0JS1WhgsWPE4xYqlCWwrYG0LYiiqqYI1qIxSmYpHj4ohY+OHUoUj8oRAhZAqmNYiFqV3CsRHEIoVga5BEVQmLBHV+RjU1H1WFcQv/I1CIERBkR9XEoUGIpphjqYSwVxYnSlSmlxYlMMCEr4haiKiI4yBK7iQoQuUr1ZGLEJX8QhWFYiTA1avKqserVKEQ1kFQ5VRHVcahSCRDEoTCuipSiFCGRqIKryBq2uJX+QLiUJj+tiQx6hR4ilxMCMRMDyOIrIFEIahRMKaEJTixqEMcjVsRLJkFC01ewQTEJQiFeJVX/WIxULF9Qo4iqsWKNojKHyolVECYYUv+KJVXNYoxDKYkD+RiIq5C8ERBSlKiVFIqFxK9ThVTBEa9TERUWIWLkEK2ohKVUx1ViKIEJQlESGIhZLBGxsdTH/q8UShRWmoqoPECIxKUwLkKYFEpX7XKIDsYlahcSrXV9iMOqqIUUhqJpjUqvsFYqyO1EL1KGIjiJFYsSmpRUTFiQRrViSxqUPq+ojyovJ1VC7AlMcxrsfIsi2KrEWo0LZiYFGIUWRqrEL9cVrYjy2iGotUgYiCvI+KqJr66iotqQrVjIYFxf4sYvYGJWHjGIVSq/xVYYti4ERxalCYFFJlewRWoVr1KEpiLKQVEQMjELxKHEQJUQuIjYFEQJhXI2F4h8j4qhC5A0SorAv5UiMfEoSlYrGqwIjVGKaXq6uLIVUQKxIVhUxIH4uL+QNZAhsEClRCqxYmItQPKVELVqkCYY7AxERREWFVCV4pGpipUsUoUYvVVBIZxi5XI+qqqrIj+pNamFavYF1DFUwsRCh+JYovI4hRU6pCsgVUUXlEMMWJVfqtExKTiYEVYUJgTJUdURX9iNSiBdhpZBnaIoMVEMq/iCJggj2MrGopWNeJUbWoWLxMCqViWLyMUooWKQNhTGyIQomGBNKYV2osUXiscUQlCr1FV9VnuNdixkCHsEcRDClZCohqFsCNEeRxNVRCqEYxFCkcX1CqY+QogZHI6NgdYqnHJV2JGqKRyMgQsRAljUqKUIgrUpWLitdRNX6mK8gShENYxU1CY//+QxFisKFEqtf1EELaqULiFFiKiExWoUQkkcTGJWMqKriFKKaXFI/1LF1EdqqpS6smIXmK6hMJYsapFWx1RMMEYlKFEMQrWtgVMQqhKKHFqIajVzETHYWoQiCBdeISisUUr68QlVepiLHiIUorFFqELKEvi8gr7EQrFSsewJhQhmCMW5EKoRRCxR4R/UQJQoilV4mPELIY2rAliVCK0LVqlVR4+pSnCsjENVgqV5GQxVqFsDFUJUAqpBGspojBYkSA8UXkRYxSLKhiqURFUJWqLIi2FVRERaxSItPiqiFI1Ki9UxIURIxKasSIyACXERUwogiLFiHELY1WFEcqQvlKiCJWEdQrHkYhSBFYdRMiqohUggUQolZS7BFhRDSlKjxiVji4lKKFIGIVgUShRZA1fkYiPsMRcAovjjYsVlVCKiVVYqEAoVQyGCuRqV4lCJsRAIUUIgcWKVEJhggr2RECFyOQowrq2tRDGxJEUKoUeohcauMVrY8AqhfVYDsK/x3DAiJGqohgWKwJevIqIEwPEIQol5HC0pQutj9ViJgQiFcVZWoXiEIQvtSOUIHIKH5BhhVTEYtVeJmJNUAlCIaiajYsfYF8TAhKIYEBiobpVjERYseIUiJhGooWQrr4bAtSqtQmGJEriqsRTGQQL9XHaZqF8rIFYVsDUJBGR1aiKo11Y7BBCdUu0VVUtj4ZFUoRGQLhqqEITAmF8jyORIF+0ohYhapFRCmBSqisNSBL1jUX4yMhx+xi1MK6lVERasWpQlKF8X5NTHXqsWhceKmpcSyuJTUW0upfkCIUKwuoJtQYlQR2oxLi+oX+rUOMRCiiJErVEzZIyOuqRV1ev6opCsStGxK1CsCxRMCFxMGiGBqkqoIEq3/jEUqUw4IUJUWQUKsjVJkCxZFXqkMVVa4hA1ZCsioirYFrGOqJEvD9hTdwwpqphWKwKtJAhRDUJYtdUhZHIFVxEKix8StqVyKqlFw8RGKIVQsTGJgcX/IAIbFW0RYMEZXFqH7EZXkaohZAyOIQ1AkLUQR7HsbRFWVIVV2FKiIUwMQhaqtfG0OIiJWQrVERFFEQJVQuMNfERIYqH2uxYkKlVCleUQL44tj4sSfMZiL8XtGKuQIj4tVcQvXIqUJgWoTEMRQupgrwCFsEahWPqF2CCBK12FLiYNL1fyI1dgUQ7HFEodexI4mCJH+VkKikKExiqj6kEda61cX1EK6vViELirkCF/lSBCF7A+QJiPteoUTBEjiUpX2oh4lKGrikEeOHVxyOxHFEoKo1kahKUwKxFkEfqFtDV1kSl7US5ERS/iFokMEVMVKqIAxUKLUIphUwVYxCE19jqUQJcgjEV0aispeoWYsECFCYUKR11YuRUwJgXYx2KoxSLSsRXEkXMlKsKURxEAURxVVVMRDK/iIKi7HxEVqIajsYmCrClDqqFkbCq9r/levULGJeR46opBESo5GMQvGwoYsX2BWRqIErVEVHkJxxMEEchlTAmJTDEjq6qsQxSBhUvYH9SovI5Uj8WIjKk+pXlViqER8oUgIsVoTEUdXUQwzVEoQitQqhClciIQthahRCYIyImB4oxC4sWIpYhx/IkWBCIETX8bDCtpiJVXEoZiJVoWIiJgQiGImBlciLiq4hapLFdfEJRAmvKYFrsYhRC8QhMVCi4ymKl4lEYqmmPsSCFZFQNQlD1iq2B7EXEwwQoUWwMJOuIjxC8W1VGLEMiejgkhssyZLG0cHB6MlHB4NHwI9NHJgkRgk8MSCjLBRyY/98f/9j///2Mr/2Zn//7GJox/m5nMf////////9QRkfUIwJfVxWaIuNfyorj1YgReKvriqER6fGREL8pVof8SnAsSpQ/+tiBdStgTDXq8iRK8WxtKxJ4hKIiEzYF5EVeT7VSytIuz2SpClCk5jJViV8dVhheqJrr5AYl+DUKwLF+Ux6lKIqViFWOwx6o4q8ftbBBChFYlQZFjH/YqrkKqY8iwJVgvUrYHxiMMRyI9dUhQ4vUxV/qtYmFii1Ci8cUVTDQmaoovWIhhWRaiY2vqMf8VUpUXUqpUexi/6cYyP5GVFGwITHaFkD4//VgsqVFyFqF6hsRJjixxlEMCELK1a4uIUmLsCUz+z4iLEUevsU/HF9gdX7WpSxYhCsM1VxUxLE14seL9RStXIVitDUL2IsX9fF4pHFzBColRD5hEQ8QhNcjK6x1Ca5jjX4thQuuxrHY2IpApQhEMqsa1kYl1/6V7Gri+LxavOPj9Xx7Wv1K5PHY+xsCGKIREa1eqtQ6rBHxY4v+IYleK48afaE0oivr+ICoo/F8jxC+utf8QxEx4o3HFEIWr/IsK/XENbOL8YpEeTsamRVa8Q1aqNY1CxSI2BCVkC1avaVCrEL9lf8Xsdi0RFHyVKaEIxsfH/Gu1VrHWjxCFDo144oV19TQpFjLsFbGLsqYEKPWpXrEoTEZRAtTpQbNiSLDIFzFS8kUhVmcavuvT6tqpWoXrENdasqvVrVUriIqVUMiVFFHo46mOqMZAiccXFx8Wv1f+StQ/IY1DwKHMCiEJStfqkWfxtMEVCG1II/UT4v6rKlxK+JXxWIhK1kC9cgaFL/FY5FGLr5UQsirUoQ418VxFZxetXjUMQhj2uKRqUIUXqFVyBf+OsZH7GVEv48omPaF8SsZANQo/j/Z7EhUWIRKhZONVSv+KUseL+L4otWocIuLq8RA2IvxYhVaqLEWRGVlYhxjlRGI1eNVcQhsfYHH9RABfUpXjYIxr/DUL1C/qsqjmPEJXsDWLUyLMOJiiL9XkEZHUT1KxexiUvyFkq2a/UvH9HEqjuLGEXEPsReskkNVpjIsfUoUUAvIFaFVERF6/r8jFEIbI6hiV5MWjKF/Hj+sahKrxD6seoXx/i4tXELF4REEDFF45HV+OvxyCvIEvHq4wYhiGR5giRxcepQv+Pq9UXKK8XpHII7Xq2K1WMWxqIUKwRB+IWz3A2RWNAviF42BDFqq/kDUrjF4lKgrUIYosWpjGKLxgtLxdEXi6qx1ZHJr4ltCVrr1C1K8Q2LCiP/QgQ+1Hi+IgXYkRYlK1kCUoYsWoQq/ij+4yNn+QtfERxeraHsFf//8X9iLjUsZFbAtYg8XFFEIjqX6quLiqIUQPw+Kr/ojkVaqrSmGPxVmI19QpHULGP8eYMccWrmB1xEqFF8bWxrkEiRIFxC+K4IqZX4lRfUxXi/iqysfxi+OLxY1CxC/q480MpjYiaWKsTC1RRCqq6uLcSPTFrEvxkAEQR8etWqMjYtf9StQhWoqhRKIVxCGMgjHtCqq5AiviVHrVMMLVoIkRf7C5X2FfZURjHIUqvj5ExisbEeoUXWxxapHirRFENkUatWrxbI/FsRi+0oYsEEfFVJExXKEPjyMUWIr7Ah+ojVrVcLUxY4iVMYiMX9RDGrsSNVQsS4yFsYuNsVjH+QIWoQ1VESPVIFgTBGKIhjH8Y/EMcSheIWKIeVIFEpXZEqLiHVUP/xcUqrJI/2PxyIxY7Wr4qx+uq56sSoRReOLpIjVtRK9URBC/HUsj+prVEJqqKvRE1kkcYooeLtVkRRi/qccrFjEQwIZsiLKj4uJSosxVKiEQIrXYMEfi/HVxdGLHWqoQePF4hfiFyDBGrI64hDrsewMH3GJjGa+ur9dUUSmItS5WJQtQsXqVEVYELq9QhKxVi1DF4upAlCZEvjxEC+T+NUYsoTFRAyBWf1RlYsTUw4lMcYq6/qIFVsC2NXxiFFIj1dkSlsEVf5EhSrUYlYhqGK1FIs/x6xeVV1C6ohjVXEVFyRcrkCVZUR0Yv5P48UjExxL2vRkaujXH1e1xK8biKQxFkERi0+Mxxi8j1RCseLj+xGJYx/ysfqKGKVI2BC8fHUhkXXi/4Mjxf6h4vxfV/FjYq/2FyJGIX66ohY45Hj+UNccQuMS+oQh+QOqOPWocVQxKQIYuKLEr5TGKULHVter7peIDVchXI/aBUITFRGMeoev4hMCxEVV6+PEL1L4/iYxL2OOKtcBAhf6hKI2IipFW1YuMamFjWKIdloWOpbBHMdfxRIIF+LLK6x4hNVcgjjkVKF4xREWuvVVEKEesXx68mLXjqWiIQ6mlV1KElWx4DEZRChRiI6/41+JqISv7QY4yMmvGv8UTSuqQT2Ylr2K/FHVtJFI4srKYiXYFVY2PxiYF1+IXYx4ohVZFjr6lVeqvFkE8QmPjFxkVETSloGxylRi+YIFF8fNRCxkCyBNTS9X8iQsXGUQIZMXjY//V11kFV8euMQxxZBHcCEsVUTUbSxVKx9SsahysTHxLHFGxH6hxV7S+KQ0MvrH1VymP+MTEeT1SMQ8hSxYiNdShikZHi6/xkFfxVSBWdfI1LiVylECjxMYuvV+TIokeYXHF2BEZA1SPtD/Hi6mh6h1iiFYkESouxtQcNXH+qrxFDqj1CxKGL2eNUjULUGVaAJnkSOxX4mCNgRHi4iPF4FcYvIMRsqK+LyquLIa4xYsfHVEQyMjw6pGPFi9W1XaYWwr5jcBUPri49rsesjVYIiVV7HVYiViJcDVaYrQrKGji8jrHI/jaGi41NL6l9Siqqv1D8bA2uyNhAha8wLFHIExqqV/ki7gQ/+ASpaqlKAOvJyqJEbETC+PEwqhUVXZyVCr69kWoYhCiyMbBAax/4JHQogav8oiSNXqVkByuIWNqohFljFJ4qq4o9REVoUj8nHHWPH6q/WNVqQpqm4iFYxDa14sHwdapH/kL9ceuaiaC0wJZXWJSldcQeV4hapEVgfi+L1rcVSFfx2DChfIVGKqIFpZAh1kdrQ1jGvrHkdhWRMDxCIxcHI6l/j/lCUNXFyBA96UU4UhjFEpwRtCjVqI9RDJEWr8jrYV/9rxVepWKJcS9eMSux44xxFK1KCYiyuwUQxmCC5Ihd0teMYvHEwJQsUwxFkMGBDEOwqQJhFqMdSolDyIxNSBWIx7ESvxK8VS+qpXGKOqKLs4leKMYx42a5ghesX+qMQ13H1jj1h9UYuPyhYvUJcCqhBX4qqxKVYHJAKL1R1iiZi4hkKyuqLGL1dXiFkYBj1KY/8UUfiYXter4yI/rxCEwv6sfrVVUVi8f5EgcUey0L5EX/9odQxDiEIghS4v+IQoh2hMfMcjsRWOofQQLjyMcalI8SoFRdWRqgEKwL2qpH/jrxSoFqEx8eSNSoqxewpREWIYlauREoTXIxCIWJgrkLG7iGRGsSPjVxR+MqP11tVVK1yMhex0jqUQOruFbWOxF4+qv2pDVgIiP44vxCEpfEQRVY/YrjMHGx2TTEWKpiKBiIWyRHVai8TWIUQsWRUQKr2laidXGPiEYxNV1cQotj4CnApHERi+Mf8Wsir+PFs8av/yRGCl1KiqYFiUOIUWxYVIVUP8jI5XFYJaYi1VfiqiFVkWfGULsxtVjWMggTBH8S9eKJjJ4h/FGxK6yJSvY+JXHGKOqoXFUqQLGRWKqwrV6viExq+rxfi65BUWLXIGqxyI6sdVjw8gMjkdhasXmG8hrrr4/yFfqkNVriGKRIFWrxLVFiiqVrMCsCFi2RY/w8hQohj/2pH5A+oWMiQqRq6pREQrGD18UdopQtUDIvF1r1fIqKsaRK7I6iNdcYhfWYkKr4sf8ZUQsQv/9iqhpZUjVxMSPxNMGBZkXqxVYhjrIViqHFkdaLHV5YhIHkchgVS1R2BxdTGMcX1MDhq2FY4hKq1xMKjH2qsfiI9WQKwLUqKMQsSxRKyCCiCiosgSpEQvyVD/lKlEUfMEKGRX2tXkKi8CrETH8RFUw69UWIx/KXiyI+KrrtVcjjUpjyFVfqI5WJS1irii5Hxji9WMhVcYlfEa4pioVjFIkMyuqLxSOJrIFh9aomZixx5Ewx9WMahSAahjVrHuFaqomPAoYvYsFU4lKIJ/i8YiCKx6+RYxdWodhQ4q1qi9K+qOQYqXxC/I+wuVjskKkOIrKgVUjJKFisRbHiErV18RHsRSFxseKIiwKT4lDriyWJGuRG0oxFxr4l9fiiqFcdchalalVECsRerlE4MqRbY6xD5GGsQheodcQxYhiFRq44rHMFZEapRHYGpriWpnyVBxfkVKjsbQlDmFKmGCLFj+VlxRDVqji0ZepRA6iB1WtRgS1Riq4ieqpjFKFxC+z+VX/leKpmRHI+MRAhSq9BEYqvFFk9UVdm4xY1cbggWYKyRyCWKnX9VerkD+VUqsURFWRIVdbFRXFketWJZEhQvYEOrxjx7VSqpCvIqq8QyOQpYuPsK4nCmipC16jFWPyCZUWP6iNRA+Mhav1KAvI8iLqxyJEoZERGLFq8WL4hiY1LULXqyGO1EIQiIrEmVEMQuQr5QKtWoVWv4mPEJlahLq6+x1xwcRHigEv4urJF3XFkaOrYtFC//Wv1/rjV9jqHF8XF/HVWQoXixYqwEccIsjx9XVIyhD7ChFaqlVL+vij4qiIlC4vkf19X+vrEIfF8REX2urs6qhOJhQqVKqjq1SBVR8XqKqMcQ/UQRxYuxWvx+KqOR/8Q6+pYxC7IoieHixWitRAsqQuxK5GT2frZ9gcUUXqFldONjKyh1YhdiJVZSuIfFYjjHHU0xEpTAuohQiCBiDq/VjDUrxFTPajorFFxdXII6o9XrKEpfiHIYF+KwTI46+ABOQpAOJalLr/GKLHxCqYEr+1kMdMqT1EcZoQlcWwLUKr5gbA8QPHGIeRlVCxEMSNgQsnEHUP1YgVbBCoiCriKJhlpX19XkC/ELiDi6iOxFijXV6tY/j1C9TEgWMX4sciPKEqOpbCvEIhmghYRSmOpVX5TCpHqJyERfIF/+0oUQP2FNeAX8lfjiFaXrF6v2iPXFx11CIi+L6+Lyhcx+KIVTC4xsbSSAxA1dhYxDsEfkK6oqvxLiXRiFZV6xcXxiY9WV22PHZXXUoUS1qKELZEMiIW1QmMRX1kVD5WQvF6vVwY6sYm+qKLIjYrJFKUP18VdivGoeQvaHiyFEqUJP4gCEyRGrirGIVWz+IpjxCGw19e1HFEIcXHJyilCFi6quooSv/Epx+MUQ6eoPj/CocQvUL1KGTxfsSLHI/ENQopARWPlKMfqHiXyFVGP9ipQKxj/F8fyla4vqYHaEIkUjjUQwoUGr8TQiMaho7FjXxEqj7DWyVAJYheHXJqYIkSMS/i1biVVxRZC2FCiq6pJWDGNcRDiOoRBEdiR18bCtVeRXr4ovXyVK1rK6vsFcirx5ESvF6h47HSvx//FIBVK2P8ljkrHFUoSo1iHEsRIhiBrW4/j/ikKiF1M7RHFIX/F9QpLJA8C/lCF68gi0KL4hiiIKFjIYqrkVRDk9jkCYVmImYl9Yl1+zrxKiZjFVxL4/jcR4v6uOLx5WoWQLVsVjVFI+KEgWtQ1+pcP+rkRRlDUoWVKIJylyWhDFwyfKK1DGYybWwvx4hD4sauJor4sjYyeKViq4o/stKK2RSJUqr/yIouqJgQhfDGMi1GKLF1CV/F+LEmREsRGuwJQ2I5XiRZVFxMKsqV8ShjxMC4/8YmhMf1EcfF1CtZhj1rFULIiyFAxCFB9XV9fHiTYIVi8RcojFFrsWKx/QKJqRWNjUNWv1QiF8X8TGoWMUUhfRXx8StRI/4mIpWIQReKLyIuTiFxRcWPV44pKqsQ14rAuLq1YpRAtSqlVqi/1aspiRTUD1VCUPYCxHH9SxVtOuKxFrEVFxKIVjrFUR8j1fYjj2uoiKKV/WxjVFHIFFKFjtDqIkdjY/5FYB4uqv/r8rEGzY1Zj1fI/Vk+Qsxa/sLxVOFdRFRHkSGBQR1MxQMCq4catQ/9Q2IoxahC/FqjiyCiOSW12Na8auwquQOLsViWr8SvF/6/zChCEQMgpRAl/gj8iRqZEJcVYxRVCRFkFRKB9Xa9qpVQ7BCyPX2RSBRCEKodQPFlCVXVF1ZHbI6sWvq6WACGOPF1fsEaurFEKR/Ij1qH5AjFRChKX2tXEpSiOL4vo7Xji61ZC9Ufix9VP1VbEdfiHEMjsTDBA1YrCsX1Kq9XEPxamCBqijH9WNpjFXK3AuvVrjax2x4tSldVioTHHcDZhiF1MYySRCsAxcWLyOQJjGKNRArCxybEkSyv2hRexFqrxLsbTTMVYmsjH4pNqIiqI0IUfqVyOYUKKYXXWrYyFV4pAh4lq5A1f1qWTXXsfUx5C6g8viFELxYv1ZCx/1RRx8WspjEx+IeJjV2BexIisSMVSGLrrER9VH9j4uoYxkD/HELccfrxRWBEWtJXUrrGPi1qR5Q1RkfIsGMO444uIaNchXK/8jIng2dNHB4Pg+j0cFMlnZBooo2fRg8EHAjggg0dHSjDBg4nDj/3r//q/uP/9jMf+6mv//84KKMf41GswIr//////////xRKVix+sURAxKUrkCY9XxMdcQpQRVqiGR/F/+vyorAv1xiEpfi9gixr64/Fxqq8gdRRWriWPxdIhj1VKYGQsfV/V+KJXKk4srg4o+IgXIi2FKiXUuKYF1av1/J5DDGrxetcWRFFVUUrEmvq8YIcXFGMjqV1EC1RCiHIViikdYmNXEwLVVX2K6lCqEpQ9irGIXr0C8QmIxkMeRsfVIIrF7AtetTUUkSsUUINQvqlRkfWwwodSpDCvV2K4sXF+KnGqqrEIZI/EoUWPrY4lSClxSNlfVVBKNVfJVV4uJXxiXAiqKLiiEr+PiI1JIUKLjyOwLueIQyP8ORFxMWkK8ckVewOHxfxO5H/5KuT/FYrxePHlK1Yhaqo/4mBVkEa6o9Qqq/6h/6WRZHVqUKTLH/XI8avXqEPYHiV+qL/4ovXVF6+rkdXFUpX+IX8fIq4//swysdjx467IhDJFsdMrsiiyNiKKgXGldUrhji7HskLqF+HEOriiqVX7AhL6+QLj1kiajiFxcqxYVkfULqViWL8dItxV9nyq/qYGJUUVhqpUSk/AxIhj+Uvi49eVUOqR8YleqL8VGq2xYELxCs4iiBKqjmpWxrENUQ/9erGJPIxKhFi4tfkRcbBP1qFxDXFxf4uri+KtX4mtjlRYiOqr8ZDFWqLY8iv4lRVbEhXXpJEMTSo6hC/2ORiYF5HVWAjjX7CSOuLq2GNTAsS19WV4hi9QpHrWsfqFGJxViFCMWESdRHi6lCiVEwuyv4hixfs/FxVR9EUUYYsjFVxixaovcDr6NarPrEoZHj6lRRcUUWwzsVRC8pgXkkfqkCYxRdalK1dchgArHFj7FUQ1SORIiIkRrULF6mBihxLEL08GpOvi8Q/h2IvFH8Udx1asjV6yIx9jFGpH6lfiI/IVHBI5UmuMewMAtUUixxK42Fr2MRX4yNZDDHZYq/WQoWx//qkSP9epQ9ccbPj+NfH1Yvyhcjq144oq/xi6tTAhR//xYxeLr4uV+rURIVUFVH5EfH/9cQqv1ReLYGKpUUQlVCiFrHq8f9XSqkf4//EskQlCAwKUInI4vlKHIUP+xZGqMj+r1jxVZWoipWKTCJQ8Xr/ilC9aag7HFF1RalLGKIGLrFi5S8f+Lqa8REiR1xKVX8eoQupUfyBK8WMfiWwrH8ViRJY8OUL/FiEqsVNirGq0pSfH/IIqGL4qhSFfj9WqFRX/xDaqiqx/4mBsVR/sVCxdfqyONUFX9WITAhEELI/wkbWLxqF/7BI+ojxahx1DI1CsEf12NavaFiscgSvFjGrGY+rkyPHXYFqyVfjxq4rI4tgrixDVjWKuxxCUxFi/WJKoRRK+riiI+rUNdXq+ziV2McrsYhCiiUMaMhWxY8X/Ma5GvIh4vUoSyKotWMUdUYviix1q1f8cS1D9ahdj4usVWJdSq16BRf/HEHVVqxdfX/2I+q3UKrji8cirqFUERGJjir/kRcQlfbqFxRWYosXi7ENrGpTCo2cY2K/iq9QugQuvFVw/IisVa7GV1xRdY8lK+r/H4+sXVqoqD+NVSrGviq/i+rY+EPUFerkCUIMIYmckUYoqsfqHGL44/WR+NQ61+V4Ix1Li/xCiUpj1CEKwmL+KJiLijXq+P+z0iVUOMSunjVVVjKcDHxVjUwqvEMNWKNkSo14hVf6sckbEX1VZHsRlV1R4hfi9gorjr/Yir8fXrXikD+vxED4rItTOLji1Ra1lRav09dXF2NRH6sf/I+KPF4rDGodcValMxRf2BfxKxDjxZAysSmhRKx49Q1EiFFVyeIfGMkVilQx1L42lq4xEfxKsWNSv+4jFEofF9jF/GRGwKIjjENfV7ChijiExH+qtgQhK9X/V4pFUgfXWxjH4eKIxi+IRJIsY5MjyFEKFFXisCkfGxqlVcWura66sj+0vxY1CxxKV8SthhcXFkKjWhWLpGR4R/q4shWLUPxK1RRkE+PyOR//wsWIx/rGzD18USxiryP4+JpXUqKLYrXxYsWtXUx+vXj1RdgjEIbEWxGT6hfV2P1jipV4uvIHUpXXK4lC4uLb/Gr0iUIVXxbKlCVYYqxCqGIONOLVIij+OLVZ6qoq7FQsYtS8XkCYEJbEURCiKuG0L6sj6hxq/HyR6RCxDtK/6v/IJakq4l8f/qxj/jFxdfi2eJf/IHiEvENRBAh6o/kCqyVRMRK0iHFkdQgdiZFakj1Y+O1XY4yKxKhiqWSKqKxasQ/VWLFIiE12OMRFXsqJiVXHF8YlDydfi9Xq4vjFxdXMD65EEYxVKFsC/ySMhX/jisQKi4VezkStXxqH1YiI4iNjtKICYjqIpsL6paotVf/EIQilVRfsSGIpAohdiONQ2EVKrZqpUperFrGpeuMS1eqKUqHiHyBiGNVcVX+qMRA6heJj5DQuPFXyv1cbQl1axq/jq8SxR+JURAlC6vXiY4+oQx2qoilZLFVRIuoP6m/tDHV8VXF12AiYFlbWJdUWvFxiI1f9Qo9jqiq1CqqGQwQR2Fs6plUX9XHxD6isji2IqxK/V1q4lCi5Hxxa44q/hkj9X4mNa9n1DUrqHF4+KpfYkCFWOrUIewSNWIgUipfGOjUPESwKLV/Brixi/xVVexUrIqgFENOoRCx+IYWmeKtWzULq4xC8WrrUwP7HXV6/Fai/rVtcUShdeOoQmFcf9RGwPFj1dQxRD5GP6RrV6hRViZj+QLIjYr1xVY4iRCV1C1yfXqx9isxVkiiqEoryVLkQDiSoUmziGwNVhSli4iBitQWCahV6o1xEWJXqFxVwkZChdahkDGwUwRUqrFN4pA8XFHGQqP4qlFFLGQqxF1BlYvFUULoVV1CJGNQI+wLH//qFVDjFD+L+QqIVQ8XV5UZYuoeJggiRlfqX/xKEqlXiqiHHx8RAoshWpX1M/j+JYsfj1C4uRxdrTRsWPFUusjWIWIgceUIezFER8QmBVL9fUpRGwIgYsX/4uV6ieLjp5GD4sjFFErVUKqLx7AlCpVGoqr/xDERlCXELEsWoWpVertMM/7ImexFUpVGCmGMfSKpSvkfyJAiPtDGPJ4xYlfFV/riGvYGwrj14v8jkbArHqrzBCxY7AlRriiDx645HZ9eKQqPsRsC1q/eGISa+GrkVfUOuLKH/FGNTQuqLkD2a6qldiIjGrjYYyFbiNX/iX8UUVj4isZCuL5C/qrEIWrqiGKoUgVQsceViYXlREZBGuJWwwNapA9UdiQJVShL2KsUhShCg4ojEgQxyMewIQmuuqLUHpFY/VxCxQxdSfHi6FCYFqFxKiDYsCF8jrceKtr8qXqVrcERKKtKEqx9YpHF/FqisRxDqIHrjJrjk6uR/zGvTFsiGKLVHGrFjZIxVxDJyCvEPWquaY4yIyfxMSu6/V1j/EoYli5HVkWBZGuv8X+OVVx1U6pH6vxxCdGLVjxSBalKUIgfsVqUqIbA8Sg4//9cXihYVEr+rIVqG0qGr/i4yF/IhGwSoVOR+R+LiXHsLI1sSovEQVJ1cda8qsNhfUJXSxqrkRYusXH9WPxqHqrI2v1V41SFVEer/FybAsayMX49Y6/1R4ou1/qHwqq8VRA5Avi/Y/6ovEgXuGqupRPYirGPI1yOIZEgUeR9QxRr64+KIbFX/H1SNqtbIuQLiEKqtUPmooohRRDyeQKMUVK1R/VUVlfx1CFqq6hCk+P/iIVIj/ECpYv2qsqMIq8THyk2K1D+oX7BAgKHisjH7Ko1CF8qvWLUxiWr9uOrj+ITREZXiYFHxRcWwnFEUJSohZWLUKQIgXGqpSy8j6tdrsR1J/FjXpGIfJF6lRCEx6g9YhxceQLFF4o4siwHY8f5P4v4tUQqosQolKXF4uxETrH1Yq9QxyBLI7WVr+vI2PUY8rWur7AuRB6pEVXF1R6hEbAvrUrGJUQcVWIUZH6hKFXxxVYshz+qK1ULEKLqs2Goql1cXsK+uJa/FaVVV8ZBDBChRyF/i7CquYsVcfx8nGKImOrqqr/9S8iL5C1fqYV//1jYq47HEKIj+JQ1bAuJSquxk1VCUr6ldgUUjAL+vGR1kE+BYhYvI4iP5HiI8kdiTX/q1cOuMX1UiEKOIYh7FqUUIS4mB/SpQ4KxeoXFjxEfpix9herrrHH9ZPyFCYqyJWqpWIriT6/HydiIfIHiik/WMbH/7WInlYl4aiOIUYx1VCUKIeQwoRWuPF4heP1/x/lZIouR+RxYhCFFGvKyBIWvqXYtVCVV8bEeqKL2Yv+rxRNNWGVdVgipdjHr1DEKriiki8eLj2FKHKF/+SLtYo//VJ1LERqhkC+rsMfyOwRFVGpXEKLGQqRFFiVrxRrFK/F4hRisK+IatgbCqfjiYxC18WpqRXVJ+IRHyhYioxxkYoMX46+OoahUq/Y+Lpj8AsjwiV1J1f5AtipNj/WH5EpUQsVa6rQBSPsVYoleP4hdVTAlES/1RZSq+Cr/1+IWppYZFUeJQ9WJURCpOtcWIbERfgx1eqpVUUiL2CPVsalikRiIi+iMqrxC1DXjyK8cdhQhMKFIqWqwOO1CogfELrESr0tK+NXEizrEQT1DqH2XOqoUeTFYkAER1FSRK4g8fK9UWr9XWOOL8dWwwMjGqpnF1kRV/kao8Yx4lfq+P9bAsX2MVnKVq/H9wPVqV8UeuLHi9XHq+45BBPq+QKrrJjFir+NXrR1RiqGJSyPjX6sciPjV4ljHGipni/ai9VepUXblCFqkKk/iF+RiTjY1V1WVCwqiFkZAhbGQlUx9XrF+Qr+wqpSsjVURiqDY6RDr+LihxRfi+QjI+wKIhQKRJ2P/EsIouSKLiFq/ViFIF2tWvxj8WRZ6x//ilfW0LELq1jFqWxUrY1K1C68XpjEITGrFxC9WsfiY1eL1LV8UXj15C1eOKwL48jxdeNXyleIXqECMQtniX1ShCVEuR8WuIiMjKq/FBD64uRyJHkRyl4sS6h1i1R+KokUVr/4vixKxMeORGrxKY7CtWIUxxJ4vY+UuoaeNhSicZEVYo/r8cVcWrVqxqrFjjULiGLiV1Vj7Q4liqkDUqRH+oViRyFCV7MXri+IKg/lDqFXEtiMSh1kYv6OIhWtZCmFq/iihWJViQKwRxi6+urx1qHI4vi8dUUVTHFXF6RdrV7FUXxLVEqnqGP2ChfmAZP5XqSIQhCULqT4sUSusHF+L1ixKseMXWjtD6lCi/ijH8ppvVi8jEOQQRjXX8OoXjqqxVrXYxg2LEWP5jyRSGOT1RK4oB0j1amPIFXyMVcrXUrIVisfVI4tVjFGvI4xZFPV1CHVkw66mlZHh4hdaxaviiWIiowuRYEPUKIXji/qDr1a//VyBSP/XIUOX1ypTChCsFKGLi8gcXI+vEr7KhdWsRHiIX/+rUKvGSOKpYuqR/qxdUXERVGqL6uQqvx1eqocYisX7H7Qq4tfX6pBERXqF6l/iSLxLixWF9rFkSlbvF1jYFGr1RfIAvxV18XF5C/5GOQIRAmExY/9YvDkCqHK8iJeLEuLD6hMKGQPF9XiSIMX4hDH5DEWpgKuqRVaH6rC4qtoSiKvXyP/8jHX/2vXZ1/V/J+qR1cbNRCvxEYex1iFUr4/j8XyBfV1Y1CVWKqITAk4ooRZAqunuMcleRXGNSifqkfkewgXqWQqr6sWLjyKqhRqjix9QuqKHV4qsmrWJepY1xMRkSOpa1rr7rVxCiwYhqUKoVWLsK+rY+phQpERBVPqlMCV9QsSv9QxaiBxf1fxqHqqxp612eJPX1JqWkICFYh4vyPFEL/YiZdIxC/Yx1ZGqzqUr1EJXq//yMQhapheKJXq/1cSvscQgi1D+KKwxErFqDiFq4xERZUMj+x4yNX2YgRKV4hLqr8doUeKr+orYY0+FQh6sTHWxFEta4lqlC+MQlVRTHxcWqR1RYvXFiUyKKqLWr/UJr9mrq/jEoTEeLiyKh8ShCyhSBYhKEOrKj7FSvEKqLF4/+syuIeOqqJOoj6otIvEIXjqxVCFrEIYlVWafYUrkCyohD8j2olC/8TGqKNSvV66rAovriGIdhqOpiOMWxGOOQPHH+KiIQxiFErWNUewqrkbC//UNitTUTX8WPF+R9ggZHErKH/rYYyBbgdSvUeiylCIEsskmdHBs8nJZ+yzJJhwSIwUelGDAiiRiMEG//fX//V/cfcf6sr/2ev//iyimP8hgjNiF////////+ogSq1kDFH7JMXFITER1KmFfyWaurHiVYKFYIUOIxH8TAxCFmJEZBQ4lCEKKQqQJUr46iNiJUfY1KcCWL8rFisRYiohKKEohrI1jGrqEwNZFRVVfUxyOriYELUKqIopafYkEKx/KiIYrKI9YoopVayPk1YYiNWOwMdgVQhE/UUpalKFFikK/HqEqPxREKMFlZEWMrrEq0MwqKogWKxxitahRi7ShKEIlQq2GOKKJTjKJY41YrBDWr+qRIIxVRiU1LHYatVigkYiMkUXiVGpUQmLA2KpBUVm0oezpFxLUzxCXjIIVpERxMKXixeJVbFjUpomooWwyqvVGtqqP7EivZXEpQq+r+sZuxIiiiijqXXEq4EsRDcjTiWLxfWwV/YEtnycahKHYHlWiCiiBMKYiZHVWuKUMeIiOY2G8itRQrEiIUTAvjEQLpkMB7WJREjFlCySra4VKMKajEx46yMi6kERK1RbDBPFV2oomF2Ei/5Eir+yKEhWqQJRBGYELih1atvErFqEwpRSqtSo1MEKV9QiBVRtKuBCXWJRHEgdiOIjyBWMRjGRGQLqiIIIEqNUcjFaiUoTAMQhiyVKEw0RErV3DCheoQrXJFksCuIxEcQhSNrI6xiJIUKOoShVKKV+qtpgdRQiBij4iRcgRgfVEccgrlcPELxiWVtCkbUkbAlDxVMTIiCB+IXkCjVUpRA69eJRQxWjWIcpRORFUKwIa9gXEojGIjEJoCqliqVV9SsUWwEUkQsJHj1AX1a+IdXWL4l1REVEVRcQ6mFkWioshQxEdYpAooiIil/5MYiSOKKwrixijjxddVxGKIXFsCrHiijlDCuJiIgizcVKwY8EoUqoqVIi8pWIpQiLGJcmxI9chXIYIyNWR4pH8XiUKRIijyNQrGpQVMsKIExY1jDEKRFWqLiEsa1C1xEbAsi1dK9UoiJXxcSmI/1C+HkSIvarFE0qt1xKEz4v8Qk/CqL2KlEL8VjxRrJFMRCYyBECUPIxZSpBEQ6qiYhWG7AvqGJjqE0wIXEPK//qkD1x8ohQiorhpZAmClZBArAiLAphK6SthWqORIyNeKTFU0KrER7WIVqTWqRUOVGQSTxVbRDComY8jUIiQUoREjUq4EImJUpVrEsTXkePkCKir8XX6h1CX3FjrXX4la4wRSv2IoxKKjErKMFCq4tQ49giJWKwwL44opCuIOEUgdhqwwmr1cQxaqpEYhi8p1xC5GrIWTEKKIUxVkK+r1KVCsdVetiKIRChqj7Y9fY/FEoShK4/j2OQPYrkECa4qitXpksyIsrhiIsDkdMQg1EVWFC/yCmBRRikeIbGLY2LCvKKyLHqAOotjriFxMCsKFjikEYotWKIQh1q41EMyIdQ8bdixkNLiVFaqkC6xZDMQoaiFcggVWpXYcdrGxFcah7qr4mBLX6mCKieJShEcjcKlMjj1KqEVF8REXicfFhVMrsLisbTJXqGUqQr5UeLkCyCPXI5WQhYmdqwoWr8he1XIIHqIUxa2BRqqZIkcXYkYo1FKjl8cjCUMYolamFRR/GobBAhY4opGrFkZVjji6hVC2OojarMCiEcQ4pAiPUoiKvpFsCx6vUqpiGoX7S8qIUmqXIWKQUITDBBCiNrFKjUoiMZYyFfUTVGpamBDXGxIERURIGOJnaJF8kolheKQxVBkdj1DQuxqF7GLEOwQwwyoVUiRFUVL8RERH5C+Pi6sS+LIEs3E1slQNYrWxEKMSl8UcdhqLFFmOIY/UwIURApTClah+MQtJWHr2JWJQuRY5A+qMalEKErsYhfyBSmIqmFLF66lKjFEriUJf/V/KVFGvHYlC5Ww18S5GzYqsLWTMMRe0hXkWIxcQuoVqqQaEQKwVJwepUS/K5RChVMxEVZSxD/EJe4EDKUuLFXEIaxKVjjF8qLIiJUKPsCa8kNghSiFFFKHKEqqRiq69iLKxVqHXF+OKwIWJZSuoSiv4+Q1xKU1kMQ62BEVqlZAyWRjV4rEQquLxLVUPxSNrVhHqisVSBEK1WBf1CSLsCFEpQhLFYyGNVSiMQxMfq9QmYiioqh2FY/qkYouOqwKMjER/X4hKIXjF1VCi9oiwxKVXqyMggUTFX+QIjWpTAhCiyhVE6qhFDIJxKVUIj1wxKiaEr8QqxEEiFKqsL4h/FtcgiIqVF+KAVga+RxRCqjyYo0rERFVUyKvyv4q/aEXxCJsbQ1EY9axY4tQlDJYKMMEZjsceqyT46iKvxsL4ooyZKlRK8ggUrUOOQIcZMSitUMSiFCIGJXyP41auxI+ITFRHqkCEIVTC7Cq1YohC4ohCZH7JKvXHVOKiFi2BfiisRRAi3BBiNX2KiKY8gRCq+oUivIWRUpQ4lL1sCFYyBC+IRFirY7WpbDGSJaKxRsEMCKcCFqEIiLUNQ/2NwISlsNMYhcW0RKEqQUJRgUYioliY4hCaGpWKqxikL6yImVEVVEiFqVrEETChcVWPsYiB2GmJOKobwwRKIF65AtXsJUpgaohh1D8UVSuhQhyvcQKsEQqHjIYkECEJggOxWRtZGxVEKxLYiXYiYx48ni4lMDIFVULK1R7ETA19kTDFVVrUJj+pYseKRUsTRMY5AomBCX6RdYpAyAL/jEzqY1EKX4hFFbDCtjEtQmNQomG5Y/1C6hKsLFKIkRDFVFK1YrghVUjEVqYHUohUbFnyFWShZSsS6lDaEwKriYKqIKWxiilZMgipjrjI4lZFgfIIEQohUgghgSuREVIFZ119RHiYjjUxXFqV8UhjFqFxCr1WcQmBK9diRiiHGIWJWurJYzVa+JkWzKiK4rUjEwwKrVjUIiIoknUIZBAohSWrWIRFQmBFWPEIpzEViiEMeKQJQlaxeIZCiLAhGFSIBMepiRFErVYi4pEf2FWByJoYhdVi1jYT8UhRStiofrZKZpUqyKIWonyNUUgQvi4xFdUcQ9tasYVJiq9kjGMmJfF1ohIWKOsSpKysww0KOtV4iiikRtD7AvViYVqHlXBC7Av+PsWBWCBC5H1CUKyUNRS9cUj/IiF2DFjFilMbHK9THYFAqriGrrsdQtRRLNVgZgcj1qV1CsRSIlB/+KyQQKJgXkqGUaYHIFI4ybS8QsWpZCshoVjjZVUpggRQmBw1CELFLX7HxKEOTEIxUz6vxRClFCFyfqUFxVkVgIEz/rUITPU0LEVE0KLxasWStiOUwpayBUEKi9SxSFwZEcVSrA5VewPKHqI+nViscji1SFayVKi4iGJGpoWxlYuxHIJaIII2FsVlD4hSuHEKITSitri1Cxs/+LsCI1DuGIkjYqFVlVcWUVKI2eRWxlKHV7LGRVqkK3FTDXjkKqFka4yIvkD+JW4Ur5HiIjIWIc0ISrGL8QsiKJWVF+NhRqXIxGMQhdTUfUKKSPYxypgQh6v9VWJjEpTERbQhalMfaGJUfZyNRAxKqYYkWlRjJjEQQLUIeOtNiupZQoigiGNTDWISsZAtUTFgjqGTFItNSbK+Na1EECmFLGU5UraIF9hmQwIVlhUTFYsglWLWJixtRq+wIFQsgQmWOzqxkaovYFFr4lbUWqziiI4iB4vqFWkYoVeRF5GIggS8TGra6mYrWRiVxsK4qpBClYhDGRWUUvqiFqIxx2FCJFVja4hyFN1DYYF4soaxoEsWrIEEcpQmFKIYEr+r5CMUiLFiUx4/HEJlauqLFFr9UVWKpcXGoQq5H6rgQhVSlOMSlDX5VYhLVkdWwIS04lKqEL4zHVxiIyRrxEIsRCxCqjUpghWxiVGVkal5OpjTIEIWKIX68gix1SCRkC/GphgS1RfyoiCWK9WVjJYWwVkEE+K0Rq4tS8hRCsRBIhEEMYsYhRyKvEpQyBxbVQ8TJGLZiVF1cjIVHsEeUQyKNeLYIjWzUqq1GojIkqFY3ShCUqxq1iDGogY2PYkVNfEoUjU0xEXkiERsSh4qmBKVriaYr7ERHirWuLUpXYVqaGKoXo1CZFF/FxMa4qV8ahCX+REIaBD+ISscQsX1iD2BJqxCyrGqLCPcRxRDIFMVNEyCK9mPHI42/kqUaFELWnKsKHaWKQsr8SbK6vV1L+IQiNrUwuxsWJEVWmoTYhrYiGJGsqKqoceJgQ4moiMtiqvHi4iJHZkJI/qgiEOJatXEIoupiNhiRirj9VTCxSMWRIE1KEKPxRC/SRI/iEv4sgUQvCyoix6uYExB4qqipOooWrVKsVxWFD6hkCKsVyBzQxYRNCYFIFKyBBYshYHtLoiFsYohSIo7CvaZi2MfGIoUhmQxJ5TI+IRGXkA9Uex/UqLMayNUQhdggYo1MKIa1qaIDkSBi4o9XIGxxZAmSMMBAxzH2iLFX9hqwQKsbFQmGWhR2hCYjiVyLAhyVKWoiKogQ9f4hKIjGNadigWIUQzChxRlcgcgf2CiVEfVGuMmtghWpgTixI/asTFa/1SVjkReQgQysSpH5DBH9TAlLGPFka8gVQ42EjlCq66saiGOViYsRfaxFI4hF1amKhqIIGsTIrPGIggmYVuPr30JpajH1yBCxCYYIVEqRrjsC9ahxcVeV6jVQrIzDWJhmIgXiqMrIkVp2phhXF9Qh+KxWwoogQqsgocdS6urIshrELaiEQURjKsWBRf/5FUAhVtNEZFWPsZRFWqoXEOvjjkVqxMSNJj7BAt1YtMcmRqxKaYxj1VCELgiHK1a9jWqoUjqGr5FbQxKiiULF1+wEbBBjhEIojB8TQxRY2lfsRWMgQvisOBCHiq2MQleUIRA7GIWMQ1i6uwrF9YRqaXyFcQrIileJYuRiELGpoXI2hCGIhTJMREZFhSyPGscYlkdYtTGMYtQ+rjs1yCGFC5HkKUzYi1EcSyLUUSVCEsY4pHr1MxL1KqmPtLV48a/66sUSpCpNXiri/ELV/KZisfyBEYqsUcUhWuoQiIlCYmlrylYpPGIQ/Wxqi+0V8atQ2qha8UhoWLkcdQupUXHEtkZGLlRfWqQpgWQoUhaihxWKlCUpX49Y/2Ox12IxRcLEYlENKqplEtNf8q1ErVx3BCtVdarHqiysJAliEQLXGJS8SurVFYHVZIsEVC8RAqvqUJTHVIFxExCVYi7ggXEvV5VX4iMeo4IUNSl9hWpeKUx+QIahY4mFlCVq9QhEYhLIEzqULxKqai+0VqX2eQUwIUiJkQl2BqIIKETDIEw1ByFLFZYkdQmGCIfYq9mwP6icQlD/EoHxR1DiyGGxWJipSxENCsY2OIhivtZH1RZK1EQcWwV+IQhVCkfWK0PKxRaiuxSrhY/YFUREJdbHsDx2Navjq8TGQuqMjVJGoqRIErUv/xxSCCCItVf5nqkCxOBRiE1EORjxKH+IqriWowIjZ+JUQ2uQxxjyB1alECVYiVyBCFFx6iBSPF2KheMcgSoh1REVkSBQsCXQL6hDHiyOoRDIl2spjGzqVFlbIlEdUWsYh2cpamBNAq1YosUVYlVMMCaIikkQexGwtRCvrVHaGpTGkkggWYK+NjjXHZZkCi+rqr8hXVIkK8hVhQrC/VFGQRFEPIKK1K2NStkXYsVCr1VaiCCCBxLIYIlNVCZ1CFyJGKrkZAiBeQpWEQoiF12hlNKYUMQmGhVEMAJH1dYse0vUQqrGmLJUuIQv8pWPiEaYIIiUBRjqF4oiisanSuY1EDHYxVMWOwKL4hC+TtXAlCgYGRxKkEWrORZKGKoTJDHIlD7EUbFX/xVEEqFKtCXIsax6iBLVk2nWIj4qitgpVlVjGxUOQL4hYi/IVqIKaHGpWLiixLGwKpquK0rqExiasYg+McQq42GMUeoSlxiIYkMDVUpsRHF+rIIUKqSREL1DFkKULI2IvIISQuRiYERH6IqirBNivUv4pXjYDxkEbMSihCFi8URAhsZUcTC64uMXY8gYxfaEpC8jWR2qsRNcQ/i2B8UkhQCVkcnyCPYkMIKVkfVELVFkalShiyKFqZUodUi4HiFYYKjUQ3KisiDVKkaqxViiDsyViYGOrHIVqx8UUraH/iUUpTGzuhRCx61C4lSJHFEoQiohWLH+nlCksRZEMZIomMVQqoofFF5HFEMYhE6lZLHiyh2IhasUVjDkiIFkFD5IshgxXGRVRIExF5XjxLIY6lVYiqlCDJNSGRKUx7X+JgQ2JBhRGn+MUUePYixMxiEIiQojIFsMVkRW8TJEhhQqotwS5r5CpEUVWJUiNWLHY8lTGKRqbF4hCiVyYyKvIpkCyhLVqxarXUVKxEkSCLIhYzBgjkDW1+r/iuMpdlj6xM66mNRGLxCYEpwIUTPkao4iCqo2FfsqUoQ2bC9pQhrELc1tKEIUTsUdpSSohsC1KiuGGOpQtXra8mrArGVkbCrDWYsCIY/xEEKI/xkRqij1/qqWJir6SqhC/8WKKLiEPii/xKj/8a8oVVXpqY6rMmPE1xSMQiMiIXiFHI2BRe0wQQoSyFC1Y1dRa6pClD1KYVH8mTEowSRGyn8JAqsYyFVCMCKi+ULcWMTCsiV8iwVxKWrX7GqRrYqUIQiJhXR/I8WSuJqPkZwrX4rggeOP2bAhRSNgStVOYqjxVC4o8ga4shStqLri2OLsq1dpgoUZXEMr1ahKEoI6yGB8xURIiEKFS2LTFWNVUMVeLikEBEwrXj9hahythTES/KJfAvyCBxYiIrMQDHUIgiR2BcVQmBNDHiiyBNsFDKIiYIIF1RDkyBRDEoVojkLFIIHkSE1exUQqP4sQhY1avKFETi9iMX2sY1VMECxCiV5VQmKYio4yCGJbHi41VV/FiVjxjxC2BMaq5gH7UWRgxbiwwRhIFViVrsVCFkEiYEQIWuwqKwkQovXUREKxVkYsTisTTGOOVrqUJUaohECFYxDIrkCFajEUIWvXXK6t1UrJkKjFiyGI+pMdr4pAh6/EMQpCqhNKEKxVycUUXseIX6nAhZCvIIIiENHEJUSvKF7JAmP+RyBRxCYAQP15ERQiCF/KrYVUwLii+PVEw14sWLr5Fj/qiZJqEIUQ4iORjFV2IoRFRKyiiI4o/aHVYyCbGppUQicfYF5SpRHsDFqYiI2PV8QuTkCU5YYFFYWrH7RClD7gcoxH9gPkKqibFsciuwOx/KF/F5EhioREj5Sli8hYsSmI6xMQjrkKaxyBFRRWhbAY+0LH1C1bRA2bA1pB6vER46qxCELqqYjtK2IvFaFXqa7AtqJW1Gd1Zq0x5Uj6vkLKq661DFVyFKp8RPIEIrHqF/0YxSeIWJUfUsZQxahFK7Xq2M1xkSuIWIWIUlXjURFDsZWL6xY8VRVItRWRlRERK6hcStjiF1iqkDHkBMDIUERGP2BqoxCXUqqMishNUdjlVC5Qooo9WmtVpamIiiFdpiIjxCHIX2FkfaFIURrHZVERq1qVKa7I7GQJrEPVGuxFjGrxFDdCKxqViUQsS/VmFVjRF5H4oiY2OMVRGORFWx2CicgRFbETAhK1i2FMYlElavIHqGRF+Lj1jkER1lVcYuVItSFCGxHiFEwtXKlCkCKqFUqOxq8Q2iheRL4imGK4qa45GuQmqv8pQli1DFIHFVqiExVEQKwriIiEIxxfyf2EZEwamoyTJI1GDwEQyzoQzJZBRE7MGBMFPNgon/3H9X//Y+1/85//F///mGQf5TJjC3////////+r5IlLIgXVXi1eOInVWri8XEMiyKqzYJsQ6hKlRcccgUXyIyCWK6oxMFESCFeOqPEqL4Ihq/WLHjjleMQ6hK+wV1UoEtTWpamUiG5EphdjrUJX+vV+Prqrj/iZEsa1SJGJPHxQMCjbjqF+KMgfj+IbCY8VXG0UqR5Iv4lYhqHGsgjxR6usfX5GKteuCIYhchXx/APDiF+MEiMcX8Yh/x+pTHgFi1R1RI6tkIuovxriG4WMhf/t0fF1R6sRJBDFTI+oTAuwIYh/UIamVVDaqqXkR/TlRauRsY6mskBC+tgQ8cYmiYiRKCJRAiFrGr4lauVWMRHiiwkdUakk114l9eMXxqi1cUSNWP1YqtTGKpZGKIAiv9XQxFFjkMMfZxZFVY6KpAlgjaFEOJYsXxD8Y0f2qhR/kYYox9gnq9exF+qJgLPWKJrJqHGIW0qiVj1RxZJI18ddmtmpWLEOpdhvEwzH/VAPVr/qHiDMNZMuqIQ4hY4lfY/Xi4hxMRK1qx9cVcf9jxQlSfH9TEYv1Vy1rqV9dTMj8S7GDkxOpAVrFsVxDIqxYv1ErEjVXcfFF1qEYjqiWrr/qXo4V6ov6148VY5I4GVVLXIHakY661rHVX5GRqFFXF9OMj8TICorNiREoY9Q2cUWCLEocQmFMa1fVkeSrGofjylWqo2Io8galYv0WMUWQPkqHFF2hMxcQlSaxL6qvYj62OjxCGOKP8XxksL/F2amYx1frkdYl14hKEj1YhEERRquE4wLjj4haxRs8VfY9RHiWqvxSCK9ZLNmPxkDUOoiprxRCEMjFFVHx/5CyY+r7DA9UmPH4uIXkfiUyLFqIYUCP4quwpXkY66xCVVGrrFV9YseIS9Y/FHyMfV+JUShVxKyBqWpoQuNcglCsXsfI4+JQ1Yh0SVRqxED464lE/Yxr1sxC1K/xamPVI8WHiErVrX48VceLWYELj/teSRFi4xx11BYyIhKV/XXWOgUjUqxcSpSmKq2fkEePqViiGIePiJX1C9ZEWRMBjiGxY5JCqyWGCV6seqrkWMQlDiK7SxCYjyChI6+tSq4sSxiURrkL+QIgSlj4xxKrq5EpK1V17NmKKQJQf8pmjjjXI9Y2F666MljIgERxCiX8WLq1jkMEZK1/scNjxY5C4lWbI1i8iQBTERAvVWoXAJP9dX1Lq1V8TEX3GqtbOuLHGQCIYouJjkC/6x1rYGRGryNQsdWDIyNUQ+ULUJRWIAmPxxK9ChsKWwIgbQBsK4/K4uRFIHx2FjWqwQoKqo9dVQqxyeuAfgjWtRBPiFEtRFhYh8eNWBVUmgfF8a17KoSB4pAsZRCvF611VMKrKk2fIihWElXxCEIWQPGEoYlR+MS6/H/EMQlRqZ+rTEKyoZHr1ERCB8QlsqIqV8XQjQKSsdaCP49j1yP5Hx8cYxLj0kDXiEGPIIYqAPFrEunEsSLHGoqQxX4hdQqiPAx+Ir66pCxf/ER61VeMYvi9iOKuOvHJkCIqxfFVGP7HxCV8bEgQrMSo8ax6sjEpVTEf5LOP/H1jVD1N4lLkfurVWuTQQNWJSxh+Qkf2MgQhrj41Ejrj8ZFUYhKxWJW0pWMZPFX/Z/IyIhDZXsD6h64iIhR8iOR8QiVLiEklQldH/+rWRxDSseNWISmI6h/i9Y/KxjXi9iEQGFCZGKKMWpfaIFFxV1iVqQwqr+pY/qVEPErjHYGoVW5+vkdrrgY5QtdUWIauu5F4lMQL6tlmLFki/WJQ0sK8X1YmF9ceiPixjQKpdQsFYvY1C46dgQtej/tSBZEUQ6hMVbHJEtmuIdTHVV1fHx4ux+KpZEXVGAXIVqEtbAmI8jXkaqpPHrI6xY9Qv6VsfUKzCrXJr8VoUjjsV6/xfI/6uOsaiWBCXisa7Fx1KyFyfiEIVqOPEr47RKmFjQWMZCpHiFXGPJ4o+plvxKmshkEXVXhyBrHQuxxaiFLFiF1RIjyCBDr4CIleQrUqtQxi68fiFXiq061q67GOpY1SGB/rGx46nEQh/sRr+MeRj44uQIVUlUdREYKsQtEYsYYq/VFioXZiJyNfUwxiiELHIiiihB1REKcLXxxfyPw4uOvALIxYtWogStYY/iwZGLxcfQJbheIjZ1AF9dTK7EgQxK1sVLV+yFeLqFWiJQpNVdYiPsUxcAMVeNesXiiXxVRk/x+LV4I6qxLUrEMXjUrExRq9mWAavqxY6mNXESIfqjWr9jByhY8Yx8eQTEPh5AsY+QsUryFCDUunrVjEseoisUVjiUpWMWlnI6/HFEIkX4mIchWuSobMWQpdVSv4PI6xf+ofVYgiiHr4vsfVr48iRY+LWuqRiK8QF9fJEP+BZGIBDOyvD1xk9QhRV//GJShrEJRAqlcZCmBKr9XGIXi/EETGvFFEAVXIrEKNbEkVng1kVKqVi6xdUiQtccTf9erWIXFGJniFx6irBHF5SqiIhVC6/IZHi+0IEY+tRKumOR+THHwr4hg8bWJNgESqhfq1ER/XHJQvFFi1KsxDFVEMrHZ4vIiXrkKiWx4uNRI+JkStdZJiJgQ1j4iNcRcchciVxERj+DiWxxxEDjiV1xatgUf1RhxtDi4qgZAsUXEheMWLjxbCv+tYuIFauIeNXI48cXHyCVShsEYhfYqH/FFXxEiESJQ/+QPrFrHFUsjiIVFFVkxqiVix8eNfkMD4rDAmhDsSR+KLURrVyeRxEjHkEVRVavHF6hrFmo4xDUSr/IV2Fr+IyNS1ZAuQSJQsSiPWQNjHVWNQvELBjGoUaquoziqF61rrtVDX8Ua/XqIUIdTBJOOLjyOIUdRGsdbFohf6l1fHitD1RVY/sRRLxMVfjFwYlWOXyFE/kLYjXIVWT7OOMShC+Pq/IH4vwxf/VEPVsLjUKzisRY/2lxLrVSPGuCLJVZV18ShNVSRkK1Y16o6hEVq8qKP/UHqFkk+zxRDgxWOoaskWrFF6urFVjHGvI6I+VlalC7MWOKQquJShyNdSvY5EWLrViqEvWIWOqOIIlCx8ccS/FsfjjWPErEMdUgUS/Ioi14BRD1VyExK5VA6xVigjZjq48WuRETTI45MUfYxRfF4+odNeL/yBCEoX1DxiK9MjZ45QuQtTCl/qK/+MWoYo68WtWogVeNgS1frFtEK4yB6xKk/GIUqxF2OPVpsV5MWORyYlxeL14tXqYx2iRM9W1q64hpVVY8exFyRatcSvsR/HFFyBrIj4P1erxDi7QiMUfxdKhWFDDxdjj//k9UiQqR5FhjXqJJ9z11Lx49fqXEx2sUQhir/JjFH8YhahRLriENeP/ZkBY4sWRUvELF2Yl2AMLjFHWQqv/xqIFqXr1eOMQhiyNXrFECqoaxJ/qiaUr5QySBC45MceQrGLjqq7G2KMViqMX8QmFjGhpgXV+SYtCWRQLY6uIS5P/yIpElVetNwQX2BWOpf6xrjqqxRchTEXEwLFDFXiIyKVB6sWvH/kY9fw1kR+O4UIUjF1MWFj1SOMepkhZIurHq6uXqVAslEaRZGPUqwRUxB6hr6o/FqEnGVYG4is+Qoaoli5CxaxwK5DMgeSLqFWodeEQq+YJpGSvrUO1q+McYpBAyIk9qpQsQqhRVfjrVjwKIwR1lZPiKjVx/iqqHHkVYgfq48mD1ZEgcXMRY41DF/WIoiJS0ZAhMYINomwMdn6vj8cexgHZWTHVq9a1i4qmMWOWIiquwJVY2CBWYlcGPrySFilRCqqEP1sfFqK1/i48ixKi12OP/GrUSkfF4sUnIk1jj+QLjxxERYqiMhn61Lq8i4yORIFxDqI6qhKxVMDXIjFqGrEVkqJUPiI5Ej8a1C1xqbyeKPxf+GxHqXi1xatVbH/IxSI1YfiIXjiVj8hUX49dSpC6yosjjE0QqKpTDORK1VoXWIVSFEWCNYuL/HDWrs+REusXX1SB8dUWKX8iRlY8ZGvEr/IEz6sayOtUVfH9X/THE4EtdEcQlhH/F2YmhZEyuOKIGyrqVjDUqSzYqK9kxhXGzjhELJ7EBEONSK1SB+QIViV1q9jsCFIix4vQoQh/qjGvjxkK2AjkkWY//4iOL1LEzQONYtqwIcghUVapKo9oa+xxWEcXVEONdrFHgV47BAouR8VeqRDx8TA1ij+QxkgUIUfIGJStkXjX4oh+tROSuqR9XqFtKjker7Ecf4qmNSlBij+P9jias6ydXkDx8fFsMcNYx4h/8nWKIX4o/I1+qx//ryJPFFZrJxxYBDZXH61L+qPX/YxDVrkRMDrwkK1iYUIfx/HrHGLVDycWHIxMxVRK/AsjqFUJQBkdlWxFiFxiIHHiEwPDjH4uwL43Aq8UnxerFxRMfBiiiFEoxxfV7NGL9S8WMX/HHjFqjqtYsgciL2P1YqqvGrF8kViuqOJY61ZAx9dXGuJjj+tdVe0IdkhS41ephX7C/IB1yRJsrtYyLXkqEwvtLH+uMdceLlapWvVjxj/IV8ixjURiZTUV/iGD1RKFYk4x9RMdQR8jIJiGxjZBqFY0yeIcWuKRZkjZiarsRa4o1xCi4uQpGR8ZGnxZqNnxV12GOLEpY+sfK9SjCBDxUirxIBjkK1LXFqY9YtixIr+JTMcHZ646iF8NShdjWrUpipcj+P1erXBjVEzHEP7FawkMCWwJaqxCxY8bGMa4IpHFV1rHj1bFSlCiyB1ByIGxiWP9fHWvxK1q2BDK6yMYIpFcQvWvEOKofjw/V9Iouoha/VY2KxRLFiIGsjFiIq/Fi6pDC1dY1x6P/ORqEvq/jj4sali9WjqI/FUL4vjzC4JAOpWOOLxE2lCGRxVkkRi5SsrHxsC42MS/MDq4snUpQ/dDVri419iTVFEoeqRZqqqrj2P1YviX8dbIxCjiGODi6SCBjxC8n9nIFVY6uSPCpXk/XY1xjEQMHEKv1+LX0MK/jrqaGYqEpdcryRiHrFhEsS1D+oUheojj5CuQLjkRbXr+vFrrxcGyKuKRX41bIv6l18fyeNgfEEXi8VUsTESqtStWITHEqqyxriq2IgYvr4xCjUL/6x/k42Bj6h1qxEjEtjxiEqPXYWoWP9VQlRECHJERZHV1LxXChi6+qxxRepywrURkYh18VjH+qKKP2MjWskhVS9a9XqX1sev1jkRUjZUvUMccZLHXGEa+InFEuukjqFXUV4hKVkCGIj/x+XK1calf48a/VijEVq1sY40Cr6oxSPFiq/rEuvrH8Xi2BxV+REOsXyeQx4vGVXVFL1E/4xVL1a+QIbA/X/Eofr/yOIS5HlZCxD9QhViHrF+LFZxV5H/xCHVExw6xyP/r4rKlxrWRFq7PF1yRsbKxDF6hV6o4x2osVQx//qxxddhhqJj4+IjUxHWITFRGKP9X1qiVxL42Ix5EVWNWJe4jFqqFgqEpY/6leqGPjH4q8a48YutURgWLK4sQ1ZBC/2hDY+LHGx1sR+NQ8ZfsCHJxKFVELAIShiJVIjiXIgIiqHGvVWHQSomxDrXxdjXF42eKsrYjHFTrgUOuIY+KHaqxEVfI41EkrxMj5PxyVDJ49THY6vi8eJUfGJiLEOQMSw8YyKv6fxcXURXYFjx/YELWwTkeRa47FTj4OIfEldTGQqsY5H/xRybFcYlChUOR+Trxfq1VMeRjEJQl5OV+rEIWL4x/1JEJXV1omMkfUpiUqL8YmFgI8jpV8kccSqsnq9hWKwurrIkLlao1ev/x7HVJJq9dQvXFqIGsQ9gXX+roVYr1fikeRUrGKJiOuTVqrkyFL5BUgepj4mLCkyFisAFcVxMrIXrsZOOIcUBGPqGP8HZkRjr16v64usgQrEYmeV2BqGP9ShR//VqjRqHka/+2xirqjqEtVS9giPX8A9IV1amFYlfiYUNY1jaIq/4JAiRcQoP4h9ir5K62LIkqxAi44/ri5GLWMUX4tYyqhfXFIVGqAZKsSvriUvGuvriGQQDj8bAlYvQT62CKxQk4l5KuMHKFUKKx0/yCOuv5hUjGKqmY8SNUcTDViKPHCOuLjQT/H4xRr9Y1R+Rg6mbH/2qtS41dXFiHQqMerX1ij1VV1qFF4mF44+PFVstfmGddS2BfY18ahK2OoVdGrHkKxfFQspXFEL9uzULV4uMcSxxDiV6+pmNn4vWqJhdlZFfq4iOzmYldS4mMivFkK6h+oa2BSIBLXrFHV+METK6hxVcWMmJbHxjIZIFxVIqUR4xrsWheSSrr6MX4vj/9GuQoG1kLIET6B2JWMRH6yI2Ktcwvx48Y41VVqXUQMjyY4uAUSrBH/8davEqIcXr2eMUaoseLZkr9Q4hcQBq6hi5JHUrEuPixbBA1kSdtj8XkR8bCsQqx1EqxKYi9StS2BcQNQqvuCcbO11DKsDUMcisrxtjZ4omReKJVa7Px6hx6tX4hFDFqWjGw0JhS+sXyf1s6Iv49deAdURGsgS1eITZI8ZH/j1wjxo8ah4uP+obIxeRFV4hCF1j6vsRDFREpcQoqtha4rCiMhjxDI1CV41CxcCP9RNeuqJPUoVfjFrFUJkQ3FVdVX+ISsYvxWeM9GDTBo0dHg8GBMlnJ0WSEwYESI6MCKMmjo8TRRkwQB6K/+eP///uvtf7nMf+xIwf//ehNf4lGOL////////9I4mIpC2iLEiQpPlKlCUL4lFK2Ff5hQiBWFClBGrU0LikWuR2oiuVkEEJIIGJQtdUqL4oquwVqFV8wLxyBCxRqFiyqasoWRYxdahdUx+JFX9JUeRaqFsCEIQo9UW1iaxKGx4pXGLr/Y8qUvyFxCqTkCsEK4lRampFWO0NnkLiEwKLVERiDY9WVqaYiiyGsxiFlarDUQisgViRK5FgUUSmFKEKRaV9Q4CNhiJQliYqYEra1SPIlVFWA2vGLqsZEbgTDTGKoUXY9pQhisf6/qGIUiPiIiH1eRGNRgxxRNCiEISamGFTRGUwqLaiklEEJiK4RCxRKFGQRjUQLtea9PiqEprYqlVEWBCKIEKPYEOKxEJjqI8hrVx4vIyCBaxRVMaF/KYIFELi8WkgpSqvUqQrUQQQrYkcSiBLVEPiF+IViwxkEMC9VQiNjFVWLi/DVYxWOHkD/UviFVEMXiUIhSpDEgRHIYFUuwxrx4rES/Y1C1RqkbUeRVVFViVFiYIEopTEVShNamKo4vaseOSJUSq/1YlCKq5Ej48oiVkREilfFVIUvFERxCYUsrqjr1sWovF7VpiLxCYERMCjIxaumoUQsexiMMeIQpXKq1CyJOoqQwxELWpwwoiYKFURxVCq7DBGr9WMYhahBIFY2GBYlaotr7iwOL9ROVEQuopQ46hECIFI8WL4R7DGKqwIEhjslSPVtCI5hWwJbHqYKFYqDIsVNEEDxcUREjiULFUpQvEL1CFq1MDsKi2OJiKx2CGCBFenkf1WhRVcViQKpUjW1qUCrFFZlDErEUqViyNgfIsRLqxCVGREIQlTCmJGogdSh68jiKFikSNghREUQiImKyB5BXMRqF+qIS1q1SIpWLlRfqVFsCItFEKF1LhFH/1RCxdQyFa2GNbBBChVMQixWFEEfVxJ15gjiylCKUL1dZXK/IFrlC1CaZzEXK/lKVkYlYqiKqv+IXFkRRRCajIqtMaopS2NRgQuvkRbCxiyhC2CDRIoivVji/lZEhWQrI4ucZEgVUVgQvuB+riYkLEwooUiLtcSMj6v8Q5S4pQpSo4lFWmInAmOPiildfkOJSSjGNfscRXIlDkeIRTXI9eKpgQiOQwQpiIQiswuMWoxYWQLWRyOIalELFFqY1RRCA0JghiooSlDriyFMavyhC/YiY1ZHY5Hq/YMNCVIr5BH5QhEWMgTE11RilMLxCELUMUoex9cUQsX9TChyshUQpTQlxMh4phJUiRUoSlQYuIoiIVjxcVqMQuoTHFri/IaXYY4sWoXiuBCtSMUQleRxMKipUR/2hahDUoWJVXKkRFFBJ7EdgQvCpjiViFqEJWUxH9oJFrFiMCqiGIQRMCq5RCiBFdgpgfY7TBFwQP4lVceoYhRSFf1CyBdrYxjERiI8UHIsdShcSuoSo8fVrseLrIEJYhMkYsh0IWqr+ISlWIlDEREJiRsKT1KUwLGLiqF8jqIi1KxZGxH4uLIkKrEpUSvH6tgrVikKqqFFx1MKVYERK8XIqUUxIF/xSBfiIlRSIuIeKviUJQxSPYYFqUxi1qq6iqpGwtWRasKFVFrIqsWBpEQAdiIUgWR+QPI+vi+YKilahMMcWrIqFFDELlMCYkRCFENX1eGJTEoQrArOKJirFaUqKQKQUpkUXsSMUWur4isRVOaFI8WvKa5EQuMUXIhKIUwQn/2LBClGIg5CuIjI48x5DGwpcTFhpQpioiRaELiiFiiiMYpAlCFI4hKx1SCJGIbEVWKsRGQq0MUgXkReISMQhWFEYq5ggx1K8SMjVVrEJXijUOLFVV1CxVCI+qKJwQIpTRXIxKiyBYhAsEEciJjI8gggaldS/1FakNcW0qRyur+RURqImCCBbH7A/i1iikfI/5BGqKrtNDE4Y9VVWIjkCVikEEcghWISRZWx+rI5UWLV1RNaiImCJSqhREbXFYsMYtXIELtVECa7RjEJiogjE4Vi3BDUgjUpex8QhjyB4mAiViYXF/Ii/i/kCVKr9hJApFjItVL5FRQhdgghbKlRWRMMRLYi1NRiFUxkyBZDCqmFC5TIv8gVXUNcQRLFcVepWKNdUUhrErkKqDFYq4nAmNggS4mP25Che0VFXYjGOIdgjcK7CxVKFxKtdWxiEq0wLjxiEoQ4iBeUrVr9qxiNcoUggQ/FFFVWK12CFYvEwKVyCOIoUgUSqvIj6CBfELWREVxBx8X61f+JgWKYEojIxbUjFERKqUxYqUoRAvGxQIX/E1EKLEr4yOIdS9MacgqKLyBzEpUiLi/Kqx4rHVEIkXj6pEhhXGQNhePI+IfIH6mBEciPaF8XUQqoRArGRVqjEKH/I5HFF3FQvxLV7AlaleLFuFfaMCIVxSIpgj/kePX+pUXY8gcSjGLiYyGRBEqsQpAqqqhWIle1sR8XEKyDF8WKKKMUTKh5gUZDA4qgqcCIE11EKjUURyhbFgrI4lCY6v1eLYUoiJUSqvr/1GBCVD2GBL6qlK1RFYpHiikatTCxSBYiiYmIsQirGr1lWsXVF4otUWRKUwQIUWLi6mCFYqpAlfxbEQqmGIyvqEJr1CI8iJSsQophQtVXYjEIiRi41xKIUtX8UShWNiwqQ0QIRChD6sohVoj1yolRMKlVMKKiV/6hWKtpiaqwasTDgjVaYIWKJoQmBU1CylamLEX+UIahiFIkZEQtj/4V1VcbGshgQqpFUj9WpRVerkK2JGJauocTHIEMQsUqKoWohpgSolRRdQlQtMRCsC2IhdRHiENZAlSKoh6l4mPxcQohCWojI5HQ4qUYIKX5FggXJ9UgghS1ERECyB+oUiwoWxYxkCULhGnWP5BFhRAk61xcXWVaiIrETYF4iBcUdTFhSoohCIYIyPxyGBNWKqmChWBVkq9YgiFi1MVceoXH/UqQKrUOQr5H/U1F4q4sVSqhVdjYij5S7BGLEqFgRIsrmCCtiJWTsSNPsCY06tXKV3CihcjUxEqQx/itWFNZEhamJUSmLEXEVGrHFYHF1YsgFjqxDxRCYsCI9WMi00LkEa5AiPYsFeJggUiKLxZQlEdYurF+Qr9WqV5ViRIXIEKRixSJGKIXqHUwKIVWIQvERFzCvIisY+KwNiLqVUUJQ+Q0V+x6YtTH5CqmPEKxEL9gXIYkCiEJQgi5Wv6ouwKIRhXELYqK9WQJXI/UpirkcoWxYiITI2iiLCuJqNW0KwuQKLEV5HExYV/+1yGPYtAGQLYD1MRMdrjFWJX4RMfscgWVV8jkbQqutjcFamBRZDAhMC9QlfYYiFIi4iNUSiPIHVxOMQlKVULMOF6ovkWI2GMXTFF6v7EZHFixEanHsdiqPijqsEMRiiK/V/F8pkXa6uQIhVQmFeoSurlcXMeKQoiKREpXj6YiMKhccUTDVktjasL1qjyOwwJQsTH8pSuR9xqxZAqxNE8iLWmQKYsdjlSiPiqq8RSyK7ERAipA4uY7HqyMSqlShCYGO04GoQisRHiVEQJQmLBGuxjFVkCKXKkKII+QQrypAmOqQV6yLXsMCKYTiiwqkMCwqsRcjExYYEoJGL1C1CIkVCEw1EQpSmlEC+IVhQsVYsgLQyBRdbWqQRFqI9QlqVY1fyBqK7hS4oyBLiiiqCIioQf9WKoS4lK5GEitiVE1MEEdjKVXFUxEKL8hViKKxUJQ/EUvVFKUNTBVSl1ix9UgXWRiaxpI/Y1V1YqitahCFmPVEYSpURBEYmCCrGohah4vsSMojjZi/lD4iJC+1yMrVlC16iFRC+qqLtYli6pFVqRrKYHVsFKFqoq2uKQOJqvF+QrEJgQvIIFa8j8QuoTAgxVWhC/o1/6hi9QmFMVKEpv2EyCJGMrVjVIkRRRSJRQsrZFkSBrErYmOKT4sSvGQIrsRSMURhQschrYmItVVWrxqqIX/qTFxlK1CIi4rDPKURaUMVj05ClemxKU1qiFxmBC47XaN9zkWhCVFVV5HxVMDlMfYV4pCiuQyOxF2MXIuCvmFDURTUQsri2BD4vFV5UgQWBJqlCsCERkEMCiVqUKppXxaqhxqyuKRVxVCFIHI2FYqrCmtQsWL4ohZC+IXxCEr1SobG1ilFMarETREjERJaiYVqi4hKFi47EwpheRFIVXJViI2NpStXWVURVWLlSKvWR4ompArFWJiKUqtS1GIiJViKphwxUOrFlWBKIqIY+xV4lUEGPKiXIYII8hTBoXI1dwRkREYqxEeKrIIEIUQqvaI1ClMMcgaotYuHseIrEKKRq+qoeIWqLqFUxi6vaF1q6rQpEgTChFKCYFkRRRK/7H/XHkCiSQUQU0UvIF1MC0iIUJXqiURx8UWLIjYsVajAhSoonG48orii8QyBkK9UWJRH41ECqV/Fq/tKEDETEwIYiBYthWKQrEQStjMKsCEYax/2MwH9WJYsWqRFIqHIiqaxRfVUJYh1CEJWVIY7BHaVcRCIlpIq9jq+qOrkVRCyMXtVKxI1FNBymBeVVaIY41Cq8NUhgTEQvF1ikKEIiLExUR8VWMQu1U4F6lRi6hXW4WSPFV4pDXVEIir+KQqRIVYUGKwwwUImKpiIir7CsXlVL2FSGP8eUrFqKYItCDYKyGGtrsdRJVbGuJxIEV2ORi+oXsa5HEvFF8fi6lKa7eIqKVrFi/EuIjITHH4pURBalEKIWwwJpeqITjjymFWigj2KSosRSlCVTnFhjErK+okj9gogUWJShavFFI6lKxYtQv8atiQRHXkR6lMfVYIIDuBVQqIi8Uj2CMer1a66uLI1NEDYVxC7AsQjAZQqmBRDlKyJXHyFSlbRA1qEYY4lfxRC1RMf3REUiIgQitQqiCOLI9XViEaEKxEoeLxYuurp62JHIiytShcbFRCqoSJBSiFRSheQvYkfyPyFiEL+JRHVxNRixERcpqLqsMEfi2NRCtQlWMjFKqi/r4CJEoeKqKIX6xCiI8UVpUTGqxcRSOOqx5VjUQJXFELxWiFWCFYvFUMYtiQ0JgQxcRCiFMZSlzBGVVUxIEogjIYEwpVrVkRbAsjaYqJI1RKUxaZ2BcgXa/x4mJAurxMRERQypEXHqEvYRXi9gqJjEw1zCldwrVxC18WpXxVWJA1ClK4halNMVYosYiNjFI4nAuJQtuKLURsSvxSBECV6sRHscggRTUVjiI4qhK2BdipiJXFYqkSIsVUQiCsfkNEFKEJgSvUQrTiFIVsEfEoUTKyBCkexUpWpZEiwvFIMEEVchf/XELGpjacM9qxFxoF65Ej9dRH8RRBFrVIGpiKrskYvsWGGNSqvi1SLXsVZQtiwIUgw0RyB1j9WxFp4hEamYiBRCiFEr1ELqI1diUISpBHHWqpof5BBGSwrI6imFSOLkTGrEwMiIqKIgwwQ41KIqkYrEQqnDWJShRZrII1SKiVB9RSuL9RghjIWJQpGwViYERGQpgWpSpQuQwQRcalVRauJQjAhkfiY9QuqRkEamCBNMLiIyCMVeFTHGojKi45hWx8fEUq4UJTC+57RWJX68ghgWIVVVgoTHyBCjIY+RFrZtSOrxD7HlDFHitVNMVVSMROwL/q1XH8Qh7QxD41RfskeIRGqpXEMWx2KhKEuLxwiqiEoQqlCUKpWwJlWpQmKh2KqdiRUrELI6hV8QrWIQsTAogqi8WrxNSovVtYlMZSpDUgUgQhK9QsWLyCJBiRi8xFEKUR2PiFSpQpAmsVRgogiLkLFyIlKVIEYqUNqIX+L/keNoqIX1MKUQrYiITAFiwxxKqKYYq8WJUbDVwJUpPH/sRbBQtjxKIYixEWCIlWnBBEwCrVKVI2NoTGSIVVXiiYxtRMcWrkExcji5CqiGMhTEal+wJTXxSFZA6xeIeR/YkRKa6h62CBi4iMUcUqMQgDGquRmGvkCxFeoUXiIFVlKIsEFR5AhZBChYotShSsSaBL+wtQsQlEMLULYxRf+IqLXsVLq7QmpGOQqUJoIotUr1MCVsRWmGKuwIqRxbAsjiiFqqixCiE014/URiGIXGIUiUxEIiohVhQuoJhiNSlfi8x7AoiNRj6mmNKsWRrVAvaaxRcbAh8oQsr1kSLDAsgdYpAv5EYiFeRU4i5FrV4tSohYlexyKBK4xEeKqxIV/V/ENSpHrFjYWookUWQKR1KFUoXkcgcaSl6hSJDggix8S5gj8RARbChRdXIi/1yoxkEVVMewQrw/qEJVWrYV/VEr3VgXqtUqVULErxL4YhC/rkVKiIaIyPEWsQlK1aqo4lWrCuiKKIgRCoxciLYIaxEciJeJWIUUib5SuQqopAnX2pHi5C1EMTDGRYxZEWRxFMEWIqlOCPijsJqFEpoRDSsTBHiEKIWOvtCMNVfuBC+pVqIgiIWrqIF2KlSFEMaoxVCiYixeRIqiWIVVUSlRCq+oWOqIgalCIEStTEiT1VFSGGqlKq8TPqlWFKIHEIcRChdpWIQhVVVGFdjEPyBKFsWCGOqRi4hsEKUJURjEKoSl7FiVVV9jFEoXWRERxCIxNfIiIi/UVKIqsasgjsEKYEQUJjkMeRqxaiPExYFxkCqFY6iF6lRSuxIYsCiFYxVCVxKlRkRRNcS6iLQuPUP2KlDyFSJCmiMiUqKqqyRY+66vxFaYuU4cFK69QnBXYExURYtLIUoVYrLDWJhheL+Igr9xqKuFKFqkKsWJVkQyBDKcKteKrYKKK4qosQv1QxEFdeUscgItasiLIY7WIhXFF8eKwKLUL8hQh+JfsOmCsRGqRkEWCtowJVhVRHxMfq4rHixKoaYVYZY+KpQmIlCsciFxF1fExs1EDkSBYhERV7QpAilMVYsiKtUiJTEWLxfsYhMLiyPIqqIFFsXGxIFxRfqFiIU16iaxYoiJXIsCarIEpXxVCXI+IwooMhiLqq+x24lyB644v/1tfVEkQiBCEJXY5EiLxKqJVq+RWooVVUZEggj2IlfUL2YqlYsWQq1IcDYq1EVOGqhCUIiIhiRY+pgURAmPI3FRHI+Vi8WqUIiIhwr4rAlNNK+GQKLUEeLi8UjHE1kCVExkMCzHtCYYVHUIXKIqrY1ESOQIhXx8UX+Y7Ch2CGMgZBHiVELYaER4haiP4OqLV9Woj9hjqFFqiqEQsXkC6hfxfiEKJWr+qPIaij2MfY+oXUKQoI2I2Nirqi2PELE41K1ZGVyF/a19hbUQhQ+wVIWQUQuRKkVaoqsXEIUjbYkMDEIRXEISsjIqV2K5FwRUKrHI8UeCJrkbUDD7OCyVjJLLGwUUeDZR6NHB4YfBg5EcHg2exDMknB4NTwYI/99/1f1/3P2f94zx/7iY///zoRRx/mGCMgRgQA=", nonzero: 5e4, gapBits: 1, valueBits: 2 };

// src/core/deciders/model/sureAt.json
var sureAt_default = { complete: 0.8162645961929633, postpone: 0.622445750759542, precision: 0.98, measured: { complete: { verdicts: 881, cleared: 466, right: 457 }, postpone: { verdicts: 843, cleared: 583, right: 572 } }, rows: 6639 };

// src/core/deciders/model/shipped.ts
var shippedJudge = lazy(() => createJudge(loadModel(weights_default), sureAt_default));

// .scratch/try.ts
var import_node_fs = require("node:fs");
var today = process.env.TODAY ?? "2026-01-14";
for (const line of (0, import_node_fs.readFileSync)(0, "utf8").split("\n").filter(Boolean)) {
  const [item, annotation] = line.split(" | ");
  const r = classifyOffline({ item, annotation }, { today, model: shippedJudge() });
  const c = readCues(annotation.trim(), { today });
  console.log(`${annotation} \u2192 ${r.action}/${r.type} \u23F3${r.postponeUntil} [cues ${c.action}/${c.type} ${c.settled.step}] ${r.reason} | ${r.proposal}`);
}
