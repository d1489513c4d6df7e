import { mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 10 families of the own PII sets (email, ssn, phone, ip-address), each written from a
 * general cause of the r10 check's misses and false positives, in many languages at once, with
 * invented values (example domains, random digits):
 * - email: addresses spelled out so that a parser misses them: "at" / "dot" in brackets of every
 *   kind, the bare words, upper case, the words for @ and "." of ~15 languages (arroba, собака,
 *   chiocciola, Klammeraffe, małpa, zavináč, kukac, snabel-a…), spelled dots and underscores in the
 *   local part, a bare "at" before a webmail domain or after a mail word; near misses: texts about
 *   the spelling itself (spam, bots, scrapers, obfuscation in several languages), "at" and "dot" in
 *   prose and websites after "at", forms without a TLD.
 * - ssn: numbers read out digit by digit in words of en / es / fr / de / pt / it with an SSN name,
 *   digits typed one by one with spaces and dashes, a small number (a digit count) between the SSN
 *   name and nine bare digits; near misses: the same readings without an SSN name, eight or ten
 *   digits, "last four" read out, digit counts with no number.
 * - phone: numbers read out in words of ~9 languages after a call word; near misses: readings after
 *   an id word or with no cue, retail barcodes (UPC-A, EAN-13 with their check digit), tracking
 *   numbers with a carrier's name in capitals between the id word and the digits.
 * - ip-address: dotted quads after law, regulation, directive, requirement and provision words, and
 *   quads with a subsection marker glued on ("…(b)", "…(iv)"); positives: the same markers and words
 *   with a network word nearer.
 * Own PRNG: no earlier text or split moves.
 */
export function ownPiiRound10Small(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const add = (text: string, label: 0 | 1, source: string, group: string) => out.push({ text, label, source: `${slug}:${source}`, group: `${slug}:${group}` });
  const rng: Rng = mulberry32(0x2310 ^ (slug.length * 197));
  const n = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const each = (templates: readonly string[], label: 0 | 1, source: string, times: number, fill: (t: string) => string) =>
    templates.forEach((t, i) => {
      for (let k = 0; k < times; k++) add(fill(t), label, source, `${source}:${i}`);
    });
  if (slug === "email") emails(each, rng, n);
  else if (slug === "ssn") ssns(each, rng, n);
  else if (slug === "phone") phones(each, rng, n);
  else if (slug === "ip-address") ips(each, rng, n);
  return out;
}

type Each = (templates: readonly string[], label: 0 | 1, source: string, times: number, fill: (t: string) => string) => void;
type N = (lo: number, hi: number) => number;

/** Digit words of a few languages (index = digit). */
const DIGIT_WORDS: Record<string, readonly string[]> = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
  es: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
  fr: ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
  de: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
  pt: ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
  it: ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
  nl: ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
  pl: ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"],
  ru: ["ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"],
};
/** The digits read out in a language's words, the groups joined by a comma, a dash or a space. */
function spoken(rng: Rng, lang: string, digits: string, groups: readonly number[]): string {
  const words = DIGIT_WORDS[lang];
  const sep = pick(rng, [", ", " - ", " ", ", "]);
  let at = 0;
  const parts = groups.map((g) => {
    const part = digits.slice(at, at + g).split("").map((d) => (lang === "en" && d === "0" && rng() < 0.4 ? "oh" : words[Number(d)]));
    at += g;
    return part.join(" ");
  });
  return parts.join(sep);
}
const randDigits = (rng: Rng, k: number, first = "123456789") => first[Math.floor(rng() * first.length)] + Array.from({ length: k - 1 }, () => Math.floor(rng() * 10)).join("");
/** A valid-looking SSN: area 001-899 but 666, group 01-99, serial 0001-9999. */
function ssnDigits(rng: Rng): string {
  for (;;) {
    const d = randDigits(rng, 9, "12345678");
    if (!d.startsWith("666") && !d.startsWith("000") && d.slice(3, 5) !== "00" && d.slice(5) !== "0000") return d;
  }
}

