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
 * recased (a postcode required). Patterns are linear (bounded repetitions, no nested quantifiers).
 */

// A capitalised word (any script with case), and the small words inside street names.
const W = "(?:[dlDL]['\\u2019])?[\\p{Lu}][\\p{L}\\p{M}'\\u2019.\\-]{0,30}";
const CONN =
  "(?:de|del|de la|de las|de los|dels|di|da|do|dos|das|della|delle|dei|degli|dello|du|des|de l['\\u2019]|d['\\u2019]|l['\\u2019]|van|von|der|den|dem|het|am|an|auf|im|zum|zur|la|le|les|el|los|las|y|e|et|and|of|the|on|sul|sur|ter|ten|op)";
const NAME = `(?:(?:${W}|${CONN}|\\d{1,2}(?:st|nd|rd|th|\\.|º|ª|°)?) ){0,5}${W}`;
// (a letter or bis / ter / quater after the number: 9bis, 12 ter)
const NUM = "(?:\\d{1,5}(?: ?(?:bis|ter|quater|[a-zA-Z])(?![\\p{L}])|[-/]\\d{1,4}[a-zA-Z]?)?|s/n\\.?)";
// Ireland's Eircode (routing key, then a unique identifier with a letter): A98 K2F7, D6W XY12
const EIRCODE = "(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?(?=[\\dAC-FHKNPRTV-Y]{0,3}[AC-FHKNPRTV-Y])[\\dAC-FHKNPRTV-Y]{4}(?![\\p{L}\\d])";
// Canada: K1A 0B1
const CA_POSTCODE = "[A-CEGHJ-NPR-TVXY]\\d[A-CEGHJ-NPR-TV-Z] ?\\d[A-CEGHJ-NPR-TV-Z]\\d(?![\\p{L}\\d])";
const UK_POSTCODE = "[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}(?![\\p{L}\\d])";
const POSTCODE = `(?:${EIRCODE}|${CA_POSTCODE}|\\d{4} ?[A-Z]{2}(?![\\p{L}])|\\d{4}-\\d{3}|\\d{5}-\\d{3}|\\d{2}-\\d{3}|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|(?:[A-Z]{1,2}-)?\\d{4,5})`;
// a unit, floor, dock or building after the street: Apt 9 · Suite 400 · Dock 3 · Unit 4B
const UNIT = "(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Building|Bldg|Dock|Room|Rm|Level|Lvl|Lot|Space|Door|#)\\.? ?#?[\\w-]{1,6}";
const CITY = `${W}(?![\\d])(?:[ -](?:${W}|${CONN})(?![\\d])){0,3}`;

