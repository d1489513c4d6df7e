/**
 * The project's own labelled PII sets, generated deterministically: values from
 * @faker-js/faker's locale data (a devDependency, never loaded by the server) and lists written
 * here, placed in sentence templates of several languages; negatives are near misses (places,
 * products, organisations, streets without numbers, dates, versions, ids). Split by template
 * group (rng.ts isHeldOut): held-out templates are never used while tuning the detectors.
 */
import { allFakers, type Faker } from "@faker-js/faker";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import mobileExamples from "libphonenumber-js/mobile/examples";
import { isHeldOut, mulberry32, pick, type Labelled, type Rng } from "./rng";
import WORDS from "./pii-words.json";
import R4 from "./pii-words-r4.json";
import { ownPiiRound5 } from "./pii-r5";
import { ownPiiRound6 } from "./pii-r6";
import { ownPiiRound7 } from "./pii-r7";
import { ownPiiRound7Address } from "./pii-r7-address";
import { ownPiiRound9 } from "./pii-r9";
import { ownPiiRound10 } from "./pii-r10";
import { ownPiiRound11 } from "./pii-r11";
import { ownPiiRound8Address } from "./pii-r8-address";
import { ownPiiRound9Address } from "./pii-r9-address";
import { ownPiiRound9Small } from "./pii-r9-small";
import { ownPiiRound10Small } from "./pii-r10-small";
import { ownPiiRound10Address } from "./pii-r10-address";
import { ownPiiRound11Phone } from "./pii-r11-phone";
import { ownPiiRound11Address } from "./pii-r11-address";
import { ownPiiRound12Cased } from "./pii-r12-names-cased";
import { ownPiiRound12Address } from "./pii-r12-address";
import { ownPiiRound12Small } from "./pii-r12-small";
import { ownPiiRound12CardsEmail } from "./pii-r12-cards-email";
import { ownPiiRound14CardIp } from "./pii-r14-card-ip";
import { ownPiiRound15Small } from "./pii-r15-small";
import { ownPiiRound14Names } from "./pii-r14-names";
import { ownPiiRound15Names } from "./pii-r15-names";
import { ownPiiRound14Email } from "./pii-r14-email";

export type PiiSlug = "email" | "phone" | "ssn" | "credit-card" | "ip-address" | "person-name" | "address";

const NAME_LOCALES = ["en_US", "en_GB", "en_IE", "en_GH", "en_NG", "yo_NG", "en_IN", "en_ZA", "zu_ZA", "de", "de_AT", "fr", "fr_CA", "es", "es_MX", "it", "nl", "pt_BR", "pt_PT", "sv", "nb_NO", "da", "fi", "pl", "cs_CZ", "hu", "ro", "tr", "ru", "uk", "el", "vi", "id_ID", "hr", "sk"] as const;

/** Names written for this set (not from faker): many cultures, apostrophes, hyphens, particles (data: pii-words.json). */
const OWN_NAMES: string[] = WORDS.ownNames.flat();

const NAME_TEMPLATES: Array<{ lang: string; t: string }> = [
  { lang: "en", t: "{name} will join the call at 3pm." },
  { lang: "en", t: "Please forward the contract to {name} before Friday." },
  { lang: "en", t: "I met {name} at the conference in Lisbon last year." },
  { lang: "en", t: "Attendees: {name}, {name2} and the design team." },
  { lang: "en", t: "According to {name}, the shipment was delayed by two days." },
  { lang: "en", t: "Can you write a short birthday message for {name}?" },
  { lang: "en", t: "The invoice was approved by {name} (finance)." },
  { lang: "en", t: "Summarize this email from {name}: the budget review moved to June." },
  { lang: "en", t: "Our new hire, {name}, starts on Monday." },
  { lang: "en", t: "Reply to {name} and say thanks for the quick turnaround." },
  { lang: "en", t: "Best regards,\n{name}\nHead of Operations" },
  { lang: "en", t: "Patient {name}, 54, reports mild chest pain since Tuesday." },
  { lang: "en", t: "{name} and {name2} co-authored the paper on soil erosion." },
  { lang: "en", t: "Translate this note for {name}: the keys are under the mat." },
  { lang: "en", t: "Is {name} available for a quick sync tomorrow morning?" },
  { lang: "de", t: "Bitte leite die Unterlagen an {name} weiter." },
  { lang: "de", t: "Gestern hat {name} wegen der Rechnung angerufen." },
  { lang: "de", t: "Mit freundlichen Grüßen\n{name}" },
  { lang: "fr", t: "J'ai rencontré {name} lors du salon à Lyon." },
  { lang: "fr", t: "Merci d'envoyer le devis à {name} avant jeudi." },
  { lang: "es", t: "Mañana {name} presentará el informe trimestral." },
  { lang: "es", t: "Por favor, envía el contrato a {name}." },
  { lang: "it", t: "Ho parlato con {name} della nuova campagna." },
  { lang: "it", t: "Il preventivo è stato firmato da {name}." },
  { lang: "nl", t: "Kun je {name} vragen om de offerte te controleren?" },
  { lang: "pt", t: "O relatório foi revisto por {name} ontem." },
  { lang: "pt", t: "Envie a proposta para {name}, por favor." },
  { lang: "sv", t: "Jag pratade med {name} om projektet i går." },
  { lang: "pl", t: "Proszę przesłać fakturę do {name}." },
];

