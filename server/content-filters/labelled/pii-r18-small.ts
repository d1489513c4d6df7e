import { randomHalves, type Labelled } from "./rng";

/**
 * Round 18 (a small probe for issue 23's three classes, written by us before phone.ts, ip.ts and
 * email-spelled.ts were changed this round, from knowledge of the formats; no copied text, invented
 * values only). Rows are [class, language, text]; randomHalves splits each filter's positives and
 * negatives in half once (seed per filter): the development half to tune on, the held-out half to report.
 * - phone: numbers in many countries' formats beside phone words, and beside order words, years and
 *   dates that must not hide them; hard negatives: order / reference / invoice / ticket numbers with a
 *   label and a possessive or a verb between (~20 languages), date ranges, tables of years and counts.
 * - email: addresses written with spaces around the @ and the dots, spaced letters after a prose word,
 *   spelled-out separators of de / fr / es / pt / it / nl and English "at" / "dot" in brackets;
 *   hard negatives: prose with the same words (bei, punkt, point, arroba, at, dot) and no mailbox.
 * - ip-address: addresses in logs, configs and prose of many languages, "1.1.1.1" named as DNS;
 *   hard negatives: outline and list numbering (nested lists, § signs, section words, headings),
 *   version-like contexts (assembly versions, builds, ranges of versions).
 */

type Rows = Array<readonly [cls: string, lang: string, text: string]>;
/** Every template with every filler, in order (fillers rotated so each template meets several). */
function fill(cls: string, templates: ReadonlyArray<readonly [string, string]>, fillers: readonly string[], per: number): Rows {
  const out: Rows = [];
  templates.forEach(([lang, t], i) => {
    for (let k = 0; k < per; k++) out.push([cls, lang, t.replace("{}", fillers[(i * 7 + k) % fillers.length])]);
  });
  return out;
}