function emails(each: Each, rng: Rng, n: N): void {
  const first = () => pick(rng, ["amara", "lukas", "sofia", "chen", "olu", "marta", "dmitri", "aiko", "rahul", "ewa", "tariq", "ines"]);
  const last = () => pick(rng, ["okoye", "berg", "costa", "lin", "adeyemi", "novak", "ivanov", "sato", "mehta", "kowalska", "haddad", "ferreira"]);
  const label = () => pick(rng, ["example", "example-mail", "acme-example", "studio-example", "mail-example", "shop-example"]);
  const tld = () => pick(rng, ["com", "org", "net", "io", "de", "fr", "es", "it", "pl", "ru", "cz", "co", "info", "nl", "br"]);
  // the styles of spelling: [at, dot] pairs (brackets, words of many languages)
  const styles: ReadonlyArray<readonly [string, string]> = [
    [" [at] ", " [dot] "], ["[at]", "[dot]"], [" (at) ", " (dot) "], ["(at)", "(dot)"], [" {at} ", " {dot} "], [" <at> ", " <dot> "], [" AT ", " DOT "], [" at ", " dot "],
    [" [@] ", " [.] "], [" arroba ", " punto "], [" arroba ", " ponto "], [" собака ", " точка "], [" chiocciola ", " punto "], [" Klammeraffe ", " Punkt "], [" at ", " punkt "],
    [" małpa ", " kropka "], [" zavináč ", " tečka "], [" kukac ", " pont "], [" snabel-a ", " punkt "], [" arobase ", " point "], [" apenstaartje ", " punt "], [" (arroba) ", " (punto) "],
  ];
  const spelled = () => {
    const [at, dot] = pick(rng, styles);
    const local = rng() < 0.4 ? `${first()}${dot}${last()}` : rng() < 0.5 ? `${first()}${n(1, 99)}` : first();
    return `${local}${at}${label()}${dot}${tld()}`;
  };
  each(
    [
      "Contact me: {e}", "Reply to {e} by Friday, please.", "You can write to {e} with questions.", "My e-mail is {e}", "Send the invoice to {e} — thanks!",
      "Schreib mir an {e}.", "Meine Mailadresse: {e}", "Mi correo es {e}", "Escríbeme a {e} cuando puedas.", "Mon adresse : {e}", "Écrivez-moi à {e}.",
      "Il mio indirizzo è {e}", "Scrivimi a {e}.", "Mój e-mail: {e}", "Мой адрес: {e}", "Пишите на {e}", "Meu e-mail é {e}", "Mijn mailadres is {e}",
      "Napište mi na {e}", "Írj nekem: {e}", "Skriv till {e}", "メールは {e} までお願いします。", "이메일: {e}", "邮箱： {e}", "Email saya {e}", "Gửi cho tôi qua {e}",
      "Bana {e} adresinden ulaşın.", "CV to {e}", "signature: Dr. A. Mensah | {e} | Accra", "Contact — {e} (office hours 9-5)",
    ],
    1,
    "r10-email-spelled",
    2,
    (t) => t.replace("{e}", spelled()),
  );
  // a bare "at" before a webmail domain, or after a mail word
  each(
    ["Email: {f} at {p}.com", "my mail is {f}.{l} at {p}.com", "write to {f}_{l} at example.org", "Reach me: {f} at {p}.com", "correo: {f} at {p}.com"],
    1,
    "r10-email-bare-at",
    3,
    (t) => t.replace("{f}", first()).replace("{l}", last()).replace("{p}", pick(rng, ["gmail", "yahoo", "outlook", "hotmail", "gmx", "yandex", "proton"])),
  );
  // about the spelling itself, and "at" / "dot" in prose
  each(
    [
      "Does writing {e} on the website really stop spam bots?", "Is the obfuscated form {e} still readable by scrapers?", "¿Sirve escribir {e} contra el spam?",
      "Hilft die Schreibweise {e} gegen Spam-Bots?", "La forme {e} protège-t-elle vraiment contre les robots spammeurs ?", "Запись {e} защищает от спама?",
      "Harvesters parse '{e}' easily — is there a better obfuscation?", "Our anti-spam guideline says to write addresses like {e}.",
    ],
    0,
    "r10-email-about-spelling",
    2,
    (t) => t.replace("{e}", spelled()),
  );
  each(
    [
      "Look at example dot com for the slides.", "Tickets are sold at {s}.com and at the box office.", "Find us at {s}.org — we post every week.", "We met at the station. Then we walked.",
      "The dot at the end of the line is a full stop.", "Meet @ 5 at the café near the park.", "Email address (e.g. name at company)", "She works at {s} dot com, the travel site.",
      "Jobs at {s}.com are posted on Mondays.", "I'm at home.Later I'll call.", "Put the file at /srv/www dot-separated names are fine.", "Prices start at 3.50 each at {s}.com.",
      "Arrived at Oslo at 9. Dot the i's in the report.", "user at host in the SSH config", "Click at the red dot on the map.",
    ],
    0,
    "r10-email-prose-near",
    2,
    (t) => t.replaceAll("{s}", pick(rng, ["fareway", "bookly", "citytix", "nordshop", "travelnest"])),
  );
}

