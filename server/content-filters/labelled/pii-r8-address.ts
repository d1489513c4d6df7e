import { mulberry32, pick, slugAdder, type Labelled } from "./rng";

/**
 * Round 8 families of the own PII sets, addresses and phones in formats the r8 fresh check missed,
 * each built from its general structure with invented places (no name below is a real street or
 * town): Turkish streets (Caddesi / Sokak / Bulvarı and "No:"), Thai soi, Czech and Slovak streets
 * with a 3+2 postcode, Korean lot-number addresses, a plot or flat before a street with its type,
 * Vietnamese wards and districts, British addresses in lower case without a house number; phones
 * after "caller" and national numbers with their trunk 0 written with dots. Near misses: the same
 * street words and designators without a number, counts and scores, "part numbers like ...",
 * versions with a leading 0. Own PRNG after everything else: no earlier text or split moves.
 */
export function ownPiiRound8Address(slug: string): Labelled[] {
  const out: Labelled[] = [];
  if (slug !== "address" && slug !== "phone") return out;
  const add = slugAdder(out, slug);
  const rng = mulberry32(0x2308 ^ (slug.length * 163));
  const n = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const digits = (k: number) => Array.from({ length: k }, () => Math.floor(rng() * 10)).join("");
  if (slug === "phone") {
    const templates = ["The log says 'caller at {p} reports a leak' - summarise it.", "Caller on {p} wants a callback.", "Text her at {p} when you land.", "Is {p} the number to call for the shuttle?"];
    for (let k = 0; k < 12; k++) {
      const p = k % 2 === 0 ? `${n(201, 989)}.${n(201, 989)}.${digits(4)}` : `04${digits(2)}.${digits(3)}.${digits(3)}`;
      add(templates[k % templates.length].replace("{p}", p), 1, "r8-dotted", `r8ph:${k % 4}`);
    }
    const negatives = [
      `Our regex keeps matching part numbers like ${n(200, 899)}-${digits(4)} in the catalogue.`,
      `Serial numbers such as ${n(200, 899)}-${digits(4)} are printed on the box.`,
      `Model numbers like ${n(200, 899)}-${digits(4)} come from the old supplier.`,
      `The firmware went from 0.${n(1, 9)}.${n(1, 9)} to 0.${n(10, 19)}.${n(1, 9)} last week.`,
      `Item numbers e.g. ${n(200, 899)}-${digits(4)} are reused every season.`,
      `The build ${n(1, 9)}.${n(1, 9)}.${n(100, 999)}.${n(1000, 9999)} crashed twice.`,
      `Ticket numbers including ${n(200, 899)}-${digits(4)} were refunded.`,
      `Version 0.${n(1, 9)}.${n(10, 99)} broke the caller's stack trace.`,
      `Article numbers like ${n(200, 899)}-${digits(4)} need a check digit.`,
      `The callback fired ${n(2, 9)} times in ${n(10, 90)} ms.`,
    ];
    negatives.forEach((t, k) => add(t, 0, "r8-near", `r8phn:${k % 4}`));
    return out;
  }
  const names = ["Zeytinova", "Karlık", "Velmora", "Tandırlı", "Osmerin", "Kurtalan"];
  const places = ["Dorukkent", "Yalımca", "Sevindere", "Akbulut"];
  const trTypes = ["Caddesi", "Sokak", "Bulvarı", "Cad.", "Sk."];
  for (let k = 0; k < 6; k++) add(`Fatura adresi: ${pick(rng, names)} ${trTypes[k % trTypes.length]} No:${n(1, 200)}/${n(1, 20)}, ${pick(rng, places)}, ${pick(rng, places)}.`, 1, "r8-tr", `r8tr:${k % 3}`, "tr");
  const thai = ["Pradit", "Khanom", "Ratcha", "Wongsa"];
  for (let k = 0; k < 5; k++) add(`Pickup note: ${pick(rng, thai)} Soi ${n(1, 80)}, ${n(1, 99)}/${n(1, 9)}, ${pick(rng, thai)} Nuea, ${pick(rng, thai)}, Krungpao ${digits(5)}.`, 1, "r8-th", `r8th:${k % 3}`);
  const cz = ["Lipovská", "Horská", "Dubová", "Jarní"];
  const czTowns = ["Brodín", "Lesnice", "Vranov Horní", "Kamenec"];
  for (let k = 0; k < 6; k++) add(`Doručovací adresa: ${pick(rng, cz)} ${n(100, 2999)}/${n(1, 99)}, ${n(100, 799)} ${digits(2)} ${pick(rng, czTowns)}.`, 1, "r8-cz", `r8cz:${k % 3}`, "cs");
  const krTop = ["\ubcc4\ube5b\uad11\uc5ed\uc2dc", "\uc0c8\uc194\uc2dc", "\ud478\ub978\ub3c4"];
  const krDistrict = ["\ud587\uc0b4\uad6c", "\ub298\ubd04\uad70", "\uc194\ubc2d\uad6c"];
  const krDong = ["\ub2e4\uc628\ub3d9", "\uac00\ub78c\uc74d", "\ub098\ub9b0\uba74"];
  for (let k = 0; k < 5; k++) add(`${pick(rng, krTop)} ${pick(rng, krDistrict)} ${pick(rng, krDong)} ${n(1, 1999)}${k % 2 ? `-${n(1, 30)}` : ""} \uc73c\ub85c \ubcf4\ub0b4 \uc8fc\uc138\uc694.`, 1, "r8-kr-lot", `r8kr:${k % 3}`, "ko");
  const roads = ["Mvule Road", "Baobab Lane", "Tamarind Avenue", "Acacia Drive"];
  const units = ["Plot", "Apartment", "Flat", "Villa", "House"];
  for (let k = 0; k < 6; k++) add(`Directions for guests: ${units[k % units.length]} ${n(1, 90)}, ${k % 2 ? `Block ${"ABCD"[k % 4]}, ` : ""}${pick(rng, roads)}, Kiloma, Mbarani.`, 1, "r8-unit-first", `r8uf:${k % 3}`);
  const vn = ["Trần Vĩnh", "Lê Thạch", "Phan Duy", "Ngô Quyến"];
  for (let k = 0; k < 5; k++) add(`Homestay: ${n(1, 300)} ${pick(rng, vn)}, Phường ${n(1, 15)}, Quận ${n(1, 12)}, TP. Vân Hà.`, 1, "r8-vn", `r8vn:${k % 3}`, "vi");
  const words = ["hollin", "brackwood", "sedgecombe", "wrayford"];
  for (let k = 0; k < 5; k++) {
    const pc = `${pick(rng, ["sn", "ox", "ba", "tq"])}${n(1, 20)} ${n(1, 9)}${pick(rng, ["ab", "dq", "hx", "lw"])}`;
    add(`Make this a formal block: 'the old forge, ${pick(rng, words)} lane, little ${pick(rng, words)}, westshire ${pc}'`, 1, "r8-lc-uk", `r8lc:${k % 3}`);
  }
  const negatives = [
    `${names[0]} Caddesi is closed for ${n(2, 9)} days because of the market.`,
    `Soi dogs: ${n(10, 90)} of them were vaccinated this month.`,
    `We scored ${n(100, 300)} ${digits(2)} points? No, ${n(100, 300)} points in ${n(2, 9)} rounds.`,
    `Plot ${n(2, 9)}, Figure ${n(2, 9)} and Table ${n(2, 9)} are in the appendix.`,
    `Flat ${n(2, 9)} was the worst of the ${n(10, 40)} we viewed; the kitchen was tiny.`,
    `Quận ${n(1, 12)} has the best street food, everyone says.`,
    `\ub2e4\uc628\ub3d9 \uc8fc\ubbfc ${n(100, 900)}\uba85\uc774 \ucc38\uc11d\ud588\uc2b5\ub2c8\ub2e4.`,
    `the old forge closed in ${n(1950, 1999)} and the lane flooded ${n(2, 9)} times.`,
    `Unit ${n(2, 9)}, Lesson ${n(2, 9)}: past tenses and questions.`,
    `Release ${n(100, 900)} ${digits(2)} shipped to ${n(2, 9)} regions.`,
    `Suite ${n(2, 9)} in D minor is the one with the long cello line.`,
  ];
  negatives.forEach((t, k) => add(t, 0, "r8-near", `r8n:${k % 4}`));
  return out;
}