// ---------------------------------------------------------------- phone
const PHONE_NUMBERS = [
  "+49 30 12345678", "+33 1 42 68 53 00", "+1 415-555-0132", "020 7946 0958", "+34 912 345 678", "+39 06 6982 1234", "+31 20 123 4567",
  "+351 21 123 4567", "+44 7700 900123", "+91 98765 43210", "+55 11 91234-5678", "+81 3-1234-5678", "+254 712 345 678", "+234 803 123 4567",
  "+7 495 123-45-67", "+48 22 123 45 67", "+90 212 555 12 34", "(212) 555-0187", "06 12 34 56 78", "030 2345 6789", "0171 2345678", "+61 2 9876 5432",
];
const PHONE_POS_T: ReadonlyArray<readonly [string, string]> = [
  ["en", "Call me on {} after 5pm, order 4471 is still open."], ["en", "Invoice questions: phone {} (mon–fri)."], ["de", "Ruf mich unter {} an, die Bestellung kam 2023."],
  ["de", "Telefon: {} – Sprechzeiten 2019 bis 2024 unverändert."], ["fr", "Appelez-moi au {} pour la commande."], ["fr", "Mon portable : {}, merci."],
  ["es", "Mi teléfono es {}, llámame mañana."], ["es", "Contacto del hotel: {} (reservas 2024)."], ["it", "Chiamami al {} quando arrivi."], ["it", "Il mio cellulare è {}."],
  ["nl", "Bel me op {} als het pakket er is."], ["pt", "Ligue para {} para marcar a consulta."], ["pl", "Zadzwoń pod {} w sprawie zamówienia."], ["tr", "Beni {} numaralı telefondan arayın."],
  ["sw", "Nipigie simu kwa {} kesho asubuhi."], ["id", "Hubungi saya di {} ya."], ["ru", "Мой телефон {}, звоните после обеда."], ["ja", "電話番号は {} です。"],
  ["zh", "请拨打 {} 联系我们。"], ["vi", "Gọi cho tôi theo số {} nhé."], ["en", "| Name | Phone |\n| Ana | {} |"], ["en", "Reception {} (2020–2024 same number)."],
];
const ORDER_NUMBERS = ["7781-2240-55", "4402 1187 66", "20-4471-9932", "3318-0047-12", "8845 2210 73", "5590-3312-48", "61 2284 9913", "2207-8841-30", "9123 4470 18", "4471-0082-96", "0912-334-551", "1188 2047 309"];
const ORDER_T: ReadonlyArray<readonly [string, string]> = [
  ["sw", "Namba ya oda yangu ni {}, bado haijafika."], ["yo", "Nọ́mbà ìbéèrè mi ni {}, kò tíì dé."], ["fa", "شماره سفارش من {} است و هنوز نرسیده."],
  ["hi", "मेरा ऑर्डर नंबर {} है, अभी तक नहीं आया।"], ["id", "Nomor pesanan saya adalah {}, belum sampai."], ["tr", "Sipariş numaram {}, hâlâ gelmedi."],
  ["tl", "Ang order number ko ay {}, hindi pa dumarating."], ["vi", "Mã đơn hàng của tôi là {}, vẫn chưa nhận được."], ["pl", "Mój numer zamówienia to {}, paczka nie dotarła."],
  ["de", "Meine Bestellnummer lautet {}, die Lieferung fehlt."], ["fr", "Mon numéro de commande est le {}, rien reçu."], ["es", "Mi número de pedido es el {}, aún no llega."],
  ["it", "Il mio numero d'ordine è {}, non è arrivato."], ["nl", "Mijn bestelnummer is {}, nog niets ontvangen."], ["pt", "O número da minha encomenda é {}, ainda não chegou."],
  ["ru", "Мой номер заказа — {}, посылки нет."], ["ar", "رقم طلبي هو {} ولم يصل بعد."], ["ha", "Lambar oda ta {} har yanzu bai iso ba."], ["en", "My reference number is {}, please check the refund."],
  ["en", "Invoice no. for March: {} (paid)."], ["de", "Unser Aktenzeichen ist {}, bitte angeben."], ["es", "Su número de referencia será {} para el reembolso."], ["fr", "Votre facture n° {} est en pièce jointe."],
  ["en", "Ticket # is {} — support hasn't replied."], ["sv", "Mitt ordernummer är {}, inget har kommit."], ["cs", "Moje číslo objednávky je {}, zatím nedorazila."], ["ms", "Nombor pesanan saya ialah {}."],
];
const DATE_RANGES = [
  ["de", "Kurstermine: 01.10.–15.12.2024, montags und mittwochs 18:00–19:30."], ["de", "Urlaub vom 03.06. - 21.06.2025, Vertretung Frau Kühn."], ["en", "Dates for the course: 01.10.–15.12.2024, Monday and Wednesday."],
  ["fr", "Fermeture du 22/12 au 02/01/2025 inclus."], ["fr", "Séjour 14/07 – 28/07/2024, deux adultes."], ["es", "Inscripciones del 15/09 al 30/10/2024."], ["es", "Temporada 01/06 - 15/09/2025, precios nuevos."],
  ["it", "Chiuso dal 10.08. al 25.08.2024 per ferie."], ["nl", "Cursus 05-09 t/m 19-12-2024 op dinsdag."], ["pl", "Termin: 12.05–30.06.2025, zajęcia w soboty."], ["pt", "Período 03/03 a 28/03/2025 para matrículas."],
  ["en", "Booking window 2024-03-01 – 2024-04-15, then closed."], ["en", "Term runs 9/4 - 20/6/2025, half term 26/5."], ["ru", "Сроки: 01.09–31.12.2024, по будням."], ["cs", "Výstava 14.3.–30.4.2025 v galerii."],
  ["de", "Gültig 1.1.2024 - 31.12.2025, danach neu."], ["en", "Valid 01/2024 - 12/2025 for all staff."], ["tr", "Kampanya 15.11–30.11.2024 tarihleri arasında."], ["fi", "Kurssi 2.9.–13.12.2024 tiistaisin."],
  ["en", "Seasons 2018–2019, 2019–2020 and 2020–2021 were cancelled."], ["sv", "Stängt 23/12–6/1 2025."], ["en", "Project phase 14.10.-08.11.2024, review after."],
  ["hu", "Nyitva 2024.06.01–2024.08.31 között."], ["id", "Periode 10/02 - 24/02/2025 untuk pendaftaran."], ["ro", "Perioada 01.07-31.08.2024, program redus."],
];
const YEAR_TABLES = [
  ["en", "Employee headcount by year: 2019 412, 2020 398, 2021 455, 2022 501."], ["de", "Mitarbeiter pro Jahr: 2018 1204, 2019 1310, 2020 1288."], ["fr", "Effectifs : 2020 845, 2021 902, 2022 930."],
  ["es", "Socios por año: 2017 320 2018 341 2019 377"], ["it", "Iscritti 2021 1520 2022 1644 2023 1702"], ["nl", "Leden per jaar: 2016 88, 2017 93, 2018 101, 2019 97."],
  ["en", "Year Count\n2019 412\n2020 398\n2021 455"], ["de", "Jahr Anzahl\n2015 77\n2016 81\n2017 90"], ["pt", "Ano Total\n2020 1250\n2021 1390\n2022 1411"],
  ["pl", "Rok Liczba\n2019 540\n2020 512\n2021 566"], ["en", "Downloads: 2021 18 204, 2022 21 977, 2023 25 310."], ["sv", "Antal per år: 2019 312 2020 287 2021 344"],
  ["en", "Visitors 2019 4521 2020 1877 2021 3310 2022 4980"], ["es", "Año 2020: 845; 2021: 902; 2022: 930."], ["tr", "Yıl / sayı: 2018 211, 2019 245, 2020 230."],
  ["fr", "Année | Nombre\n2019 | 412\n2020 | 398"], ["en", "Cases: 2019 1 204, 2020 1 310, 2021 1 288"], ["ru", "По годам: 2019 412, 2020 398, 2021 455."],
  ["id", "Jumlah per tahun: 2018 760, 2019 812, 2020 799."], ["fi", "Vuosi määrä 2019 55 2020 61 2021 70 2022 68"],
];