const NAME_NEGATIVES = [
  "I flew from Buenos Aires to Santa Monica in March.", "The Golden Gate Bridge was covered in fog this morning.", "Microsoft Word keeps crashing when I paste tables.",
  "We spent a weekend in Virginia Beach and loved it.", "The Rose Garden opens at nine on weekends.", "Is New York City more expensive than San Francisco?",
  "Amazon Web Services raised prices in Frankfurt.", "The Python Software Foundation announced a new release.", "Our Monday Morning Meeting is cancelled.",
  "Machine Learning and Deep Learning are subfields of AI.", "Christmas Eve dinner starts at seven.", "Hello World programs are a classic first exercise.",
  "Austin Texas has a great live music scene.", "Download the latest Google Chrome update.", "The United Nations General Assembly meets in September.",
  "Lake Geneva is beautiful in summer.", "The Rocky Mountains stretch across several states.", "Take the Northern Line to King's Cross Station.",
  "Apple Watch Series 9 has a brighter screen.", "Visual Studio Code crashed after the update.", "Visit the British Museum and the National Gallery.",
  "Mount Everest is the highest mountain on Earth.", "The European Central Bank kept rates unchanged.", "We watched Star Wars and The Lord of the Rings.",
  "The Red Cross opened a shelter downtown.", "Harvard University and Stanford University lead the ranking.", "The Eiffel Tower closes at midnight.",
  "Order the Chicken Tikka Masala and Garlic Naan.", "The Rolling Stones played in Hyde Park.", "Fresh Market Street Food festival returns in May.",
  "Read the Terms of Service before signing up.", "Our Quarterly Business Review is on Thursday.", "Dear Customer, your order has shipped.",
  "Thank You for your patience.", "The Grand Canyon National Park is crowded in August.", "Annual Report and Financial Statements are attached.",
  "Deutsche Bahn und die Berliner Verkehrsbetriebe streiken.", "Der Bodensee liegt zwischen drei Ländern.", "La Tour Eiffel et le Louvre sont à Paris.",
  "El Museo del Prado abre a las diez.", "La Sagrada Família está en Barcelona.", "Il Colosseo e la Fontana di Trevi sono a Roma.",
  "O Cristo Redentor fica no Rio de Janeiro.", "Het Rijksmuseum ligt in Amsterdam.", "Santa Cruz and San Diego are both on the coast.",
  "Use Google Sheets or Microsoft Excel for the budget.", "We switched from Slack to Microsoft Teams.", "The Amazon River flows through Brazil.",
  "Saint Petersburg and Moscow are connected by a fast train.", "Cape Town and Johannesburg have the busiest airports.", "Lagos and Accra are growing fast.",
];

/** Capitalised things that are not people: products, organisations, works, events, dishes (data: pii-words.json). */
const PRODUCTS: string[] = WORDS.products.flat();
const PRODUCT_TEMPLATES = [
  "Have you tried {x} yet?", "We compared {x} with {y} in the review.", "{x} is on sale this week.", "Our team watched {x} last night.", "Write a summary of {x} for the newsletter.",
  "Is {x} better than {y}?", "I booked tickets for {x}.", "The {x} section needs an update.", "Can you recommend something like {x}?", "{x} and {y} were trending today.",
];

const CITY_LOCALES = ["de", "fr", "es", "it", "nl", "pt_PT", "pt_BR", "en_GB", "pl", "sv"] as const;

const ADDRESS_LOCALES = ["en_US", "en_GB", "de", "de_AT", "de_CH", "fr", "es", "it", "nl", "pt_PT", "pt_BR", "sv", "pl"] as const;
/** Real-format addresses written for this set (layout by country). */
const OWN_ADDRESSES = [
  "Unter den Linden 77, 10117 Berlin", "Friedrichstraße 43, 10969 Berlin", "Leopoldstraße 12a, 80802 München", "Am Sandtorkai 5, 20457 Hamburg", "Königsallee 92, 40212 Düsseldorf",
  "55 Rue du Faubourg Saint-Honoré, 75008 Paris", "12 avenue des Champs-Élysées, 75008 Paris", "8 place Bellecour, 69002 Lyon", "3 quai des Chartrons, 33000 Bordeaux", "27 boulevard de la Croisette, 06400 Cannes",
  "Calle de Alcalá 42, 28014 Madrid", "Paseo de Gracia 92, 08008 Barcelona", "Avenida de la Constitución 20, 41004 Sevilla", "C/ Mayor, 5, 28013 Madrid", "Plaza del Ayuntamiento 1, 46002 Valencia",
  "Via dei Condotti 12, 00187 Roma", "Corso Buenos Aires 33, 20124 Milano", "Piazza San Marco 1, 30124 Venezia", "Viale Europa 190, 00144 Roma", "Via Toledo 256, 80132 Napoli",
  "Keizersgracht 123, 1015 CJ Amsterdam", "Damrak 1, 1012 LG Amsterdam", "Coolsingel 40, 3011 AD Rotterdam", "Lange Voorhout 9, 2514 EA Den Haag", "Oudegracht 158, 3511 AZ Utrecht",
  "Rua Augusta 24, 1100-053 Lisboa", "Avenida da Liberdade 110, 1250-146 Lisboa", "Rua de Santa Catarina 112, 4000-442 Porto", "Rua Oscar Freire, 379, São Paulo - SP, 01426-001", "Avenida Paulista 1578, 01310-200 São Paulo",
  "10 Downing Street, London SW1A 2AA", "221B Baker Street, London NW1 6XE", "14 Princes Street, Edinburgh EH2 2AN", "Flat 3, 27 Oxford Road, Manchester M1 5QA", "48 Castle Street, Cardiff CF10 1BT",
  "1600 Amphitheatre Parkway, Mountain View, CA 94043", "350 Fifth Avenue, New York, NY 10118", "233 S Wacker Dr, Chicago, IL 60606", "4059 Mt Lee Drive, Hollywood, CA 90068", "1 Microsoft Way, Redmond, WA 98052",
  "Drottninggatan 53, 111 21 Stockholm", "Karl Johans gate 22, 0159 Oslo", "Strøget 18, 1160 København", "Mannerheimintie 12, 00100 Helsinki", "ul. Marszałkowska 10, 00-590 Warszawa",
  "Bahnhofstrasse 21, 8001 Zürich", "Mariahilfer Straße 88, 1070 Wien", "Rue de la Loi 16, 1000 Bruxelles", "P.O. Box 4471, Austin, TX 78765", "Postfach 10 20 30, 70019 Stuttgart",
];
const ADDRESS_TEMPLATES = [
  "Please ship the order to {addr}.", "My new address is {addr}.", "The office moved to {addr} last month.", "Invoice address: {addr}", "Send the documents to {addr}, attention of the legal team.",
  "Bitte schicken Sie die Rechnung an {addr}.", "Notre adresse : {addr}.", "La dirección de entrega es {addr}.", "Il nostro ufficio si trova in {addr}.", "Ons adres is {addr}.", "A morada de entrega é {addr}.",
  "Meet me at {addr} at noon.", "Delivery failed at {addr}; please confirm.", "{addr}\nTel. on request",
];
const ADDRESS_NEGATIVES = [
  "We just shipped the Main Street release of our app with 3 new features.", "Berlin, Paris and Madrid are on the itinerary.", "I love the Via Appia; it is an ancient Roman road.",
  "Avenue Q is a musical I saw 2 times.", "Platz 2 in der Tabelle ist nicht schlecht.", "Route 66 crosses 8 states.", "Calle 13 is a band from Puerto Rico.",
  "Chapter 10 covers the Way Forward for the team.", "Top 5 Ways to Save on groceries.", "Windows 11 and macOS 14 are both supported.", "The iPhone 15 Pro costs 1199 dollars.",
  "Room 12 Building B is on the third floor.", "Order 66 was executed in Episode 3.", "We walked 5 blocks down the street to the park.", "Rue du Commerce is an online shop.",
  "The Strand is a famous street in London.", "Amsterdam has 165 canals.", "Lisbon and Porto are 300 km apart.", "Our team of 12 moved to a bigger office downtown.",
  "Highway to Hell is a song by AC/DC.", "St. Patrick's Day is on March 17.", "In 2024 Street food festivals grew by 20 percent.", "The box is in room 4.",
  "Version 2.3 of Main Street Analytics is out.", "I scored 42 points in the game.", "Plaza Hotel rooms start at 500 dollars.", "Copenhagen and Stockholm are 520 km apart.",
  "Munich hosted the Olympics in 1972.", "Via email, 3 people confirmed.", "Piazza 2 ha vinto il concorso?", "Der Weg 3 Stunden war anstrengend.",
  "Place 2 eggs in the bowl and whisk.", "Square 4 on the board is blocked.", "The Champs-Élysées is busy on Sundays.", "Gate 23 closes 20 minutes before departure.",
];

