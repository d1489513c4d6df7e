import { randomHalves, type Labelled } from "./rng";

/**
 * Round 19 (a small probe for issue 24's four classes, written by us before phone.ts, email-spelled.ts,
 * builtins.ts (ssn) and ip.ts were changed this round, from knowledge of the formats; invented values only,
 * no copied text). Rows are [class, language, text]; randomHalves splits each filter's positives and
 * negatives in half once (seed per filter): the development half to tune on, the held-out half to report.
 * - phone: hard negatives are ranges of amounts after or before a currency sign or code (€, $, £, CHF,
 *   R$, zł, kr, ₹, EUR…) and three digit groups after a coordinate, grid, map-square or position word of
 *   ~12 languages; positives are real numbers of the same shapes (Polish, Swiss, Brazilian mobiles…) with
 *   a phone word or none, and beside prices that must not hide them.
 * - email: spelled-out mailboxes in brackets, short TLDs after "dot" (me, io, co, de), local parts with
 *   dots; hard negatives: "the form at example.org/contact", "our shop at store.example.com" (an article
 *   and a word, "at", a website or a URL with a path).
 * - ssn: a message that is only nine digits (valid SSN ranges), with quotes, brackets or punctuation
 *   around; hard negatives: nine digits in sentences with order / invoice / tracking / part / phone cues,
 *   whole messages of invalid ranges (000, 666, 9xx areas, group 00, serial 0000).
 * - ip-address: IPv6 in a URL without brackets followed by a port; hard negatives: dotted quads of small
 *   numbers after a numbering word (Lot, Section, clause, step, Abschnitt, article, Los, lote…); positives
 *   also 1.1.1.1 / 8.8.8.8 after DNS, server, ping.
 */

type Rows = Array<readonly [cls: string, lang: string, text: string]>;
const rows = (cls: string, xs: ReadonlyArray<readonly [string, string]>): Rows => xs.map(([l, t]) => [cls, l, t] as const);