// ---------------------------------------------------------------- email
const SPACED_MAILS = ["jane . doe @ example . com", "mark.t @ outlook . com", "k . weber @ gmx . de", "lucia @ correo . es", "p . rossi @ libero . it", "j_smith @ company . co . uk", "anna.k @ web . de", "tom . lee @ proton . me"];
const SPACED_T: ReadonlyArray<readonly [string, string]> = [
  ["en", "You can write to {} if the form fails."], ["en", "My address is {} (no spaces obviously)."], ["de", "Schreib mir an {}, danke!"], ["fr", "Mon adresse : {} , sans les espaces."],
  ["es", "Escríbeme a {} cuando puedas."], ["it", "Mandami una mail a {} per favore."], ["nl", "Mail naar {} voor de details."], ["pt", "Manda um e-mail para {} amanhã."],
];
const SPACED_LETTERS_POS = [
  "Is m a r k . t @ o u t l o o k . c o m too weird to put on my CV?", "Use j o e @ g m a i l . c o m for now.", "Write to a n n a @ w e b . d e please.",
  "Hey, it's p . l e e @ p r o t o n . m e if you need me.", "Contact k i m @ e x a m p l e . o r g soon.", "Mine is l u i s @ c o r r e o . e s ok?",
  "Send it to t . n g @ y a h o o . c o m tonight.", "Reach b e n @ m a i l . d e anytime.", "Try s a m @ i c l o u d . c o m first.", "Email r o s a @ l i b e r o . i t thanks.",
];
const LOCALS = ["anna", "jan.vos", "marie", "lucas", "giulia", "pedro", "sofia", "erik", "nina", "tomasz", "li.wei", "paul"];
const SPELLED_POS_T: ReadonlyArray<readonly [string, string, (l: string) => string]> = [
  ["de", "Meine Adresse ist {} – kannst du das korrekt schreiben?", (l) => `${l.replace(".", " punkt ")} bei gmx punkt de`],
  ["de", "Erreichbar unter {}.", (l) => `${l.replace(".", " punkt ")} ät web punkt de`],
  ["de", "Schreib an {} wenn was ist.", (l) => `${l} bei t-online punkt de`],
  ["de", "E-Mail: {}", (l) => `${l.replace(".", " Punkt ")} (at) posteo Punkt de`],
  ["fr", "Mon mail : {}, merci.", (l) => `${l.replace(".", " point ")} arobase orange point fr`],
  ["fr", "Écrivez à {} pour l'inscription.", (l) => `${l} arobase free point fr`],
  ["es", "Mi correo es {} por si acaso.", (l) => `${l.replace(".", " punto ")} arroba gmail punto com`],
  ["es", "Escribe a {} y te respondo.", (l) => `${l} arroba hotmail punto es`],
  ["pt", "Meu e-mail é {}.", (l) => `${l.replace(".", " ponto ")} arroba uol ponto com ponto br`],
  ["pt", "Mande para {} amanhã.", (l) => `${l} arroba sapo ponto pt`],
  ["it", "La mia mail è {}.", (l) => `${l.replace(".", " punto ")} chiocciola libero punto it`],
  ["it", "Scrivimi a {} stasera.", (l) => `${l} chiocciola gmail punto com`],
  ["nl", "Mijn mail is {}.", (l) => `${l.replace(".", " punt ")} apenstaartje ziggo punt nl`],
  ["nl", "Stuur het naar {} aub.", (l) => `${l} apenstaartje hotmail punt com`],
  ["en", "Write to {} with the file.", (l) => `${l.replace(".", " [dot] ")} [at] example [dot] com`],
  ["en", "My mail: {} .", (l) => `${l} (at) gmail (dot) com`],
  ["en", "Reach me via {} please.", (l) => `${l} {at} outlook {dot} com`],
  ["en", "Ping {} if it breaks.", (l) => `${l} <at> example <dot> org`],
  ["en", "Address is {} thanks.", (l) => `${l} [ at ] company [ dot ] co [ dot ] uk`],
  ["en", "Send the draft to {}", (l) => `${l} (AT) proton (DOT) me`],
  ["sv", "Min mejl är {}.", (l) => `${l} snabel-a telia punkt se`],
  ["pl", "Mój mail to {}.", (l) => `${l.replace(".", " kropka ")} małpa wp kropka pl`],
  ["cs", "Můj e-mail je {}.", (l) => `${l} zavináč seznam tečka cz`],
  ["tr", "E-postam {} adresidir.", (l) => `${l} et gmail nokta com`],
  ["ru", "Моя почта {}.", (l) => `${l} собака mail точка ru`],
];
const EMAIL_NEG = [
  ["de", "Wir treffen uns bei Anna, Punkt acht Uhr vor dem Kino."], ["de", "Bei Punkt 3 der Tagesordnung geht es um das Budget."], ["de", "Das liegt bei etwa zwei Punkt fünf Prozent."],
  ["de", "Ich arbeite bei Siemens, Punkt. Mehr sage ich nicht."], ["de", "Treffpunkt bei der Post, Punkt zehn."], ["de", "Er hat bei mir einen Punkt gut."],
  ["fr", "On se retrouve chez Paul, point final."], ["fr", "Le point de rendez-vous est à la gare."], ["fr", "Mettez un point à la fin de chaque phrase."], ["fr", "Le symbole arobase s'écrit @ en informatique."],
  ["es", "La arroba se usa en los correos, ¿cómo se escribe en el teclado?"], ["es", "Nos vemos en el punto de encuentro a las seis."], ["es", "Punto por punto, revisamos el contrato."],
  ["pt", "O ponto de ônibus fica perto da praça."], ["pt", "Como digito a arroba num teclado português?"], ["it", "La chiocciola era lenta, punto e basta."], ["it", "Il punto di ritrovo è la stazione."],
  ["nl", "Het apenstaartje zit op de 2-toets."], ["nl", "Punt twee van de agenda is de begroting."], ["en", "Meet me at the station, dot on six."], ["en", "Look at example dot com for ideas."],
  ["en", "We arrived at noon (at the hotel) and left at 3."], ["en", "Click [at] the top to see more [dot] points."], ["en", "Prices at Tesco dot com are lower."], ["en", "Stay at home dot period."],
  ["en", "Use @ mentions in Slack, e.g. @ team . leads"], ["en", "The score was 3 @ 2 . 5 odds."], ["en", "Email addresses look like name@domain; how do I validate one?"],
  ["de", "Schreib den Satz und setz dann einen Punkt bei jedem Absatz."], ["fr", "Rendez-vous chez moi point de vue compris."], ["es", "Pon una arroba y luego el dominio, ¿así se hace?"],
  ["en", "The meeting is at 10 (at the latest) in room 4 dot 2."], ["de", "Punkt 12 Uhr bei Oma zum Essen."], ["it", "Siamo arrivati al punto che non ne posso più."],
  ["en", "I work at Google. Dot. That's all."], ["en", "Look at ( the ) figure dot notation in chapter 3."], ["nl", "Bij punt 4 staat de planning."], ["pt", "Chegamos ao ponto final da linha 12."],
  ["en", "He's at work; check the [dot] matrix printer."], ["es", "Estoy en casa, punto."],
  ["sv", "Vi ses hos Anna, punkt slut."], ["pl", "Kropka na końcu zdania, małpa w zoo."], ["cs", "Tečka za větou a zavináč na klávesnici."], ["tr", "Nokta koymayı unutma, et ve balık aldım."],
  ["ru", "Собака гуляет в парке, точка."], ["sv", "Punkt tre på listan är budgeten."], ["pl", "Spotkanie o 8 kropka 30 w biurze."],
];