function ssns(each: Each, rng: Rng, n: N): void {
  const langs: ReadonlyArray<readonly [string, readonly string[]]> = [
    ["en", ["My SSN is {w}.", "social security number: {w}", "Caller read her Social Security number as {w}.", "SSN — {w} (spoken on the call)", "my social is {w}"]],
    ["es", ["Mi número de seguro social es {w}.", "Número de Seguro Social: {w}", "El SSN del paciente: {w}"]],
    ["fr", ["Son numéro de sécurité sociale américain : {w}", "SSN du client : {w}"]],
    ["de", ["Meine Sozialversicherungsnummer (SSN) lautet {w}.", "SSN des Mitarbeiters: {w}"]],
    ["pt", ["Meu número de seguro social é {w}.", "SSN: {w}"]],
    ["it", ["Il mio SSN è {w}.", "numero di previdenza sociale USA: {w}"]],
  ];
  for (const [lang, templates] of langs)
    each(templates, 1, "r10-ssn-spoken", 2, (t) => t.replace("{w}", spoken(rng, lang, ssnDigits(rng), pick(rng, [[3, 2, 4], [9], [3, 2, 4]]))));
  const typed = () => {
    const d = ssnDigits(rng).split("");
    const dash = pick(rng, [" - ", "-", " "]);
    return `${d.slice(0, 3).join(" ")}${dash}${d.slice(3, 5).join(" ")}${dash}${d.slice(5).join(" ")}`;
  };
  each(["SSN {t}", "Social Security number typed as {t}", "ssn: {t} (from the scanned form)", "Número de seguro social {t}"], 1, "r10-ssn-typed", 3, (t) => t.replace("{t}", typed()));
  each(
    ["SSN (9 digits, no dashes): {d}", "Enter your SSN, 9 digits: {d}", "The SSN field takes 9 numbers, so I typed {d}.", "SSN (nine digits) — {d}", "Seguro social (9 dígitos): {d}"],
    1,
    "r10-ssn-count-between",
    3,
    (t) => t.replace("{d}", ssnDigits(rng)),
  );
  each(
    [
      "The code on the card is {w}.", "Read back the confirmation: {w}", "Lottery numbers: {w}", "Count with me: {w}", "The PIN reset code was {w}",
      "El código es {w}.", "Der Zugangscode lautet {w}.",
    ],
    0,
    "r10-ssn-spoken-near",
    2,
    (t) => t.replace("{w}", spoken(rng, t.startsWith("El") ? "es" : t.startsWith("Der") ? "de" : "en", ssnDigits(rng), [3, 2, 4])),
  );
  each(
    ["Last four of my social: {w}.", "SSN ends in {w}", "My SSN has 9 digits, in 3 groups — where do the dashes go?", "The SSN field (9 digits) keeps rejecting my input.", "SSN: eight digits only? {e}"],
    0,
    "r10-ssn-partial-near",
    3,
    (t) => t.replace("{w}", spoken(rng, "en", randDigits(rng, 4), [4])).replace("{e}", spoken(rng, "en", randDigits(rng, 8), [8])),
  );
  void n;
}