// ---------------------------------------------------------------- phone
const PHONE_POS: Rows = [
  ...rows("polish-mobile", [
    ["pl", "Zadzwoń do mnie: 790 119 215, najlepiej po 17."], ["pl", "Mój numer to 512 334 871."], ["pl", "Kontakt 601 224 398 (Anna)."], ["pl", "Pisz na WhatsApp 725 881 004."],
    ["pl", "Numer kierowcy 698 210 447, dzwoń śmiało."], ["en", "Tomasz is on 503 772 196 if you need him."], ["de", "Handy von Piotr: 664 019 538."], ["pl", "790 119 215"],
    ["pl", "Odbiór paczki: pan Marek, 881 402 667."], ["en", "His Polish mobile 535 118 920 works on WhatsApp."], ["pl", "Tel. 22 654 12 90 wew. 14"], ["pl", "Proszę oddzwonić na 787 300 512."],
  ]),
  ...rows("with-prices", [
    ["en", "Rooms cost €90–140; call 020 7946 0958 to book."], ["de", "Preis CHF 300–1200, Beratung unter 044 668 18 00."], ["pt", "De R$ 150 a R$ 990 — ligue (11) 91234-5678."],
    ["fr", "Tarifs 45–60 €, appelez le 06 12 34 56 78."], ["es", "Precio $1.250-3.400 MXN, llámame al 55 1234 5678."], ["it", "Costo 80-120 euro, chiamami al 347 123 4567."],
    ["en", "Budget $1,250-3,400. My cell is (415) 555-0132."], ["nl", "Kosten €220–1100, bel 06 12345678."], ["de", "Miete 850–990 €, Handy 0171 2345678."],
    ["en", "Quotes range £300-£1,200 — ring 07700 900123."], ["sv", "Pris 300–1200 kr, ring 070-123 45 67."], ["pl", "Cena 150-990 zł, tel. 601 224 398."],
  ]),
  ...rows("intl", [
    ["de", "Rufen Sie +41 44 668 18 00 an."], ["pt", "WhatsApp +55 11 91234-5678"], ["en", "Office +48 22 123 45 67, ask for Ewa."], ["fr", "Mon numéro : +33 6 12 34 56 78"],
    ["es", "Teléfono +34 912 345 678"], ["en", "Reach me at +1 415-555-0132 tonight."], ["it", "Cellulare +39 347 123 4567"], ["tr", "Beni +90 532 123 45 67 numaralı telefondan arayın."],
    ["en", "Coordinator: Lena, phone 0176 23456789."], ["de", "Position im Team: Leitung; Telefon 030 12345678."], ["en", "Grid operator hotline: 0800 123 4567"], ["ru", "Мой телефон +7 912 345-67-89."],
  ]),
];
const PHONE_NEG: Rows = [
  ...rows("price-range", [
    ["en", "Prices range €222–1127 per night depending on season."], ["en", "Budget: $1,250-3,400 for the whole trip."], ["de", "Kosten CHF 300–1200 pro Monat."], ["pt", "Preço R$ 150-990 dependendo do modelo."],
    ["en", "Expect EUR 450-1250 for the repair."], ["fr", "Comptez 1200–3400 € pour la cuisine."], ["es", "Entre US$ 220-870 por persona."], ["pl", "Koszt 150–990 zł za noc."],
    ["sv", "Hyran ligger på 4500–9800 kr i månaden."], ["en", "Salary band £32,000-45,000 plus bonus."], ["hi", "किराया ₹ 8500-12000 प्रति माह"], ["de", "Gebühr: € 222 - 1127 je nach Umfang."],
    ["en", "Tickets USD 120-480, VIP extra."], ["it", "Prezzi da € 180–760 a settimana."], ["nl", "Prijs €199–1049 afhankelijk van maat."], ["ja", "価格は ¥3200-9800 です。"],
    ["en", "The fee is CHF 300-1200, paid upfront."], ["es", "Presupuesto: MXN 1500-4800."], ["pt", "Faixa de R$ 2.300–5.900 por mês."], ["en", "Freelance rates $85–240 per hour."],
    ["ru", "Цена 1500–4900 ₽ за ночь."], ["tr", "Fiyat aralığı 450-1200 TL."], ["en", "A$ 350-1290 for flights."], ["de", "Preisspanne: EUR 1.250 - 3.400"],
  ]),
  ...rows("grid", [
    ["en", "Meet at grid 790-119-215 at dawn."], ["en", "The coordinates 146-191-509 mark the cache."], ["de", "Treffpunkt Koordinaten 412-330-118."], ["en", "Grid reference 512 334 871 is the trailhead."],
    ["en", "Target at map square 221-408-119."], ["fr", "Coordonnées 318-442-605 sur la carte."], ["es", "Coordenadas 204-517-338 del campamento."], ["it", "Coordinate 615 220 119 sul foglio."],
    ["nl", "Coördinaten 447-213-590 staan op de kaart."], ["pl", "Współrzędne 790 119 215 na mapie."], ["ru", "Координаты 512-330-118 на карте."], ["en", "Position 330-118-412 on the board."],
    ["en", "Move the unit to grid ref 603 771 204."], ["de", "Planquadrat 118-412-330 absuchen."], ["en", "Waypoint coords: 221 409 118."], ["en", "Sector position 505-122-318, hold there."],
    ["tr", "Koordinatlar 312-448-119 haritada."], ["pt", "Coordenadas 118-330-412 no mapa."], ["en", "Spawn at coordinates 640 128 -"], ["sv", "Koordinater 512-118-330 på kartan."],
    ["en", "In the game, position 790 119 215 is the castle."], ["de", "Gitterquadrat 204-118-557 markieren."], ["en", "UTM grid 333-518-207."], ["fr", "Position 218-330-414 sur la grille."],
  ]),
];

