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
 * (Calle 93 #13-24) and PO boxes of many languages. Patterns are linear (bounded repetitions, no nested quantifiers).
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
const POSTCODE = `(?:${EIRCODE}|${CA_POSTCODE}|\\d{4} ?[A-Z]{2}(?![\\p{L}])|\\d{4}-\\d{3}|\\d{5}-\\d{3}|\\d{2}-\\d{3}|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|(?:[A-Z]{1,2}-)?\\d{4,5}|\\d{3} \\d{2}(?![\\p{L}\\d]))`;
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
  // Malay and Indonesian
  "Jalan", "Jln\\.", "Jl\\.", "Lorong", "Lrg\\.", "Persiaran", "Lebuhraya", "Lebuh", "Taman",
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
// (Thai: Sukhumvit Soi 11 · Turkish: İstiklal Caddesi No:12, Bağdat Cd. 45, Kültür Sokak No. 3)
const TYPE_WORD_AFTER =
  "(?:[Gg]ate|[Gg]ata|[Gg]atan|[Vv]ej|[Vv]ei|[Vv]eien|[Vv]äg|[Vv]ägen|[Gg]ade|[Gg]ränd|[Tt]org|[Ss]traat|[Ll]aan|[Ww]eg|[Pp]lein|Soi|Caddesi|Cadde|Cad\\.|Cd\\.|Sokak|Sokağı|Sok\\.|Sk\\.|Bulvarı|Bulvar|Blv\\.|Bulv\\.)";
// a number word between the type and the number (Turkish: Caddesi No:12 · No. 3)
const NO_BEFORE_NUM = "(?:No ?[:.]? ?)?";

/** Each type as written at a sentence's start and inside it (rue / Rue, calle / Calle). */
const TYPES_BEFORE_RE = [...new Set(TYPES_BEFORE)]
  .map((t) => (/^[\p{L}]/u.test(t) ? `[${t[0].toUpperCase()}${t[0].toLowerCase()}]${t.slice(1)}` : t))
  .join("|");

const ARTICLE = "(?:Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|De|Het|Een|The|A|An|This|That|Mein|Meine|Unser|Unsere)";

const ADDRESS_RES: RegExp[] = [
  // 1600 Pennsylvania Avenue NW, Washington, DC 20500 · 221B Baker Street · 12 W 34th St · Flat 2, 10 Downing Street, London SW1A 2AA
  new RegExp(
    `\\d(?<![\\p{L}\\d]\\d)\\d{0,5}[A-Za-z]? (?:[NSEW]\\.? |North |South |East |West )?(?:${W}|\\d{1,3}(?:st|nd|rd|th)) (?:${W} ){0,3}(?:${TYPES_AFTER_EN})\\b\\.?(?: (?:NW|NE|SW|SE|N|S|E|W)\\b)?` +
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
ADDRESS_RES.push(new RegExp(`(?<![\\p{L}])(?!${ARTICLE} )(?:${W} ){1,3}${TYPE_WORD_AFTER} ${NO_BEFORE_NUM}${NUM}(?![\\p{L}\\d])(?:,? ${POSTCODE}(?: ${CITY})?)?`, "gu"));
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
  `\\d(?<![\\p{L}\\d]\\d)\\d{0,5}[A-Za-z]? (?:[NSEW]\\.? )?(?:${W}|\\d{1,3}(?:st|nd|rd|th))(?: ${W}){0,4}(?:,? ${UNIT})?, ${CITY}(?:, [A-Z]{2} (?:\\d{5}(?:-\\d{4})?(?!\\d)|${CA_POSTCODE})|,? (?:NSW|VIC|QLD|WA|SA|TAS|NT|ACT) \\d{4}(?!\\d))`,
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
const UNIT_WORD = "(?:Plot|Flat|Apartment|Apt\\.?|Unit|Suite|Villa|House)";
const UNIT_FIRST = new RegExp(
  `(?<![\\p{L}\\d])${UNIT_WORD} (?:No\\.? ?)?\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,4})?, (?:(?:Block|Building|Bldg\\.?|Tower|Wing|Floor|Phase) [\\w-]{1,6}, )?(?:${W} ){1,3}(?:${TYPES_AFTER_EN})\\b\\.?, ${CITY}`,
  "gu",
);
/**
 * Vietnam: a house number and a street, then a ward, district or city word (Phường, Quận, Huyện, Thành
 * phố, TP.) in one of the next parts: 12 Lê Lợi, Phường 4, Quận 3.
 */
const VN_ADMIN = "(?:Phường|Quận|Huyện|Thị xã|Xã|Thành phố|TP\\.|P\\.|Q\\.)";
const VN_ADDRESS = new RegExp(
  `(?<![\\p{L}\\d/])\\d{1,5}[A-Z]?(?:/\\d{1,4}[A-Z]?)? ${W}(?: ${W}){0,4},(?: ${W}(?: ${W}){0,3},){0,2} ${VN_ADMIN} ?(?:\\d{1,2}(?!\\d)|${W})`,
  "gu",
);
const HAS_VN_ADMIN = /(?:Phường|Quận|Huyện|Thị xã|Xã|Thành phố|TP\.) /u;
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
// PO boxes of many countries: P.O. Box, POB, PMB, Postfach, Postbus, Postboks, Apartado (Postal / Aéreo /
// de correos), Apdo., A.P., Casilla (de correo / Postal), Caixa Postal, Casella postale, Boîte / Case
// postale, BP, Skrytka pocztowa, Postilokero
const PO_BOX =
  /\b(?:P\.? ?O\.? Box|P\.? ?O\.? ?B\.?|PMB|Post Office Box|Postfach|Postboks|Apartado(?: de correos| Postal| A[ée]reo)?|Apdo\.(?: Postal| A[ée]reo)?|A\.P\.|Casilla(?: de correos?| Postal)?|Case postale|Boîte postale|BP|Caixa Postal|Casella postale|Postbus|Skrytka pocztowa|Postilokero|(?:RR|Rural Route|HC) \d{1,3},? Box) \d[\d ]{0,7}\d?\b/gi;

const NUM_START = "(?:\\d|s/n)";

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
  { bit: G_NUM_CAP, ok: (c) => c === SPACE || isAsciiLetter(c), re: /[A-Za-z]? (?:[\p{Lu}\d]|[dlDL]['\u2019])/uy },
  { bit: G_NUM_TYPE, ok: (c) => c === SPACE || c === 44 || isAsciiLetter(c), re: new RegExp(`(?: ?[a-zA-Z])?,? (?:${TYPES_BEFORE_RE}) `, "uy") },
  // a postcode's last digit, or the letters after it (1012 AB, SW1A 2AA, A65 FXYE), a space, a capital
  { bit: G_POSTCODE_CITY, ok: (c) => c === SPACE || isUpper(c), re: /(?:[A-Z ]{0,4}[A-Z]{2})? (?:[dlDL]['\u2019])?\p{Lu}/uy },
  // (after a space, the gate's next character is a capital, # or the b of bis: tested in windowGates)
  { bit: G_GRID, ok: (c) => c === SPACE || c === 35 || isUpper(c), re: /(?: ?[A-Z])?(?: [Bb]is(?: ?[A-Z])?)?(?: (?:Sur|Este|Norte|Oeste))? ?(?:#|N[oº°]\.?|Nro\.?) ?\d/uy },
];
const isSpace = (c: number) => c === SPACE;
const AT_RUN_START: readonly RunGate[] = [
  // (before: a space, º, °, o or .)
  { bit: G_CAP_NUM, ok: (c) => c === SPACE || c === 0xba || c === 0xb0 || c === 111 || c === 46, re: new RegExp(`(?<=[\\p{Lu}][\\p{L}\\p{M}'\\u2019.\\-]{0,30},? (?:n[º°o]\\.? ?|nº ?|num\\. ?)?)`, "uy") },
  { bit: G_COMPOUND_NUM, ok: isSpace, re: new RegExp(`(?<=(?:${COMPOUND}) )`, "uy") },
  // (before: a space, or the colon or dot of "No:" / "No.")
  { bit: G_TYPE_WORD_NUM, ok: (c) => c === SPACE || c === 58 || c === 46, re: new RegExp(`(?<=${TYPE_WORD_AFTER} ${NO_BEFORE_NUM})`, "uy") },
  { bit: G_STATE, ok: (c) => c === SPACE || isUpper(c), re: /(?<=[A-Z] )\d{4}|(?<=[A-Z] [A-Z])\d[A-Z]/y },
  { bit: G_RURAL, ok: isSpace, re: /(?<=\b(?:RMB|RSD|CMB|RMS|RD|RR|Rural Route|Locked Bag|Private Bag|GPO Box|Site) )/y },
  { bit: G_UNIT, ok: (c) => c === SPACE || c === 46, re: new RegExp(`(?<=${UNIT_WORD} (?:No\\.? ?)?)`, "uy") },
  { bit: G_PO_BOX, ok: isSpace, re: /(?<=(?:box|p\.? ?o\.? ?b\.?|pmb|postfach|postboks|apartado|correos?|a[ée]reo|apdo\.|a\.p\.|casilla|postale|bp|postal|postbus|pocztowa|postilokero) )/iy },
];
const LETTER_POSTCODE_AT = new RegExp(HAS_LETTER_POSTCODE.source, "uy");
/** The street gates that a number written "s/n" also opens, as scans of the window. */
const SN_SCANS: ReadonlyArray<readonly [number, RegExp]> = [
  [G_CAP_NUM, new RegExp(`[\\p{Lu}][\\p{L}\\p{M}'\\u2019.\\-]{0,30},? (?:n[º°o]\\.? ?|nº ?|num\\. ?)?${NUM_START}`, "u")],
  [G_NUM_TYPE, new RegExp(`(?:\\d|s/n\\.?)(?: ?[a-zA-Z])?,? (?:${TYPES_BEFORE_RE}) `, "u")],
  [G_COMPOUND_NUM, new RegExp(` ${NUM_START}(?<=(?:${COMPOUND}) ${NUM_START})`, "u")],
  [G_TYPE_WORD_NUM, new RegExp(`${NUM_START}(?<=${TYPE_WORD_AFTER} ${NO_BEFORE_NUM}${NUM_START})`, "u")],
];
/** The gates (bits above) that hold in `part`, of those in `wanted`; `runs`: its runs of digits, from `ws`. */
function windowGates(part: string, runs: readonly number[], ws: number, wanted: number): number {
  let gates = 0;
  if (part.includes("s/n")) for (const [bit, re] of SN_SCANS) if (wanted & bit && re.test(part)) gates |= bit;
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
    if (wanted & G_CJK && !(gates & G_CJK) && (before >= 0x3000 || after >= 0x3000 || (before === SPACE && part.charCodeAt(start - 2) >= 0xac00))) gates |= G_CJK;
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
const ALL_LAYOUTS = (1 << 19) - 1;

/** IE_COUNTY reads "Co" or "Co." and a capitalised county after a space. */
const HAS_COUNTY = /Co\.? (?:[dlDL]['\u2019])?\p{Lu}/u;

/** Every match of `re` in `part`, as ranges of the text (`ws`: where the window starts in it). */
function pushAll(re: RegExp, part: string, ws: number, out: Array<readonly [number, number]>, keep?: (m: RegExpExecArray) => boolean): void {
  re.lastIndex = 0;
  for (let m = re.exec(part); m; m = re.exec(part)) if (!keep || keep(m)) out.push([ws + m.index, ws + m.index + m[0].length]);
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
  const gates = windowGates(part, runs, ws, wanted);
  let mask = 0;
  for (let i = 0; i < LAYOUT_GATE.length; i++) if (allowed & (1 << i) && gates & LAYOUT_GATE[i]) mask |= 1 << i;
  if (mask !== 0) pushAll(streets(mask), part, ws, out);
  if (allowed & L_WITH_POSTCODE && gates & G_POSTCODE_CITY) pushAll(WITH_POSTCODE, part, ws, out, placeAfterPostcode);
  if (allowed & L_NA && gates & G_STATE) pushAll(NA_TAIL, part, ws, out);
  if (allowed & L_IE && part.includes("Co") && HAS_COUNTY.test(part)) pushAll(IE_COUNTY, part, ws, out);
  const inPin = allowed & (L_STREET_POSTCODE | L_IN) ? HAS_IN_PIN.test(part) : false;
  if (allowed & L_STREET_POSTCODE && (inPin || gates & G_LETTER_POSTCODE)) pushAll(STREET_THEN_POSTCODE, part, ws, out);
  if (allowed & L_IN && inPin && HAS_IN_REGION.test(part)) pushAll(IN_TAIL, part, ws, out);
  if (allowed & L_JP && JP_POSTCODE.test(part)) pushAll(JP_ADDRESS, part, ws, out, hasWard);
  if (allowed & L_RURAL && gates & G_RURAL) pushAll(RURAL, part, ws, out);
  if (allowed & L_BR && HAS_BR_TAIL.test(part)) pushAll(BR_TAIL, part, ws, out);
  if (allowed & L_PO_BOX && gates & G_PO_BOX) pushAll(PO_BOX, part, ws, out);
  if (allowed & L_CJK && gates & G_CJK) {
    pushAll(CJK_ADDRESS, part, ws, out);
    pushAll(KR_ADDRESS, part, ws, out);
    pushAll(KR_LOT, part, ws, out);
  }
  if (allowed & L_UNIT_FIRST && gates & G_UNIT) pushAll(UNIT_FIRST, part, ws, out);
  if (allowed & L_VN && gates & G_NUM_CAP && HAS_VN_ADMIN.test(part)) pushAll(VN_ADDRESS, part, ws, out);
  if (allowed & L_GRID && gates & G_GRID) pushAll(LATAM_GRID, part, ws, out);
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
const ODD_POSTCODE_HINT = /\d(?:\d{3}(?!\d)|(?<=[A-Za-z]\d)[A-Za-z\d]? ?\d[A-Za-z]{2})/;

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
const STATE_LC = /, [a-z]{2} (?:\d{5}|[a-z]\d[a-z])| (?:nsw|vic|qld|wa|sa|tas|nt|act) \d{4}/;
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
  if (JP_POSTCODE.test(part) && JP_WARD.test(part)) allowed |= L_JP;
  if (RURAL_CI.test(part)) allowed |= L_RURAL;
  if (BR_TAIL_CI.test(part)) allowed |= L_BR;
  return allowed;
}

/**
 * Words of letters only, all lower case or all capitals, in title case (same length: a letter whose
 * case change would change the length is left as it is). Left alone: letters touching a digit
 * (SY8, 5th) and a two-capital word before a number (a state: CA 93725).
 */
function recase(part: string): string {
  return part.replace(LC_UK_POSTCODE, (p) => p.toUpperCase()).replace(/(?<![\p{L}\d])[\p{L}]+(?![\p{L}\d])/gu, (w, at: number) => {
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
  for (const { start: ws, end: we, runs } of digitWindows(text)) {
    const part = ws === 0 && we === text.length ? text : text.slice(ws, we);
    const before = out.length;
    detectInWindow(part, ws, runs, out);
    if (out.length > before || !oddCase(part)) continue;
    const allowed = recasedLayouts(part);
    if (allowed === 0) continue;
    // read again recased; without the capitals as evidence, only a match with a postcode counts
    const again: Array<readonly [number, number]> = [];
    const recased = recase(part);
    detectInWindow(recased, ws, runs, again, allowed);
    // the postcode after the house number (a number that starts the match is the house's), as recased
    for (const r of again) if (ANY_POSTCODE.test(recased.slice(r[0] - ws, r[1] - ws).replace(/^\d+/, ""))) out.push(r);
  }
  return out;
}