const TYPES_BEFORE = [
  // French
  "Rue", "Avenue", "Av\\.", "Boulevard", "Bd", "Bld", "Place", "Pl\\.", "Chemin", "Ch\\.", "Allée", "Impasse", "Quai", "Cours", "Route", "Rte", "Voie", "Passage", "Square", "Faubourg", "Sentier", "Montée", "Esplanade", "Parvis", "Promenade", "Villa", "Cité", "Résidence",
  // Spanish / Catalan
  "Calle", "C/", "Cl\\.", "Parque", "Entrada", "Gran Subida", "Subida", "Rincón", "Pasaje", "Polígono", "Barrio", "Colonia", "Sector", "Vía", "Avinguda", "Travessera", "Avenida", "Avda\\.", "Av\\.", "Paseo", "Pº", "Plaza", "Pza\\.", "Pl\\.", "Camino", "Carretera", "Ctra\\.", "Ronda", "Travesía", "Glorieta", "Rambla", "Carrer", "Passeig", "Plaça", "Via", "Cuesta", "Callejón", "Bajada", "Senda", "Urbanización", "Urb\\.",
  // Italian
  "Via", "Viale", "V\\.le", "Piazza", "P\\.za", "Piazzale", "Corso", "C\\.so", "Largo", "Vicolo", "Strada", "Contrada", "Borgo", "Lungomare", "Lungotevere", "Salita", "Rotonda", "Calle", "Incrocio", "Traversa", "Vico", "Località", "Loc\\.",
  // Portuguese
  "Rua", "R\\.", "Avenida", "Travessa", "Tv\\.", "Praça", "Pç\\.", "Largo", "Alameda", "Estrada", "Rodovia", "Calçada", "Beco", "Ladeira", "Praceta", "Caminho", "Marginal", "Quinta", "Viela", "Escadas", "Acesso", "Azinhaga", "Bairro", "Jardim", "Urbanização",
  // Polish, Dutch and English prefixes
  "ul\\.", "al\\.", "Aleja", "Aleje", "pl\\.", "os\\.", "Plein", "Mount", "Rue",
];
const TYPES_AFTER_EN =
  `Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Parkway|Pkwy|Circle|Cir|Highway|Hwy|Square|Sq|Trail|Trl|Alley|Crescent|Close|Loop|Row|Gardens|Grove|Mews|Walk|Rise|Green|Hill|View|Expressway|Freeway|Pike|Plaza|Ridge|Path|Wharf|Quay|Embankment|Parade|Broadway|Point|Heights|Crossing|Glen|Hollow|Junction|Knoll|Landing|Meadows?|Mill|Orchard|Pass|Pines|Springs|Summit|Valley|Vale|Village|Vista|Glade|Mount|Ville|Plains?|Port|Station|Shores?|Terrace|Turnpike|Center|Centre|Gate|Yard|Field|Fields|Chase|Croft|Drove|Garth|Wynd|` +
  // the rest of the USPS street suffix list
  "Canyon|Cape|Causeway|Cliffs?|Commons?|Corners?|Course|Coves?|Creek|Crest|Crossroads?|Curve|Dale|Divide|Estates?|Extension|Falls?|Ferry|Flats?|Fords?|Forest|Forge|Forks?|Gateway|Harbou?r|Haven|Inlet|Isle|Keys?|Knolls|Lakes?|Lodge|Manors?|Motorway|Oval|Overpass|Pines?|Prairie|Ranch|Rapids?|Shoals?|Skyway|Spur|Stream|Throughway|Trace|Track|Tunnel|Underpass|Viaduct|Wells?";
const COMPOUND =
  "-Straße|-Strasse|-Str\\.|-Platz|-Weg|-Allee|-Ring|-Gasse|-Damm|-Ufer|-Chaussee|-Markt|-Straat|-Laan|-Plein|straße|strasse|str\\.|weg|gasse|allee|platz|ring|damm|ufer|chaussee|steig|pfad|markt|graben|gässle|zeile|kamp|straat|laan|gracht|plein|kade|singel|dijk|steeg|plantsoen|wal|hof|vej|gade|gatan|gata|vägen|väg|gränd|gränden|gärdet|torget|stigen|backen|allén|veien|vegen|gate|tie|katu|kuja|polku";
// a street type written as a word after the name (Nordic, Dutch): Karl Johans gate 22 · Lindqvists Väg 6
const TYPE_WORD_AFTER = "(?:[Gg]ate|[Gg]ata|[Gg]atan|[Vv]ej|[Vv]ei|[Vv]eien|[Vv]äg|[Vv]ägen|[Gg]ade|[Gg]ränd|[Tt]org|[Ss]traat|[Ll]aan|[Ww]eg|[Pp]lein)";

/** Each type as written at a sentence's start and inside it (rue / Rue, calle / Calle). */
const TYPES_BEFORE_RE = [...new Set(TYPES_BEFORE)]
  .map((t) => (/^[\p{L}]/u.test(t) ? `[${t[0].toUpperCase()}${t[0].toLowerCase()}]${t.slice(1)}` : t))
  .join("|");

