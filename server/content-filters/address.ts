import { asciiOtherDigits, OTHER_DIGITS } from "./digits";
import { ANY_NATIVE_DIGIT, asciiAllDigits, detectAddressParts } from "./address-parts";
import { FLAG, lexFlags } from "./lexicon";

/**
 * The `address` builtin: postal addresses in the layouts of English, German, Dutch, the Nordic
 * languages, French, Spanish, Catalan, Italian, Portuguese and Polish. A street needs a street
 * type (a word before or after the name, or a compound suffix such as -straße / -straat /
 * -gatan) and a house number, or a house number followed by a postcode and a place; PO boxes
 * count. A street type without a number ("Main Street" in a sentence about a release, "Via
 * Appia", "Avenue Q") or a number without a street type ("Platz 2 in der Tabelle") is not an
 * address. Also: Irish, Canadian and Japanese layouts, streets without a number closed by a
 * strong postcode, multi-line addresses, and windows in lower case or capitals read again
 * recased (a postcode required); Japanese, Chinese and Korean addresses in their own script (by
 * their administrative levels), Malay jalan / lorong streets, Latin-American grid addresses
 * (Calle 93 #13-24) and PO boxes of many languages. Round 9: Cyrillic, Hebrew, Arabic, Persian, Hindi
 * and Thai street words, Romanian, Hungarian, Czech, Greek and more Nordic types, US military mail,
 * Chinese and Korean roads alone, Japanese and Korean romanisation, neighbourhood words (Col., Brgy.,
 * Kel.), numbered streets after a unit, and streets in lower case or capitals after a cue or with a
 * house number in words. Round 10 (a coverage map of ~100 countries' layouts): street and number,
 * a line break, postcode and place; Latin-American and Maghreb street / building / floor rows; Gulf
 * and Cambodian block / street / house rows; a floor, a tower and a road; more street words and
 * postcode shapes. Round 11: a pass on the whole text (detectR11). Round 12 (address-parts.ts): when
 * nothing else matched, the text read as a row of comma-separated parts, each classed by street,
 * house-number, district / ward, floor and postcode words of ~40 more languages (Vietnamese, Indonesian,
 * Thai, Hindi, Bengali, Tamil, Urdu, Arabic, Persian, Turkish, Swahili, Yoruba, Hausa, Igbo, Amharic,
 * Filipino, Basque, Galician, Central-European, Baltic ...), digits of ~15 systems read as digits; two
 * parts of classes that make a pair are an address (a street and its number with a place, a house
 * number with a district, Lot 5 Block 12 … Cavite 4102); one part alone never is. Also round 12: a
 * street's number followed by a word of time or length counts (utca 14 éve, شارع … 6 سنة, خیابان … ۳
 * کیلومتر, ถนน … 5 กม). Patterns are linear (bounded repetitions, no nested quantifiers).
 * Round 15 (labelled/pii-r15-small.ts): the Spanish boulevard abbreviations Bv., Blvr., Bvar. and Bulevar are street types.
 * Round 21 (labelled/pii-r21-address.ts): Cuban grid streets closed by cross streets or a corner (CU_GRID), Chinese and
 * Taiwanese roads with numbers set apart by spaces (CN_ROAD_SPACED), lower-case US streets in chat (LC_STREET),
 * Vietnamese streets without a street or administrative word (VN_NOTYPE); lists of counted things are no house numbers.
 */

// A capitalised word (any script with case), and the small words inside street names.
const W = "(?:[dlDL]['\\u2019])?[\\p{Lu}][\\p{L}\\p{M}'\\u2019.\\-]{0,30}";
const CONN =
  "(?:de|del|de la|de las|de los|dels|di|da|do|dos|das|della|delle|dei|degli|dello|du|des|de l['\\u2019]|d['\\u2019]|l['\\u2019]|i|van|von|der|den|dem|het|am|an|auf|im|zum|zur|la|le|les|el|los|las|y|e|et|and|of|the|on|sul|sur|ter|ten|op|cel|cea|lui)";
const NAME = `(?:(?:${W}|${CONN}|\\d{1,2}(?:st|nd|rd|th|\\.|º|ª|°)?) ){0,5}${W}`;
// (a letter or bis / ter / quater after the number: 9bis, 12 ter)
const NUM = "(?:\\d{1,5}(?: ?(?:bis|ter|quater|[a-zA-Z])(?![\\p{L}])|[-/]\\d{1,4}[a-zA-Z]?)?|s/n\\.?|snc)";
// Ireland's Eircode (routing key, then a unique identifier with a letter): A98 K2F7, D6W XY12
const EIRCODE = "(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?(?=[\\dAC-FHKNPRTV-Y]{0,3}[AC-FHKNPRTV-Y])[\\dAC-FHKNPRTV-Y]{4}(?![\\p{L}\\d])";
// Canada: K1A 0B1
const CA_POSTCODE = "[A-CEGHJ-NPR-TVXY]\\d[A-CEGHJ-NPR-TV-Z] ?\\d[A-CEGHJ-NPR-TV-Z]\\d(?![\\p{L}\\d])";
const UK_POSTCODE = "[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}(?![\\p{L}\\d])";
const POSTCODE = `(?:${EIRCODE}|${CA_POSTCODE}|\\d{4} ?[A-Z]{2}(?![\\p{L}])|\\d{4}-\\d{3}|\\d{5}-\\d{3}|\\d{2}-\\d{3}|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|(?:[A-Z]{1,2}-)?\\d{4,5}|\\d{3} \\d{2}(?![\\p{L}\\d])|[A-Z]{2}\\d{4}(?![\\p{L}\\d])|[A-Z]\\d{4} ?[A-Z]{3}(?![\\p{L}\\d]))`;
// a unit, floor, dock or building after the street: Apt 9 · Suite 400 · Dock 3 · Unit 4B
const UNIT = "(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Building|Bldg|Dock|Room|Rm|Level|Lvl|Lot|Space|Door|#)\\.? ?#?[\\w-]{1,6}";
// (whole words only: not the N of NW1 6XE)
const CITY = `${W}(?![\\p{L}\\d])(?:[ -](?:${W}|${CONN})(?![\\p{L}\\d])){0,3}`;

const TYPES_BEFORE = [
  // French
  "Rue", "Avenue", "Av\\.", "Boulevard", "Bd", "Bld", "Place", "Pl\\.", "Chemin", "Ch\\.", "Allée", "Impasse", "Quai", "Cours", "Route", "Rte", "Voie", "Passage", "Square", "Faubourg", "Sentier", "Montée", "Esplanade", "Parvis", "Promenade", "Villa", "Cité", "Résidence",
  // Spanish / Catalan
  "Calle", "C/", "Cl\\.", "Parque", "Entrada", "Gran Subida", "Subida", "Rincón", "Pasaje", "Polígono", "Barrio", "Colonia", "Sector", "Vía", "Avinguda", "Travessera", "Avenida", "Avda\\.", "Av\\.", "Bulevar", "Bv\\.", "Blvr\\.", "Bvar\\.", "Paseo", "Pº", "Plaza", "Pza\\.", "Pl\\.", "Camino", "Carretera", "Ctra\\.", "Ronda", "Travesía", "Glorieta", "Rambla", "Carrer", "Passeig", "Plaça", "Via", "Cuesta", "Callejón", "Bajada", "Senda", "Urbanización", "Urb\\.",
  // Italian
  "Via", "Viale", "V\\.le", "Piazza", "P\\.za", "Piazzale", "Corso", "C\\.so", "Largo", "Vicolo", "Strada", "Contrada", "Borgo", "Lungomare", "Lungotevere", "Salita", "Rotonda", "Calle", "Incrocio", "Traversa", "Vico", "Località", "Loc\\.",
  // Portuguese
  "Rua", "R\\.", "Avenida", "Travessa", "Tv\\.", "Praça", "Pç\\.", "Largo", "Alameda", "Estrada", "Rodovia", "Calçada", "Beco", "Ladeira", "Praceta", "Caminho", "Marginal", "Quinta", "Viela", "Escadas", "Acesso", "Azinhaga", "Bairro", "Jardim", "Urbanização",
  // Malay and Indonesian
  "Jalan", "Jln\\.", "Jl\\.", "Soi", "Lorong", "Lrg\\.", "Persiaran", "Lebuhraya", "Lebuh", "Taman",
  // Polish, Dutch and English prefixes
  "ul\\.", "al\\.", "Aleja", "Aleje", "pl\\.", "os\\.", "Plein", "Mount", "Rue", "ulica", "Osiedle", "Plac", "Skwer", "Bulwar",
  // Romanian
  "Strada", "Str\\.", "Bulevardul", "Bd\\.", "B-dul", "Calea", "Șoseaua", "Şoseaua", "Șos\\.", "Şos\\.", "Aleea", "Piața", "Piaţa", "Splaiul", "Intrarea", "Drumul",
  // Czech and Slovak
  "náměstí", "nám\\.", "námestie", "třída", "tř\\.", "nábřeží", "nábř\\.", "ulice", "Nábrežie", "Trg", "Cesta", "Bulevar",
  // Albanian, transliterated Russian, Québec
  "Rruga", "Rr\\.", "Bulevardi", "Sheshi", "Ulitsa", "Vul\\.", "Vulytsia", "Prosp\\.", "Provulok", "Prospekt", "Pereulok", "Naberezhnaya", "Shosse", "Ploshchad", "Boul\\.",
  // Greek
  "Οδός", "Οδό", "Οδού", "Οδ\\.", "Λεωφόρος", "Λεωφόρο", "Λεωφόρου", "Λεωφ\\.", "Πλατεία", "Πλατείας", "Πλ\\.",
  // more Spanish (Mexico, the Southern Cone), Portuguese, French and Italian abbreviations
  "Blvd\\.", "Ave\\.", "Prolongación", "Prol\\.", "Calzada", "Cerrada", "Privada", "Priv\\.", "Andador", "Pje\\.", "Estr\\.", "Rod\\.", "Trav\\.", "Al\\.", "Lgo\\.",
  "Triq", "Jr\\.", "Jirón", "Psje\\.", "Pasaje", "Cité", "Sokak",
  "Lieu-dit", "Hameau", "Lotissement", "Sente", "Rond-point", "Frazione", "Fraz\\.", "P\\.zza", "P\\.le", "Gg\\.",
];
const TYPES_AFTER_EN =
  `Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Parkway|Pkwy|Circle|Cir|Highway|Hwy|Square|Sq|Trail|Trl|Alley|Crescent|Close|Loop|Row|Gardens|Grove|Mews|Walk|Rise|Green|Hill|View|Expressway|Freeway|Pike|Plaza|Ridge|Path|Wharf|Quay|Embankment|Parade|Broadway|Point|Heights|Crossing|Glen|Hollow|Junction|Knoll|Landing|Meadows?|Mill|Orchard|Pass|Pines|Springs|Summit|Valley|Vale|Village|Vista|Glade|Mount|Ville|Plains?|Port|Station|Shores?|Terrace|Turnpike|Center|Centre|Gate|Yard|Field|Fields|Chase|Croft|Drove|Garth|Wynd|` +
  // the rest of the USPS street suffix list
  "Bend|Pointe|Tce|Cres|Gdns|Pde|Esp|Hts|Cct|Crt|Prom|Bvd|Dve|Gln|Mwy|Trce|Vw|Vlg|Xing|Fwy|Ctr|Ests|Mtn|Jct|Canyon|Cape|Causeway|Cliffs?|Commons?|Corners?|Course|Coves?|Creek|Crest|Crossroads?|Curve|Dale|Divide|Estates?|Extension|Falls?|Ferry|Flats?|Fords?|Forest|Forge|Forks?|Gateway|Harbou?r|Haven|Inlet|Isle|Keys?|Knolls|Lakes?|Lodge|Manors?|Motorway|Oval|Overpass|Pines?|Prairie|Ranch|Rapids?|Shoals?|Skyway|Spur|Stream|Throughway|Trace|Track|Tunnel|Underpass|Viaduct|Wells?|" +
  // South Asia (Round 10): 23 Bhagat Singh Marg · 14 Galle Mawatha
  "Marg|Mawatha|Mawatte|Salai";
const COMPOUND =
  "-Straße|-Strasse|-Str\\.|-Platz|-Weg|-Allee|-Ring|-Gasse|-Damm|-Ufer|-Chaussee|-Markt|-Straat|-Laan|-Plein|straße|strasse|str\\.|weg|gasse|allee|platz|ring|damm|ufer|chaussee|steig|pfad|markt|graben|gässle|zeile|kamp|straat|laan|gracht|plein|kade|singel|dijk|steeg|plantsoen|wal|hof|vej|gade|gatan|gata|vägen|väg|gränd|gränden|gärdet|torget|stigen|backen|allén|veien|vegen|gate|tie|katu|kuja|polku|" +
  // definite and other Nordic forms (Strandvejen, Østergaden, Kongens Nytorv, Solbakken, Bryggen, Storbacken, Laugavegur)
  "allé|vejen|gaden|stræde|strædet|plads|pladsen|torv|torvet|vænget|bakken|plassen|stien|brygge|bryggen|backe|platsen|slingan|raitti|väylä|ranta|aukio|kaari|rinne|vegur|stígur|braut|dreef|stræti|sund|tröð|gerði|hlíð";
// a street type written as a word after the name (Nordic, Dutch): Karl Johans gate 22 · Lindqvists Väg 6
// (Thai: Sukhumvit Soi 11 · Turkish: İstiklal Caddesi No:12, Bağdat Cd. 45, Kültür Sokak No. 3)
const TYPE_WORD_AFTER =
  `(?:[Gg]ate|[Gg]ata|[Gg]atan|[Vv]ej|[Vv]ei|[Vv]eien|[Vv]äg|[Vv]ägen|[Gg]ade|[Gg]ränd|[Tt]org|[Ss]traat|[Ll]aan|[Ww]eg|[Pp]lein|Soi|Caddesi|Cadde|Cad\\.|Cd\\.|Sokak|Sokağı|Sok\\.|Sk\\.|Bulvarı|Bulvar|Blv\\.|Bulv\\.|` +
  // Hungarian (Andrássy út 12 · Kossuth Lajos utca 3 · Váci u. 8 · Szabadság tér 1), Nordic words (Bygdøy allé 5, Kongens Nytorv 3)
  "utca|u\\.(?= \\d{1,4}(?:[.,]|$))|út|útja|tér|tere|körút|krt\\.|köz|sor|sétány|rakpart|fasor|[Aa]llé|[Pp]lads|[Pp]lass|[Tt]orv|[Ss]træde|[Vv]egur|cesta|ulica|trg|[Pp]rospekt|[Uu]litsa|[Pp]ereulok|[Nn]aberezhnaya|[Ss]hosse|" +
  // Baltic: Brīvības iela 5 · Gedimino pr. 9 · Narva mnt 5 · Pärnu maantee 10
  "iela|gatvė|prospektas|pr\\.|tänav|mnt\\.?|maantee|puiestee|ulici|třídě|náměstí|" +
  // Round 10: Lithuanian g., Azerbaijani and Uzbek words, Turkish words in lower case
  "g\\.(?= \\d)|gatve|tn\\.?(?= \\d)|küç\\.|küçəsi|prospekti|ko'chasi|sokak|caddesi)";
// a number word between a street and its number: nº 5, num. 5, nr. 12 (Romanian, Polish), № 7
// (and a kilometre post on a road: Carretera de Ronda km 3)
const NUM_WORD = "(?:n[º°o]\\.? ?|N[º°]\\.? ?|br\\. ?|n\\.[º°] ?|nº ?|num\\. ?|[Nn]r\\.? ?|\u2116 ?|# ?|[Kk]m\\.? ?)?";
// a number word between the type and the number (Turkish: Caddesi No:12 · No. 3)
const NO_BEFORE_NUM = "(?:No ?[:.]? ?)?";

/**
 * German compounds that end like a street but name a platform, a seat, a parking space, a yard, a
 * market or a ring (am Bahnsteig 12, Parkplatz 5, Sitzplatz 45, Supermarkt 3): not streets.
 */
const NOT_STREET_COMPOUND =
  "(?:(?:Bahn|Flug|Hoch)steig|(?:Park|Stell|Sitz|Steh|Liege|Arbeits|Spiel|Camping|Sport|Fußball|Fussball|Golf|Tennis|Ausbildungs|Studien|Kita|Krippen|Halte|Markt|Stand|Zelt|Wohnmobil|Abstell|Lager|Start|Ziel)platz|(?:Bahn|Fried|Innen|Bauern|Flug|Hinter|Betriebs|Wert|Recycling)hof|(?:Super|Arbeits|Floh|Wochen|Weihnachts|Bio|Bau|Getränke|Dreh)markt|(?:Rück|Heim|Aus|Um|Fuß|Fahr|Schul|Arbeits|Lebens|Lösungs|Werde|Dienst|Rechts)weg|(?:Box|Schlüssel|Ehe|Rettungs|Stimm)ring|(?:Stau|Deich)damm|Gleis|Schalter|Tisch|Eingang|Ausgang|Tor|Terminal|Stand|Steig|Platz|Start|Ziel|Gate)(?![\\p{L}\\-])";