// ---------------------------------------------------------------- email
const EMAIL_POS: Rows = [
  ...rows("bracketed", [
    ["en", "Ping me (olumide.a at proton dot me) if it breaks."], ["en", "You can reach Ana (ana.r at mail dot io) after six."], ["en", "My address [jo.lee at gmx dot de] works."],
    ["en", "Contact: (k.tanaka at fastmail dot fm)"], ["fr", "Écrivez-moi (marc.d at free dot fr) demain."], ["es", "Mi correo (lucia.g at proton dot me) por favor."],
    ["de", "Schreib an (m.weber at posteo dot de), danke."], ["it", "Scrivimi (g.rossi at libero dot it)."], ["pt", "Meu e-mail (r.souza at uol dot br)"],
    ["en", "{s.okafor at hey dot co} is my new inbox."], ["nl", "Mail me (p.visser at ziggo dot nl)."], ["en", "(li.wei at yandex dot ru) — old one, still works."],
  ]),
  ...rows("short-tld", [
    ["en", "name at mail dot io"], ["en", "x at y dot co"], ["en", "reach me: dev.ops at acme dot io"], ["en", "my email is tom.b at proton dot me"],
    ["en", "send it to ada at lovelace dot dev"], ["en", "write to sam.k at startup dot ai"], ["de", "Meine Mail: anna.k at web dot de"], ["fr", "mon mail : paul.m at orange dot fr"],
    ["en", "it's j.doe at example dot co"], ["en", "email olu.a at proton dot me please"], ["es", "correo: ana.p at gmail dot com"], ["en", "Use jp at studio dot tv for bookings."],
    ["en", "email n.k at brand dot co for samples"], ["pt", "manda para bia.s at hotmail dot com"],
  ]),
];
const EMAIL_NEG: Rows = [
  ...rows("site-with-path", [
    ["en", "Please fill in the form at example.org/contact."], ["en", "Read the docs at docs.example.io/guide before asking."], ["en", "Use the contact form at acme.com/support, not email."],
    ["en", "Email us via the form at shop.example.com/help."], ["en", "Contact us using the page at example.net/about."], ["en", "Reach out through our portal at help.example.org/tickets"],
    ["en", "Submit the request form at city.gov/permits by Friday."], ["en", "Write a review on the page at example.com/reviews."], ["en", "Mail questions go through the tracker at bugs.example.dev/new"],
    ["en", "Contact the team through this form at example.io/join."], ["en", "Email support: use the widget at example.co/chat."], ["en", "See the FAQ at example.com/faq/email for details."],
  ]),
  ...rows("article-site", [
    ["en", "Contact us: our shop at store.example.com is open."], ["en", "Email me if the site at example.org is down."], ["en", "Reach out to the team at example.io for a demo."],
    ["en", "Write to us about the blog at example.net, thanks."], ["en", "Contact the office at acme.co for billing."], ["en", "Email: the store at shop.example.de ships to EU."],
    ["en", "Contact our page at example.me for updates."], ["en", "Mail the admin of this wiki at wiki.example.org."], ["en", "Reach the help desk at an office at example.edu."],
    ["en", "Contact a rep at example.com — they answer fast."], ["en", "Write to the editors of the magazine at example.co.uk."], ["en", "Email about the listing at example.com/item/42."],
  ]),
];

// ---------------------------------------------------------------- ssn
const SSN_POS: Rows = rows("bare-nine", [
  ["en", "123456789"], ["en", "  412785309 "], ["en", "\"529471138\""], ["en", "(318650472)"], ["en", "214-67-9031"], ["en", "601338945."], ["en", "[487120365]"],
  ["en", "'233904517'"], ["en", "078051120!"], ["en", "\n665123456\n"], ["en", "  551 20 8734  "], ["en", "«401227893»"], ["en", "387104221?"],
  ["en", "`712045338`"], ["en", "299381146;"], ["en", "“645098213”"], ["en", "530118274 "], ["en", "-- 404338217 --"], ["en", "143002217"], ["en", "871230045"],
]);
const SSN_NEG: Rows = [
  ...rows("cued-nine", [
    ["en", "My order 412785309 never arrived."], ["en", "Invoice 529471138 is overdue."], ["en", "Tracking number 318650472, please check."], ["en", "Part 601338945 is out of stock."],
    ["en", "Call me at 487120365 tomorrow."], ["de", "Bestellung 233904517 fehlt noch."], ["fr", "Commande 387104221 annulée."], ["es", "Pedido 712045338 retrasado."],
    ["en", "Order #299381146 shipped."], ["en", "Phone: 645098213"], ["pt", "Rastreio 530118274 parado."], ["en", "Ref 404338217 for the refund."],
  ]),
  ...rows("invalid-range", [
    ["en", "000123456"], ["en", "666123456"], ["en", "912345678"], ["en", "123004567"], ["en", "123450000"], ["en", "987654321"],
    ["en", "900112233"], ["en", "  000456789  "], ["en", "(666458812)"], ["en", "\"941220018\""], ["en", "555001234"], ["en", "431870000."],
  ]),
  ...rows("not-nine", [["en", "12345678"], ["en", "1234567890"], ["en", "#412785309"], ["en", "$412785309"], ["en", "412785309 items"], ["en", "4127853090"]]),
];