const ARTICLE = "(?:Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|De|Het|Een|The|A|An|This|That|Mein|Meine|Unser|Unsere)";

const ADDRESS_RES: RegExp[] = [
  // 1600 Pennsylvania Avenue NW, Washington, DC 20500 · 221B Baker Street · 12 W 34th St · Flat 2, 10 Downing Street, London SW1A 2AA
  new RegExp(
    `(?<![\\p{L}\\d])\\d{1,6}[A-Za-z]? (?:[NSEW]\\.? |North |South |East |West )?(?:${W}|\\d{1,3}(?:st|nd|rd|th)) (?:${W} ){0,3}(?:${TYPES_AFTER_EN})\\b\\.?(?: (?:NW|NE|SW|SE|N|S|E|W)\\b)?` +
      `(?:,? ${UNIT})?(?:,? ${CITY})?(?:,? (?:[A-Z]{2,3} )?(?:\\d{5}(?:-\\d{4})?|${UK_POSTCODE}|${EIRCODE}|${CA_POSTCODE}))?`,
    "gu",
  ),
  // Calle de Alcalá 42 · Via dei Condotti, 12 · Rua Augusta 24 · C/ Mayor, 5 · ul. Dluga 5/7
  new RegExp(`(?<![\\p{L}])(?:${TYPES_BEFORE_RE}) (?:${NAME}),? (?:n[º°o]\\.? ?|nº ?|num\\. ?)?${NUM}(?![\\p{L}\\d])(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu"),
  // 55 Rue du Faubourg Saint-Honoré, 75008 Paris · 7031 Avenida Janaína
  new RegExp(`(?<![\\p{L}\\d,.])${NUM},? (?:${TYPES_BEFORE_RE}) (?:${NAME})(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu"),
  // Friedrichstraße 43 · Keizersgracht 123 · Drottninggatan 5 · Max-Liebermann-Str. 6
  new RegExp(`(?<![\\p{L}])[\\p{Lu}][\\p{L}\\-]{1,40}?(?:${COMPOUND}) ${NUM}(?![\\p{L}\\d])(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu"),
  // Berliner Straße 5 · Am Färberberg 90c · An der Alster 12 · Auf dem Berg 3
  new RegExp(
    `(?<![\\p{L}])(?!${ARTICLE} )(?:(?:[\\p{Lu}][\\p{Ll}]+ (?:Straße|Strasse|Str\\.|Weg|Allee|Platz|Ring|Gasse|Damm|Ufer|Chaussee|Markt|Straat|Laan|Gracht|Plein|Kade|Weg))|(?:Am|An der|An den|Auf dem|Auf der|Im|In der|Zum|Zur|Hinter der|Unter den) ${W}) ${NUM}(?![\\p{L}\\d])(?:,? ${POSTCODE}(?: ${CITY})?)?`,
    "gu",
  ),
];
ADDRESS_RES.push(new RegExp(`(?<![\\p{L}])(?!${ARTICLE} )(?:${W} ){1,3}${TYPE_WORD_AFTER} ${NUM}(?![\\p{L}\\d])(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu"));
// Unter den Linden 77, 10117 Berlin · Damrak 1, 1012 LG Amsterdam: a name, a number, a postcode and a place
const WITH_POSTCODE = new RegExp(`(?<![\\p{L}\\d])(?:${NAME}) ${NUM},? (${POSTCODE}) (${CITY})`, "gu");
/**
 * A street with a type (a number is optional: Irish and British addresses often have none), then
 * one to three parts (a unit, a town, "Co. Clare", "Dublin 1") on the same line after commas or
 * on the next lines, then a UK, Irish, Canadian or Indian postcode: Ballyvaughan Road, Lisdoonvarna,
 * Co. Clare, V95 T6D2 · Wandle Way\nLondon SW18 4UQ.
 */
// India's PIN (560001, 560 001): six digits, only at the end of a street with a type and its parts
const IN_PIN = "(?<![\\d-])[1-9]\\d{2} ?\\d{3}(?![\\d-])";
const SEP = "(?:,? ?\\n ?|, ?)";
const PART = `(?:${W}|\\d{1,3}[A-Za-z]?)(?: (?:${W}|${CONN}|\\d{1,2})){0,3}`;
const STREET_THEN_POSTCODE = new RegExp(
  `(?<![\\p{L}\\d])(?:\\d{1,5}[A-Za-z]?,? )?(?:${W} ){1,4}(?:${TYPES_AFTER_EN}|Park|Wood|Brae|Bank|Brow|Grange|Side|Wynd|Vennel|Loan)\\b\\.?(?:${SEP}${PART}){0,3}(?:${SEP}|,? )(?:${UK_POSTCODE}|${EIRCODE}|${CA_POSTCODE}|${IN_PIN})`,
  "gu",
);
/**
 * North America and Australia: 117 Karolann Bypass Suite 579, Beverlyshire, QC M2Y 7P1 · 66 Dietrich
 * Mall, Westberg QLD 6933 (any street word before the city, state and code).
 */
const NA_TAIL = new RegExp(
  `(?<![\\p{L}\\d])\\d{1,6}[A-Za-z]? (?:[NSEW]\\.? )?(?:${W}|\\d{1,3}(?:st|nd|rd|th))(?: ${W}){0,4}(?:,? ${UNIT})?, ${CITY}(?:, [A-Z]{2} (?:\\d{5}(?:-\\d{4})?(?!\\d)|${CA_POSTCODE})|,? (?:NSW|VIC|QLD|WA|SA|TAS|NT|ACT) \\d{4}(?!\\d))`,
  "gu",
);
// a capital, a space, then four digits or a Canadian postcode's start (the state's last letter)
const HAS_STATE_CODE = /[A-Z] (?:\d{4}|[A-Z]\d[A-Z])/;
// two tests, not one alternation: about half the cost on prose
const HAS_LETTER_POSTCODE = new RegExp(`(?:${UK_POSTCODE}|${EIRCODE}|${CA_POSTCODE})`, "u");
const HAS_IN_PIN = new RegExp(IN_PIN, "u");
/**
 * India without a street type: a house or flat designator (Flat 302, B-47, H.No. 5-2-10, Plot 18),
 * one to five parts after commas (a building, a cross road, a locality), then a state or a metropolitan
 * city and the PIN: Flat 302, Lotus Residency, 14th Cross, Indiranagar, Bengaluru, Karnataka 560038.
 */
const IN_REGION =
  "Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|New Delhi|Delhi|Chandigarh|Puducherry|Pondicherry|Jammu(?: (?:and|&) Kashmir)?|Ladakh|Mumbai|Kolkata|Chennai|Bengaluru|Bangalore|Hyderabad|Pune|Ahmedabad|Jaipur|Lucknow|Kochi|Gurugram|Gurgaon|Noida";
const IN_HOUSE = "(?:(?:Flat|House|H\\. ?No\\.|H ?No\\.?|Plot|Door(?: No\\.?)?|No\\.|Shop|Office|Apt|Villa|#) ?[\\w/-]{1,10}|[A-Z]{1,2}-\\d{1,4}[A-Z]?|\\d{1,4}(?:[-/]\\d{1,4}){0,3}[A-Z]?)";
const IN_TAIL = new RegExp(`(?<![\\p{L}\\d/-])${IN_HOUSE},(?: ?[^,\\n]{2,40},){0,4} ?(?:${IN_REGION})[ ,-]{0,3}[1-9]\\d{2} ?\\d{3}(?![\\d-])`, "gu");
const HAS_IN_REGION = new RegExp(`(?:${IN_REGION})[ ,-]{0,3}[1-9]\\d{2} ?\\d{3}(?![\\d-])`, "u");
/** Ireland: any street line, a town, "Co. <county>" and an Eircode (the county line marks the layout). */
const IE_COUNTY = new RegExp(`(?<![\\p{L}\\d])(?:\\d{1,5}[A-Za-z]? )?${W}(?: ${W}){0,3}${SEP}(?:${PART}${SEP}){0,2}Co\\.? ${W}(?: ${W})?(?:${SEP}|,? )${EIRCODE}`, "gu");
/** Japan: 3-12-5 Jingumae, Shibuya-ku, Tokyo 150-0001 (block numbers, a ward or city, a 7-digit postcode). */
const JP_ADDRESS = new RegExp(`(?<![\\p{L}\\d-])\\d{1,4}(?:-\\d{1,4}){1,2},? ${W}(?:,? ${W}){0,3},? (?:\u3012 ?)?\\d{3}-\\d{4}(?![\\d-])`, "gu");
const JP_POSTCODE = /\d{3}-\d{4}/;
const JP_WARD = /-(?:ku|shi|cho|chō|machi|gun|mura|ken)\b/i;
const STRONG_POSTCODE = /^(?:(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}|[A-Z]\d[A-Z] ?\d[A-Z]\d|\d{4} ?[A-Z]{2}|\d{4}-\d{3}|\d{5}-\d{3}|\d{2}-\d{3}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/;
/**
 * Rural delivery without a street: a box or route designator, a locality, then a state and postcode
 * (Australia: RMB 4420, Yackandandah VIC 3749 · Canada: Site 12, Comp 8, RR 3, Olds AB T4H 1P4 ·
 * New Zealand: RD 2, Hamilton 3282).
 */
const RURAL_BOX = "(?:RMB|RSD|CMB|RMS|RD|RR|Rural Route|Locked Bag|Private Bag|GPO Box|Site \\d{1,4},? Comp) \\d{1,5}";
const RURAL = new RegExp(
  `(?<![\\p{L}\\d])(?:${RURAL_BOX},? ){1,3}${CITY}(?:,? (?:NSW|VIC|QLD|WA|SA|TAS|NT|ACT) \\d{4}(?!\\d)|,? (?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT) ${CA_POSTCODE}|,? \\d{4}(?!\\d))`,
  "gu",
);
const HAS_RURAL = /\b(?:RMB|RSD|CMB|RMS|RD|RR|Rural Route|Locked Bag|Private Bag|GPO Box|Site) \d/;
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
const PO_BOX = /\b(?:P\.? ?O\.? Box|Post Office Box|Postfach|Apartado(?: de correos)?|Apdo\.|Case postale|Boîte postale|BP|Caixa Postal|Casella postale|Postbus|(?:RR|Rural Route|HC) \d{1,3},? Box) \d[\d ]{0,7}\d?\b/gi;

/**
 * What each street layout cannot match without (cheap tests, no lookbehind, one per layout, in
 * ADDRESS_RES's order): a layout whose test fails on a window cannot match anywhere in it, so it
 * is left out of the alternation run there (the others match exactly as in the full one).
 */
const NUM_START = "(?:\\d|s/n)";
const CAP_WORD_THEN_NUM = new RegExp(`[\\p{Lu}][\\p{L}\\p{M}'\\u2019.\\-]{0,30},? (?:n[º°o]\\.? ?|nº ?|num\\. ?)?${NUM_START}`, "u");
const LAYOUT_NEEDS: readonly RegExp[] = [
  // a house number, a space, then a capitalised word, a directional or an ordinal
  /\d[A-Za-z]? (?:[\p{Lu}\d]|[dlDL]['\u2019])/u,
  // a street's name ends in a capitalised word right before the number
  CAP_WORD_THEN_NUM,
  // a number, then the street type
  new RegExp(`(?:\\d|s/n\\.?)(?: ?[a-zA-Z])?,? (?:${TYPES_BEFORE_RE}) `, "u"),
  // a compound street name, then the number
  new RegExp(`(?:${COMPOUND}) ${NUM_START}`, "u"),
  // German layouts: a capitalised word (the type, or the name after Am / An der ...) before the number
  CAP_WORD_THEN_NUM,
  // a street type word after the name, then the number
  new RegExp(`${TYPE_WORD_AFTER} ${NUM_START}`, "u"),
];
/** WITH_POSTCODE needs a postcode (ending in a digit or two capitals), a space and a capitalised place. */
const POSTCODE_THEN_CITY = /(?:\d|[A-Z]{2}) (?:[dlDL]['\u2019])?\p{Lu}/u;

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

/** Every address has a digit (a house number, a postcode, a box): only the text around digits is read. */
function digitWindows(text: string): Array<readonly [number, number]> {
  const windows: Array<[number, number]> = [];
  const re = /\d+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const s = Math.max(0, m.index - 160);
    const e = Math.min(text.length, m.index + m[0].length + 100);
    const last = windows[windows.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else windows.push([s, e]);
  }
  return windows;
}

/** Every layout on one window of the text (`ws`: where the window starts in the text). */
function detectInWindow(part: string, ws: number, out: Array<readonly [number, number]>): void {
  let mask = 0;
  for (let i = 0; i < LAYOUT_NEEDS.length; i++) {
    // the same test twice (layouts 2 and 5): its first answer
    const same = LAYOUT_NEEDS.indexOf(LAYOUT_NEEDS[i]);
    if (same < i ? mask & (1 << same) : LAYOUT_NEEDS[i].test(part)) mask |= 1 << i;
  }
  if (mask !== 0) {
    const re = streets(mask);
    re.lastIndex = 0;
    for (let m = re.exec(part); m; m = re.exec(part)) out.push([ws + m.index, ws + m.index + m[0].length]);
  }
  WITH_POSTCODE.lastIndex = 0;
  for (let m = POSTCODE_THEN_CITY.test(part) ? WITH_POSTCODE.exec(part) : null; m; m = WITH_POSTCODE.exec(part)) {
    const city = m[2];
    const cityWord = lexFlags(city.split(/[ -]/)[0].toLowerCase());
    // a bare 4-digit number before a common word is a year or a count ("Chapter 10, 2024 Edition")
    const placeLike = (lexFlags(city.toLowerCase()) | cityWord) & FLAG.PLACE || !(cityWord & FLAG.COMMON);
    if (STRONG_POSTCODE.test(m[1]) || (/^\d{5}$/.test(m[1]) && !(cityWord & FLAG.COMMON && !(cityWord & FLAG.PLACE))) || placeLike) out.push([ws + m.index, ws + m.index + m[0].length]);
  }
  if (HAS_STATE_CODE.test(part)) {
    NA_TAIL.lastIndex = 0;
    for (let m = NA_TAIL.exec(part); m; m = NA_TAIL.exec(part)) out.push([ws + m.index, ws + m.index + m[0].length]);
  }
  if (part.includes("Co")) {
    IE_COUNTY.lastIndex = 0;
    for (let m = IE_COUNTY.exec(part); m; m = IE_COUNTY.exec(part)) out.push([ws + m.index, ws + m.index + m[0].length]);
  }
  if (HAS_IN_PIN.test(part) || HAS_LETTER_POSTCODE.test(part)) {
    STREET_THEN_POSTCODE.lastIndex = 0;
    for (let m = STREET_THEN_POSTCODE.exec(part); m; m = STREET_THEN_POSTCODE.exec(part)) out.push([ws + m.index, ws + m.index + m[0].length]);
  }
  if (HAS_IN_PIN.test(part) && HAS_IN_REGION.test(part)) {
    IN_TAIL.lastIndex = 0;
    for (let m = IN_TAIL.exec(part); m; m = IN_TAIL.exec(part)) out.push([ws + m.index, ws + m.index + m[0].length]);
  }
  if (JP_POSTCODE.test(part)) {
    JP_ADDRESS.lastIndex = 0;
    for (let m = JP_ADDRESS.exec(part); m; m = JP_ADDRESS.exec(part)) if (JP_WARD.test(m[0])) out.push([ws + m.index, ws + m.index + m[0].length]);
  }
  if (HAS_RURAL.test(part)) {
    RURAL.lastIndex = 0;
    for (let m = RURAL.exec(part); m; m = RURAL.exec(part)) out.push([ws + m.index, ws + m.index + m[0].length]);
  }
  if (HAS_BR_TAIL.test(part)) {
    BR_TAIL.lastIndex = 0;
    for (let m = BR_TAIL.exec(part); m; m = BR_TAIL.exec(part)) out.push([ws + m.index, ws + m.index + m[0].length]);
  }
  PO_BOX.lastIndex = 0;
  for (let m = PO_BOX.exec(part); m; m = PO_BOX.exec(part)) out.push([ws + m.index, ws + m.index + m[0].length]);
}

/**
 * A window written in lower case or in capitals ("3 mill lane", "1550 INDUSTRIAL BLVD"): the
 * layouts read capitalised words, so such a window is read again with its words recased.
 */
function oddCase(part: string): boolean {
  // only worth a second reading with something shaped like a postcode (a match must hold one)
  if (!ODD_POSTCODE_HINT.test(part)) return false;
  // a house number, then a word in lower case or in capitals: 3 mill lane · 1550 INDUSTRIAL BLVD
  return /\d[a-zA-Z]?,? (?:[\p{Ll}]+|[\p{Lu}]{3,})(?![\p{L}])/u.test(part);
}
const ODD_POSTCODE_HINT = /\d{4,6}(?!\d)|[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}/;
/**
 * Words of letters only, all lower case or all capitals, in title case (same length: a letter whose
 * case change would change the length is left as it is). Left alone: letters touching a digit
 * (SY8, 5th) and a two-capital word before a number (a state: CA 93725).
 */
function recase(part: string): string {
  return part.replace(/(?<![\p{L}\d])[\p{L}]+(?![\p{L}\d])/gu, (w, at: number) => {
    const lower = w.toLowerCase();
    const upper = w.toUpperCase();
    if (lower.length !== w.length || upper.length !== w.length) return w;
    if (w !== lower && w !== upper) return w;
    if (w.length === 2 && /^ \d/.test(part.slice(at + 2, at + 4))) return upper; // a state before its ZIP: ny 10009
    const first = upper[0];
    return first + lower.slice(1);
  });
}
/** A postcode of any layout the detector knows (a recased window's match must hold one). */
const ANY_POSTCODE = new RegExp(`(?:${UK_POSTCODE}|${EIRCODE}|${CA_POSTCODE}|(?<!\\d)\\d{5}(?:-\\d{4})?(?!\\d)|\\d{4} ?[A-Z]{2}(?![\\p{L}])|\\d{4}-\\d{3}|\\d{5}-\\d{3}|\\d{2}-\\d{3}(?!\\d)|(?<![\\d-])\\d{4}(?![\\d-]))`, "u");

export function detectAddresses(text: string): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  for (const [ws, we] of digitWindows(text)) {
    const part = ws === 0 && we === text.length ? text : text.slice(ws, we);
    const before = out.length;
    detectInWindow(part, ws, out);
    if (out.length > before || !oddCase(part)) continue;
    // read again recased; without the capitals as evidence, only a match with a postcode counts
    const again: Array<readonly [number, number]> = [];
    detectInWindow(recase(part), ws, again);
    // the postcode after the house number (a number that starts the match is the house's)
    for (const r of again) if (ANY_POSTCODE.test(text.slice(r[0], r[1]).replace(/^\d+/, ""))) out.push(r);
  }
  return out;
}