const CITY_NUMBER_TEMPLATES = [
  "{a} has {n} museums and {b} has a few more.", "It is {n} km from {a} to {b}.", "In {a}, {n} people joined the march.", "{a} won {n} to {b}'s 3.", "The {n} bus goes from {a} to {b}.",
];
const STREET_WORDS = ["Main Street", "Wall Street", "Abbey Road", "Via Appia", "Rue de Rivoli", "Sunset Boulevard", "Route 66", "Broadway", "Fifth Avenue", "Baker Street", "Champs-Élysées", "Gran Vía", "Kurfürstendamm", "Oxford Street"];
const STREET_NEGATIVE_TEMPLATES = [
  "The {s} release of our app fixes {n} bugs.", "{s} is a famous street; I visited it {n} times.", "We named the sprint {s} and closed {n} tickets.", "{s} appears in {n} songs.",
  "Our {s} dashboard shows {n} errors.", "The {s} episode had {n} million viewers.", "Shops on {s} open at {n} o'clock? No, at nine.",
];

const PHONE_VALUES_OWN = [
  "020 7946 0321", "07700 900457", "4155550163", "(415) 555-0163", "415.555.0163", "+1 415 555 0163", "+44 20 7946 0958", "+44 (0)20 7946 0958", "0044 20 7946 0958",
  "030 12345678", "+49 30 12345678", "089 / 2180 2010", "+33 1 42 68 53 00", "01 42 68 53 00", "01.42.68.53.00", "06 12 34 56 78", "+34 912 345 678", "912 345 678", "612 34 56 78",
  "+39 06 6982 3456", "06 6982 3456", "347 123 4567", "+31 20 123 4567", "020-123 4567", "06-12345678", "+351 21 346 2021", "912 345 678", "+55 11 91234-5678", "(11) 91234-5678",
  "+91 98765 43210", "098765 43210", "+61 2 9876 5432", "(02) 9876 5432", "+46 8 123 456 78", "08-123 456 78", "+48 22 123 45 67", "+7 495 123-45-67", "+81 3-1234-5678", "03-1234-5678",
];
const PHONE_TEMPLATES = [
  "Call me at {p} after six.", "My number is {p}.", "You can reach the office on {p}.", "Tel: {p}", "Phone {p} (mobile)", "Please text {p} when you arrive.",
  "Ruf mich unter {p} an.", "Mon numéro : {p}.", "Llámame al {p}.", "Chiamami al {p}.", "Bel me op {p}.", "Liga-me para {p}.", "Contact: {p}", "{p} is my work phone.",
];
const PHONE_NEGATIVES = [
  "Released on 2024-01-15 with version 1.2.3.", "Upgrade to node 20.19.2 before 31.12.2024.", "Order #1234567 shipped on 12/03/2024.", "Invoice 2024-000123 is overdue.",
  "ISBN 978-3-16-148410-0", "Ticket 4521-88 was closed.", "Build 20240115.3 failed.", "The years 1999-2004 were formative.", "ZIP 94103-1234", "SSN 123-45-6789",
  "Server 192.168.10.254 is down.", "Meeting 10:30-11:45 in room 101-202.", "Revenue was $5,551,234 last year.", "Coordinates 48.8566, 2.3522", "Commit 3f2a9c1 fixed issue 12345.",
  "Card 4111 1111 1111 1111", "Timestamp 1700000000000", "Account number 000123456789", "Tracking 1Z999AA10123456784", "Model XJ-9000 weighs 12.5 kg.",
  "Chrome 120.0.6099.109 is the latest.", "Population grew from 1,234,567 to 1,345,678.", "Python 3.11.4 and pip 23.2.1", "Error code 0x80070005 on startup.",
  "Score 3-1, then 2-2 in the rematch.", "Page 12 of 340.", "Batch 2023/11/07-A passed QA.", "UUID 123e4567-e89b-12d3-a456-426614174000", "The 100 200 300 sequence repeats.",
  "Set the port to 8080 and the timeout to 30000.", "Temperatures of 21.5 and 23.0 degrees.", "Flight LH 2024 leaves at 14:05.", "Serial no. 5551234567", "Version 10.0.19045.3693",
];