// ---------------------------------------------------------------- ip-address
const IPS = ["1.1.1.1", "8.8.4.4", "203.0.113.45", "198.51.100.7", "10.20.30.40", "172.16.5.9", "192.168.1.254", "9.9.9.9", "34.120.5.6", "185.12.64.3", "2.3.1.4", "100.64.0.1"];
const IP_POS_T: ReadonlyArray<readonly [string, string]> = [
  ["en", "Set the DNS server to {} and restart."], ["en", "Ping {} times out since Monday."], ["en", "Blocked IP: {}"], ["en", "The log shows requests from {} every minute."],
  ["de", "Der Server läuft unter {}, Port 22 ist offen."], ["de", "Gateway {} antwortet nicht."], ["fr", "L'adresse IP {} est bloquée par le pare-feu."], ["fr", "Le serveur DNS est {}."],
  ["es", "Mi IP pública es {} hoy."], ["es", "Conéctate al host {} por SSH."], ["it", "L'indirizzo {} non risponde al ping."], ["nl", "De router heeft adres {}."],
  ["pt", "O servidor {} caiu de novo."], ["pl", "Adres IP serwera to {}."], ["ru", "Сервер {} недоступен."], ["tr", "Sunucu IP adresi {} olarak ayarlandı."],
  ["ja", "DNSサーバーを {} に変更しました。"], ["zh", "服务器地址是 {}。"], ["en", "nameserver {}"], ["en", "curl http://{}/health returns 502"],
];
const IP_NEG = [
  ["en", "Nested list: 1.1, 1.1.1, 1.1.1.1 — how do I style this in Word?"], ["en", "Headings go 2, 2.1, 2.1.1, 2.1.1.1 in the template."], ["de", "Gliederung: 3, 3.1, 3.1.2, 3.1.2.4 – ist das zu tief?"],
  ["fr", "Plan : 1.2, 1.2.3, 1.2.3.4, puis 1.3."], ["es", "Numeración 4.1 > 4.1.2 > 4.1.2.3 en el índice."], ["it", "Punti 5.1, 5.1.1 e 5.1.1.2 vanno rivisti."], ["nl", "Nummering 1.1.1.1 tot 1.1.1.9 in hoofdstuk 1."],
  ["en", "See § 2.3.1.4 of the handbook."], ["de", "Gemäß § 4.2.1.3 der Satzung."], ["fr", "Voir § 3.1.2.2 du règlement."], ["es", "Conforme al § 1.4.2.1 del reglamento."], ["en", "§§ 6.1.1.2 and 6.1.1.3 apply."],
  ["en", "In section 1.1.1.1 we define the terms."], ["en", "Section 3.2.4.1 covers refunds."], ["de", "Siehe Abschnitt 2.4.1.1 im Anhang."], ["pl", "Zob. punkt 7.1.2.3 regulaminu."], ["pt", "Conforme item 3.3.1.2 do edital."],
  ["en", "Requirement 4.4.2.1 is not met yet."], ["en", "1.1.1.1 Introduction\n1.1.1.2 Scope\n1.1.1.3 Terms"], ["en", "Level 3 heading numbers like 2.1.3.1 look odd in the PDF."],
  ["en", "Sub-clause 10.2.1.4 was removed."], ["en", "My outline ends at 4.3.2.1 then jumps to 5."], ["en", "Numbered item 2.2.2.2 is a duplicate."], ["en", "Task 1.2.1.3 in the WBS is late."],
  ["en", "AssemblyVersion 1.2.3.4 fails to load."], ["en", "The app is at 2.4.1.3 on Android and 2.4.1.2 on iOS."], ["en", "Bump from 3.1.4.1 to 3.1.4.2 broke the build."], ["en", "Supported: 5.0.1.2 through 5.0.1.9."],
  ["de", "Die Software steht auf Stand 7.2.1.4, bitte aktualisieren."], ["fr", "Le logiciel est en 6.3.2.1 depuis hier."], ["es", "La app va por la 4.2.1.8 en la tienda."], ["it", "Il programma è alla 3.3.2.5 ormai."],
  ["en", "Office build 16.0.1.2 shows a banner."], ["en", "Firmware went 1.1.1.1 → 1.1.1.2 overnight."], ["en", "Compatibility: >=2.1.1.1, <3"], ["en", "The SDK reports 9.1.2.3 (beta channel)."],
  ["ru", "См. пункт 2.3.1.4 договора."], ["tr", "Madde 3.2.1.1 uyarınca iade yapılır."], ["ja", "第2.3.1.4項を参照してください。"], ["zh", "见第 3.1.2.1 节。"],
  ["en", "Chapter headings 1., 1.1, 1.1.1, 1.1.1.1, 1.1.1.1.1 — too many levels?"], ["de", "Ebene 4 der Nummerierung (1.1.1.1) wird nicht eingerückt."], ["en", "Outline levels: 1 / 1.1 / 1.1.1 / 1.1.1.1"],
  ["en", "Use multilevel numbering 1.2.1.1 style in Word."], ["nl", "Artikel 2.1.3.4 van het reglement."], ["sv", "Enligt avsnitt 4.1.1.2 i avtalet."], ["fi", "Kohdan 3.2.1.2 mukaan."],
];