function phones(each: Each, rng: Rng, n: N): void {
  const langs: ReadonlyArray<readonly [string, readonly string[]]> = [
    ["en", ["Call me at {w}.", "Please phone {w} after six.", "My mobile: {w}", "Text me on {w}", "The hotline is {w}."]],
    ["es", ["Llámame al {w}.", "Mi móvil: {w}"]],
    ["fr", ["Appelez-moi au {w}.", "Mon portable : {w}"]],
    ["de", ["Ruf mich an: {w}", "Meine Handynummer: {w}"]],
    ["it", ["Chiamami al {w}.", "Il mio cellulare è {w}"]],
    ["pt", ["Liga para {w}.", "Meu celular: {w}"]],
    ["nl", ["Bel me op {w}."]],
    ["pl", ["Zadzwoń pod {w}."]],
    ["ru", ["Позвоните мне: {w}"]],
  ];
  const number = () => pick(rng, [[randDigits(rng, 10, "23456789"), [3, 3, 4]], ["0" + randDigits(rng, 10), [4, 3, 4]], ["0" + randDigits(rng, 9), [3, 3, 2, 2]]] as const);
  for (const [lang, templates] of langs)
    each(templates, 1, "r10-phone-spoken", 2, (t) => {
      const [d, g] = number();
      return t.replace("{w}", spoken(rng, lang, d, g));
    });
  each(
    ["Order number: {w}", "The tracking code is {w}", "Winning numbers tonight: {w}", "Counting sheep: {w}", "Número de pedido: {w}", "Bestellnummer: {w}"],
    0,
    "r10-phone-spoken-near",
    2,
    (t) => {
      const [d, g] = number();
      return t.replace("{w}", spoken(rng, t.startsWith("Número") ? "es" : t.startsWith("Bestell") ? "de" : "en", d, g));
    },
  );
  // retail barcodes with their GS1 check digit, printed in their groups
  const gs1 = (body: string) => {
    let sum = 0;
    for (let i = body.length - 1, w = 3; i >= 0; i--, w = 4 - w) sum += Number(body[i]) * w;
    return body + String((10 - (sum % 10)) % 10);
  };
  const barcode = () => {
    if (rng() < 0.5) {
      const d = gs1(randDigits(rng, 11, "0"));
      return `${d[0]} ${d.slice(1, 6)} ${d.slice(6, 11)} ${d[11]}`;
    }
    const d = gs1(randDigits(rng, 12, "0"));
    return `${d[0]} ${d.slice(1, 7)} ${d.slice(7)}`;
  };
  each(
    [
      "The label shows {b} under the stripes.", "Scanner reads {b} but the till says unknown item.", "Barcode {b} won't scan.", "UPC {b} is listed twice in the catalogue.",
      "EAN {b} — which product is it?", "Code-barres {b} illisible.", "Strichcode {b} fehlt im System.", "El código de barras {b} no aparece.", "Product {b} is out of stock.", "GTIN: {b}",
    ],
    0,
    "r10-phone-barcode",
    2,
    (t) => t.replace("{b}", barcode()),
  );
  each(
    ["Resi {c} {t} belum bergerak.", "Tracking {c} {t} shows no update.", "Sendungsnummer {c} {t} ist unbekannt.", "Numéro de suivi {c} {t} introuvable.", "Número de seguimiento {c}: {t}", "Трек-номер {c} {t} не найден."],
    0,
    "r10-phone-carrier",
    2,
    (t) => t.replace("{c}", pick(rng, ["DHL", "UPS", "TNT", "GLS", "DPD", "JNE", "SF", "J&T", "EMS"])).replace("{t}", `0${randDigits(rng, 3)} ${randDigits(rng, 4)} ${randDigits(rng, 4)}`),
  );
  void n;
}

function ips(each: Each, rng: Rng, n: N): void {
  const quad = () => `${n(1, 30)}.${n(1, 20)}.${n(1, 12)}.${n(1, 9)}`;
  const marker = () => pick(rng, ["(a)", "(b)", "(c)", "(iv)", "(ii)", "(2)", "(3)"]);
  each(
    [
      "Under {q}{m} the tenant must be notified.", "See {q}{m} of the policy.", "The exception in {q}{m} does not apply.", "{q}{m} was amended last year.", "Conforme au {q}{m}, le délai est de 30 jours.",
      "Gemäß {q}{m} ist die Frist verlängert.", "Según {q}{m}, el plazo vence.", "Regulation {q} applies to exporters.", "Directive {q} covers this case.", "Requirement {q} is not met.",
      "Anforderung {q} ist erfüllt.", "Exigence {q} non satisfaite.", "Requisito {q} pendiente.", "Provision {q} was struck out.", "Richtlinie {q} gilt ab Mai.", "Legal reference {q} in the contract.",
    ],
    0,
    "r10-ip-legal",
    2,
    (t) => t.replace("{q}", quad()).replace("{m}", marker()),
  );
  const addr = () => pick(rng, [`10.${n(0, 255)}.${n(0, 255)}.${n(1, 254)}`, `34.${n(0, 255)}.${n(0, 255)}.${n(1, 254)}`, `81.${n(0, 255)}.${n(0, 255)}.${n(1, 254)}`]);
  each(
    [
      "Ping {a} (b) fails from the office.", "Server {a} (primary) is down.", "Requirement: allow {a} through the firewall.", "Regulation aside, the host {a} must stay reachable.",
      "Connect to {a} (a) before the tests.", "Host {a}(b) — typo in the inventory?",
    ],
    1,
    "r10-ip-legal-pos",
    3,
    (t) => t.replace("{a}", addr()),
  );
}