const EMAIL_NEG = ["user@localhost", "john at example dot com", "foo@bar", "a@b.c", "npm i @types/node@22", "pkg@latest", "twitter: @jack", "user(at)example(dot)com", "price 5 @ 3.50 each", "me@here."];

/** A real city of the locale (faker's city_name list; its city() also invents names from people's names). */
function realCity(f: Faker): string {
  const names = (f.rawDefinitions.location as { city_name?: string[] } | undefined)?.city_name;
  return names?.length ? f.helpers.arrayElement(names) : f.location.city();
}

function fakerName(f: Faker): string {
  return `${f.person.firstName()} ${f.person.lastName()}`;
}

function add(out: Labelled[], slug: PiiSlug, text: string, label: 0 | 1, source: string, group: string, lang = "en"): void {
  out.push({ text, label, source: `${slug}:${source}`, group: `${slug}:${group}`, lang });
}

/** A near miss in a few sentences (one group: they stand or fall together). */
function addNear(out: Labelled[], slug: PiiSlug, value: string, i: number): void {
  for (const t of ["{v}", "The value was {v} in the log.", "See {v} for details.", "Note: {v}", "({v})"]) add(out, slug, t.replace("{v}", value), 0, "near-miss", `neg:${i}`);
}

export function ownPiiSet(slug: PiiSlug): Labelled[] {
  const rng: Rng = mulberry32(0x5eed ^ slug.length * 7919);
  const out: Labelled[] = [];
  if (slug === "person-name") {
    NAME_LOCALES.forEach((loc, li) => {
      const f = allFakers[loc];
      f.seed(1000 + li);
      for (let k = 0; k < 24; k++) {
        const ti = Math.floor(rng() * NAME_TEMPLATES.length);
        const t = NAME_TEMPLATES[ti];
        add(out, slug, t.t.replace("{name}", fakerName(f)).replace("{name2}", fakerName(f)), 1, `faker-${loc}`, `tpl:${ti}:${loc}`, t.lang);
      }
    });
    OWN_NAMES.forEach((n, i) => {
      const ti = i % NAME_TEMPLATES.length;
      add(out, slug, NAME_TEMPLATES[ti].t.replace("{name}", n).replace("{name2}", pick(rng, OWN_NAMES)), 1, "own-names", `own:${i % 25}`, NAME_TEMPLATES[ti].lang);
    });
    NAME_NEGATIVES.forEach((t, i) => add(out, slug, t, 0, "near-miss", `neg:${i}`));
    for (let k = 0; k < 120; k++) {
      const t = pick(rng, PRODUCT_TEMPLATES);
      add(out, slug, t.replace("{x}", pick(rng, PRODUCTS)).replace("{y}", pick(rng, PRODUCTS)), 0, "products", `prod:${k % 30}`);
    }
    CITY_LOCALES.forEach((loc, li) => {
      const f = allFakers[loc];
      f.seed(2000 + li);
      for (let k = 0; k < 20; k++) {
        const t = pick(rng, ["We drove from {a} to {b} on Sunday.", "Is {a} bigger than {b}?", "Trains from {a} to {b} are delayed.", "{a} and {b} are twinned towns.", "The conference moves from {a} to {b} next year.", "Hotels in {a} are cheaper than in {b}."]);
        add(out, slug, t.replace("{a}", realCity(f)).replace("{b}", realCity(f)), 0, `cities-${loc}`, `city:${loc}:${k % 3}`);
      }
    });
  } else if (slug === "address") {
    ADDRESS_LOCALES.forEach((loc, li) => {
      const f = allFakers[loc];
      f.seed(3000 + li);
      for (let k = 0; k < 20; k++) {
        const ti = Math.floor(rng() * ADDRESS_TEMPLATES.length);
        // each country's order: US "street, city, ST zip", UK "street, town POSTCODE", elsewhere "street, postcode town"
        const street = f.location.streetAddress(false);
        const addr =
          loc === "en_US"
            ? `${street}, ${f.location.city()}, ${f.location.state({ abbreviated: true })} ${f.location.zipCode("#####")}`
            : loc === "en_GB"
              ? `${street}, ${f.location.city()} ${f.location.zipCode()}`
              : `${street}, ${f.location.zipCode()} ${f.location.city()}`;
        add(out, slug, ADDRESS_TEMPLATES[ti].replace("{addr}", addr), 1, `faker-${loc}`, `tpl:${ti}:${loc}`);
      }
    });
    OWN_ADDRESSES.forEach((a, i) => add(out, slug, ADDRESS_TEMPLATES[i % ADDRESS_TEMPLATES.length].replace("{addr}", a), 1, "own-addresses", `own:${i % 25}`));
    ADDRESS_NEGATIVES.forEach((t, i) => add(out, slug, t, 0, "near-miss", `neg:${i}`));
    CITY_LOCALES.forEach((loc, li) => {
      const f = allFakers[loc];
      f.seed(4000 + li);
      for (let k = 0; k < 15; k++) add(out, slug, pick(rng, CITY_NUMBER_TEMPLATES).replace("{a}", realCity(f)).replace("{b}", realCity(f)).replace("{n}", String(2 + Math.floor(rng() * 300))), 0, `cities-${loc}`, `city:${loc}:${k % 5}`);
    });
    for (let k = 0; k < 80; k++) {
      const street = pick(rng, STREET_WORDS);
      add(out, slug, pick(rng, STREET_NEGATIVE_TEMPLATES).replace("{s}", street).replace("{n}", String(1 + Math.floor(rng() * 99))), 0, "street-words", `sw:${k % 20}`);
    }
  } else if (slug === "phone") {
    PHONE_VALUES_OWN.forEach((p, i) => add(out, slug, PHONE_TEMPLATES[i % PHONE_TEMPLATES.length].replace("{p}", p), 1, "own-formats", `own:${i % 20}`));
    // numbers of many countries: the metadata's example mobile number with its last digits
    // varied (kept when still valid), written the ways people write them
    const countries: CountryCode[] = ["US", "GB", "DE", "FR", "ES", "IT", "NL", "PT", "BR", "AU", "IN", "SE", "PL", "IE", "BE", "AT", "CH", "MX", "NG", "ZA", "JP", "CA", "DK", "NO", "TR"];
    countries.forEach((c) => {
      const example = (mobileExamples as Record<string, string>)[c];
      for (let k = 0; k < 12; k++) {
        const digits = example.slice(0, -4) + String(Math.floor(rng() * 10000)).padStart(4, "0");
        const p = parsePhoneNumberFromString(digits, c);
        if (!p?.isValid()) continue;
        const national = p.formatNational();
        const intl = p.formatInternational();
        const written = [national, intl, p.number, intl.replace(/ /g, "."), national.replace(/[()]/g, "").replace(/ /g, "-"), intl.replace(/^\+/, "00")][k % 6];
        const ti = Math.floor(rng() * PHONE_TEMPLATES.length);
        add(out, slug, PHONE_TEMPLATES[ti].replace("{p}", written), 1, `metadata-${c}`, `tpl:${ti}:${c}`);
      }
    });
    PHONE_NEGATIVES.forEach((t, i) => add(out, slug, t, 0, "near-miss", `neg:${i}`));
    for (let k = 0; k < 120; k++) {
      const y = 1990 + Math.floor(rng() * 36);
      const mo = String(1 + Math.floor(rng() * 12)).padStart(2, "0");
      const d = String(1 + Math.floor(rng() * 28)).padStart(2, "0");
      const n = () => Math.floor(rng() * 100);
      const v = [
        `Released on ${y}-${mo}-${d}.`, `Due ${d}.${mo}.${y}, invoice ${y}-${String(n()).padStart(6, "0")}.`, `Upgrade to v${n() % 20}.${n()}.${n()} today.`, `Order #${Math.floor(rng() * 1e9)} has shipped.`,
        `Between ${y} and ${y + 3} (${y}-${y + 3}) sales grew.`, `Build ${y}${mo}${d}.${n()} passed.`, `Ticket ID ${Math.floor(rng() * 1e10)} was escalated.`, `Chrome ${100 + n()}.0.${Math.floor(rng() * 9000)}.${n()}`,
        `Meeting ${d}/${mo}/${y} at 10:${d}.`, `The total was ${Math.floor(rng() * 1e6).toLocaleString("en-US")} units.`, `Serial number ${Math.floor(rng() * 1e9)}`, `Coordinates ${n()}.${Math.floor(rng() * 1e4)}, ${n()}.${Math.floor(rng() * 1e4)}`,
      ][k % 12];
      add(out, slug, v, 0, "generated-near-miss", `gneg:${k % 24}`);
    }
  } else if (slug === "email") {
    const f = allFakers.en;
    f.seed(6000);
    for (let k = 0; k < 150; k++) add(out, slug, `${pick(rng, ["Write to", "Contact", "cc", "Mail:"])} ${f.internet.email()} ${pick(rng, ["today", "for details", ""])}`.trim(), 1, "faker", `k:${k % 20}`);
    EMAIL_NEG.forEach((t, i) => addNear(out, slug, t, i));
  } else if (slug === "ssn") {
    for (let k = 0; k < 150; k++) {
      const a = 1 + Math.floor(rng() * 664);
      const s = `${String(a).padStart(3, "0")}-${String(1 + Math.floor(rng() * 98)).padStart(2, "0")}-${String(1 + Math.floor(rng() * 9998)).padStart(4, "0")}`;
      add(out, slug, `${pick(rng, ["SSN", "ssn:", "Social Security Number", "my SSN is"])} ${s}`, 1, "generated", `k:${k % 20}`);
    }
    ["000-12-3456", "666-12-3456", "900-12-3456", "123-00-4567", "123-45-0000", "555-123-4567", "2024-01-15", "123-456-789", "ZIP 12345-6789", "123.45.6789"].forEach((t, i) => addNear(out, slug, t, i));
  } else if (slug === "credit-card") {
    const f = allFakers.en;
    f.seed(7000);
    for (let k = 0; k < 150; k++) add(out, slug, `${pick(rng, ["card", "Card number", "paid with"])} ${f.finance.creditCardNumber(pick(rng, ["visa", "mastercard", "amex", "discover"]))}`, 1, "faker", `k:${k % 20}`);
    ["4111111111111112", "1234567890123456", "order 9876543210987654", "ISBN 9783161484100", "timestamp 1700000000000", "tracking 1Z999AA10123456784", "phone +1 555 123 4567", "0000000000000000", "4111-1111-1111", "account 000123456789"].forEach((t, i) =>
      addNear(out, slug, t, i),
    );
  } else if (slug === "ip-address") {
    const f = allFakers.en;
    f.seed(8000);
    for (let k = 0; k < 150; k++) add(out, slug, `${pick(rng, ["server at", "ip=", "from", "host"])} ${k % 3 === 0 ? f.internet.ipv6() : f.internet.ipv4()}`, 1, "faker", `k:${k % 20}`);
    ["1.2.3", "256.1.1.1", "1.2.3.4.5", "v1.2.3.4", "version 1.2.3.4", "Python 3.11.4", "std::vector<int>", "12:30:45", "mac 00:1A:2B:3C:4D:5E", "chrome 120.0.6099.109"].forEach((t, i) => addNear(out, slug, t, i));
  }
  ownPiiRound4(slug, out);
  out.push(...ownPiiRound5(slug));
  out.push(...ownPiiRound6(slug));
  out.push(...ownPiiRound7(slug));
  out.push(...ownPiiRound7Address(slug));
  out.push(...ownPiiRound8Address(slug));
  out.push(...ownPiiRound9(slug));
  out.push(...ownPiiRound9Address(slug));
  out.push(...ownPiiRound9Small(slug));
  out.push(...ownPiiRound10(slug));
  out.push(...ownPiiRound10Small(slug));
  out.push(...ownPiiRound11Phone(slug));
  out.push(...ownPiiRound12CardsEmail(slug));
  out.push(...ownPiiRound10Address(slug));
  out.push(...ownPiiRound11Address(slug));
  out.push(...ownPiiRound12Address(slug));
  out.push(...ownPiiRound11(slug));
  out.push(...ownPiiRound12Cased(slug));
  out.push(...ownPiiRound12Small(slug));
  out.push(...ownPiiRound14CardIp(slug));
  out.push(...ownPiiRound14Names(slug));
  out.push(...ownPiiRound15Names(slug));
  out.push(...ownPiiRound14Email(slug));
  out.push(...ownPiiRound15Small(slug));
  const seen = new Set<string>();
  return out.filter((x) => !seen.has(x.text) && (seen.add(x.text), true));
}