const PHONE_POS: Rows = fill("number", PHONE_POS_T, PHONE_NUMBERS, 8);
const PHONE_NEG: Rows = [
  ...fill("order", ORDER_T, ORDER_NUMBERS, 4),
  ...DATE_RANGES.map(([l, t]) => ["date-range", l, t] as const),
  ...YEAR_TABLES.map(([l, t]) => ["year-table", l, t] as const),
];
const EMAIL_POS: Rows = [
  ...fill("spaced", SPACED_T, SPACED_MAILS, 6),
  ...SPACED_LETTERS_POS.map((t) => ["spaced-letters", "en", t] as const),
  ...SPELLED_POS_T.flatMap(([lang, t, f], i) => [0, 1, 2, 3, 4].map((k) => ["spelled", lang, t.replace("{}", f(LOCALS[(i * 5 + k) % LOCALS.length]))] as const)),
];
const EMAIL_NEG_ROWS: Rows = [
  ...EMAIL_NEG.map(([l, t]) => ["prose", l, t] as const),
  ...fill("spaced-prose", [["en", "We meet {} . Bring snacks."], ["de", "Treffen {} . Punkt."], ["en", "Score {} in the final."], ["fr", "Rendez-vous {} point."]], ["at 6", "bei Anna", "3 @ 2", "chez Léa", "at home", "bei uns"], 6),
  ...fill("table", [["en", "| item | at | dot |\n| {} |"], ["en", "Ratio {} . 5 (at most)."], ["de", "Wert bei {} Punkt fünf."], ["es", "Valor {} punto dos, arroba de trigo."], ["pt", "Ponto {} e arroba de carne."]], ["1", "12", "3", "7", "40", "9"], 6),
  ...fill("version-at", [["en", "pkg {} dot release notes"], ["en", "Pinned lodash at {} (dot release)."], ["en", "Deploy at {} dot five."], ["en", "Meet at {} dot on time."], ["de", "Start bei {} punkt genau."]], ["v2", "4.17", "noon", "6", "halb", "v3.1"], 6),
  ...fill("mention", [["en", "cc @ {} . thanks"], ["en", "Ask {} @ standup . later"], ["en", "Bug {} @ line . 42"], ["en", "Ping {} at the desk dot."], ["en", "Thanks {} @ all . see you"], ["de", "Danke {} bei allen Punkt."]], ["team", "ops", "sam", "QA", "Lea", "dev"], 5),
];
const IP_POS: Rows = fill("address", IP_POS_T, IPS, 8);
const IP_NEG_ROWS: Rows = [
  ...IP_NEG.map(([l, t]) => ["outline", l, t] as const),
  ...fill("numbering", [["en", "Items {} are numbered wrong in the doc."], ["en", "Section {} of the spec."], ["de", "Punkte {} im Inhaltsverzeichnis."], ["fr", "Les sections {} du chapitre."], ["es", "Los apartados {} del anexo."]], ["1.1, 1.1.1, 1.1.1.1", "2, 2.1, 2.1.1, 2.1.1.1", "3.1 › 3.1.1 › 3.1.1.2", "§ 2.3.1.4", "1.2.1.1 and 1.2.1.2", "4.1.1.1–4.1.1.5"], 6),
  ...fill("outline-list", [["en", "Levels {} in the style pane."], ["de", "Ebenen {} im Dokument."], ["es", "Niveles {} en la plantilla."], ["it", "Livelli {} nel documento."], ["nl", "Niveaus {} in de lijst."], ["pt", "Níveis {} no sumário."], ["pl", "Poziomy {} w spisie."], ["en", "- {}\n(how do I indent these?)"]], ["1, 1.1, 1.1.1, 1.1.1.1", "2.1 / 2.1.1 / 2.1.1.1", "3, 3.2, 3.2.1, 3.2.1.1", "1.1.1.1, 1.1.1.2, 1.1.2.1", "4.1.1 → 4.1.1.1 → 4.1.1.2", "6.2, 6.2.1, 6.2.1.3"], 6),
  ...fill("version", [["en", "Installed {} yesterday, now it crashes."], ["en", "Upgrade path {} is blocked."], ["de", "Version {} hat den Fehler."], ["fr", "Passage de {} impossible."], ["en", "Driver {} (WHQL)."]], ["1.2.3.4 → 1.2.3.5", "3.0.0.1 to 3.0.1.2", "2.1.1.1 and 2.1.1.2", "10.0.19041.1 ", "6.2.1.4-beta", "4.4.4.4 to 4.4.4.5"], 6),
];

/** Round 18's probe for one filter: phone, email or ip-address (empty for the others). */
export function ownPiiRound18Small(slug: string): Array<Labelled & { cls: string }> {
  if (slug === "phone") return randomHalves(PHONE_POS, PHONE_NEG, 0x18a1, "phone:r18");
  if (slug === "email") return randomHalves(EMAIL_POS, EMAIL_NEG_ROWS, 0x18b2, "email:r18");
  if (slug === "ip-address") return randomHalves(IP_POS, IP_NEG_ROWS, 0x18c3, "ip-address:r18");
  return [];
}
export const R18_SLUGS = ["phone", "email", "ip-address"] as const;