/** Each type as written at a sentence's start and inside it (rue / Rue, calle / Calle). */
/** (grouped by the first letter, either case: [Rr](?:ue|ua|…)|[Cc](?:alle|…), the same set, cheaper to reject) */
const TYPES_BEFORE_RE = (() => {
  const groups = new Map<string, string[]>();
  for (const t of new Set(TYPES_BEFORE)) {
    const key = /^[\p{L}]/u.test(t) ? `[${t[0].toUpperCase()}${t[0].toLowerCase()}]` : t[0];
    groups.set(key, [...(groups.get(key) ?? []), t.slice(1)]);
  }
  return [...groups].map(([first, rest]) => `${first}(?:${rest.join("|")})`).join("|");
})();

const ARTICLE = "(?:Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|De|Het|Een|The|A|An|This|That|Mein|Meine|Unser|Unsere|Az|Egy)";

const ADDRESS_RES: RegExp[] = [
  // 1600 Pennsylvania Avenue NW, Washington, DC 20500 · 221B Baker Street · 12 W 34th St · Flat 2, 10 Downing Street, London SW1A 2AA
  new RegExp(
    `\\d(?<![\\p{L}\\d]\\d)\\d{0,5}(?:[A-Za-z\u00bc-\u00be]|[-/][A-Za-z](?![\\p{L}]))? (?:(?:[NS][EW]|[NSEW])\\.? |North |South |East |West )?(?:${W}|\\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)) (?:${W} ){0,3}(?:${TYPES_AFTER_EN})\\b\\.?(?: (?:NW|NE|SW|SE|N|S|E|W)\\b)?` +
      `(?:,? ${UNIT})?(?:,? ${CITY})?(?:,? (?:[A-Z]{2,3} )?(?:\\d{5}(?:-\\d{4})?|${UK_POSTCODE}|${EIRCODE}|${CA_POSTCODE}))?`,
    "gu",
  ),
  // Calle de Alcalá 42 · Via dei Condotti, 12 · Rua Augusta 24 · C/ Mayor, 5 · ul. Dluga 5/7
  new RegExp(`(?<![\\p{L}])(?:${TYPES_BEFORE_RE}) (?:${NAME}),? ${NUM_WORD}${NUM}(?![\\p{L}\\d])(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu"),
  // 55 Rue du Faubourg Saint-Honoré, 75008 Paris · 7031 Avenida Janaína
  new RegExp(`(?<![\\p{L}\\d,.])${NUM},? (?:${TYPES_BEFORE_RE}) (?:${NAME})(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu"),
  // Friedrichstraße 43 · Keizersgracht 123 · Drottninggatan 5 · Max-Liebermann-Str. 6
  new RegExp(`(?<![\\p{L}])(?!${NOT_STREET_COMPOUND})[\\p{Lu}][\\p{L}\\-]{1,40}?(?:${COMPOUND}) ${NUM}(?![\\p{L}\\d])(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu"),
  // Berliner Straße 5 · Am Färberberg 90c · An der Alster 12 · Auf dem Berg 3
  new RegExp(
    `(?<![\\p{L}])(?!${ARTICLE} )(?:(?:[\\p{Lu}][\\p{Ll}]+ (?:Straße|Strasse|Str\\.|Weg|Allee|Platz|Ring|Gasse|Damm|Ufer|Chaussee|Markt|Straat|Laan|Gracht|Plein|Kade|Weg))|(?:Am|An der|An den|Auf dem|Auf der|Im|In der|Zum|Zur|Hinter der|Unter den) (?!${NOT_STREET_COMPOUND})${W}) ${NUM}(?![\\p{L}\\d])(?:,? ${POSTCODE}(?: ${CITY})?)?`,
    "gu",
  ),
];
ADDRESS_RES.push(new RegExp(`(?<![\\p{L}])(?!${ARTICLE} )(?:${W} ){1,3}${TYPE_WORD_AFTER} ${NO_BEFORE_NUM}${NUM}(?![\\p{L}\\d])(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu"));
// Unter den Linden 77, 10117 Berlin · Damrak 1, 1012 LG Amsterdam: a name, a number, a postcode and a place
const WITH_POSTCODE = new RegExp(`(?<![\\p{L}\\d])(?:${NAME}) ${NUM},? (${POSTCODE}) (${CITY})`, "gu");
/**
 * Round 10: the same on two lines (the layout of most of Europe, Latin America and much of Asia in
 * address metadata: street and number, then postcode and place): Kasvu 15⏎10613 Tallinn ·
 * Steinagøta 17⏎100 Tórshavn (three-digit postcodes only here, on their own line before a place).
 */
const WITH_POSTCODE_LINES = new RegExp(`(?<![\\p{L}\\d])(?:${NAME}) ${NUM},? ?\\n ?(${POSTCODE}|\\d{3}(?![\\d-])|\\d{5,6}(?![\\d-])) (${CITY})`, "gu");
/**
 * An English street type in lower case after a capitalised name, as written by people outside the
 * English-speaking world (Skoufa street 11, Amir Temur street 66): only where the number ends a clause
 * or comes before a comma and a capital or a postcode ("Sesame street 2 is a game" is no address).
 */
const EN_LC_TYPE = new RegExp(`(?<![\\p{L}])(?!${ARTICLE} )(?:${W} ){1,3}(?:street|avenue|road|str\\.) ${NUM}(?![\\p{L}\\d])(?=,? ?\\n|,? [\\p{Lu}\\d]|[.;!?)]?\\s*$|[.;!?)] )(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu");
const HAS_EN_LC_TYPE = / (?:street|avenue|road|str\.) \d/;
/** Words before a number on its own line that make it a count, not a house number (Step 3⏎250 g). */
const NOT_HOUSE_LINE = /(?:^|[^\p{L}])(?:Step|Schritt|Paso|Étape|Passo|Stap|Chapter|Kapitel|Capítulo|Chapitre|Page|Seite|Página|Version|Level|Stufe|Room|Zimmer|Table|Tabelle|Figure|Abbildung|Round|Runde|Day|Tag|Week|Woche|Item|Punkt|Part|Teil|Option|Line|Zeile|Gleis|Gate|Terminal|Floor|Stock|Episode|Season|Staffel|Track|Lesson|Lektion|Question|Frage|Task|Aufgabe|Exercise|Übung|Test|Phase|Sprint|Stage|Game|Spiel|Match|Team|Group|Gruppe)\s*$/u;
function linesPostcode(m: RegExpExecArray): boolean {
  const beforeNl = m[0].slice(0, m[0].indexOf("\n")).replace(/,? ?[\w/-]+$/, "");
  if (NOT_HOUSE_LINE.test(beforeNl)) return false;
  if (/^\d{3}$/.test(m[1]) || /^\d{6}$/.test(m[1])) {
    const first = m[2].split(/[ -]/)[0].toLowerCase();
    if (lexFlags(first) & FLAG.COMMON && !(lexFlags(first) & FLAG.PLACE)) return false;
  }
  return placeAfterPostcode(m);
}
/**
 * Round 10. Latin America and French-speaking Africa: a street, then a building, block or house word and
 * a floor, flat or door (Calle 8, Edificio Sol, piso 4, apto. 5A · Cité des Pins, Bt 8 n° 11 · Calle 4,
 * Avenida 3, casa 17), and Costa Rica's directions from a landmark closed by a house (De la iglesia X,
 * 200 m al norte, casa 12).
 */
const STREET_BUILDING = new RegExp(
  `(?<![\\p{L}])(?:(?:Calle|Avenida|Av\\.|Carrera|Cra\\.|Jr\\.|Jirón|Cité|Résidence|Rue|Calzada|Diagonal|Transversal) [\\p{L}\\d.'’ -]{1,40}?|(?:De|Del|Frente a|Detrás de) (?:la |el )?[\\p{L} ]{2,40}, \\d{1,3} (?:m|metros|varas) (?:al )?(?:norte|sur|este|oeste)(?: y \\d{1,3} (?:m|metros|varas) (?:al )?(?:norte|sur|este|oeste))?),` +
    `(?: (?:Calle|Avenida|Av\\.) \\d{1,3},)? (?:[Cc]asa (?:[Nn][º°o]\\.? ?)?\\d{1,5}[A-Z]?(?![\\p{L}\\d])|(?:Edificio|Edif\\.|Torre|Residencial|Bt\\.?|Bâtiment|Imm\\.|Immeuble|Bloque|Bloc) [\\p{L}\\d.'’-]{1,30}(?: [\\p{L}\\d.'’-]{1,20})?(?:,? (?:piso|apto\\.?|apartamento|depto\\.?|dpto\\.?|of\\.|oficina|local|[nN][°º]|ap\\.?|apt\\.?|Apt|étage) ?[\\w-]{1,5}){1,2})`,
  "gu",
);
const HAS_STREET_BUILDING = /(?:[Cc]asa|Edificio|Edif\.|Torre|Residencial|Bt\.?|Bâtiment|Imm\.|Immeuble|Bloque|Bloc) /;
/** Ecuador's numbering: a cardinal letter, the block and the door, then the cross street (Av. Amazonas N34-120 y Atahualpa). */
const HAS_EC_NUMBER = / [NSEO]e?\d{1,3}[A-Z]?-\d/;
const EC_NUMBER = new RegExp(`(?<![\\p{L}])(?:${TYPES_BEFORE_RE}) (?:${NAME}) [NSEO][eE]?\\d{1,3}[A-Z]?-\\d{1,4}(?![\\d])`, "gu");
/**
 * The Gulf and South Asia: numbered blocks, streets, zones, houses and buildings in a row, at least a
 * street and a house or building (Block 8, Street 10, House 661 · Building 12, Street 840, Zone 66).
 */
const GULF_GRID = /(?<![\p{L}\d])(?:(?:Block|Blk\.?|Zone|Sector|Area) \d{1,4}[A-Z]?, ?)?(?:(?:Building|Bldg\.?|House|Villa|Plot|No\.?) (?:No\.? ?)?\d{1,5}[A-Z]?, ?)?(?:Street|St\.?|Road|Rd\.?|Avenue|Lane) (?:No\.? ?)?\d{1,4}[A-Z]?(?:(?:, ?(?:Building|Bldg\.?|House|Villa|Zone|Lane|Avenue|Jadda|Plot) (?:No\.? ?)?\d{1,5}[A-Z]?(?![\p{L}\d])){1,3}|, (?:Sangkat|Khan|Phum|Commune|Village) \p{Lu})/gu;
/** A street with an English type, a comma, then a house, plot or flat (Kenya, Nigeria): Ngong Road, House 5, Nairobi. */
const STREET_THEN_HOUSE = new RegExp(`(?<![\\p{L}])(?!${ARTICLE} )(?:${W} ){1,3}(?:${TYPES_AFTER_EN})\\.?, (?:House|Plot|Flat|Apt\\.?|Apartment|Building|Bldg\\.?|Villa|Suite) (?:No\\.? ?)?\\d{1,5}[A-Z]?(?![\\p{L}\\d])`, "gu");
const HAS_LINES_POSTCODE = /\d[a-zA-Z]?,? ?\n ?(?:\d{2}|[A-Z]{1,2}-?\d)/;
const HAS_GULF_GRID = /(?:Street|St\.?|Road|Rd\.?|Avenue|Lane) (?:No\.? ?)?\d{1,4}[A-Z]?, ?(?:Building|Bldg|House|Villa|Zone|Lane|Avenue|Jadda|Plot|Sangkat|Khan|Phum|Commune|Village)/;
const HAS_STREET_THEN_HOUSE = /, (?:House|Plot|Flat|Apt|Apartment|Building|Bldg|Villa|Suite)\.? (?:No\.? ?)?\d/;
/** Literal words a layout needs (tested with includes, a fraction of a regex scan's cost). */
const STREET_BUILDING_WORDS = ["asa ", "Edif", "Torre ", "Bt", "Bâtiment ", "Imm", "Bloque ", "Bloc ", "Residencial "];
const GULF_WORDS = ["Street ", "St ", "St. ", "Road ", "Rd ", "Rd. ", "Avenue ", "Lane "];
const HOUSE_WORDS = ["House ", "Plot ", "Flat ", "Apt", "Building ", "Bldg", "Villa ", "Suite "];
const LC_TYPE_WORDS = ["street ", "avenue ", "road ", "str. "];
const hasAny = (part: string, words: readonly string[]) => words.some((w) => part.includes(w));
/**
 * A floor or unit, a named tower or building, then a road with an English type and no number (the
 * Gulf, South and East Asia): 5th Floor, Al Noor Tower 2, Sheikh Zayed Road.
 */
const UNIT_TOWER_ROAD = new RegExp(
  `(?<![\\p{L}\\d])(?:\\d{1,2}(?:st|nd|rd|th)? Floor|Floor \\d{1,2}|(?:Office|Suite|Flat|Apartment|Unit|Shop) \\d{1,4}[A-Z]?), (?:${W} ){0,4}(?:Tower|Building|Bldg\\.?|Plaza|Centre|Center|Complex|House|Court|Mall)(?: \\d{1,3}[A-Z]?)?, (?:(?:${W} ){1,3}(?:Road|Street|St\\.?|Avenue|Highway|Boulevard)\\b|(?:${W} ){0,3}${W}, (?:${W} ){0,3}(?!Room |Level |Season |Floor )${W} \\d{4,6}(?!\\d))`,
  "gu",
);
const FLOOR_UNIT_WORDS = ["Floor", "Office ", "Suite ", "Flat ", "Apartment ", "Unit ", "Shop "];
const TOWER_WORDS = ["Tower", "Building", "Bldg", "Plaza", "Centre", "Center", "Complex", "House", "Court", "Mall"];
/** Armenian: a name, then the street word and the number (Աբովյան փողոց 12 · Մաշտոցի պողոտա 5). */
const HY_STREET = /[\u0531-\u0587]{2,24} (?:փողոց|պողոտա|փ\.|պող\.|նրբանցք|թաղամաս) \d{1,4}(?!\d)/gu;
/** Guatemala's grid with the street word in lower case after an ordinal: 18 calle 3-70, Zona 1 · 6a avenida 12-45. */
const GT_GRID = /(?<![\p{L}\d])\d{1,2}(?:a\.?|ª)? (?:calle|avenida|av\.|Calle|Avenida|Av\.) \d{1,3}-\d{1,3}(?![\d-])(?:,? [Zz]ona \d{1,2}(?!\d))?/gu;
/**
 * A street with a type (a number is optional: Irish and British addresses often have none), then
 * one to three parts (a unit, a town, "Co. Clare", "Dublin 1") on the same line after commas or
 * on the next lines, then a UK, Irish, Canadian or Indian postcode: Ballyvaughan Road, Lisdoonvarna,
 * Co. Clare, V95 T6D2 · Wandle Way\nLondon SW18 4UQ.
 */
// India's locality words (Gandhi Nagar, MG Marg, HSR Layout, Model Colony), closed by a PIN like a street type
const IN_LOCALITY = "Nagar|Colony|Marg|Layout|Enclave|Vihar|Chowk|Bazaar|Bazar|Puram|Peth|Palya|Halli|Gali|Mohalla|Bagh|Ganj|Abad";
// India's PIN (560001, 560 001): six digits, only at the end of a street with a type and its parts
const IN_PIN = "(?<![\\d-])[1-9]\\d{2} ?\\d{3}(?![\\d-])";
const SEP = "(?:,? ?\\n ?|, ?)";
const PART = `(?:${W}|\\d{1,3}[A-Za-z]?)(?: (?:${W}|${CONN}|\\d{1,2})){0,3}`;
const STREET_THEN_POSTCODE = new RegExp(
  `(?<![\\p{L}])(?:\\d{1,5}[A-Za-z]?,? ?)?(?:${W} ){1,4}(?:${TYPES_AFTER_EN}|Park|Wood|Brae|Bank|Brow|Grange|Side|Wynd|Vennel|Loan|${IN_LOCALITY})\\b\\.?(?:${SEP}${PART}){0,3}(?:${SEP}|,? | ?- )(?:${UK_POSTCODE}|${EIRCODE}|${CA_POSTCODE}|${IN_PIN})`,
  "gu",
);
const US_STATE =
  "(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR)";
/**
 * North America and Australia: 117 Karolann Bypass Suite 579, Beverlyshire, QC M2Y 7P1 · 66 Dietrich
 * Mall, Westberg QLD 6933 (any street word before the city, state and code).
 */
const NA_TAIL = new RegExp(
  `\\d(?<![\\p{L}\\d]\\d)\\d{0,5}[A-Za-z]? (?:[NSEW]\\.? )?(?:${W}|\\d{1,3}(?:st|nd|rd|th))(?: ${W}){0,4}(?:,? ${UNIT})?, ${CITY}(?:, [A-Z]{2} (?:\\d{5}(?:-\\d{4})?(?!\\d)|${CA_POSTCODE})|,? (?:NSW|VIC|QLD|WA|SA|TAS|NT|ACT) \\d{4}(?!\\d))` +
    // without commas (a label, OCR): 1200 Broadway Apt 5C New York NY 10001
    `|\\d(?<![\\p{L}\\d]\\d)\\d{0,5}[A-Za-z]? (?:(?:[NS][EW]|[NSEW])\\.? )?(?:${W}|\\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH))(?: (?:${W}|#?\\d{1,5}[A-Za-z]{0,2})){0,7},? ${US_STATE},? \\d{5}(?:-\\d{4})?(?!\\d)`,
  "gu",
);
const HAS_LETTER_POSTCODE = new RegExp(`(?:${UK_POSTCODE}|${EIRCODE}|${CA_POSTCODE})`, "u");
const HAS_IN_PIN = new RegExp(IN_PIN, "u");
/**
 * India without a street type: a house or flat designator (Flat 302, B-47, H.No. 5-2-10, Plot 18),
 * one to five parts after commas (a building, a cross road, a locality), then a state or a metropolitan
 * city and the PIN: Flat 302, Lotus Residency, 14th Cross, Indiranagar, Bengaluru, Karnataka 560038.
 */
const IN_REGION =
  `Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|New Delhi|Delhi|Chandigarh|Puducherry|Pondicherry|Jammu(?: (?:and|&) Kashmir)?|Ladakh|Mumbai|Kolkata|Chennai|Bengaluru|Bangalore|Hyderabad|Pune|Ahmedabad|Jaipur|Lucknow|Kochi|Gurugram|Gurgaon|Noida|` +
  // more cities, and a PIN named as one (PIN: 641002, Pin Code - 641002)
  "Coimbatore|Indore|Bhopal|Nagpur|Surat|Vadodara|Visakhapatnam|Patna|Kanpur|Thiruvananthapuram|Mysuru|Mysore|Mangaluru|Mangalore|Bhubaneswar|Guwahati|Dehradun|Ludhiana|Amritsar|Nashik|Thane|Navi Mumbai|Ghaziabad|Faridabad|Madurai|Vijayawada|Ranchi|Raipur|Varanasi|Agra|Jodhpur|Udaipur|Kozhikode|Thrissur|Secunderabad|Mohali|Howrah|Salem|Tiruchirappalli|Warangal|Guntur|Nellore|Belagavi|Hubli|Kolhapur|Aurangabad|Jabalpur|Gwalior|Allahabad|Prayagraj|Meerut|Jamshedpur|Cuttack|Siliguri|Shimla|Srinagar|Jammu|(?:UP|MH|KA|TN|DL|HR|WB|GJ|RJ|MP|KL|PB|TS|AP|OD|HP|JK|BR|CG|JH|AS)(?= [1-9]\\d{5}(?!\\d))|(?:PIN|Pin|PIN Code|Pin ?[Cc]ode|Pincode|PINCODE)[ :.-]{0,2}";
const IN_HOUSE = "(?:(?:Flat|House|H\\. ?No\\.|H ?No\\.?|Plot|Door(?: No\\.?)?|No\\.|Shop|Office|Apt|Villa|#) ?[\\w/-]{1,10}|[A-Z]{1,2}-\\d{1,4}[A-Z]?|\\d{1,4}(?:[-/]\\d{1,4}){0,3}[A-Z]?)";
const IN_TAIL = new RegExp(`(?<![\\p{L}\\d/-])${IN_HOUSE},(?: ?[^,\\n]{2,40}(?:,|,? ?\\n)){0,4} ?(?:${IN_REGION})[ ,-]{0,3}[1-9]\\d{2} ?\\d{3}(?![\\d-])`, "gu");
const HAS_IN_REGION = new RegExp(`(?:${IN_REGION})[ ,-]{0,3}[1-9]\\d{2} ?\\d{3}(?![\\d-])`, "u");
/**
 * A house number and a street of one or two words without a type (Bishopsgate, Marine Lines), one to
 * three parts, then a strong letter postcode, or an Indian city or state and its PIN: 56 Bishopsgate\nLondon\nEC2N 4AJ.
 */
const NUM_STREET_POSTCODE = new RegExp(
  `(?<![\\p{L}\\d])\\d{1,5}[A-Za-z]?,? ${W}(?: ${W})?(?:${SEP}${PART}){0,3}(?:${SEP}|,? )(?:${UK_POSTCODE}|${EIRCODE}|${CA_POSTCODE}|(?:${IN_REGION})[ ,-]{0,3}${IN_PIN})`,
  "gu",
);
/** Ireland: any street line, a town, "Co. <county>" and an Eircode (the county line marks the layout). */
const IE_COUNTY = new RegExp(`(?<![\\p{L}\\d])(?:\\d{1,5}[A-Za-z]? )?${W}(?: ${W}){0,3}${SEP}(?:${PART}${SEP}){0,2}Co\\.? ${W}(?: ${W})?(?:${SEP}|,? )${EIRCODE}`, "gu");
/** Japan: 3-12-5 Jingumae, Shibuya-ku, Tokyo 150-0001 (block numbers, a ward or city, a 7-digit postcode). */
const JP_ADDRESS = new RegExp(`(?<![\\p{L}\\d-])\\d{1,4}(?:-\\d{1,4}){1,2},? ${W}(?:,? ${W}){0,3},? (?:\u3012 ?)?\\d{3}-\\d{4}(?![\\d-])`, "gu");
const JP_POSTCODE = /\d{3}-\d{4}/;
const JP_WARD = /-(?:ku|shi|cho|ch\u014d|machi|gun|mura|ken)\b/i;
/**
 * Japanese and Chinese addresses in their own script: two administrative levels (a prefecture or
 * province or city: 都 道 府 県 省 市; then a city, ward, county, town or village: 市 区 區 町 村 郡 县
 * 縣), up to twelve more characters (a district, a road: 大道 路 街), then a number with its unit
 * (丁目 番地 番 号 號) or a Japanese block number (3-1-1); or one level before a chōme (渋谷区渋谷2丁目);
 * a Japanese postcode (〒150-0002) may lead.
 */
const CJ = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc";
const CJ_NUM = "(?:\\d{1,5}|[\\u4e00\\u4e8c\\u4e09\\u56db\\u4e94\\u516d\\u4e03\\u516b\\u4e5d\\u5341]{1,3})";
const CJ_UNIT = "(?:\\u4e01\\u76ee|\\u756a\\u5730|\\u756a|\\u53f7|\\u865f)";
const CJK_ADDRESS = new RegExp(
  `(?:\\u3012 ?\\d{3}-\\d{4} ?)?(?:[${CJ}]{1,6}?[\\u90fd\\u9053\\u5e9c\\u770c\\u7701\\u5e02][${CJ}]{1,8}?[\\u5e02\\u533a\\u5340\\u753a\\u6751\\u90e1\\u53bf\\u7e23][${CJ}]{0,12}?(?:${CJ_NUM}${CJ_UNIT}|\\d{1,4}(?:-\\d{1,4}){1,2}(?![\\d-]))|[${CJ}]{1,8}?[\\u5e02\\u533a\\u753a\\u6751][${CJ}]{0,8}?${CJ_NUM}\\u4e01\\u76ee)(?:\\d{1,4}(?:-\\d{1,4})?(?:\\u756a\\u5730|\\u756a|\\u53f7|\\u865f)?)?`,
  "gu",
);
/**
 * Korean road-name addresses: a province or city (특별시 광역시 특별자치시 도 시) and a city, county or
 * district (시 군 구), optionally a district or town (구 동 읍 면), a road (로 대로 길, a numbered 번길),
 * then the building number: 서울특별시 강남구 테헤란로 152.
 */
const HANGUL = "\\p{Script=Hangul}";
const KR_ADDRESS = new RegExp(
  `(?:[${HANGUL}]{1,8}(?:\\ud2b9\\ubcc4\\uc2dc|\\uad11\\uc5ed\\uc2dc|\\ud2b9\\ubcc4\\uc790\\uce58\\uc2dc|\\ud2b9\\ubcc4\\uc790\\uce58\\ub3c4|\\ub3c4|\\uc2dc) )?[${HANGUL}]{1,8}(?:\\uc2dc|\\uad70|\\uad6c) (?:[${HANGUL}]{1,8}(?:\\uad6c|\\ub3d9|\\uc74d|\\uba74) )?[${HANGUL}\\d]{1,12}(?:\\ub300\\ub85c|\\ub85c|\\uae38)(?: ?\\d{1,4}(?:\\ubc88)?\\uae38)? \\d{1,5}(?:-\\d{1,4})?(?![\\d])`,
  "gu",
);
/**
 * Korean lot-number addresses (지번): a province or city, a city, county or district (시 군 구), a
 * neighbourhood, town or village (동 읍 면 리 가), then the lot number (산 for a mountain lot).
 */
const KR_LOT = new RegExp(
  `(?:[${HANGUL}]{1,8}(?:\\ud2b9\\ubcc4\\uc2dc|\\uad11\\uc5ed\\uc2dc|\\ud2b9\\ubcc4\\uc790\\uce58\\uc2dc|\\ud2b9\\ubcc4\\uc790\\uce58\\ub3c4|\\ub3c4|\\uc2dc) )?[${HANGUL}]{1,8}(?:\\uc2dc|\\uad70|\\uad6c) [${HANGUL}\\d]{1,8}(?:\\ub3d9|\\uc74d|\\uba74|\\ub9ac|\\uac00) (?:\\uc0b0 ?)?\\d{1,5}(?:-\\d{1,4})?(?![\\d])`,
  "gu",
);
/**
 * A house, flat or plot designator first, then a street with its type after the name and a place
 * (Kenya, the Gulf, South Asia): Plot 12, Acacia Road, Westlands · Apartment 3, Block B, Palm Road, Deira.
 */
const UNIT_WORD = "(?:Plot|Flat|Apartment|Apt\\.?|Unit|Suite|Villa|House|Building|Bldg\\.?|Shop|Office|Lot)";
const UNIT_FIRST = new RegExp(
  `(?<![\\p{L}\\d])${UNIT_WORD} (?:No\\.? ?)?\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,4})?, (?:(?:Block|Building|Bldg\\.?|Tower|Wing|Floor|Phase) [\\w-]{1,6}, )?(?:(?:${W} ){1,3}(?:${TYPES_AFTER_EN}|Park)\\b\\.?|(?:Street|St\\.?|Road|Rd\\.?|Avenue|Ave\\.?|Lane|Sikka|Way) \\d{1,4}[A-Za-z]?)(?:, (?:Block|Sector|Phase) [\\w-]{1,6})?, ${CITY}` +
    // (or, a part later, a street typed before its name: Lot 23, Kampung Baru, Jalan Raja Muda Musa)
    `|(?<![\\p{L}\\d])${UNIT_WORD} (?:No\\.? ?)?\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,4})?, (?:${PART}, )?(?:${TYPES_BEFORE_RE}) ${NAME}`,
  "gu",
);
/**
 * Vietnam: a house number and a street, then a ward, district or city word (Phường, Quận, Huyện, Thành
 * phố, TP.) in one of the next parts: 12 Lê Lợi, Phường 4, Quận 3.
 */
// (also the neighbourhood or district words of Mexico, the Philippines, Indonesia, Turkey and Brazil: Col. Centro, Brgy. San Roque, Kel. Sukamaju)
const ADMIN_MARK = "(?:Col\\.|Colonia|Fracc\\.|Fraccionamiento|Brgy\\.?|Barangay|Purok|Kel\\.|Kelurahan|Kec\\.|Kecamatan|Kab\\.|Kabupaten|Mahallesi|Mah\\.|Bairro)";
const VN_ADMIN = `(?:Phường|Quận|Huyện|Thị xã|Xã|Thành phố|TP\\.|P\\.|Q\\.|${ADMIN_MARK})`;
const VN_ADDRESS = new RegExp(
  `(?<![\\p{L}\\d/])\\d{1,5}[A-Z]?(?:/\\d{1,4}[A-Z]?)? ${W}(?: ${W}){0,4},(?: ${W}(?: ${W}){0,3},){0,2} ${VN_ADMIN} ?(?:\\d{1,2}(?!\\d)|${W})`,
  "gu",
);
/**
 * Round 21: Vietnamese without a street word or an administrative word: a house number, a street of two to
 * five capitalised syllables (one with a Vietnamese letter: Trần Phú, Hàng Bạc), then two or three parts of
 * capitalised syllables (a district, a city), or one that is a city: 36 Hàng Bạc, Hoàn Kiếm, Hà Nội.
 */
const VN_SYL = "[\\p{Lu}][\\p{Ll}\\p{M}]{0,6}(?![\\p{L}\\p{M}])";
const VN_NOTYPE = new RegExp(
  `(?<![\\p{L}\\d/.,])\\d{1,5}[A-Z]?(?:/\\d{1,4}[A-Z]?)? (${VN_SYL}(?: ${VN_SYL}){1,4}), (${VN_SYL}(?: ${VN_SYL}){0,3})(?:, (${VN_SYL}(?: ${VN_SYL}){0,3}|TP\\.? ?HCM|TPHCM))?`,
  "gu",
);
// (letters of Vietnamese beyond French and Spanish: ă â đ ê ô ơ ư and the tone-marked vowels)
const VN_LETTER = /[\u0102\u0103\u00c2\u00e2\u0110\u0111\u00ca\u00ea\u00d4\u00f4\u01a0\u01a1\u01af\u01b0\u1ea0-\u1ef9]/;
const VN_CITIES = new Set(
  "Hà Nội|Hồ Chí Minh|Sài Gòn|Đà Nẵng|Huế|Hải Phòng|Cần Thơ|Nha Trang|Đà Lạt|Vũng Tàu|Biên Hòa|Quy Nhơn|Vinh|Hạ Long|Hội An|Buôn Ma Thuột|Khánh Hòa|Quảng Ninh|Bình Dương|Đồng Nai|Thủ Đức|Hải Dương|Nam Định|Thái Nguyên|Phan Thiết|Rạch Giá|Long Xuyên|Mỹ Tho|Pleiku|Bắc Ninh|Thanh Hóa|Nghệ An|Lâm Đồng|Quảng Nam|Phú Quốc".split("|"),
);
/** A list of counted things before the number (Mua 3 Bánh Mì, 2 Cà Phê …): no house number. */
const COUNTED_LIST_BEFORE = /(?:^|[^\p{L}\d.,])\d{1,3} [\p{Lu}][^,\d]{0,30}, $/u;
/** Words that count or order things before a number (Chương 3, Tập 2, Bài 5): no house number. */
// (tested right after a run of digits: a street of capitalised syllables, one with a Vietnamese letter, and a comma)
const VN_NOTYPE_AT = new RegExp(`[A-Z]?(?:/\\d{1,4}[A-Z]?)? (?=[^,\\n]{0,40}${VN_LETTER.source})${VN_SYL}(?: ${VN_SYL}){1,4},`, "uy");
const VN_COUNTER_BEFORE = /(?:^|[^\p{L}])(?:[Cc]hương|[Tt]ập|[Bb]ài|[Pp]hần|[Ll]ớp|[Tt]rang|[Cc]âu|[Mm]ục|[Kk]ỳ|[Mm]ùa|[Nn]ăm|[Tt]ầng|[Pp]hòng|[Ss]ố lượng|[Mm]ua|[Cc]ó|[Tt]hắng) $/u;
function vnNoType(part: string, m: RegExpExecArray): boolean {
  if (!VN_LETTER.test(m[1]) || /^(?:19|20)\d\d\b/.test(m[0])) return false;
  if (VN_COUNTER_BEFORE.test(part.slice(Math.max(0, m.index - 12), m.index))) return false;
  if (COUNTED_LIST_BEFORE.test(part.slice(Math.max(0, m.index - 40), m.index))) return false;
  return m[3] !== undefined || VN_CITIES.has(m[2]);
}
const HAS_VN_ADMIN = new RegExp(`(?:Phường|Quận|Huyện|Thị xã|Xã|Thành phố|TP\\.|${ADMIN_MARK}) ?\\p{Lu}|(?:Phường|Quận) \\d`, "u");
/**
 * Colombian (and other Latin-American) grid addresses: a street type, its number (and letter, Bis,
 * Sur), then # / No. and the cross street's number, a dash, the distance: Calle 93 #13-24 · Cra. 7 No.
 * 71-21 Sur · Av. Carrera 15 # 88-64, Oficina 502, Bogotá.
 */
const LATAM_TYPE = "(?:[Cc]alle|[Cc]ll?\\.|[Cc]arrera|[Cc]ra\\.?|[Kk]ra?\\.?|[Dd]iagonal|[Dd]g\\.?|[Tt]ransversal|[Tt]v\\.?|[Aa]venida|[Aa]v\\.?|[Aa]k\\.?|[Cc]ircular|[Cc]ircunvalar|[Aa]utopista)";
const LATAM_LETTER = "(?: ?[A-Z](?![\\p{L}]))?";
const LATAM_GRID = new RegExp(
  `(?<![\\p{L}\\d])(?:${LATAM_TYPE} )?${LATAM_TYPE} ?\\d{1,3}${LATAM_LETTER}(?: [Bb]is${LATAM_LETTER})?(?: (?:Sur|Este|Norte|Oeste))? ?(?:#|N[oº°]\\.?|Nro\\.?) ?\\d{1,3}${LATAM_LETTER} ?- ?\\d{1,3}(?![\\d])(?: (?:Sur|Este))?` +
    `(?:,? (?:Oficina|Of\\.|Apto\\.?|Apartamento|Piso|Torre|Interior|Int\\.|Local|Casa|Bloque) [\\w-]{1,6}){0,2}(?:,? ${CITY})?`,
  "gu",
);
/**
 * Round 21: Cuban (and other Caribbean and Mexican) grid addresses: a street (a type and a number or a name,
 * or a capitalised name alone), the house number (after #, No., Núm. or none), then the cross streets
 * after "entre … y / e …" or "e/ … y …", or the corner after "esq." / "esquina (a)", then a barrio or a
 * city: Calle 23 #456 entre J e I, Vedado · Obispo 117 entre Cuba y San Ignacio · Avenida 31 #4610 esq. a 48.
 */
const CU_TYPE = "(?:[Cc]alle|[Aa]venida|[Aa]vda?\\.|[Cc]alzada|[Cc]arretera|[Pp]aseo|[Cc]allej[oó]n|[Pp]asaje)";
const CU_ORD = "\\d{1,3}(?:ra|da|ta|na|ma|va|ro|do|to|no|mo|vo|a|o|º|ª)?(?![\\p{L}\\d])";
const CU_CROSS = `(?:(?:[Cc]alles? |${CU_TYPE} )?(?:${CU_ORD}|${W}(?: (?:${W}|${CONN})){0,3}))`;
const CU_GRID = new RegExp(
  `(?<![\\p{L}\\d])(?:(${CU_TYPE}) (?:${CU_ORD}|${NAME})|(${W}(?: (?:${W}|${CONN})){0,3})),? (#|[Nn][oº°]\\.|N[uú]m\\.|[Nn]ro\\.)? ?\\d{1,5}[A-Za-z]?(?:-\\d{1,4})?(?![\\d.,]\\d|[\\p{L}]),? (?:(?:entre|e/) ?${CU_CROSS} (?:y|e) ${CU_CROSS}|(?:esq\\.?|esquina)(?: a)? ${CU_CROSS})(,? ${CITY}(?:, ${CITY})?)?`,
  "gu",
);
// (tested right after a run of digits: the house number's end, then the cross streets' or the corner's word)
const CU_CROSS_AT = /[A-Za-z]?(?:-\d{1,4})?,? (?:entre|e\/|esq|esquina)(?![\p{L}])/uy;
const HAS_CU_CROSS = /\d,? (?:entre|e\/|esq|esquina) ?[\p{Lu}\d]|\d,? (?:esq\.?|esquina) a [\p{Lu}\d]|\d,? (?:entre|e\/) ?(?:[Cc]alles? )\S/u;
/** Nouns that count or order things before a number (Ruta 27, Capítulo 7): no street without a street type. */
const CU_COUNTER = new Set("ruta capítulo capitulo juego partido grupo página pagina sala mesa puerta tabla nivel fase paso artículo articulo sección seccion episodio temporada número numero edición edicion versión version habitación habitacion aula piso planta lote".split(" "));
/** A typed street, or a name with # / No. or a house number of two digits or more and a barrio or city after the cross streets (not "Messi 10 entre Neymar y Suárez"). */
const cuStreet = (m: RegExpExecArray) => m[1] !== undefined || (!CU_COUNTER.has(m[2].split(" ").slice(-1)[0].toLowerCase()) && (m[3] !== undefined || (/\d\d,? (?:entre|e\/|esq)/.test(m[0]) && m[4] !== undefined)));
const STRONG_POSTCODE = /^(?:[A-Z]\d{4} ?[A-Z]{3}|[A-Z]{2}\d{4}|(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}|[A-Z]\d[A-Z] ?\d[A-Z]\d|\d{4} ?[A-Z]{2}|\d{4}-\d{3}|\d{5}-\d{3}|\d{2}-\d{3}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/;
/**
 * Rural delivery without a street: a box or route designator, a locality, then a state and postcode
 * (Australia: RMB 4420, Yackandandah VIC 3749 · Canada: Site 12, Comp 8, RR 3, Olds AB T4H 1P4 ·
 * New Zealand: RD 2, Hamilton 3282).
 */
const RURAL_BOX = "(?:(?:RMB|RSD|CMB|RMS|RD|RR|Rural Route|Locked Bag|Private Bag|GPO Box|Box|Site \\d{1,4},? Comp) \\d{1,5}|General Delivery)";
const RURAL = new RegExp(
  `(?<![\\p{L}\\d])(?:${RURAL_BOX},? ){1,3}${CITY}(?:,? (?:NSW|VIC|QLD|WA|SA|TAS|NT|ACT) \\d{4}(?!\\d)|,? (?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT) ${CA_POSTCODE}|,? ${US_STATE} \\d{5}(?:-\\d{4})?(?!\\d)|,? \\d{4}(?!\\d))`,
  "gu",
);
const HAS_RURAL = /\b(?:RMB|RSD|CMB|RMS|RD|RR|Rural Route|Locked Bag|Private Bag|GPO Box|Box|Site) \d|General Delivery/;
/**
 * Brazil: any street line (Brasília's superblocks have no street type: SQN 308 Bloco C Apto 204),
 * parts, then "City - UF, 70747-030" (the state's two letters after a dash and an 8-digit CEP).
 */
const BR_UF = "(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)";
const BR_TAIL = new RegExp(
  `(?<![\\p{L}\\d])(?:${W}|[A-Z]{2,4})(?: (?:${W}|${CONN}|[A-Z]{1,4}|\\d{1,5}[A-Za-z]?)){1,7}(?:, ?${PART}){0,2},? ${CITY} ?[-\u2013] ?${BR_UF},? \\d{5}-?\\d{3}(?!\\d)`,
  "gu",
);
const HAS_BR_TAIL = new RegExp(`[-\u2013] ?${BR_UF},? \\d{5}-?\\d{3}`);
// PO boxes of many countries: P.O. Box, POB, PMB, Postfach, Postbus, Postboks, Apartado (Postal / Aéreo /
// de correos), Apdo., A.P., Casilla (de correo / Postal), Caixa Postal, Casella postale, Boîte / Case
// postale, BP, Skrytka pocztowa, Postilokero
const PO_BOX =
  /\b(?:P\.? ?O\.? Box|P\.? ?O\.? ?B\.?|PMB|Post Office Box|Postfach|Postboks|Apartado(?: de correos| Postal| A[ée]reo)?|Apdo\.(?: Postal| A[ée]reo)?|A\.P\.|Casilla(?: de correos?| Postal)?|Case postale|Boîte postale|BP|Caixa Postal|Casella postale|Postbus|Skrytka pocztowa|Postilokero|S\.L\.P\.|Sanduku la Posta|(?:RR|R\.R\.|Rural Route|HC|HCR|Star Route|Route|Rte\.?|Rt\.?) \d{1,3},? Box) \d[\d ]{0,7}\d?\b/gi;

/**
 * Round 9 layouts (labelled/pii-r9-address.ts). Cyrillic (Russian, Ukrainian, Bulgarian): a street
 * type before or after the name, then the house (д. / дом / буд. / №): ул. Садовая, д. 12, кв. 34 ·
 * вул. Лісова, 7 · Садовая ул., 5 · бул. Витоша 45; or a house and a flat (д. 5, кв. 12).
 */
const CYR_TYPES = ["ул\\.", "улица", "вул\\.", "вулиця", "пр-т", "пр-кт", "просп\\.", "проспект", "пер\\.", "переулок", "пров\\.", "провулок", "наб\\.", "набережная", "набережна", "ш\\.", "шоссе", "бул\\.", "бульвар", "б-р", "пл\\.", "площадь", "площа", "мкр\\.?", "мкрн\\.", "микрорайон", "туп\\.", "тупик", "проезд", "пр-д", "аллея", "алея", "линия", "көшесі", "даңғылы", "пр\\.(?= [\\p{Lu}])", "кӧшесі", "вулица", "булевар", "ул", "проспекте", "улице", "переулке", "бульваре", "набережной"];
const CYR_TYPE = `(?:${CYR_TYPES.map((t) => `[${t[0].toUpperCase()}${t[0]}]${t.slice(1)}`).join("|")})`;
const CYR_HOUSE = "(?:(?:д\\.|дом|буд\\.|будинок|№|бр\\.|број) ?)?\\d{1,5}(?:[а-яіА-Я](?![\\p{L}])|/\\d{1,4}|-\\d{1,4})?(?![\\p{L}\\d])";
const CYR_NAME = `(?:[«"„]?(?:${W}|\\d{1,3}-?[а-яі]{0,3}|им\\.|імені)[»"“]? ){0,3}[«"„]?${W}[»"“]?`;
const CYR_ADDRESS = new RegExp(
  `(?<![\\p{L}])(?:${CYR_TYPE} ?${CYR_NAME}|${CYR_NAME} ${CYR_TYPE}),? ${CYR_HOUSE}|(?<![\\p{L}])(?:д\\.|дом) ?\\d{1,5}[а-я]?,? (?:(?:корп\\.|к\\.|стр\\.) ?\\d{1,3},? )?(?:кв\\.|квартира|оф\\.) ?\\d{1,4}`,
  "gu",
);
const HAS_CYRILLIC = /[\u0400-\u04ff]/;
/** Cyrillic, Hebrew, Arabic, Persian, Devanagari or Thai: one scan before the tests of each. */
const NON_LATIN = /[\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u0e00-\u0e7f]/;
/** Hebrew: a street word (רחוב, רח׳, שדרות ...), the name, the number; PO boxes (ת.ד. 1234). Arabic: شارع / ميدان ..., the name, the number; PO boxes (ص.ب. 1234). */
const HE = "\\u0590-\\u05ff";
const AR = "\\u0600-\\u06ff";
const HE_NAME = `(?:[${HE}"'׳״\\-]{1,20})(?: [${HE}"'׳״\\-]{1,20}){0,2}`;
const AR_L = "\\u0621-\\u064a\\u0671-\\u06d3";
const AR_NAME = `[${AR_L}]{2,20}(?: [${AR_L}]{2,20}){0,3}`;
const RTL_ADDRESS = new RegExp(
  `(?<![${HE}])[בלמו]?(?:רחוב|רח['׳]|שדרות|שד['׳]|שד\\.|סמטת|סמ['׳]|כיכר|ככר|משעול|שכונת) (${HE_NAME}),? \\d{1,4}(?!\\d)(?! ?(?:ק"מ|ק״מ|מ'|מטר|דקות|שעות|%|אחוז))|(?<![${HE}])[בלמו]?(?:ת\\.ד\\.?|ת"ד|ת״ד|תא דואר) ?\\d{1,6}` +
    `|(?<![${AR}])(?:شارع|ش\\.|(?<!عن )طريق|جادة|زقاق|ميدان) (${AR_NAME})[،,]? (?:(?:رقم|مبنى|عمارة|بناية|منزل) ?)?\\d{1,5}(?!\\d)(?! ?(?:كم|كيلو|متر|دقيقة|دقائق|ساعة|ساعات|سنة|سنوات|عام|أعوام|يوم|أيام|شهر|أشهر|أسبوع|مرة|مرات|%))|(?<![\\d])\\d{1,5} (?:شارع|ش\\.|طريق|جادة|زقاق|ميدان) ${AR_NAME}|(?<![${AR}])(?:شقة|عمارة|مبنى|بناية|فيلا|منزل|بيت) ?\\d{1,5}[،,] ?(?:(?:عمارة|مبنى|بناية|الدور|الطابق|دور) ?\\d{1,3}[،,] ?)?(?:شارع|ش\\.|طريق|جادة|زقاق|ميدان) ${AR_NAME}|(?<![${AR}])(?:خیابان|کوچه|بلوار|بزرگراه) (${AR_NAME})[،,]? (?:(?:پلاک|شماره|نبش) ?)?\\d{1,5}(?!\\d)(?! ?(?:کیلومتر|متر|دقیقه|ساعت|سال|روز|بار|درصد|%))|(?<![${AR}])پلاک ?\\d{1,5}(?!\\d)|(?<![${AR}])(?:ص\\. ?ب\\.?|ص ب|صندوق بريد) ?:? ?\\d{1,6}`,
  "gu",
);
/** Function words that are no part of a street's name ("on X street there are 6 cafés"). */
const RTL_STOP = new Set("סגור סגורה פתוח נסגר בין ליד עד יש אין של עם היו היה הם הן גם רק עוד כל זה זו לא כן אבל אז היום מחר אתמול נפגשנו ביקרנו הלכנו היינו في من على إلى عن مع هو هي كان كانت جدا جداً انتظرنا ذهبنا مزدحم اليوم منذ مشهور در از به با که را این آن است بود".split(" "));
const rtlName = (m: RegExpExecArray) => !(m[1] ?? m[2] ?? m[3] ?? "").split(" ").some((w) => RTL_STOP.has(w));
const HAS_RTL = /[\u0590-\u06ff]/;
/** United States military mail (PSC 1234, Box 5678, APO AE 09012 · Unit 2050 Box 4190 · FPO AP 96620). */
const MILITARY = /(?<![\p{L}\d])(?:(?:PSC \d{3,4}|CMR \d{3}|Unit \d{4}),? Box \d{1,5}|(?:APO|FPO|DPO),? (?:AA|AE|AP),? \d{5}(?:-\d{4})?)(?!\d)/gu;
/**
 * Chinese roads without the administrative levels: a road (路 街 大道 巷 弄 胡同, a 段 section), then
 * the number and 号 / 號 (not 号线, a metro line): 南京西路1266号 · 信義路五段7號.
 */
const CN_ROAD = new RegExp(`[${CJ}]{1,3}(?:\\u8def|\\u8857|\\u9053|\\u5927\\u9053|\\u5df7|\\u5f04|\\u80e1\\u540c)(?:[\\u4e00\\u4e8c\\u4e09\\u56db\\u4e94\\u516d\\u4e03\\u516b\\u4e5d\\u5341]{1,2}\\u6bb5|\\d{1,2}\\u6bb5)?(?:\\d{1,4}[\\u5df7\\u5f04])?\\d{1,5}[\\u53f7\\u865f](?![\\u7ebf\\u7dda\\u673a\\u6a5f\\u4f4d\\u7801\\u78bc])`, "gu");
/**
 * Round 21: the same with the numbers set apart by spaces (typed with a Latin keyboard's digits): a road
 * (路 街 大道 道 巷 弄 胡同), a section (四段 / 4 段), lanes and alleys (99 巷 12 弄), then the number and
 * 号 / 號 (not 号线 / 號線), then the building, staircase, floor and room (5 栋 1102 房 · 3 单元 502 室 · 8 樓之 2):
 * 忠孝東路四段 216 號 8 樓 · 建国门外大街 27 号 3 单元 502 室.
 */
const CN_SECTION = "(?:[\\u4e00\\u4e8c\\u4e09\\u56db\\u4e94\\u516d\\u4e03\\u516b\\u4e5d\\u5341]{1,2}|\\d{1,2} ?)\\u6bb5";
const CN_AFTER_NO = "(?:\\u53f7\\u697c|\\u865f\\u6a13|\\u5e62|\\u680b|\\u68df|\\u5ea7|\\u5355\\u5143|\\u55ae\\u5143|\\u95e8|\\u9580|\\u697c|\\u6a13|\\u5c42|\\u5c64|\\u5ba4|\\u623f|F)";
// (道 of a channel, runway, passage, lane of traffic, track: 频道 跑道 通道 航道 车道 赛道 轨道 渠道 管道 隧道)
const CN_NOT_ROAD_DAO = "(?<![\\u9891\\u983b\\u8dd1\\u901a\\u822a\\u8f66\\u8eca\\u8d5b\\u8cfd\\u8f68\\u8ecc\\u6e20\\u7ba1\\u96a7\\u77e5\\u5473])";
const CN_ROAD_SPACED = new RegExp(
  `(?:[${CJ}]{1,6}?[\\u7701\\u5e02][${CJ}]{1,6}?[\\u533a\\u5340\\u53bf\\u7e23\\u5e02])?[${CJ}]{1,4}(?:\\u5927\\u9053|\\u5927\\u8857|\\u8def|\\u8857|${CN_NOT_ROAD_DAO}\\u9053|\\u5df7|\\u5f04|\\u80e1\\u540c)(?:${CN_SECTION})?(?: ?\\d{1,4} ?[\\u5df7\\u5f04]){0,2} ?\\d{1,5}(?:-\\d{1,4})? ?[\\u53f7\\u865f](?![\\u7ebf\\u7dda\\u673a\\u6a5f\\u4f4d\\u7801\\u78bc\\u6587\\u7535\\u96fb])` +
    `(?: ?(?:\\d{1,5}|[A-Z]) ?${CN_AFTER_NO}(?:\\u4e4b ?\\d{1,3})?){0,4}(?: \\d{2,5}(?![\\d.]))?`,
  "gu",
);
const HAS_CN_SPACED = /\d ?[\u53f7\u865f]/;
/**
 * Korean roads without the administrative levels: the road (로 대로 길, a numbered 번길), then the
 * building number, then an end, a comma or a particle (not a count: 버스로 10분): 테헤란로 152 · 판교역로 235번길 10.
 */
const KR_ROAD = new RegExp(
  `(?<![${HANGUL}])[${HANGUL}\\d]{1,10}(?<![\\uc73c])(?:\\ub300\\ub85c|\\ub85c|\\uae38)(?: ?\\d{1,4}\\ubc88?\\uae38 \\d{1,5}(?!\\d)| \\d{1,5}(?:-\\d{1,4})?(?!\\d)(?=\\s*(?:[,.)\\]\\n]|$)|(?:\\ubc88\\uc9c0|\\ud638|\\uce35|\\uc5d0|\\uc73c\\ub85c|\\ub85c|\\uae4c\\uc9c0|\\uc785|\\uc774[\\uc5d0\\ub2e4]|\\uc608\\uc694|\\s*\\()))`,
  "gu",
);
/** Japanese addresses in romaji without a postcode: 3-12-5 Jingumae, Shibuya-ku · Shinjuku-ku, Nishi-Shinjuku 2-8-1 · 2-chome-21-1 Shibuya, Shibuya City. */
const JP_BLOCK = "(?:\\d{1,2}[- ]?[Cc]h[oō]me[- ,]{1,2}\\d{1,4}(?:-\\d{1,4})?|\\d{1,4}-\\d{1,4}(?:-\\d{1,4})?)";
const JP_WARD_WORD = `${W}(?:-(?:ku|shi|cho|chō|machi|gun|mura|Ku|Shi)(?![\\p{L}])| (?:City|Ward)(?![\\p{L}]))`;
const JP_ROMAJI = new RegExp(
  `(?<![\\p{L}\\d-])${JP_BLOCK},? (?:${W},? ){0,3}${JP_WARD_WORD}|${JP_WARD_WORD},? (?:${W},? ){0,2}${JP_BLOCK}(?![\\d-])|(?<![\\p{L}])${W} \\d{1,2}-?[Cc]h[oō]me(?![\\p{L}])`,
  "gu",
);
const HAS_JP_ROMAJI = /-(?:ku|shi|cho|ch\u014d|machi|gun|mura|Ku|Shi)\b|[Cc]h[o\u014d]me| (?:City|Ward)\b/;
/**
 * A street type in English, then the number (Israel, the Gulf, Europe written in English): Rothschild
 * Blvd 22, Tel Aviv · Abbey Road 3 (then a place, a postcode, a line end or the text's end; not a year).
 */
const EN_TYPE_NUM = new RegExp(
  `(?<![\\p{L}=_/]|(?<![\\u05d0-\\u05ea])-)(?!(?:The|This|That|A|An|In|On|At|Our|My|Your|Its|Their) )(?:${W} ){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane)\\.?,? (?:No\\.? ?|#)?(?!(?:19|20)\\d\\d(?!\\d))\\d{1,4}[A-Za-z]?(?![\\p{L}\\d]|[.:,]\\d)(?=,? ${W}|,? [\\p{Lo}]|,? \\d{4,7}(?!\\d)|[ \\t]*\\n|[ \\t]*$|[.;)][ \\t]*(?:$|\\n))`,
  "gu",
);
/**
 * A street and its number, then (at most one part later) a neighbourhood or district word, or a Mexican
 * C.P. or an Indonesian RT/RW: Insurgentes Sur 1602, Col. Crédito Constructor · Mabini 45, Brgy. San Roque.
 * And a block and lot (the Philippines, Mexico): Blk 5 Lot 12 · Mz. 3 Lt. 9.
 */
const STREET_ADMIN = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:${W}|${CONN}) ){1,5}(?:No\\.? ?|#|Nr\\.? ?)?\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,4}[A-Za-z]?)?(?:,? (?:Int\\.|Interior|Depto\\.?|Dpto\\.?|Apto\\.?|Piso|Blk|Lot) ?[\\w-]{1,5}){0,2},(?: [^,\\n]{2,30},)? (?:${ADMIN_MARK} ?(?=[\\p{Lu}][\\p{Ll}\\p{M}])${CITY}|(?:C\\.P\\.?|CP|Código Postal) ?\\d{5}(?!\\d)|RT\\.? ?\\d{1,3} ?/ ?RW\\.? ?\\d{1,3})` +
    // Thailand in English: a house, then Moo and the village number (12/4 Moo 3, Chaweng)
    `|(?<![\\p{L}\\d/])\\d{1,5}(?:/\\d{1,4})?,? [Mm]oo\\.? ?\\d{1,2}(?!\\d),? \\p{L}` +
    // Indonesia: a house number, then the neighbourhood and hamlet units in any case (no 12 rt 03 rw 04)
    `|(?<![\\p{L}\\d])\\d{1,5}[A-Za-z]?,? [Rr][Tt]\\.? ?\\d{1,3} ?[/,]? ?[Rr][Ww]\\.? ?\\d{1,3}(?!\\d)` +
    // Central America: a kilometre post before the road (Km 18 Carretera a …)
    `|(?<![\\p{L}\\d])[Kk]m\\.? ?\\d{1,3}(?:[.,]\\d{1,3})?,? (?:${TYPES_BEFORE_RE}) \\p{L}` +
    `|(?<![\\p{L}\\d])(?:Blk\\.?|Block|Mz\\.?|Mza\\.?|Manzana) ?\\d{1,4}[A-Z]?,? (?:Lot|Lt\\.?|Lote) ?\\d{1,4}[A-Z]?(?!\\d)(?! (?:of|in|from|for|on|to|at)(?![\\p{L}]))`,
  "gu",
);
/**
 * "No." and the number first, sections, lanes or alleys, then a street with its type in English
 * (Taiwan, China, Nigeria, India written in English): No. 7, Sec. 5, Jade Rd. · No. 12, Adeola Street.
 */
const NO_FIRST = new RegExp(
  `(?<![\\p{L}\\d])No\\.? ?\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,4})?,? (?:(?:Sec\\.?|Section|Ln\\.?|Lane|Aly\\.?|Alley|Block|Blk\\.?|Floor|Fl\\.?) \\d{1,4}[A-Za-z]?,? ){0,3}(?:(?:${W}|\\d{1,2}(?:st|nd|rd|th)) ){1,3}(?:${TYPES_AFTER_EN}|Mawatha|Mawatte|Marg|Salai|Sadak|Cross|Main)\\b`,
  "gu",
);
/**
 * A house number on a numbered route (the United States, Canada): 1400 Route 22, Mountainside ·
 * 4521 US Highway 19 N, Holiday · 8 County Road 12, Elkton (a comma and a place after it).
 */
const ROUTE_ADDRESS = new RegExp(
  `(?<![\\p{L}\\d])\\d{2,5} (?:[NSEW]\\.? )?(?:US |U\\.S\\. |State |County |Farm to Market |Ranch )?(?:Route|Rte\\.?|Highway|Hwy\\.?|Road|Rd\\.?|FM|CR|SR) \\d{1,4}[A-Z]?(?: [NSEW]\\b)?(?=(?:,? ${UNIT})?, ${W})`,
  "gu",
);
/**
 * Korean road-name addresses in romanisation: 48 Sejong-daero 23-gil, Jongno-gu · Teheran-ro 152.
 */
const KR_ROMAJI = new RegExp(
  `(?<![\\p{L}\\d-])\\d{1,5}(?:-\\d{1,4})?,? ${W}-(?:[Dd]ae)?(?:ro|gil|Ro|Gil)(?: \\d{1,4}(?:beon)?-?gil)?(?![\\p{L}])|(?<![\\p{L}])${W}-(?:[Dd]ae)?(?:ro|gil|Ro|Gil)(?: \\d{1,4}(?:beon)?-?gil)? \\d{1,5}(?:-\\d{1,4})?(?![\\p{L}\\d])`,
  "gu",
);
const HAS_KR_ROMAJI = /-(?:dae)?ro\b|-gil\b/i;
/**
 * Vietnamese with the street words in lower case: a house (Số 12), alleys (ngõ 45, ngách 6, hẻm 12),
 * a street (phố Huế, đường ...), then a ward or district word in either case (phường, quận, huyện).
 */
const VN_LC = "(?:phường|quận|huyện|xã|thị trấn|thành phố|Phường|Quận|Huyện|Xã|Thị trấn|Thành phố|TP\\.|Tp\\.|P\\.|Q\\.)";
const VN_STREET = new RegExp(
  `(?<![\\p{L}\\d/])(?:[Ss]ố (?:nhà )?)?\\d{1,5}[A-Z]?(?:/\\d{1,4}[A-Z]?)?,? (?:(?:ngõ|ngách|hẻm|kiệt|Ngõ|Ngách|Hẻm|Kiệt) \\d{1,4}[A-Z]?(?:/\\d{1,4})?,? ){1,3}(?:(?:phố|đường|Phố|Đường) )?(?:${W}(?: ${W}){0,4})?` +
    `|(?<![\\p{L}\\d/])(?:[Ss]ố (?:nhà )?|[Ll]ô )?\\d{1,5}[A-Z]?(?:/\\d{1,4}[A-Z]?)?,? (?:phố|đường|Phố|Đường) (?:${W}(?: ${W}){0,4}|số \\d{1,3}),(?: [^,\\n]{2,30},){0,2} ${VN_LC}`,
  "gu",
);
// (tested right after a run of digits: Số 12 ngõ 45 · 12 phố Huế)
const VN_STREET_AT = /[A-Z]?,? (?:ngõ|ngách|h\u1ebbm|ki\u1ec7t|ph\u1ed1|\u0111\u01b0\u1eddng|Ngõ|Ngách|H\u1ebbm|Ki\u1ec7t|Ph\u1ed1|\u0110\u01b0\u1eddng) /y;
/**
 * Thai script: a number, then a soi, road, village or building (99/12 ซอย...), or a soi or road, then
 * a sub-district or district word (แขวง ตำบล เขต อำเภอ), or a sub-district and a district and a postcode.
 */
const TH = "\\u0e00-\\u0e7f";
const TH_ADDRESS = new RegExp(
  `(?<![\\d/])\\d{1,5}(?:/\\d{1,4})? ?(?:หมู่(?:ที่)? ?\\d{1,3} ?)?(?:ซอย|ซ\\.|ถนน|ถ\\.|หมู่บ้าน|อาคาร|หมู่)[${TH}]{0,30}(?: ?\\d{1,4}(?![\\d]))?` +
    `|(?:ซอย|ซ\\.|ถนน|ถ\\.)[${TH}]{0,30} ?\\d{1,4}(?!\\d)(?! ?(?:กม|กิโล|เมตร|นาที|ชั่วโมง|ปี|วัน|คน|ร้าน|บาท|%))[^\\n]{0,60}?(?:แขวง|ตำบล|ต\\.|เขต|อำเภอ|อ\\.)` +
    `|(?:แขวง|ตำบล|ต\\.)[${TH}]{1,30} ?(?:เขต|อำเภอ|อ\\.)[${TH}]{1,30}[${TH} ]{0,40}?\\d{5}(?!\\d)`,
  "gu",
);
const HAS_THAI = /[\u0e00-\u0e7f]/;
/**
 * A house number in words (a voice transcript): "four twenty one north main street, apartment six,
 * springfield illinois 62701" (number words, a street with its type, then a ZIP or a British postcode
 * within the next 80 characters).
 */
const NUMBER_WORD = "(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)";
const NUMBER_WORD_RE = new RegExp(`^${NUMBER_WORD}$`);
const SPOKEN_STREET = new RegExp(
  `(?<![\\p{L}])${NUMBER_WORD}(?:[ -]${NUMBER_WORD}){0,4} (?:(?:north|south|east|west)\\s)?((?:[\\p{L}][\\p{L}'\\u2019-]{1,20} ){1,3})(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|terrace)\\b[^\\n]{0,80}?(?<![\\d-])(?:\\d{5}(?:-\\d{4})?(?![\\d-])|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}(?![\\p{L}\\d]))`,
  "giu",
);
const HAS_SPOKEN = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred) (?:[\p{L}-]+ ){1,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|terrace)\b/iu;
/**
 * Hindi in Devanagari: a house designator and its number (मकान नं. 12, फ्लैट 5), or a locality or road
 * word (नगर मार्ग रोड गली कॉलोनी सेक्टर) and, within the next 80 characters, a six-digit PIN.
 */
const DEVANAGARI = "\\u0900-\\u097f";
const HI_ADDRESS = new RegExp(
  `(?<![${DEVANAGARI}])(?:मकान|म\\.|फ्लैट|प्लॉट|हाउस|भवन) ?(?:नं\\.?|नंबर|संख्या|सं\\.)? ?\\d{1,5}(?:[-/]\\d{1,4})?(?!\\d)|(?:नगर|मार्ग|रोड|गली|कॉलोनी|सेक्टर|मोहल्ला)[^\\n]{0,80}?(?<!\\d)[1-9]\\d{2} ?\\d{3}(?!\\d)`,
  "gu",
);
const HAS_DEVANAGARI = /[\u0900-\u097f]/;
/**
 * Spanish and Portuguese streets without a type word, then the number and a flat, floor or office
 * (Chile, Argentina, Brazil): Los Aromos 1234, depto 56 · Florida 537, piso 3 · Rua X, 45, apto 12.
 */
const STREET_UNIT_AFTER = new RegExp(
  `(?<![\\p{L}\\d])(?!${ARTICLE} )(${W}(?: (?:${W}|${CONN})){0,3}),? \\d{1,5}[A-Za-z]?,? (?:[Dd]epto\\.?|[Dd]pto\\.?|[Dd]epartamento|[Pp]iso|[Aa]pto\\.?|[Aa]partamento|[Aa]ndar|[Ee]sc\\.|[Ee]scalera|[Pp]uerta|[Cc]onj\\.|[Cc]onjunto) ?\\d{1,4}[A-Za-z]?(?![\\d])`,
  "gu",
);
// (tested right after a run of digits)
const UNIT_AFTER_AT = /[A-Za-z]?,? (?:[Dd]epto|[Dd]pto|[Dd]epartamento|[Pp]iso|[Aa]pto|[Aa]partamento|[Aa]ndar|[Ee]sc\.|[Ee]scalera|[Pp]uerta|[Cc]onj)/y;
// (literal words only: a cheap scan of the window)
/**
 * An address field named in the text, a colon, then a street of capitalised words and its number (or
 * the number first), in any language: "Adresa: Knez Mihailova 10" · "Διεύθυνση: Τσιμισκή 43" · "Ship to:
 * 14 Harbour Row". A street of one common word ("Address: Section 4") is not one.
 */
const ADDRESS_CUE = new RegExp(
  `(?<![\\p{L}])(?:[Aa]ddress|ADDRESS|[Aa]dress|[Aa]dresa|[Aa]dres|[Aa]dresas|[Aa]drese|[Aa]dresse|[Nn]aslov|[Dd]irecci[oó]n|[Ii]ndirizzo|[Ee]ndereço|[Mm]orada|[Aa]nschrift|[Cc]ím|[Oo]soite|[Ss]ijainti|[Δδ]ιεύθυνση|[Аа]дрес|[Аа]дреса|[Ss]hip to|SHIP TO|[Dd]eliver to|[Ss]end to|[Mm]ail to)(?:[^:\n]{0,25})?: ?` +
    `(?:((?:(?:${W}|[\\p{Ll}]{1,5}\\.|${CONN}) ){0,3}${W}),? (?:n[º°o]\\.? ?|nº ?|[Nn]r\\.? ?|No\\.? ?|\u2116 ?)?\\d{1,5}[A-Za-z]?(?:/\\d{1,4})?(?![\\d]|[.,]\\d|[ \\t]+\\p{Ll})|\\d{1,5}[A-Za-z]?,? (${W}(?: ${W}){0,3})(?=,|[ \\t]*(?:\\n|$)))`,
  "gu",
);
const HAS_ADDRESS_CUE = /[Aa]ddress|ADDRESS|[Aa]dres|[Nn]aslov|[Dd]irecci|[Ii]ndirizzo|[Ee]ndereço|[Mm]orada|[Aa]nschrift|[Cc]ím|[Oo]soite|[Ss]ijainti|\u03b9\u03b5\u03cd\u03b8\u03c5\u03bd\u03c3\u03b7|\u0434\u0440\u0435\u0441| to:|TO:/;
/** Nouns that count or order things: before a number they name a team, a room or a version, not a street. */
const COUNTER_NOUN = new Set(
  "dept department team room unit floor level group version chapter section page item batch order ticket table figure step phase sprint build release issue box lot row seat gate platform track episode season part vol volume no number".split(" "),
);
/** The cue's street is not one common word that is no place, nor ends in a counting noun (Sales Dept 12). */
function cueStreet(m: RegExpExecArray): boolean {
  const name = (m[1] ?? m[2] ?? "").trim();
  const words = name.split(" ");
  if (m[1] !== undefined && COUNTER_NOUN.has(words[words.length - 1].toLowerCase().replace(/\.$/, ""))) return false;
  if (words.length > 1) return words.some((w) => !(lexFlags(w.toLowerCase()) & FLAG.COMMON));
  const f = lexFlags(name.toLowerCase());
  return !(f & FLAG.COMMON) || Boolean(f & FLAG.PLACE);
}
const HAS_ADMIN = /[Mm]oo|Col\.|Colonia|Fracc|Brgy|Barangay|Purok|Kel\.|Kelurahan|Kec\.|Kecamatan|Kab\.|Kabupaten|Mah\.|Mahallesi|Bairro|C\.P|CP \d|Código Postal|[Rr][Tt]\.? ?\d|L(?:ot|ote|t\.?) ?\d|Km\.? ?\d/;

/**
 * A street in lower case or capitals without a postcode, after a cue (at / to / is / address / from /
 * a colon / a line start): "ship it to 42 oak street", "ADDRESS: 9 HILL RD, APT 3". Its name words
 * are no function words, units or street words ("5 miles down the road", "a 2 lane road"), and the
 * street ends the phrase (not "3 main street vendors").
 */
const ODD_CASE_STREET = new RegExp(
  `(?:^|\\n|(?<![\\p{L}])(?:at|to|is|address|addr|from|on|ship|deliver|send)\\b:?|[:;])[ \\t]*(?:#|no\\.? ?)?(\\d{1,5}[a-z]?,? (?:(?:[ns][ew]|[nsew])\\.? )?((?:(?:\\d{1,3}(?:st|nd|rd|th)|[\\p{L}][\\p{L}'\\u2019-]{1,20}) ){1,3})(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|ct|terrace|crescent|parkway|pkwy)\\b\\.?)(?=[ \\t]*(?:[,;:!?)\\n]|\\.(?!\\d)|$|(?:apt|apartment|unit|suite|ste|flat|#|in|near|and|please|pls|thanks|thx|now|today|tonight|tomorrow|asap|if|so|but|then|by|with|ok|btw)\\b))`,
  "giu",
);
const ODD_CASE_STOP = new Set(
  "the a an of to in on at for and or my our your his her their its this that these those is was are be been from into onto off up down along across over under by with via near past mile miles km kilometres kilometers meter meters metre metres minute minutes min mins hour hours am pm day days week weeks month months year years block blocks lane lanes way ways wheel track tracks side dead end one two three four five six seven eight nine ten last next same other different public private toll dirt gravel country ring star stars hard external usb flash disk network shared cloud test thumb backup fast slow bus bike cycle express passing left right outer inner street streets road roads avenue drive court place close st rd ave ln dr ct".split(" "),
);
function oddCaseStreet(m: RegExpExecArray): boolean {
  const words = m[2].trim().toLowerCase().split(" ");
  return !words.some((w) => ODD_CASE_STOP.has(w));
}
// (tested right after a run of digits: one to three words, then the type)
const ODD_CASE_STREET_AT = /[a-z]?,? (?:(?:[ns][ew]|[nsew])\.? )?(?:[^\s]{1,21} ){1,3}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|ct|terrace|crescent|parkway|pkwy)\b/iy;

/**
 * Round 21: a street in lower case in chat without a cue or a postcode ("drop it off at 182 oak st please",
 * "we moved from 45 maple ave to 1207 cedar lane"): a house number, one to three name words in lower case
 * (no function word, unit or number word: ODD_CASE_STOP), a street type that is rarely a noun after a
 * count, then the clause's end or a word that is no plural noun ("3 main street vendors", "128 oak trees",
 * "2 test drive results" are counts).
 */
const LC_TYPE = "street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|terrace|crescent|parkway|pkwy|plaza|circle|highway|hwy|trail|alley|place|pl";
const LC_STREET = new RegExp(
  `(?<![\\p{L}\\d.,:/$€£#%+-])(\\d{1,5}[a-z]?) ((?:(?:\\d{1,3}(?:st|nd|rd|th)|[a-z][a-z'\\u2019-]{1,20}) ){1,3})(?:${LC_TYPE})(?![\\p{L}\\d'\\u2019-])\\.?(?=[ \\t]*(?:[,;:!?)\\n]|\\.(?!\\d)|$)|[ \\t]+([\\p{L}]+))`,
  "gu",
);
// (tested right after a run of digits; the types grouped by their first letter)
const LC_STREET_AT = new RegExp(`[a-z]? [a-z0-9'\\u2019-]{2,21} (?:[a-z0-9'\\u2019-]{2,21} ){0,2}(?:${byFirstLetter(LC_TYPE.split("|"))})(?![\\p{L}\\d])`, "y");
/** Words after the type that make the phrase a thing, not a street (3 main street vendors, 2 food court stalls). */
const LC_NOT_AFTER = new Set("festival fair market parade sign signs project map trip test race run closure closures rally shop store cafe diner bar team game show view".split(" "));
const LC_NAME_STOP = new Set("more less few many several some any all each every only other another best top worst new old big small great good bad long short wide narrow main first second third last next gb tb mb kb ml kg lb lbs oz km mi ft times pizza burger food coffee tennis basketball soccer football golf bowling parking test hard fast degree degrees bedroom bedrooms bed beds bath baths room rooms story storey car cars percent inch inches foot feet hour hours minute second seconds".split(" "));
const LC_ST_NEXT = new Set("and or please pls plz then so but in on at near by for if when tonight today tomorrow now asap apt unit suite ste is was its it i we you he she they my our instead thanks thx ok lol".split(" "));
/** The word before the number: an article or a word that counts or orders things (the 3 amigos way, room 12 east wing lane). */
const LC_WORD_BEFORE = /([\p{L}]+)[ \t]+$/u;
const LC_DET_BEFORE = new Set("a an the top these those another every each first last only over under about around nearly almost".split(" "));
function lcStreet(part: string, m: RegExpExecArray): boolean {
  const before = LC_WORD_BEFORE.exec(part.slice(Math.max(0, m.index - 24), m.index));
  if (before) {
    const w = before[1].toLowerCase();
    if (LC_DET_BEFORE.has(w) || COUNTER_NOUN.has(w)) return false;
  }
  const words = m[2].trim().split(" ");
  if (words.some((w) => ODD_CASE_STOP.has(w) || LC_NAME_STOP.has(w) || NUMBER_WORD_RE.test(w))) return false;
  const next = m[3];
  if (next === undefined) return true;
  // (st before a lower-case word that goes on no address is a saint's name: 2 dogs st bernard)
  if (m[0].endsWith("st") && !LC_ST_NEXT.has(next)) return false;
  if (!/^\p{Ll}/u.test(next)) return true;
  if (LC_NOT_AFTER.has(next)) return false;
  return !(/^[a-z]{3,}s$/.test(next) && !/^(?:is|was|has|does|goes|runs|sits|lies|looks|seems|remains|its|this|us|plus|thus|yes|bus|always|sometimes|perhaps|unless|besides|towards|across)$/.test(next));
}
const NUM_START = "(?:\\d|s/n|snc)";

/** The alternation of the street layouts in `mask` (bit i: ADDRESS_RES[i]), compiled once per mask. */
const streetsByMask = new Map<number, RegExp>();
function streets(mask: number): RegExp {
  let re = streetsByMask.get(mask);
  if (!re) {
    re = new RegExp(
      ADDRESS_RES.filter((_, i) => mask & (1 << i))
        .map((r) => `(?:${r.source})`)
        .join("|"),
      "gu",
    );
    streetsByMask.set(mask, re);
  }
  return re;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
/** A window of the text around runs of digits: where it starts and ends, and its runs (start, end, start, end ...). */
interface DigitWindow {
  start: number;
  end: number;
  runs: number[];
}
/** Every address has a digit (a house number, a postcode, a box): only the text around digits is read. */
function digitWindows(text: string): DigitWindow[] {
  const windows: DigitWindow[] = [];
  // the regex finds a run's first digit (test: no match object), a loop its last
  const re = /\d/g;
  while (re.test(text)) {
    const runStart = re.lastIndex - 1;
    let runEnd = re.lastIndex;
    while (runEnd < text.length && isDigit(text.charCodeAt(runEnd))) runEnd++;
    re.lastIndex = runEnd;
    const s = Math.max(0, runStart - 160);
    const e = Math.min(text.length, runEnd + 100);
    const last = windows[windows.length - 1];
    if (last && s <= last.end) {
      last.end = Math.max(last.end, e);
      last.runs.push(runStart, runEnd);
    } else windows.push({ start: s, end: e, runs: [runStart, runEnd] });
  }
  return windows;
}

/**
 * What the layouts cannot match without: a layout whose gate fails on a window cannot match anywhere
 * in it, so it is not run there (a street layout is left out of the alternation: the others match
 * exactly as in the full one). Every gate holds a run of digits, so it is tested next to the window's
 * runs (a sticky test at a run's end, or a lookbehind at its start) instead of by a scan of the window:
 * a fraction of the cost. A street number can also be "s/n": such a window is scanned (SN_SCANS).
 */
// a house number, a space, then a capitalised word, a directional or an ordinal
const G_NUM_CAP = 1 << 0;
// a street's name ends in a capitalised word right before the number (German layouts too: the type, or the name after Am / An der ...)
const G_CAP_NUM = 1 << 1;
// a number, then the street type
const G_NUM_TYPE = 1 << 2;
// a compound street name, then the number
const G_COMPOUND_NUM = 1 << 3;
// a street type word after the name, then the number
const G_TYPE_WORD_NUM = 1 << 4;
// WITH_POSTCODE: a postcode's last digit, or the capitals after it (1012 AB, SW1A 2AA, A65 FXYE), a space, a capitalised place
const G_POSTCODE_CITY = 1 << 5;
// NA_TAIL: a capital, a space, then four digits or a Canadian postcode's start (the state's last letter)
const G_STATE = 1 << 6;
// RURAL: a box or route word before the number
const G_RURAL = 1 << 7;
// PO_BOX: every PO box ends its words with one of these before the number
const G_PO_BOX = 1 << 8;
// STREET_THEN_POSTCODE: a British, Irish or Canadian postcode (starting one capital before a run)
const G_LETTER_POSTCODE = 1 << 9;
// CJK_ADDRESS / KR_ADDRESS: a number touching Japanese, Chinese or Korean script (or after a Korean road and a space)
const G_CJK = 1 << 10;
// LATAM_GRID: a number, then # or No. and the cross street's number
const G_GRID = 1 << 11;
// UNIT_FIRST: a house, flat or plot word before the number
const G_UNIT = 1 << 12;
/** Gate bits of each street layout (ADDRESS_RES's order). */
const LAYOUT_GATE = [G_NUM_CAP, G_CAP_NUM, G_NUM_TYPE, G_COMPOUND_NUM, G_CAP_NUM, G_TYPE_WORD_NUM];
/**
 * The characters a gate allows right after a run (AT_RUN_END) or right before it (AT_RUN_START): a
 * sticky test is tried only there. After: a letter, a space or a comma. Before: a space, or the end
 * of "nº" / "n°" / "no" / "num." (G_CAP_NUM), or a capital (G_STATE: "ON K1A", G_LETTER_POSTCODE).
 */
const isUpper = (c: number) => c >= 65 && c <= 90;
const isAsciiLetter = (c: number) => isUpper(c) || (c >= 97 && c <= 122);
const SPACE = 32;
/** A gate tested at a run's end (after: the character after the run) or start (before: the one before it). */
interface RunGate {
  bit: number;
  ok: (c: number) => boolean;
  re: RegExp;
}
const gridAfterSpace = (c: number) => c === 35 || c === 98 || isUpper(c);
const AT_RUN_END: readonly RunGate[] = [
  { bit: G_NUM_CAP, ok: (c) => c === SPACE || isAsciiLetter(c) || c === 45 || c === 47 || (c >= 0xbc && c <= 0xbe), re: /(?:[A-Za-z\u00bc-\u00be]|[-/][A-Za-z])? (?:[\p{Lu}\d]|[dlDL]['\u2019])/uy },
  { bit: G_NUM_TYPE, ok: (c) => c === SPACE || c === 44 || isAsciiLetter(c), re: new RegExp(`(?: ?(?:bis|ter|[a-zA-Z]))?,? (?:${TYPES_BEFORE_RE}) `, "uy") },
  // a postcode's last digit, or the letters after it (1012 AB, SW1A 2AA, A65 FXYE), a space, a capital
  { bit: G_POSTCODE_CITY, ok: (c) => c === SPACE || isUpper(c), re: /(?:[A-Z ]{0,4}[A-Z]{2})? (?:[dlDL]['\u2019])?\p{Lu}/uy },
  // (after a space, the gate's next character is a capital, # or the b of bis: tested in windowGates)
  { bit: G_GRID, ok: (c) => c === SPACE || c === 35 || isUpper(c), re: /(?: ?[A-Z])?(?: [Bb]is(?: ?[A-Z])?)?(?: (?:Sur|Este|Norte|Oeste))? ?(?:#|N[oº°]\.?|Nro\.?) ?\d/uy },
];
const isSpace = (c: number) => c === SPACE;
const AT_RUN_START: readonly RunGate[] = [
  // (before: a space, º, °, o or .)
  { bit: G_CAP_NUM, ok: (c) => c === SPACE || c === 0xba || c === 0xb0 || c === 111 || c === 46 || c === 114 || c === 0x2116 || c === 35 || c === 109, re: new RegExp(`(?<=[\\p{Lu}][\\p{L}\\p{M}'\\u2019.\\-]{0,30},? ${NUM_WORD})`, "uy") },
  { bit: G_COMPOUND_NUM, ok: isSpace, re: new RegExp(`(?<=(?:${COMPOUND}) )`, "uy") },
  // (before: a space, or the colon or dot of "No:" / "No.")
  { bit: G_TYPE_WORD_NUM, ok: (c) => c === SPACE || c === 58 || c === 46, re: new RegExp(`(?<=${TYPE_WORD_AFTER} ${NO_BEFORE_NUM})`, "uy") },
  { bit: G_STATE, ok: (c) => c === SPACE || isUpper(c), re: /(?<=[A-Z] )\d{4}|(?<=[A-Z] [A-Z])\d[A-Z]/y },
  { bit: G_RURAL, ok: isSpace, re: /(?<=\b(?:RMB|RSD|CMB|RMS|RD|RR|Rural Route|Locked Bag|Private Bag|GPO Box|Box|Site) )/y },
  { bit: G_UNIT, ok: (c) => c === SPACE || c === 46, re: new RegExp(`(?<=${UNIT_WORD} (?:No\\.? ?)?)`, "uy") },
  { bit: G_PO_BOX, ok: isSpace, re: /(?<=(?:box|p\.? ?o\.? ?b\.?|pmb|postfach|postboks|apartado|correos?|a[ée]reo|apdo\.|a\.p\.|casilla|postale|bp|postal|postbus|pocztowa|postilokero|s\.l\.p\.|posta) )/iy },
];
const LETTER_POSTCODE_AT = new RegExp(HAS_LETTER_POSTCODE.source, "uy");
/** The street gates that a number written "s/n" also opens, as scans of the window. */
const SN_SCANS: ReadonlyArray<readonly [number, RegExp]> = [
  [G_CAP_NUM, new RegExp(`[\\p{Lu}][\\p{L}\\p{M}'\\u2019.\\-]{0,30},? ${NUM_WORD}${NUM_START}`, "u")],
  [G_NUM_TYPE, new RegExp(`(?:\\d|s/n\\.?)(?: ?[a-zA-Z])?,? (?:${TYPES_BEFORE_RE}) `, "u")],
  [G_COMPOUND_NUM, new RegExp(` ${NUM_START}(?<=(?:${COMPOUND}) ${NUM_START})`, "u")],
  [G_TYPE_WORD_NUM, new RegExp(`${NUM_START}(?<=${TYPE_WORD_AFTER} ${NO_BEFORE_NUM}${NUM_START})`, "u")],
];
/** The gates (bits above) that hold in `part`, of those in `wanted`; `runs`: its runs of digits, from `ws`. */
function windowGates(part: string, runs: readonly number[], ws: number, wanted: number): number {
  let gates = 0;
  if (part.includes("s/n") || part.includes("snc")) for (const [bit, re] of SN_SCANS) if (wanted & bit && re.test(part)) gates |= bit;
  for (let k = 0; k < runs.length && (wanted & ~gates) !== 0; k += 2) {
    const start = runs[k] - ws;
    const end = runs[k + 1] - ws;
    const after = part.charCodeAt(end);
    const before = part.charCodeAt(start - 1);
    // (indexed loops: no iterator per run)
    for (let g = 0; g < AT_RUN_END.length; g++) {
      const { bit, ok, re } = AT_RUN_END[g];
      if (!(wanted & bit) || gates & bit || !ok(after)) continue;
      if (bit === G_GRID && after === SPACE && !gridAfterSpace(part.charCodeAt(end + 1))) continue;
      re.lastIndex = end;
      if (re.test(part)) gates |= bit;
    }
    for (let g = 0; g < AT_RUN_START.length; g++) {
      const { bit, ok, re } = AT_RUN_START[g];
      if (!(wanted & bit) || gates & bit || !ok(before)) continue;
      re.lastIndex = start;
      if (re.test(part)) gates |= bit;
    }
    // (U+3000 and above: CJK punctuation, kana, Han, Hangul and the fullwidth forms)
    // (round 21: or a number set apart by spaces from Han: 忠孝東路四段 216 號 8 樓)
    if (wanted & G_CJK && !(gates & G_CJK) && (before >= 0x3000 || after >= 0x3000 || (before === SPACE && part.charCodeAt(start - 2) >= 0x3000) || (after === SPACE && part.charCodeAt(end + 1) >= 0x3000))) gates |= G_CJK;
    if (wanted & G_LETTER_POSTCODE && !(gates & G_LETTER_POSTCODE) && isUpper(before)) {
      LETTER_POSTCODE_AT.lastIndex = start - 1;
      if (LETTER_POSTCODE_AT.test(part)) gates |= G_LETTER_POSTCODE;
    }
  }
  return gates;
}

/** The other layouts, as bits of a mask after the street layouts' (bit i < 6: ADDRESS_RES[i]). */
const L_WITH_POSTCODE = 1 << 6;
const L_NA = 1 << 7;
const L_IE = 1 << 8;
const L_STREET_POSTCODE = 1 << 9;
const L_IN = 1 << 10;
const L_JP = 1 << 11;
const L_RURAL = 1 << 12;
const L_BR = 1 << 13;
const L_PO_BOX = 1 << 14;
const L_CJK = 1 << 15;
const L_GRID = 1 << 16;
const L_UNIT_FIRST = 1 << 17;
const L_VN = 1 << 18;
const L_CYR = 1 << 19;
const L_RTL = 1 << 20;
const L_MILITARY = 1 << 21;
const L_JP_ROMAJI = 1 << 22;
const L_EN_TYPE_NUM = 1 << 23;
const L_STREET_ADMIN = 1 << 24;
const L_ODD_CASE_STREET = 1 << 25;
const L_NO_FIRST = 1 << 26;
const L_ROUTE = 1 << 27;
const L_KR_ROMAJI = 1 << 28;
const L_VN_STREET = 1 << 29;
const L_THAI = 1 << 30;
/** The layouts of scripts other than Latin (and Devanagari with L_THAI): left out of texts without such letters. */
const L_NON_LATIN = L_CYR | L_RTL | L_THAI;
// (the streets in lower case or capitals, the flats after a street and the numbers in words are read on the first reading only, with L_ODD_CASE_STREET)
const ALL_LAYOUTS = 2 ** 31 - 1;
/** EN_TYPE_NUM's street word right before its number (a cheap test before the scan). */
const HAS_EN_TYPE_NUM = /(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane)\.?,? (?:No\.? ?|#)?\d/;

/** IE_COUNTY reads "Co" or "Co." and a capitalised county after a space. */
const HAS_COUNTY = /Co\.? (?:[dlDL]['\u2019])?\p{Lu}/u;

/** Every match of `re` in `part`, as ranges of the text (`ws`: where the window starts in it). */
function pushAll(re: RegExp, part: string, ws: number, out: Array<readonly [number, number]>, keep?: (m: RegExpExecArray) => boolean): void {
  re.lastIndex = 0;
  for (let m = re.exec(part); m; m = re.exec(part)) if (!keep || keep(m)) out.push([ws + m.index, ws + m.index + m[0].length]);
}

/** Whether the sticky `re` matches right after one of the window's runs of digits (`ws`: where the window starts). */
function afterSomeRun(part: string, runs: readonly number[], ws: number, re: RegExp): boolean {
  for (let k = 1; k < runs.length; k += 2) {
    re.lastIndex = runs[k] - ws;
    if (re.test(part)) return true;
  }
  return false;
}
/** Whether one of the runs of digits is `n` digits long. */
function hasRunOf(runs: readonly number[], n: number): boolean {
  for (let k = 0; k < runs.length; k += 2) if (runs[k + 1] - runs[k] === n) return true;
  return false;
}

/** A street named by one word is not a common word that is not a place ("Windows 10, piso 3"). */
function streetNotCommonWord(m: RegExpExecArray): boolean {
  if (m[1].includes(" ")) return true;
  const f = lexFlags(m[1].toLowerCase());
  return !(f & FLAG.COMMON) || Boolean(f & FLAG.PLACE);
}

const ENDS_IN_TYPE = new RegExp(`^\\d{1,2} [^,\\n]{2,60}(?:${TYPES_AFTER_EN})$`);
const NEXT_WORD = /^ ([\p{L}]+)/u;
/**
 * A count of one or two digits before a street named as a shop, an event or a group ("3 Main Street
 * businesses", "1 Main Street Diner", "2 Kensington Gardens tours"): the match ends at the street
 * type and the next word is a plural in lower case or a common capitalised noun that is no place.
 */
function countBeforeStreetNoun(part: string, m: RegExpExecArray): boolean {
  if (!ENDS_IN_TYPE.test(m[0])) return false;
  const next = NEXT_WORD.exec(part.slice(m.index + m[0].length, m.index + m[0].length + 24));
  if (!next) return false;
  const w = next[1];
  if (/^[a-z]{3,}s$/.test(w) && !/^(?:is|was|has|does|goes|runs|sits|lies|looks|seems|remains)$/.test(w)) return true;
  if (!/^\p{Lu}\p{Ll}+$/u.test(w)) return false;
  const f = lexFlags(w.toLowerCase());
  return Boolean(f & FLAG.COMMON) && !(f & FLAG.PLACE) && !/^(?:Apt|Apartment|Suite|Unit|Flat|Floor|North|South|East|West|Northeast|Northwest|Southeast|Southwest|Lower|Upper)$/.test(w);
}

const ENDS_IN_COMMA_NUMBER = /, ?\d{1,5}$/;
const NEXT_LOWER_WORD = /^ (\p{Ll}{4,})/u;
/** Words in lower case that continue an address after its number (a floor, a door, a flat, a block). */
const AFTER_NUMBER_WORDS = new Set(
  "bajo piso izda izquierda dcha derecha esquerdo direito puerta planta escalera local casa bloco loja sala andar apto interno scala étage etage lotto lote letra bloque portal".split(" "),
);
/**
 * A street, a comma and a number, then a word in lower case that is no part of an address: the
 * number counts something ("Rue de Rennes, 3 stations", "Avenue SDK, 12 breaking changes").
 */
function countAfterComma(part: string, m: RegExpExecArray): boolean {
  if (!ENDS_IN_COMMA_NUMBER.test(m[0])) return false;
  const next = NEXT_LOWER_WORD.exec(part.slice(m.index + m[0].length, m.index + m[0].length + 24));
  return next !== null && !AFTER_NUMBER_WORDS.has(next[1]);
}

/** A number that starts a range of dates or counts (Caddesi 3–12 Mayıs): no house number. */
function startsRange(part: string, m: RegExpExecArray): boolean {
  const end = m.index + m[0].length;
  return /[–—]\d|-\d{1,2}(?:[ .]|$)(?!\d)/.test(part.slice(end, end + 4)) && /\d$/.test(m[0]);
}

/**
 * A number followed by a word of time, length or count ("A Kossuth utca 14 éve épült", "Bağdat Caddesi
 * 3 yıldır kapalı"): it counts, it is no house number. Round 12.
 */
const COUNT_AFTER = /^ ?(?:éve|évvel|évig|éves|évet|perc|percre|óra|órát|napig|napja|méter|yıl|yıldır|yılı|dakika|metre|saat|gün|metų|metus|metai|gadus|gadi|gadā|let|lety|rokov|roky|lat|lata|godina|godine|ani|anos|años|years?|minutes?|km|kilometres?|kilometers?)(?![\p{L}])/u;
function countAfterNumber(part: string, m: RegExpExecArray): boolean {
  const end = m.index + m[0].length;
  return /\d$/.test(m[0]) && COUNT_AFTER.test(part.slice(end, end + 14));
}

/** Like pushAll, the range of group 1 (a cue before the address is not part of it). */
function pushAllGroup(re: RegExp, part: string, ws: number, out: Array<readonly [number, number]>, keep: (m: RegExpExecArray) => boolean): void {
  re.lastIndex = 0;
  for (let m = re.exec(part); m; m = re.exec(part)) {
    if (!keep(m)) continue;
    const at = m.index + m[0].length - m[1].length;
    out.push([ws + at, ws + m.index + m[0].length]);
  }
}

/** WITH_POSTCODE's place test: a bare 4-digit number before a common word is a year or a count ("Chapter 10, 2024 Edition"). */
function placeAfterPostcode(m: RegExpExecArray): boolean {
  const city = m[2];
  const cityWord = lexFlags(city.split(/[ -]/)[0].toLowerCase());
  const placeLike = (lexFlags(city.toLowerCase()) | cityWord) & FLAG.PLACE || !(cityWord & FLAG.COMMON);
  return Boolean(STRONG_POSTCODE.test(m[1]) || (/^\d{5}$/.test(m[1]) && !(cityWord & FLAG.COMMON && !(cityWord & FLAG.PLACE))) || placeLike);
}
const hasWard = (m: RegExpExecArray) => JP_WARD.test(m[0]);

/**
 * Every layout on one window of the text (`ws`: where the window starts in the text), of those in
 * `allowed` (a mask of the bits above): each runs only where its cheap test passes.
 */
function detectInWindow(part: string, ws: number, runs: readonly number[], out: Array<readonly [number, number]>, allowed = ALL_LAYOUTS): void {
  let wanted = 0;
  for (let i = 0; i < LAYOUT_GATE.length; i++) if (allowed & (1 << i)) wanted |= LAYOUT_GATE[i];
  if (allowed & L_WITH_POSTCODE) wanted |= G_POSTCODE_CITY;
  if (allowed & L_NA) wanted |= G_STATE;
  if (allowed & L_STREET_POSTCODE) wanted |= G_LETTER_POSTCODE;
  if (allowed & L_RURAL) wanted |= G_RURAL;
  if (allowed & L_PO_BOX) wanted |= G_PO_BOX;
  if (allowed & L_CJK) wanted |= G_CJK;
  if (allowed & L_GRID) wanted |= G_GRID;
  if (allowed & L_UNIT_FIRST) wanted |= G_UNIT;
  if (allowed & L_VN) wanted |= G_NUM_CAP;
  if (allowed & (L_EN_TYPE_NUM | L_STREET_ADMIN)) wanted |= G_CAP_NUM;
  if (allowed & L_ROUTE) wanted |= G_NUM_CAP;
  const gates = windowGates(part, runs, ws, wanted);
  let mask = 0;
  for (let i = 0; i < LAYOUT_GATE.length; i++) if (allowed & (1 << i) && gates & LAYOUT_GATE[i]) mask |= 1 << i;
  if (mask !== 0) pushAll(streets(mask), part, ws, out, (m) => !countBeforeStreetNoun(part, m) && !countAfterComma(part, m) && !startsRange(part, m) && !countAfterNumber(part, m));
  if (allowed & L_WITH_POSTCODE && gates & G_POSTCODE_CITY) pushAll(WITH_POSTCODE, part, ws, out, placeAfterPostcode);
  if (allowed & L_WITH_POSTCODE && part.includes("\n") && HAS_LINES_POSTCODE.test(part)) pushAll(WITH_POSTCODE_LINES, part, ws, out, linesPostcode);
  if (allowed & L_EN_TYPE_NUM && hasAny(part, LC_TYPE_WORDS) && HAS_EN_LC_TYPE.test(part)) pushAll(EN_LC_TYPE, part, ws, out, (m) => !countBeforeStreetNoun(part, m));
  if (allowed & L_GRID && hasAny(part, STREET_BUILDING_WORDS) && HAS_STREET_BUILDING.test(part)) pushAll(STREET_BUILDING, part, ws, out);
  if (allowed & L_GRID && part.includes("-") && HAS_EC_NUMBER.test(part)) pushAll(EC_NUMBER, part, ws, out);
  if (allowed & L_GRID && (part.includes("փողոց") || part.includes("պողոտա") || part.includes("փ.") || part.includes("պող.") || part.includes("նրբանցք") || part.includes("թաղամաս"))) pushAll(HY_STREET, part, ws, out);
  if (allowed & L_UNIT_FIRST && hasAny(part, TOWER_WORDS) && hasAny(part, FLOOR_UNIT_WORDS)) pushAll(UNIT_TOWER_ROAD, part, ws, out);
  if (allowed & L_UNIT_FIRST && hasAny(part, GULF_WORDS) && HAS_GULF_GRID.test(part)) pushAll(GULF_GRID, part, ws, out);
  if (allowed & L_UNIT_FIRST && hasAny(part, HOUSE_WORDS) && HAS_STREET_THEN_HOUSE.test(part)) pushAll(STREET_THEN_HOUSE, part, ws, out);
  if (allowed & L_GRID && (part.includes("alle ") || part.includes("venida ") || part.includes("v. "))) pushAll(GT_GRID, part, ws, out);
  if (allowed & L_NA && gates & G_STATE) pushAll(NA_TAIL, part, ws, out);
  if (allowed & L_IE && part.includes("Co") && HAS_COUNTY.test(part)) pushAll(IE_COUNTY, part, ws, out);
  const inPin = allowed & (L_STREET_POSTCODE | L_IN) ? HAS_IN_PIN.test(part) : false;
  if (allowed & L_STREET_POSTCODE && (inPin || gates & G_LETTER_POSTCODE)) {
    pushAll(STREET_THEN_POSTCODE, part, ws, out);
    if (gates & G_LETTER_POSTCODE || HAS_IN_REGION.test(part)) pushAll(NUM_STREET_POSTCODE, part, ws, out);
  }
  if (allowed & L_IN && inPin && HAS_IN_REGION.test(part)) pushAll(IN_TAIL, part, ws, out);
  if (allowed & L_JP && JP_POSTCODE.test(part)) pushAll(JP_ADDRESS, part, ws, out, hasWard);
  if (allowed & L_RURAL && (gates & G_RURAL || part.includes("General Delivery"))) pushAll(RURAL, part, ws, out);
  if (allowed & L_BR && HAS_BR_TAIL.test(part)) pushAll(BR_TAIL, part, ws, out);
  if (allowed & L_PO_BOX && gates & G_PO_BOX) pushAll(PO_BOX, part, ws, out);
  if (allowed & L_CJK && gates & G_CJK) {
    pushAll(CJK_ADDRESS, part, ws, out);
    pushAll(KR_ADDRESS, part, ws, out);
    pushAll(KR_LOT, part, ws, out);
    pushAll(CN_ROAD, part, ws, out);
    if (HAS_CN_SPACED.test(part)) pushAll(CN_ROAD_SPACED, part, ws, out);
    pushAll(KR_ROAD, part, ws, out);
  }
  if (allowed & (L_CYR | L_RTL | L_THAI) && NON_LATIN.test(part)) {
    if (allowed & L_CYR && HAS_CYRILLIC.test(part)) pushAll(CYR_ADDRESS, part, ws, out);
    if (allowed & L_RTL && HAS_RTL.test(part)) pushAll(RTL_ADDRESS, part, ws, out, rtlName);
    if (allowed & L_THAI && HAS_THAI.test(part)) pushAll(TH_ADDRESS, part, ws, out);
    if (allowed & L_THAI && HAS_DEVANAGARI.test(part)) pushAll(HI_ADDRESS, part, ws, out);
  }
  if (allowed & L_MILITARY && (part.includes("Box") || part.includes("PO "))) pushAll(MILITARY, part, ws, out);
  if (allowed & L_JP_ROMAJI && part.includes("-") && HAS_JP_ROMAJI.test(part)) pushAll(JP_ROMAJI, part, ws, out);
  if (allowed & L_EN_TYPE_NUM && gates & G_CAP_NUM && HAS_EN_TYPE_NUM.test(part)) pushAll(EN_TYPE_NUM, part, ws, out);
  if (allowed & L_STREET_ADMIN && HAS_ADMIN.test(part)) pushAll(STREET_ADMIN, part, ws, out);
  if (allowed & L_KR_ROMAJI && part.includes("-") && HAS_KR_ROMAJI.test(part)) pushAll(KR_ROMAJI, part, ws, out);
  if (allowed & L_VN_STREET && afterSomeRun(part, runs, ws, VN_STREET_AT)) pushAll(VN_STREET, part, ws, out);
  if (allowed & L_ODD_CASE_STREET && afterSomeRun(part, runs, ws, UNIT_AFTER_AT)) pushAll(STREET_UNIT_AFTER, part, ws, out, streetNotCommonWord);
  if (allowed & L_ODD_CASE_STREET && part.includes(":") && HAS_ADDRESS_CUE.test(part)) pushAll(ADDRESS_CUE, part, ws, out, cueStreet);
  if (allowed & L_ODD_CASE_STREET && hasRunOf(runs, 5) && HAS_SPOKEN.test(part)) pushAll(SPOKEN_STREET, part, ws, out, (m) => !m[1].trim().toLowerCase().split(" ").some((w) => ODD_CASE_STOP.has(w) || NUMBER_WORD_RE.test(w)));
  if (allowed & L_ROUTE && gates & G_NUM_CAP) pushAll(ROUTE_ADDRESS, part, ws, out);
  if (allowed & L_NO_FIRST && part.includes("No")) pushAll(NO_FIRST, part, ws, out);
  if (allowed & L_ODD_CASE_STREET && afterSomeRun(part, runs, ws, ODD_CASE_STREET_AT)) pushAllGroup(ODD_CASE_STREET, part, ws, out, oddCaseStreet);
  if (allowed & L_ODD_CASE_STREET && afterSomeRun(part, runs, ws, LC_STREET_AT)) pushAll(LC_STREET, part, ws, out, (m) => lcStreet(part, m));
  if (allowed & L_UNIT_FIRST && gates & G_UNIT) pushAll(UNIT_FIRST, part, ws, out);
  if (allowed & L_VN && gates & G_NUM_CAP && HAS_VN_ADMIN.test(part)) pushAll(VN_ADDRESS, part, ws, out, (m) => !COUNTED_LIST_BEFORE.test(part.slice(Math.max(0, m.index - 40), m.index)));
  if (allowed & L_VN && gates & G_NUM_CAP && afterSomeRun(part, runs, ws, VN_NOTYPE_AT)) pushAll(VN_NOTYPE, part, ws, out, (m) => vnNoType(part, m));
  if (allowed & L_GRID && gates & G_GRID) pushAll(LATAM_GRID, part, ws, out);
  if (allowed & L_GRID && afterSomeRun(part, runs, ws, CU_CROSS_AT) && HAS_CU_CROSS.test(part)) pushAll(CU_GRID, part, ws, out, cuStreet);
}

/**
 * A window written in lower case or in capitals ("3 mill lane", "1550 INDUSTRIAL BLVD"): the
 * layouts read capitalised words, so such a window is read again with its words recased.
 */
function oddCase(part: string): boolean {
  // only worth a second reading with something shaped like a postcode (a match must hold one)
  if (!ODD_POSTCODE_HINT.test(part)) return false;
  // a house number, then a word in lower case or in capitals: 3 mill lane · 1550 INDUSTRIAL BLVD
  // or a British postcode in lower case, or after a word in capitals (a street without a number: "the old mill, mill lane, ... sn8 4aa")
  return /\d[a-zA-Z]?,? (?:[\p{Ll}]+|[\p{Lu}]{3,})(?![\p{L}])/u.test(part) || ODD_CASE_POSTCODE.test(part);
}
const ODD_CASE_POSTCODE = /(?<![\p{L}\d])[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}(?![\p{L}\d])|[\p{Lu}]{3},? [A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}(?![\p{L}\d])/u;
/** A British postcode in lower case (recased to capitals: sn8 4aa → SN8 4AA). */
const LC_UK_POSTCODE = /(?<![\p{L}\d])[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}(?![\p{L}\d])/gu;
// four or more digits, or a British postcode's shape in any case (from its first digit: a scan that
// starts at every letter costs several times more)
const ODD_POSTCODE_HINT = /\d(?:\d{3}(?!\d)|(?<=[A-Za-z]\d)[A-Za-z\d]? ?\d[A-Za-z]{2}|(?<=[A-Za-z]\d)[A-Za-z] ?\d[A-Za-z]\d)/;

/**
 * What each layout needs in a window to match in it once the window is recased, tested on the
 * window as written (case-insensitive: recasing only changes the case of letters). A window where
 * none holds is not recased at all (the usual case: prose with numbers, "180 ms", "card 4111 1111").
 * PO boxes are matched case-insensitively already: the recased reading finds none the first missed.
 * The street words are read on the window in lower case (the same test, cheaper than the i flag).
 */
/** Alternatives grouped by their first letter (a(?:ve|venue|lley)|b(?:...)): about twice as fast to reject. */
function byFirstLetter(words: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const w of words) groups.set(w[0], [...(groups.get(w[0]) ?? []), w.slice(1)]);
  return [...groups].map(([first, rest]) => `${first}(?:${rest.join("|")})`).join("|");
}
// (word lists in lower case; no escape in them changes meaning in lower case: \\. and \\d only)
const TYPES_AFTER_LC = new RegExp(` (?:${byFirstLetter(TYPES_AFTER_EN.toLowerCase().split("|"))})\\b`);
const MORE_TYPES_AFTER_LC = / (?:park|wood|brae|bank|brow|grange|side|wynd|vennel|loan)\b/;
// (a non-letter or the start before the type, not a lookbehind: a scan that starts with one costs twice as much)
const TYPES_BEFORE_LC = new RegExp(`(?:^|[^\\p{L}])(?:${TYPES_BEFORE_RE.toLowerCase()}) `, "u");
const GERMAN_LC =
  / (?:\d|s\/n)(?<=(?:straße|strasse|str\.|weg|allee|platz|ring|gasse|damm|ufer|chaussee|markt|straat|laan|gracht|plein|kade) (?:\d|s\/n))|(?<![\p{L}])(?:am|an der|an den|auf dem|auf der|im|in der|zum|zur|hinter der|unter den) /u;
const COMPOUND_LC = new RegExp(` ${NUM_START}(?<=(?:${COMPOUND.toLowerCase()}) ${NUM_START})`, "u");
const TYPE_WORD_AFTER_LC = new RegExp(` ${NUM_START}(?<=${TYPE_WORD_AFTER.toLowerCase()} ${NUM_START})`, "u");
// a number after a word, a postcode, a space and a place (written with capitals: read with the i flag)
const WITH_POSTCODE_CI = new RegExp(` (?<=[\\p{L}\\p{M}'\\u2019.\\-] )${NUM},? ${POSTCODE} (?:[dlDL]['\\u2019])?\\p{L}`, "iu");
// a state and its code after a comma, or an Australian state and four digits
const STATE_LC = /, [a-z]{2} (?:\d{5}|[a-z]\d[a-z])| (?:nsw|vic|qld|wa|sa|tas|nt|act) \d{4}| (?:ny|ca|tx|fl|il|pa|oh|ga|nc|mi|nj|va|wa|az|ma|tn|in|mo|md|wi|co|mn|sc|al|la|ky|or|ok|ct|ut|ia|nv|ar|ms|ks|nm|ne|id|wv|hi|nh|me|mt|ri|de|sd|nd|ak|dc|vt|wy|pr),? \d{5}(?!\d)/;
const COUNTY_LC = /co\.? \p{L}/u;
const LETTER_POSTCODE_CI = new RegExp(HAS_LETTER_POSTCODE.source, "iu");
const IN_REGION_CI = new RegExp(HAS_IN_REGION.source, "iu");
const RURAL_CI = new RegExp(HAS_RURAL.source, "i");
const BR_TAIL_CI = new RegExp(HAS_BR_TAIL.source, "i");
/** The layouts that could match in `part` once recased (a mask of the bits above). */
function recasedLayouts(part: string): number {
  const lc = part.toLowerCase();
  let allowed = 0;
  const typeAfter = TYPES_AFTER_LC.test(lc);
  if (typeAfter) allowed |= 1 << 0;
  if (TYPES_BEFORE_LC.test(lc)) allowed |= (1 << 1) | (1 << 2);
  if (COMPOUND_LC.test(lc)) allowed |= 1 << 3;
  if (GERMAN_LC.test(lc)) allowed |= 1 << 4;
  if (TYPE_WORD_AFTER_LC.test(lc)) allowed |= 1 << 5;
  if (WITH_POSTCODE_CI.test(part)) allowed |= L_WITH_POSTCODE;
  if (STATE_LC.test(lc)) allowed |= L_NA;
  if (COUNTY_LC.test(lc)) allowed |= L_IE;
  const inPin = HAS_IN_PIN.test(part);
  // (the street word first: the postcode test is the dearer one)
  if ((typeAfter || MORE_TYPES_AFTER_LC.test(lc)) && (inPin || LETTER_POSTCODE_CI.test(part))) allowed |= L_STREET_POSTCODE;
  if (inPin && IN_REGION_CI.test(part)) allowed |= L_IN;
  if (JP_POSTCODE.test(part) && JP_WARD.test(part)) allowed |= L_JP | L_JP_ROMAJI;
  else if (JP_POSTCODE.test(part) && JP_CHOME_CI.test(part)) allowed |= L_JP_ROMAJI;
  if (RURAL_CI.test(part)) allowed |= L_RURAL;
  if (BR_TAIL_CI.test(part)) allowed |= L_BR;
  return allowed;
}

/**
 * Words of letters only, all lower case or all capitals, in title case (same length: a letter whose
 * case change would change the length is left as it is). Left alone: letters touching a digit
 * (SY8, 5th) and a two-capital word before a number (a state: CA 93725).
 */
// round 19: a Canadian postcode in lower case (m5h 2n2 → M5H 2N2)
const LC_CA_POSTCODE = /(?<![\p{L}\d])[a-z]\d[a-z] ?\d[a-z]\d(?![\p{L}\d])/gu;
function recase(part: string): string {
  return part.replace(LC_UK_POSTCODE, (p) => p.toUpperCase()).replace(LC_CA_POSTCODE, (p) => p.toUpperCase()).replace(/(?<![\p{L}\d])[\p{L}]+(?![\p{L}\d])/gu, (w, at: number) => {
    const lower = w.toLowerCase();
    const upper = w.toUpperCase();
    if (lower.length !== w.length || upper.length !== w.length) return w;
    if (w !== lower && w !== upper) return w;
    if (w.length === 2 && /^,? (?:\d|[a-z]\d[a-z] ?\d)/i.test(part.slice(at + 2, at + 9))) return upper; // a state before its ZIP: ny 10009, a province before its postcode: qc h3b 1k1
    const first = upper[0];
    return first + lower.slice(1);
  });
}
const JP_CHOME_CI = /ch[o\u014d]me/i;
const JP_POSTCODE_AFTER = /^,? (?:[\p{Lu}][\p{Ll}]+,? )?\d{3}-\d{4}(?![\d-])/u;
/** A postcode of any layout the detector knows (a recased window's match must hold one). */
const ANY_POSTCODE = new RegExp(`(?:${UK_POSTCODE}|${EIRCODE}|${CA_POSTCODE}|(?<!\\d)\\d{5}(?:-\\d{4})?(?!\\d)|\\d{4} ?[A-Z]{2}(?![\\p{L}])|\\d{4}-\\d{3}|\\d{5}-\\d{3}|\\d{2}-\\d{3}(?!\\d)|(?<![\\d-])\\d{4}(?![\\d-]))`, "u");

/**
 * Round 11: layouts read on the whole text (their digits may be Bengali or Myanmar, which the digit
 * windows do not see), each gated by a literal word: Mongolian khoroo / bair / toot rows (26-р хороо,
 * 45-р байр, 12 тоот); Myanmar house numbers before a road (အမှတ် ၁၂၊ … လမ်း); Georgian street words
 * after the name (… ქ. 37, … გამზ. 12); Bengali house / road rows (বাড়ি ১২, রোড ৫ · ২৩/এ, মিরপুর রোড);
 * Nepal's wards (Thamel Marg, Ward No. 26, Kathmandu); Vietnamese "Số 8 Trần Hưng Đạo, Hoàn Kiếm";
 * a house number first, a street without a type, then a known place (13, Ahmet Haxhiu, Prishtinë).
 */
const BN_D = "[0-9\\u09e6-\\u09ef]";
const MY_D = "[0-9\\u1040-\\u1049]";
const BALKAN_PLACES = new Set("Prishtinë Prishtina Pristina Prizren Pejë Peja Gjakovë Gjakova Ferizaj Gjilan Mitrovicë Mitrovica Tiranë Tirana Durrës Shkodër Vlorë Elbasan Korçë Skopje Tetovë Tetovo Podgoricë Podgorica Ulqin".split(" "));
const R11_LAYOUTS: Array<readonly [(t: string) => boolean, RegExp, ((m: RegExpExecArray) => boolean)?]> = [
  [(t) => t.includes("хороо") || t.includes("тоот"), /(?<!\d)\d{1,3}-?р (?:хороо|хороолол|байр)(?![\p{L}])[^\n]{0,40}?(?<!\d)\d{1,4} ?тоот|[\p{L}]+ дүүрэг,? \d{1,2}-?р хороо/gu],
  [(t) => t.includes("အမှတ်"), new RegExp(`အမှတ် ?${MY_D}{1,4}[^\\n]{0,40}?လမ်း`, "gu")],
  [(t) => /[\u10d0-\u10ff]/.test(t), /[\u10d0-\u10ff]{2,} (?:ქ\.|ქუჩა|გამზ\.|გამზირი|ჩიხი|შესახვევი|მოედანი|ხეივანი) ?№? ?\d{1,4}(?!\d)/gu],
  [
    (t) => /[\u0980-\u09ff]/.test(t),
    new RegExp(`(?:বাড়ি|বাসা|ফ্ল্যাট|হোল্ডিং)(?: (?:নং|নম্বর)\\.?)? ?${BN_D}{1,4}(?:/[\\u0980-\\u09ff\\w]{1,3})?,? (?:রোড|সড়ক|লেন)|(?<![\\u0980-\\u09ff0-9])${BN_D}{1,4}(?:/[\\u0980-\\u09ff\\w]{1,3})?, [\\u0980-\\u09ff]+ (?:রোড|সড়ক|লেন)`, "gu"),
  ],
  [(t) => t.includes("Ward"), new RegExp(`(?<![\\p{L}])(?:${W} ){0,3}${W}, Ward No\\.? ?\\d{1,2}(?!\\d),? ${W}`, "gu")],
  [(t) => t.includes("Số "), new RegExp(`(?<![\\p{L}])Số \\d{1,4}[A-Z]?(?:/\\d{1,3})? ${W}(?: ${W}){1,3}, ${W}`, "gu")],
  [
    (t) => t.includes(", "),
    new RegExp(`(?:^|\\n|: )(\\d{1,3}[a-zA-Z]?, ${W} ${W}(?: ${W})?, (${W}))(?![\\p{L}\\d])`, "gu"),
    (m) => Boolean(lexFlags(m[2].toLowerCase()) & FLAG.PLACE) || BALKAN_PLACES.has(m[2]),
  ],
];
function detectR11(text: string, out: Array<readonly [number, number]>): void {
  for (const [gate, re, keep] of R11_LAYOUTS) {
    if (!gate(text)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (keep && !keep(m)) continue;
      const at = m[1] === undefined ? m.index : m.index + m[0].length - m[1].length;
      out.push([at, m.index + m[0].length]);
    }
  }
}

/** Letters of the non-Latin layouts' scripts, or other digits: one scan of the text. */
const NON_LATIN_TEXT = /[\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u0e00-\u0e7f\uff10-\uff19]/;

/**
 * Round 12: a separator of parts and a digit of any system (address-parts.ts reads such a text as a
 * row of parts). Two tests, not one pattern "separator … digit | digit … separator": that pattern
 * scanned to the end of the text from every separator when there is no digit (128 KB of "a@b,c@d,"
 * took 2 s), and both orders together only say that each is present somewhere.
 */
const ROW_SEPARATOR = /[,\u060c\u1363\u3001\uff0c;\n]/;
const ROW_DIGIT = /[\d\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0be6-\u0bef\u0e50-\u0e59]/;
const rowHint = (t: string): boolean => ROW_SEPARATOR.test(t) && ROW_DIGIT.test(t);

/**
 * The round-12 row is read only on a text with a letter beyond ASCII (most of its languages), or one
 * of its words written in ASCII (Indonesian, Swahili, Hausa, Filipino, Basque ...), or a house word
 * that is also English right before a number (the common case, English prose, reads nothing).
 */
const NON_ASCII_LETTER = /[\u00c0-\u024f\u0370-\u1fff\u3040-\ud7af\uf900-\ufaff]/;
// (the words as a trie: one branch per first letter, where a plain list tries every word at every word
// start; each letter in both cases, as the i flag would take them, so one scan also finds a NON_ASCII_LETTER)
const caseless = (c: string) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c);
const trie = (words: readonly string[]): string => {
  const byFirst = new Map<string, string[]>();
  let whole = false;
  for (const w of words) {
    if (w === "") whole = true;
    else byFirst.set(w[0], [...(byFirst.get(w[0]) ?? []), w.slice(1)]);
  }
  const alts = [...byFirst].map(([c, rest]) => caseless(c) + (rest.length === 1 ? [...rest[0]].map(caseless).join("") : `(?:${trie(rest)})`));
  return (whole ? [...alts, ""] : alts).join("|");
};
const ROW_WORD = new RegExp(
  `\\b(?:(?:${trie(
    "jalan gang lorong mtaa barabara njia opopona titin okporo uzo kalye kalsada kale kalea rua praza rolda carrer passeig travessera ulica osiedle aleja strada bulevardul calea aleea intrarea sokak cadde caddesi etorbidea pasealekua bidea enparantza utca iela gatve prospektas ulice cesta trg bulevar marg mawatha salai nyumba kitalu gida lamba ojule nomba rumah daire casa stan kelurahan kecamatan kabupaten desa kota kampung taman barangay purok sitio mahallesi mahalle kata wilaya mkoa agbegbe unguwar unguwan jihar obodo sektor colonia bairro eskuina ezkerra solairua esquerda dereita behea baixo piso pis andar pincode postcode kode_pos posta_kodu"
      .split(" ")
      .map((w) => w.replace("_", " ")),
  )})\\b|(?:${trie("ul al os jl jln gg lrg str kel kec kab mah cad cd sok sk brgy subd".split(" "))})\\.|(?:${trie("no nr house flat apt lot blk block blok phase plot sector ward kat pin zip d".split(" "))})[.:]? ?\\d)`,
);
/** NON_ASCII_LETTER.test(t) || ROW_WORD.test(t), in one scan. */
const ROW_GATE = new RegExp(`${NON_ASCII_LETTER.source}|${ROW_WORD.source}`);

export function detectAddresses(input: string): Array<readonly [number, number]> {
  const nonLatin = NON_LATIN_TEXT.test(input);
  const text = nonLatin && OTHER_DIGITS.test(input) ? asciiOtherDigits(input) : input;
  const layouts = nonLatin ? ALL_LAYOUTS : ALL_LAYOUTS & ~L_NON_LATIN;
  const out: Array<readonly [number, number]> = [];
  for (const { start: ws, end: we, runs } of digitWindows(text)) {
    const part = ws === 0 && we === text.length ? text : text.slice(ws, we);
    const before = out.length;
    detectInWindow(part, ws, runs, out, layouts);
    if (out.length > before || !oddCase(part)) continue;
    const allowed = recasedLayouts(part);
    if (allowed === 0) continue;
    // read again recased; without the capitals as evidence, only a match with a postcode counts
    const again: Array<readonly [number, number]> = [];
    const recased = recase(part);
    detectInWindow(recased, ws, runs, again, allowed);
    // the postcode after the house number (a number that starts the match is the house's), as recased
    // (and a number besides the postcode: "Via Appia is 2000 years old" recased holds only a year)
    for (const r of again) {
      const m = recased.slice(r[0] - ws, r[1] - ws);
      if (ANY_POSTCODE.test(m.replace(/^\d+/, "")) && (/\d\D+\d/.test(m) || /[A-Z]\d|\d[A-Z]/.test(m))) out.push(r);
      // round 19: a romaji block and ward in lower case, its postcode right after (7-3-1 hongo, bunkyo-ku, tokyo 113-8654)
      else if (/^\d/.test(m) && (JP_WARD.test(m) || JP_CHOME_CI.test(m)) && JP_POSTCODE_AFTER.test(recased.slice(r[1] - ws, r[1] - ws + 24))) out.push(r);
    }
  }
  if (out.length === 0) detectR11(text, out);
  if (out.length === 0 && rowHint(input) && ROW_GATE.test(input)) detectAddressParts(ANY_NATIVE_DIGIT.test(input) ? asciiAllDigits(input) : input, out);
  return out;
}
