/**
 * Memory entries for the benchmarks, written like a real note's: a few
 * hundred words of everyday vocabulary (first names, surnames, streets,
 * towns, weekdays, clock times, appointments, shops) in the shapes people
 * note facts in. Real notes repeat their vocabulary — the same people,
 * weekdays and places turn up in hundreds of entries — so a proposal shares
 * words with many entries, and a good part of the proposals are about the
 * same slot as an entry (another time, another street): relation
 * candidates are found and judged, not ruled out at a glance.
 */

const NAMES = words("Anna Ben Clara David Emma Felix Greta Hannah Jonas Julia Karl Lena Leon Lisa Lukas Maria Max Mia Noah Nora Oskar Paul Rosa Sara Simon Sophie Tim Tom Vera Zoe Alice Oliver Chloe Jack Ella Henry Ruby Oscar Grace Louis Ida Theo Marta Hugo Elena Samuel Nina Adam Iris Victor Amelia Arthur Beatrice Carl Daniel Edith Frank Georg Helen Isaac Jakob Katharina Lars Magda Nils Olga Peter Quentin Rebecca Stefan Teresa Ulrich Valentina Walter Yvonne Agnes Bruno Camille Dora Erik Frieda Gustav Hedwig Ingrid Johann Klaus Lotte Moritz Nadia Otto Pia Ralf Sven Tilda Ute Wanda Xaver Yusuf Zara Ahmed Fatima Leila Omar Mateo Lucia Pablo Ines");
const SURNAMES = words("Weber Lang Schmidt Fischer Meyer Wagner Becker Hoffmann Klein Wolf Brown Taylor Wilson Evans Walker Martin Bernard Dubois Moreau Laurent Rossi Russo Ferrari Romano Garcia Lopez Martinez Sanchez Novak Berg Schulz Koch Richter Neumann Schwarz Zimmermann Braun Krause Hartmann Lange Werner Krüger Jansen Peters Vogel Friedrich Keller Günther Frank Roth Beck Lorenz Baumann Franke Albrecht Schuster Simon Ludwig Böhm Winter");
const STREETS = [...words("Mill Station Church High Park Oak Bridge King Market Garden River Hill School Elm Castle North Queen Victoria Orchard Chapel Meadow Forest Lake Spring Green Manor Abbey Cedar Maple Willow"), ...[]].flatMap((name, i) => words("Street Road Lane Avenue").slice(i % 2, i % 2 + 3).map((kind) => `${name} ${kind}`));
const TOWNS = words("Berlin Munich Hamburg Cologne Leipzig Dresden Bremen Bonn Vienna Zurich Basel Lyon Paris Milan Turin Madrid Porto Lisbon London Bristol Leeds York Oxford Cambridge Dublin Prague Krakow Gdansk Ghent Utrecht Stuttgart Freiburg Nuremberg Hanover Kassel Mainz Heidelberg Aachen Münster Kiel Rostock Potsdam Graz Salzburg Innsbruck Geneva Lausanne Bern Nantes Lille Bordeaux Toulouse Marseille Nice Verona Bologna Florence Seville Valencia Bilbao");
const WEEKDAYS = words("Mondays Tuesdays Wednesdays Thursdays Fridays Saturdays Sundays");
const ACTIVITIES = ["swimming", "football", "piano lessons", "violin lessons", "ballet", "judo", "tennis", "choir practice", "art class", "tutoring", "riding lessons", "chess club", "drama group", "gymnastics", "hockey", "climbing", "basketball", "guitar lessons", "scouts", "coding club", "karate", "fencing", "rowing", "handball", "volleyball", "flute lessons", "cello lessons", "pottery class", "dance class", "athletics", "badminton", "table tennis", "sailing", "yoga", "robotics club"];
const PRACTICES = words("dentist doctor physiotherapist optician dermatologist paediatrician vet hairdresser osteopath therapist orthodontist cardiologist gynaecologist podiatrist midwife speech therapist allergist");
const SHOPS = ["pharmacy", "bakery", "library", "post office", "butcher", "supermarket", "town hall", "recycling centre", "garden centre", "bike shop", "swimming pool", "dry cleaner", "hardware store", "flower shop", "bank", "bookshop", "cheese shop", "fishmonger", "farmers market", "tailor", "key cutter", "launderette", "health food store", "toy shop", "print shop", "citizens office", "tyre centre", "car wash", "pet shop", "stationery shop"];
const FOODS = words("peanuts gluten lactose shellfish eggs soy sesame strawberries kiwi celery mustard walnuts fish wheat tomatoes hazelnuts almonds cashews pineapple mango garlic onions mushrooms coriander pork beef chocolate coffee cinnamon avocado");
const DISHES = words("pasta risotto curry pancakes soup salad lasagne dumplings tacos noodles porridge omelette pizza stew sushi goulash moussaka paella ramen burritos couscous falafel quiche casserole chili");
const JOBS = words("nurse teacher engineer accountant architect lawyer pharmacist electrician librarian designer chef pilot plumber journalist translator carpenter dentist midwife firefighter physicist baker gardener optician programmer surveyor");
const COMPANIES = ["Siemens", "Bosch", "the hospital", "the university", "the council", "the bank", "the airport", "the museum", "the theatre", "the school", "Allianz", "the newspaper", "the zoo", "the library", "the station", "Lufthansa", "the tax office", "the clinic", "the brewery", "the opera", "the radio", "the post", "Deutsche Bahn", "the insurance", "the court"];
const BILLS = ["rent", "electricity bill", "water bill", "phone bill", "internet bill", "car insurance", "health insurance", "council tax", "gym membership", "nursery fee", "music school fee", "newspaper subscription", "heating bill", "home insurance", "parking permit", "streaming subscription", "loan payment", "pension contribution", "club fee", "cleaner"];
const MONTHS = words("January February March April May June July August September October November December");
const RELATIVES = words("sister brother mother father aunt uncle cousin grandmother grandfather neighbour godmother colleague niece nephew stepson stepdaughter");
const COLOURS = words("red blue green yellow purple orange black white grey pink brown silver");
const THINGS = ["bike", "car", "scooter", "umbrella", "backpack", "laptop", "phone", "coat", "lunch box", "water bottle", "tent", "helmet", "skateboard", "camera", "suitcase", "drill", "ladder", "sewing machine", "guitar", "kayak"];