/**
 * Round 4 families (data: pii-words-r4.json), each answering one general cause of a fresh
 * check's misses: names in capitals and in texts without capitals, hyphenated double names,
 * joined Arabic articles, names after "named" / "listed as" the lexicon does not know, CJK
 * names; Irish (Eircode), Canadian, Japanese, multi-line and lower-case / capitals addresses;
 * numbers after "the number", fixed lines of less-mapped regions; bare SSNs after a cue. Near
 * misses: brand + model after "the", capitals and lower-case sentences, CJK words, IBANs, Unix
 * seconds, year-serial order numbers in several languages, bare nine-digit ids. Own PRNG and
 * faker seeds after everything else: no earlier text or split moved.
 */
function ownPiiRound4(slug: PiiSlug, out: Labelled[]): void {
  const rng: Rng = mulberry32(0x2304 ^ (slug.length * 131));
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join("");
  // faker's en_GB and en_IE postcodes do not follow the real layouts: written here
  const ukPostcode = () => `${pick(rng, ["SW", "NW", "SE", "EC", "N", "E", "W", "B", "M", "L", "LS", "BD", "BS", "CF", "EH", "G", "OX", "CB", "BN", "YO"])}${1 + Math.floor(rng() * 19)} ${Math.floor(rng() * 10)}${pick(rng, [..."ABDEFGHJLNPQRSTUWXYZ"])}${pick(rng, [..."ABDEFGHJLNPQRSTUWXYZ"])}`;
  const EIR = [..."0123456789ACDEFHKNPRTVWXY"];
  const eircode = () => `${pick(rng, ["A94", "D02", "D08", "D6W", "T12", "H91", "V94", "F92", "R93", "X91", "Y35", "P85", "K78", "W23", "N91", "E91", "C15"])} ${pick(rng, [..."ACDEFHKNPRTVWXY"])}${pick(rng, EIR)}${pick(rng, EIR)}${pick(rng, EIR)}`;
  if (slug === "person-name") {
    const locs = ["en_US", "en_GB", "de", "fr", "es", "it", "nl", "sv", "pl", "tr", "en_NG", "en_IN"] as const;
    locs.forEach((loc, li) => {
      const f = allFakers[loc];
      f.seed(9100 + li);
      for (let k = 0; k < 6; k++) {
        const ci = k % R4.capsTemplates.length;
        add(out, slug, R4.capsTemplates[ci].replace("{NAME}", fakerName(f).toUpperCase()), 1, "r4-caps", `r4caps:${ci}`);
        const lo = (k + li) % R4.lowerTemplates.length;
        add(out, slug, R4.lowerTemplates[lo].replace("{name}", fakerName(f).toLowerCase()), 1, "r4-lower", `r4lower:${lo}`);
      }
      // double given names and double surnames (Anna-Lena Meyer-Schwarz)
      for (let k = 0; k < 3; k++) {
        const ti = Math.floor(rng() * NAME_TEMPLATES.length);
        const n = `${f.person.firstName()}-${f.person.firstName()} ${f.person.lastName()}-${f.person.lastName()}`;
        add(out, slug, NAME_TEMPLATES[ti].t.replace("{name}", n).replace("{name2}", fakerName(f)), 1, "r4-hyphenated", `r4hyph:${ti}`, NAME_TEMPLATES[ti].lang);
      }
    });
    R4.joinedArabicGiven.forEach((g, i) => {
      const ti = (i * 7) % NAME_TEMPLATES.length;
      add(out, slug, NAME_TEMPLATES[ti].t.replace("{name}", `${g} ${R4.joinedArabicFamily[i % R4.joinedArabicFamily.length]}`).replace("{name2}", pick(rng, OWN_NAMES)), 1, "r4-joined-article", `r4ar:${i % 6}`, NAME_TEMPLATES[ti].lang);
    });
    R4.unknownNames.forEach((n, i) => {
      const ci = i % R4.namingCues.length;
      add(out, slug, `Write a short story about ${R4.namingCues[ci].replace("{name}", n)}.`, 1, "r4-naming-cue", `r4cue:${ci}`);
    });
    for (const [loc, spaced] of [["zh_CN", false], ["zh_TW", false], ["ja", true], ["ko", false]] as const) {
      const f = allFakers[loc];
      f.seed(9200 + loc.length);
      for (let k = 0; k < 8; k++) {
        const n = spaced ? `${f.person.lastName()} ${f.person.firstName()}` : `${f.person.lastName()}${f.person.firstName()}`;
        const ti = (k * 5) % 15; // the English templates
        add(out, slug, NAME_TEMPLATES[ti].t.replace("{name}", n).replace("{name2}", fakerName(allFakers.en)), 1, `r4-cjk-${loc}`, `r4cjk:${loc}:${k % 4}`);
      }
    }
    // names in scripts without case, standing alone in English text (given name first)
    for (const loc of ["ar", "fa", "he", "ur", "ne", "ta_IN", "th"] as const) {
      const f = allFakers[loc];
      f.seed(9250 + loc.length);
      for (let k = 0; k < 5; k++) {
        const ti = (k * 4 + 1) % 15;
        add(out, slug, NAME_TEMPLATES[ti].t.replace("{name}", `${f.person.firstName()} ${f.person.lastName()}`).replace("{name2}", fakerName(allFakers.en)), 1, `r4-uncased-${loc}`, `r4unc:${loc}:${k % 3}`);
      }
    }
    R4.uncasedGreetings.forEach((w, i) => add(out, slug, R4.cjkTemplates[i % R4.cjkTemplates.length].replace("{w}", w), 0, "r4-uncased-phrases", `r4uncneg:${i % 5}`));
    // near misses
    for (let k = 0; k < 32; k++) {
      const ti = k % R4.brandTemplates.length;
      add(out, slug, R4.brandTemplates[ti].replace("{a}", pick(rng, R4.brandModels)).replace("{b}", pick(rng, R4.brandModels)), 0, "r4-brand-model", `r4brand:${ti}:${k % 8}`);
    }
    // "a framework called …" names a thing; "a plumber named …" a person
    R4.thingNames.forEach((n, i) => add(out, slug, `Have you heard of a ${R4.thingNouns[i % R4.thingNouns.length]} called ${n}?`, 0, "r4-thing-named", `r4thing:${i % 4}`));
    R4.personNouns.forEach((pn, i) => {
      const f = allFakers[locs[i % locs.length]];
      add(out, slug, `I need to write to a ${pn} named ${fakerName(f)} about the bill.`, 1, "r4-person-named", `r4pnamed:${i % 4}`);
    });
    R4.capsNegatives.forEach((t, i) => add(out, slug, t, 0, "r4-caps-near-miss", `r4capsneg:${i}`));
    NAME_NEGATIVES.forEach((t, i) => add(out, slug, t.toLowerCase(), 0, "r4-lower-near-miss", `r4lowneg:${i % 12}`));
    NAME_NEGATIVES.slice(0, 24).forEach((t, i) => add(out, slug, t.toUpperCase(), 0, "r4-caps-near-miss", `r4capsneg2:${i % 8}`));
    R4.cjkWords.forEach((w, i) => add(out, slug, R4.cjkTemplates[i % R4.cjkTemplates.length].replace("{w}", w), 0, "r4-cjk-words", `r4cjkneg:${i % 5}`));
  } else if (slug === "address") {
    const ie = allFakers.en_IE;
    ie.seed(9300);
    for (let k = 0; k < 18; k++) {
      const street = k % 2 === 0 ? ie.location.streetAddress(false) : ie.location.street();
      const county = (ie.location as unknown as { county: () => string }).county();
      const addr = `${street}, ${ie.location.city()}, Co. ${county}, ${eircode()}`;
      add(out, slug, R4.irishTemplates[k % 3].replace("{addr}", addr), 1, "r4-ie-eircode", `r4ie:${k % 6}`);
    }
    const gb = allFakers.en_GB;
    gb.seed(9301);
    for (let k = 0; k < 18; k++) {
      const unit = k % 3 === 0 ? `Unit ${1 + Math.floor(rng() * 30)}${pick(rng, ["", "A", "B"])}, ${gb.location.street()} Business Park\n` : "";
      const street = k % 2 === 0 ? gb.location.street() : gb.location.streetAddress(false);
      add(out, slug, `Send the samples to:\n${unit}${street}\n${gb.location.city()} ${ukPostcode()}`, 1, "r4-gb-multiline", `r4gbml:${k % 6}`);
    }
    const ca = allFakers.en_CA;
    ca.seed(9302);
    for (let k = 0; k < 12; k++) {
      const addr = `${ca.location.streetAddress(k % 2 === 0)}, ${ca.location.city()}, ${ca.location.state({ abbreviated: true })} ${ca.location.zipCode()}`;
      add(out, slug, ADDRESS_TEMPLATES[k % 5].replace("{addr}", addr), 1, "r4-ca", `r4ca:${k % 4}`);
    }
    for (let k = 0; k < 12; k++) {
      const addr = `${1 + Math.floor(rng() * 9)}-${1 + Math.floor(rng() * 30)}-${1 + Math.floor(rng() * 20)} ${pick(rng, R4.jpDistricts)}, ${pick(rng, R4.jpWards)}, ${pick(rng, R4.jpCities)} ${digits(3)}-${digits(4)}`;
      add(out, slug, R4.irishTemplates[k % 3].replace("{addr}", addr), 1, "r4-jp", `r4jp:${k % 4}`);
    }
    const us = allFakers.en_US;
    us.seed(9303);
    for (let k = 0; k < 24; k++) {
      const addr = `${us.location.streetAddress(k % 3 === 0)}, ${us.location.city()}, ${us.location.state({ abbreviated: true })} ${us.location.zipCode("#####")}`;
      const ti = k % ADDRESS_TEMPLATES.length;
      const t = ADDRESS_TEMPLATES[ti].replace("{addr}", addr);
      add(out, slug, k % 2 === 0 ? t.toLowerCase().replace(/\b([a-z]{2}) (\d{5})/, (_m, st: string, z: string) => `${st} ${z}`) : t.toUpperCase(), 1, k % 2 === 0 ? "r4-lower" : "r4-caps", `r4case:${ti}`);
    }
    for (let k = 0; k < 12; k++) {
      const addr = `Flat ${100 + Math.floor(rng() * 800)}, ${pick(rng, R4.inBuildings)}, ${pick(rng, R4.inRoads)}, ${pick(rng, R4.inCities)} ${1 + Math.floor(rng() * 8)}${digits(5)}`;
      add(out, slug, R4.irishTemplates[k % 3].replace("{addr}", addr), 1, "r4-in-pin", `r4in:${k % 4}`);
    }
    const au = allFakers.en_AU;
    au.seed(9304);
    for (let k = 0; k < 12; k++) {
      const addr = `${au.location.streetAddress(false)}, ${au.location.city()} ${au.location.state({ abbreviated: true })} ${au.location.zipCode()}`;
      add(out, slug, ADDRESS_TEMPLATES[k % 5].replace("{addr}", addr), 1, "r4-au", `r4au:${k % 4}`);
    }
    R4.addressNegativesOddCase.forEach((t, i) => add(out, slug, t, 0, "r4-odd-case-near-miss", `r4neg:${i}`));
    ADDRESS_NEGATIVES.forEach((t, i) => add(out, slug, i % 2 === 0 ? t.toLowerCase() : t.toUpperCase(), 0, "r4-odd-case-near-miss", `r4neg2:${i % 10}`));
  } else if (slug === "phone") {
    const countries: CountryCode[] = ["AU", "IN", "GB", "DE", "FR", "IE", "ZA", "NZ"];
    countries.forEach((c) => {
      const example = (mobileExamples as Record<string, string>)[c];
      for (let k = 0; k < 4; k++) {
        const p = parsePhoneNumberFromString(example.slice(0, -4) + digits(4), c);
        if (!p?.isValid()) continue;
        const ti = (k + c.charCodeAt(0)) % R4.phoneNumberTemplates.length;
        add(out, slug, R4.phoneNumberTemplates[ti].replace("{p}", k % 2 === 0 ? p.formatNational() : p.formatInternational()), 1, `r4-the-number-${c}`, `r4num:${ti}`);
      }
    });
    R4.phoneFixedIntl.forEach((p, i) => add(out, slug, PHONE_TEMPLATES[(i * 3) % PHONE_TEMPLATES.length].replace("{p}", p), 1, "r4-fixed-intl", `r4fixed:${i % 3}`));
    // near misses: IBANs, Unix seconds, a year then a serial after an order word in several languages
    R4.ibanCountries.forEach((cc, i) => {
      const iban = `${cc}${digits(2)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(2)}`;
      add(out, slug, pick(rng, ["My IBAN is {v}, is that the right length?", "Transfer it to {v} please.", "IBAN: {v}", "Is {v} a valid account?"]).replace("{v}", i % 2 === 0 ? iban : iban.slice(0, 14)), 0, "r4-iban", `r4iban:${i % 5}`);
    });
    for (let k = 0; k < 12; k++) {
      const ts = String(1_000_000_000 + Math.floor(rng() * 900_000_000));
      add(out, slug, pick(rng, ["Convert {v} to a date.", "created_at: {v}", "The log line starts with {v}.", "What time is {v} in UTC?"]).replace("{v}", ts), 0, "r4-unix-seconds", `r4ts:${k % 4}`);
    }
    for (let k = 0; k < 12; k++) {
      const n = `${1 + Math.floor(rng() * 998)} ${digits(3)} ${digits(3)}`;
      add(out, slug, pick(rng, ["The table has {v} {n}.", "We processed {v} {n} last month.", "Only {v} {n} were left."]).replace("{v}", n).replace("{n}", pick(rng, R4.pluralNouns)), 0, "r4-grouped-quantity", `r4qty:${k % 4}`);
    }
    R4.orderWords.forEach((w, i) => add(out, slug, `${w} ${2015 + (i % 10)}-${digits(6)} ${pick(rng, ["ainda não chegou.", "est en retard.", "fehlt noch.", "has not arrived."])}`, 0, "r4-year-serial", `r4ord:${i % 4}`));
  } else if (slug === "ssn") {
    const nine = () => `${String(1 + Math.floor(rng() * 664)).padStart(3, "0")}${String(1 + Math.floor(rng() * 98)).padStart(2, "0")}${String(1 + Math.floor(rng() * 9998)).padStart(4, "0")}`;
    for (let k = 0; k < 16; k++) add(out, slug, R4.ssnCueTemplates[k % 4].replace("{s}", nine()), 1, "r4-bare", `r4bare:${k % 8}`);
    for (let k = 0; k < 15; k++) add(out, slug, R4.nineDigitNegatives[k % 5].replace("{s}", nine()), 0, "r4-bare-near-miss", `r4bareneg:${k % 15}`);
  }
}

export const PII_SLUGS: readonly PiiSlug[] = ["email", "phone", "ssn", "credit-card", "ip-address", "person-name", "address"];

export function ownPiiSplit(slug: PiiSlug): { train: Labelled[]; heldOut: Labelled[] } {
  const all = ownPiiSet(slug);
  return { train: all.filter((x) => !isHeldOut(x.group)), heldOut: all.filter((x) => isHeldOut(x.group)) };
}
