import { fnv1a, luhnDigit, mulberry32, type Labelled, type Rng } from "./rng";

/**
 * Round 15 (issue 23): a small probe written before phone.ts, card.ts and ip.ts were changed, for
 * the classes fresh-pii-r12 showed still missed or still flagged (invented values only: card
 * numbers drawn under Visa's prefix with a computed Luhn digit, phone numbers in the fictional
 * and test ranges where a plan has one, addresses from documentation ranges).
 * - credit-card: 13-digit Visa numbers grouped 4-4-5 (and 4-4-4-1), with and without a card word,
 *   ~10 languages; near misses: the same shape failing Luhn, under no network's prefix, after an
 *   id / IBAN / order / phone word.
 * - ip-address: real quads of small parts after network words, ~10 languages; near misses: the
 *   same small quads after a score, rating, grade, level, round, step, stage or result word
 *   ("Score 4.5.6.7", "Nota 3.4.5.6", "Stufe 1.2.3.4").
 * - phone: "00" written apart from the country code with the number in pairs ("00 33 1 …"); near
 *   misses: measured quantities with a unit after them ("299 792 458 m/s", "1 013 250 Pa") and
 *   evenly spaced values joined by dashes (sizes, steps: "36-38-40-42").
 * - address: streets under the Spanish boulevard abbreviations (Bv., Blvr., Bvar., Bulevar) of
 *   Argentina, Uruguay, Mexico; near misses: "Bv." / "BV" of Dutch companies, abbreviations before
 *   counts and years, boulevards named without a number.
 * Groups are one template each; half of them (fnv1a of "r15:" + group, even) are held out:
 * r15HeldOut(). Own PRNG: no earlier text or split moves.
 */
export function r15HeldOut(group: string): boolean {
  return fnv1a(`r15:${group}`) % 2 === 0;
}

export function ownPiiRound15Small(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const rng: Rng = mulberry32(0x15aa ^ (slug.length * 131));
  const add = (texts: readonly string[], label: 0 | 1, kind: string) =>
    texts.forEach((text, i) => out.push({ text, label, source: `${slug}:r15-${kind}`, group: `${slug}:r15:${kind}${i}` }));
  if (slug === "credit-card") cards(add, rng);
  else if (slug === "ip-address") ips(add);
  else if (slug === "phone") phones(add);
  else if (slug === "address") boulevards(add);
  return out;
}

type Add = (texts: readonly string[], label: 0 | 1, kind: string) => void;

function visa13(rng: Rng, valid = true, prefix = "4"): string {
  let body = prefix;
  while (body.length < 12) body += String(Math.floor(rng() * 10));
  const c = luhnDigit(body);
  return body + (valid ? c : String((Number(c) + 1 + Math.floor(rng() * 8)) % 10));
}
const g445 = (d: string, s = " ") => `${d.slice(0, 4)}${s}${d.slice(4, 8)}${s}${d.slice(8)}`;

function cards(add: Add, rng: Rng): void {
  const pos = [
    "Visa 13-digit card {c}", "old visa card {c} expired", "Tarjeta Visa antigua {c}", "Carte Visa {c} refusée", "Kreditkarte {c} wurde abgelehnt",
    "cartão de crédito {c}", "carta di credito {c} scaduta", "creditcard {c}", "кредитная карта {c}", "kart numarası {c}", "信用卡 {c}", "クレジットカード {c}",
    "카드번호 {c}", "thẻ tín dụng {c}", "karta kredytowa {c}", "{c}", "pay with {c} exp 04/27", "my card is {c}, cvv 123", "legacy PAN {c}", "kortnummer {c}",
    "bitte {c} belasten", "paid by {c} yesterday",
  ];
  const posText = pos.map((t, i) => t.replace("{c}", g445(visa13(rng), i % 3 === 1 ? "-" : " ")));
  posText.push(`card ${(() => { const d = visa13(rng); return `${d.slice(0, 4)} ${d.slice(4, 8)} ${d.slice(8, 12)} ${d.slice(12)}`; })()}`);
  add(posText, 1, "visa13-");
  const neg = [
    "card {b}", "Tarjeta {b}", "Karte {b}", "{b}", "ref {b}", "Carte {b}",
    "IBAN part {c}", "Order {c}", "order number {c}", "Bestellnummer {c}", "pedido {c}", "commande {c}", "заказ {c}", "tracking {c}",
    "call 0049 3012 34567", "Tel. 0039 0612 34567", "phone 0033 1234 56789", "invoice {c}", "numéro de suivi {c}", "kargo takip {c}",
    "{n}", "ID {n}",
  ];
  add(
    neg.map((t) => t.replace("{b}", g445(visa13(rng, false))).replace("{c}", g445(visa13(rng))).replace("{n}", g445(visa13(rng, true, "9")))),
    0,
    "visa13-near-",
  );
}