function words(list: string): string[] {
	return list.split(" ");
}

/**
 * Draws from the lists with a 32-bit generator; earlier items of a list are
 * drawn more often (a note names a few people and places far more often
 * than the rest, as real ones do).
 */
class Draw {
	constructor(private state: number) {}

	private next(): number {
		// xorshift32: a state that is never 0 stays never 0.
		let x = this.state;
		x ^= x << 13;
		x ^= x >>> 17;
		x ^= x << 5;
		this.state = x >>> 0;
		return this.state;
	}

	of<T>(list: readonly T[]): T {
		const u = this.next() / 2 ** 32;
		return list[Math.floor(list.length * u * u)]!;
	}

	number(from: number, to: number): number {
		return from + (this.next() % (to - from + 1));
	}
}

function clock(draw: Draw): string {
	return `${draw.number(7, 20)}:${["00", "15", "30", "45"][draw.number(0, 3)]}`;
}

function ordinal(day: number): string {
	const suffix = day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
	return `${day}${suffix}`;
}

/** The shapes of the entries: each draws its words from the lists. */
const TEMPLATES: ((draw: Draw) => string)[] = [
	(d) => `${d.of(NAMES)}'s ${d.of(PRACTICES)} is Dr ${d.of(SURNAMES)} on ${d.of(STREETS)}, ${d.of(WEEKDAYS)} at ${clock(d)}.`,
	(d) => `${d.of(NAMES)} has ${d.of(ACTIVITIES)} at ${clock(d)} on ${d.of(WEEKDAYS)}.`,
	(d) => `The ${d.of(SHOPS)} on ${d.of(STREETS)} is open until ${clock(d)} on ${d.of(WEEKDAYS)}.`,
	(d) => `${d.of(NAMES)}'s ${d.of(RELATIVES)} ${d.of(NAMES)} lives in ${d.of(TOWNS)}.`,
	(d) => `${d.of(NAMES)} ${d.of(SURNAMES)}'s birthday is on ${d.of(MONTHS)} ${ordinal(d.number(1, 28))}.`,
	(d) => `${d.of(NAMES)} is allergic to ${d.of(FOODS)}, and ${d.of(NAMES)} does not eat ${d.of(FOODS)}.`,
	(d) => `${d.of(NAMES)} works as a ${d.of(JOBS)} at ${d.of(COMPANIES)} in ${d.of(TOWNS)}.`,
	(d) => `The ${d.of(BILLS)} for the flat on ${d.of(STREETS)} is due on the ${ordinal(d.number(1, 28))} of each month.`,
	(d) => `${d.of(NAMES)} picks up ${d.of(NAMES)} from ${d.of(ACTIVITIES)} on ${d.of(WEEKDAYS)} at ${clock(d)}.`,
	(d) => `${d.of(NAMES)}'s favourite dinner is ${d.of(DISHES)} with ${d.of(FOODS)}, ${d.of(NAMES)} prefers ${d.of(DISHES)}.`,
	(d) => `${d.of(NAMES)}'s ${d.of(COLOURS)} ${d.of(THINGS)} is kept at ${d.of(NAMES)}'s place on ${d.of(STREETS)}.`,
	(d) => `Book ${d.of(NAMES)}'s ${d.of(PRACTICES)} appointment with Dr ${d.of(SURNAMES)} before ${d.of(WEEKDAYS)} ${clock(d)}.`,
];

/**
 * A memory entry for a seed: a template and its words drawn by a generator
 * seeded with it, in 32-bit integers (in doubles products pass 2^53 and
 * lose their low bits). Different seeds may give the same fact; `facts`
 * skips repeats.
 */
export function fact(seed: number): string {
	const draw = new Draw(Math.imul(seed ^ 0x5bd1e995, 2654435761) >>> 0 || 1);
	draw.number(0, 1);
	return TEMPLATES[draw.number(0, TEMPLATES.length - 1)]!(draw);
}

/** `count` distinct facts, from `seed` on (a seed whose fact came before is skipped). */
export function facts(seed: number, count: number): string[] {
	const seen = new Set<string>();
	const out: string[] = [];
	for (let next = seed; out.length < count; next++) {
		const text = fact(next);
		if (seen.has(text)) continue;
		seen.add(text);
		out.push(text);
	}
	return out;
}

/** A first name for a number (agenda items: "Call Anna about …"). */
export function personName(n: number): string {
	return NAMES[n % NAMES.length]!;
}

/** Something to call someone about, for a number. */
export function topic(n: number): string {
	return [...BILLS, ...SHOPS][n % (BILLS.length + SHOPS.length)]!;
}