// ---------------------------------------------------------------- ip-address
const IP_POS: Rows = [
  ...rows("ipv6-port", [
    ["en", "http://2a02:c7be:2d37:eee8:1c7e:3481:ee18:4784:8080/health"], ["en", "curl https://2001:db8:85a3:0:0:8a2e:370:7334:443/api"], ["de", "Der Dienst läuft unter http://2a01:4f8:c17:3b2e:1:2:3:4:9000/"],
    ["en", "GET http://fd00:1:2:3:4:5:6:7:3000/metrics failed"], ["fr", "Le serveur répond sur https://2606:4700:4700:0:0:0:0:1111:8443/status"], ["es", "Probé http://2a00:1450:4001:82a:0:0:0:200e:80/"],
    ["en", "endpoint=http://2804:14c:5b:8b1a:9c1e:2f4:aa31:1b0c:5000/v1"], ["en", "ws://2a02:8070:a184:e00:1d2c:9e1a:77b3:12f0:6001/socket"],
  ]),
  ...rows("famous", [
    ["en", "Set DNS to 1.1.1.1 and 8.8.8.8."], ["en", "ping 8.8.8.8 works but not the gateway"], ["de", "DNS-Server 1.1.1.1 eingetragen."], ["en", "server 1.1.1.1 times out"],
    ["fr", "Le DNS 8.8.8.8 ne répond pas."], ["es", "ping 1.1.1.1 responde bien"], ["en", "Our resolver is 9.9.9.9."], ["en", "Host 10.2.3.4 is down."],
  ]),
];
const IP_NEG: Rows = rows("numbering", [
  ["en", "Lot 3.7.2.9 goes to auction on Friday."], ["en", "See Section 4.2.1.3 for the exceptions."], ["en", "Under clause 2.1.1.4 the tenant pays."], ["en", "Follow step 1.2.3.4 carefully."],
  ["de", "Siehe Abschnitt 3.1.2.4 der Richtlinie."], ["en", "Article 5.1.2.3 was amended."], ["de", "Los 2.4.1.7 wurde versteigert."], ["es", "El lote 3.2.1.4 sale a subasta."],
  ["fr", "Le lot 4.1.2.6 est vendu."], ["it", "Il lotto 2.3.1.5 è aggiudicato."], ["en", "Lots 1.2.1.1 and 1.2.1.2 sold together."], ["en", "Item 2.2.1.4 is missing from the checklist."],
  ["en", "Task 3.1.4.2 is blocked."], ["en", "Requirement 4.4.1.2 not met."], ["nl", "Kavel 2.1.3.5 is verkocht."], ["pl", "Punkt 3.2.1.4 regulaminu."],
  ["en", "Paragraph 6.1.2.3 covers refunds."], ["en", "Rule 7.2.1.1 applies."], ["pt", "Lote 5.2.1.3 arrematado."], ["de", "Schritt 2.1.3.4 überspringen."],
  ["en", "Phase 2.3.1.4 starts Monday."], ["en", "Milestone 1.4.2.3 slipped."], ["en", "Level 3.2.2.1 of the outline."], ["en", "Exercise 4.1.2.3 in the textbook."],
]);

/** Round 19's probe for one filter: phone, email, ssn or ip-address (empty for the others). */
export function ownPiiRound19Small(slug: string): Array<Labelled & { cls: string }> {
  if (slug === "phone") return randomHalves(PHONE_POS, PHONE_NEG, 0x19a1, "phone:r19");
  if (slug === "email") return randomHalves(EMAIL_POS, EMAIL_NEG, 0x19b2, "email:r19");
  if (slug === "ssn") return randomHalves(SSN_POS, SSN_NEG, 0x19c3, "ssn:r19");
  if (slug === "ip-address") return randomHalves(IP_POS, IP_NEG, 0x19d4, "ip-address:r19");
  return [];
}
export const R19_SLUGS = ["phone", "email", "ssn", "ip-address"] as const;