function ips(add: Add): void {
  add(
    [
      "ping 4.5.6.7 fails", "server at 3.4.5.6", "host 6.7.8.9 is down", "IP: 9.8.7.6", "Servidor 2.3.4.5 caído", "adresse IP 5.6.7.8",
      "Server 7.6.5.4 antwortet nicht", "indirizzo 1.9.8.7", "endereço IP 8.7.6.5", "сервер 4.3.2.1 недоступен", "IP 地址 2.4.6.8", "サーバー 3.5.7.9",
      "서버 IP 6.5.4.3", "máy chủ 9.1.2.3", "adres IP 5.4.3.2", "sunucu 8.6.4.2", "score server at 4.6.8.2", "ssh root@2.5.7.9",
      "http://3.6.9.2:8080/score", "DNS 9.9.9.9 scores well", "gateway 1.4.7.2/24", "connect to 7.3.5.1 for the rating service",
    ],
    1,
    "small-quad-",
  );
  add(
    [
      "Score 4.5.6.7 rounds", "score: 3.4.5.6", "Scores 8.7.6.5 after the final", "Rating 4.3.4.5 across four judges", "Grade 2.3.3.4 per term",
      "Level 1.2.3.4 unlocked", "Round 5.6.7.8 results", "Step 2.4.6.8 of the pattern", "Stage 3.3.4.5 times", "Results 9.8.8.7",
      "Puntuación 4.5.6.7", "Nota 3.4.5.6 en los exámenes", "Punkte 7.8.9.6 in vier Runden", "Stufe 1.2.3.4", "Note 4.5.4.5 au total",
      "Punteggio 6.7.8.9", "Pontuação 5.6.7.8", "Очки 4.5.6.7", "Wynik 3.4.5.6", "Skor 7.6.5.4", "得分 4.5.6.7", "スコア 3.4.5.6", "점수 4.5.6.7",
      "Điểm 6.7.8.9",
    ],
    0,
    "score-",
  );
}

function phones(add: Add): void {
  add(
    [
      "00 33 4 91 12 34 56", "Tel. 00 33 1 45 67 89 01", "appelez le 00 33 6 12 34 56 78", "00 32 2 555 12 34", "Anruf aus 00 41 44 668 18 00",
      "00 44 20 7946 0958", "llámame al 00 34 612 34 56 78", "00 39 06 6988 4321", "contact: 00 31 20 555 12 34", "00 351 21 123 4567",
      "00 33 5 56 12 34 56 for Bordeaux", "Nummer 00 49 30 12345678", "00 43 1 234 56 78", "00 45 32 12 34 56", "00 47 22 12 34 56",
      "whatsapp 00 34 699 12 34 56", "00 352 26 12 34 56", "00 30 21 0123 4567", "my number 00 33 7 81 23 45 67", "00 46 8 123 456 78",
      "call 555 123 4567 m-f", "Tel 030 1234567 ab 9 Uhr", "phone 0161 496 0000 mornings", "0207 946 0958 mon-fri",
    ],
    1,
    "00-spaced-",
  );
  add(
    [
      "Speed 299 792 458 m/s", "Pressure 101 325 Pa", "Distance 384 400 km", "Frequency 433 920 000 Hz", "Output 125 000 000 W",
      "Velocidad 299 792 458 m/s", "Geschwindigkeit 299 792 458 m/s", "vitesse 340 290 mm/s", "Power 245 000 kW", "energy 12 345 678 kWh",
      "Size 38-40-42-44", "Sizes 36-38-40-42-44", "Tallas 38-40-42-44", "Größen 34-36-38-40", "tailles 36-38-40-42", "taglie 40-42-44-46",
      "steps 100-200-300-400", "sequence 15-20-25-30-35", "rows 12-24-36-48", "Konfektionsgröße 48-50-52-54", "gauge 10-12-14-16", "sizes 110-116-122-128",
      "weights 50-55-60-65-70 kg", "cut at 120 130 140 150 cm",
    ],
    0,
    "unit-range-",
  );
}

function boulevards(add: Add): void {
  add(
    [
      "Bv. Oroño 850, S2000 Rosario, Santa Fe", "Bv. Artigas 1550, Montevideo", "Blvr. Díaz Ordaz 1200, Monterrey, N.L.", "Bvar. Gálvez 1234, Santa Fe",
      "Enviar a Bv. Pellegrini 2233, S3000 Santa Fe", "Bv. San Juan 455, X5000 Córdoba", "Blvr. Kukulcán km 12, Cancún", "Bv. Chacabuco 610, Córdoba",
      "Oficina: Bv. España 2761, Montevideo", "Blvr. Agua Caliente 4558, Tijuana, B.C.", "Bv. 27 de Febrero 1540, Rosario", "vivo en Bv. Mitre 1020, Bahía Blanca",
      "Bulevar Oroño 1400, Rosario", "Blvr. Navarrete 77, Hermosillo", "Bv. Batlle y Ordóñez 3020, Montevideo", "entrega en Bvar. Galicia 1850, Santa Fe",
      "Bv. Illia 380, Córdoba", "Blvr. Adolfo López Mateos 2375, León, Gto.", "Bv. Segui 5600, Rosario", "Bv. Zorrilla 210, Salto",
    ],
    1,
    "bv-",
  );
  add(
    [
      "Philips Bv. 12 locations", "the Bv. 2023 report", "Bv. 5 results", "Shell Nederland BV 2024 jaarverslag", "ING Bank Bv. heeft 3 kantoren",
      "Bv. Oroño es muy lindo", "caminamos por el Bv. Artigas ayer", "Blvr. 2 lanes closed", "nos vemos en el bulevar a las 5", "Bv. = bulevar en Argentina",
      "la Bv. tiene 12 cuadras", "Heineken BV 1864 opgericht", "BV 100 aandelen", "Bv. y Av. son abreviaturas", "el Blvr. mide 3 km",
      "Bvar. principal, 24 horas abierto", "Acme B.V. Amsterdam 2 offices", "Bv.: 8 semáforos", "el bulevar 25 de Mayo está cortado", "Bv. numerado 1 a 9",
    ],
    0,
    "bv-near-",
  );
}
