import { randomHalves, type Labelled } from "./rng";

/**
 * Round 22 probe of the person-name builtin, written by hand before any change (every text invented here; common
 * names of each culture, no real person meant). Positive classes:
 * - given-context: a lone given name inside a sentence with no cue the readers knew: the object of a verb of
 *   giving or liking ("the notes Farida sent"), "X from <team>", a greeting in chat ("yo dani,"), a preposition
 *   of sending in German / Dutch / Scandinavian ("die Mail an Lukas"), a French elided "d'" before a couple;
 * - caps-comma: SURNAME, Given (a surname in capitals, the given name in title case);
 * - role-noun: a full name after a role noun with no article ("to applicant Nadia Brooks");
 * - cjk-context: a CJK full name with a honorific named elsewhere in the sentence (様 / さん / 씨 / 先生);
 * - citation: author lists of references (Surname, I. & Surname, I. (year)).
 * Near misses: the same frames with things, and five classes of their own: a month after "month" words
 * (den Monat Mai), parliaments and institutions (de Tweede Kamer), colour names (Sage Green), toy and product
 * brands before a product noun (a Barbie doll), feasts named with a saint or a day (Día de Reyes).
 *
 * Each row: [class, language, text]. Split in two halves at random (seed 0x22e): `r22-dev` (tuned on) and
 * `r22-held` (run before and after only).
 */
type Row = readonly [string, string, string];
const POS: ReadonlyArray<Row> = [
  // a lone given name in context
  ["given-context", "en", "Can you tidy up the notes Farida sent after the meeting?"],
  ["given-context", "en", "Rewrite the summary Rajesh wrote so it sounds less formal"],
  ["given-context", "en", "Which of these gifts would Henrietta like best?"],
  ["given-context", "en", "List the recipes that Tobias enjoyed last winter"],
  ["given-context", "en", "Plan a surprise party for Magdalena, our office manager"],
  ["given-context", "en", "Write a short bio for Kwabena, our new intern from Accra"],
  ["given-context", "en", "i think priya from marketing forgot the invite"],
  ["given-context", "en", "can u ask tomas from finance about the budget"],
  ["given-context", "en", "yo dani, bring the charger tonight"],
  ["given-context", "en", "hey fernando, are we still on for lunch?"],
  ["given-context", "en", "Make this friendlier: 'oi gabriela, where is the report'"],
  ["given-context", "en", "How do I thank Anneliese for covering my shift?"],
  ["given-context", "en", "Summarise the points Olumide raised in the review"],
  ["given-context", "en", "Find a poem Ingeborg would enjoy reading at the wedding"],
  ["given-context", "de", "Schreib die Nachricht an Friederike etwas freundlicher"],
  ["given-context", "de", "Kannst du den Brief an Matthias korrigieren?"],
  ["given-context", "de", "Ich habe das Paket für Henrik schon abgeschickt"],
  ["given-context", "nl", "Kun je de mail aan Sanne wat korter maken?"],
  ["given-context", "nl", "Het cadeau voor Joost moet voor vrijdag binnen zijn"],
  ["given-context", "sv", "Kan du skriva ett kort mejl till Linnea om mötet?"],
  ["given-context", "fr", "Pour l'anniversaire d'Élodie, propose-moi un gâteau"],
  ["given-context", "fr", "Écris un mot pour le départ d'Aurélien et de Margaux"],
  ["given-context", "fr", "Le discours pour le baptême d'Inès doit être court"],
  ["given-context", "it", "Scrivi un messaggio per il compleanno di Beatrice"],
  ["given-context", "it", "Il regalo per Lorenzo è arrivato rotto"],
  ["given-context", "es", "Redacta la invitación para la boda de Ximena y Joaquín"],
  ["given-context", "es", "¿Qué le regalo a Itziar por su cumpleaños?"],
  ["given-context", "pt", "Escreve uma mensagem de despedida para a Leonor"],
  ["given-context", "pt", "O presente do Gustavo ainda não chegou"],
  ["given-context", "ko", "How do I say 'good morning, Ji-hoon' politely in Korean?"],
  ["given-context", "ko", "Write a thank-you card: 'dear Seo-yeon, thank you for everything'"],
  ["given-context", "en", "Translate 'see you tomorrow, Min-jun' into Korean"],
  ["given-context", "en", "Tell me what Radoslaw thought about the draft"],
  ["given-context", "en", "Draft a reply to the complaint Ngozi filed on Monday"],
  // SURNAME, Given
  ["caps-comma", "en", "The badge says KOWALSKI, Marta but my name is spelled differently"],
  ["caps-comma", "fr", "Sur le billet il y a LEFEBVRE, Antoine au lieu de mon nom"],
  ["caps-comma", "de", "Im Ausweis steht SCHNEIDER, Katharina, wie trage ich das ein?"],
  ["caps-comma", "en", "Attendee list: OKONKWO, Adaeze; FERREIRA, Bruno"],
  ["caps-comma", "es", "En la reserva aparece RODRÍGUEZ, Lucía, ¿es correcto?"],
  ["caps-comma", "it", "Il modulo riporta ESPOSITO, Giulia come richiedente"],
  ["caps-comma", "en", "Passenger HAMADA, Kenji missed the connection"],
  ["caps-comma", "nl", "Op het formulier staat JANSSEN, Pieter, klopt dat?"],
  ["caps-comma", "en", "Please correct the certificate: NGUYEN, Thanh should read NGUYEN, Thao"],
  ["caps-comma", "pl", "Na liście jest WIŚNIEWSKA, Agnieszka zamiast mnie"],
  ["caps-comma", "en", "Sort these by surname: ABARA, Chinedu and LINDQVIST, Elsa"],
  ["caps-comma", "pt", "O crachá diz SANTOS, Mariana mas eu sou Mariane"],
  // a full name after a role noun
  ["role-noun", "en", "Send the offer letter to applicant Nadia Brooks today"],
  ["role-noun", "en", "Write a reference for former student Callum Henderson"],
  ["role-noun", "en", "Schedule a follow-up with patient Gareth Llewellyn next week"],
  ["role-noun", "en", "Draft an eviction notice to tenant Dorota Malinowska"],
  ["role-noun", "en", "Thank volunteer Imogen Fairbairn for the bake sale"],
  ["role-noun", "en", "Prepare an interview pack for candidate Tomasz Wróblewski"],
  ["role-noun", "en", "Reply to customer Hollis Whitaker about the refund"],
  ["role-noun", "en", "Reject the claim from policyholder Anjali Raghunathan"],
  ["role-noun", "en", "Notify employee Siddharth Menon about the transfer"],
  ["role-noun", "en", "Email intern Bethany Cartwright the onboarding checklist"],
  ["role-noun", "de", "Schreib eine Absage an Bewerberin Franziska Hoffmann"],
  ["role-noun", "es", "Envía el contrato al candidato Mateo Villanueva"],
  ["role-noun", "fr", "Relance le client Bastien Moreau pour la facture"],
  // CJK full names with the honorific elsewhere
  ["cjk-context", "ja", "宛名は鈴木一郎でいいですか、それとも様を付けますか？"],
  ["cjk-context", "en", "Should the envelope say 高橋美穂 with 様 or 殿?"],
  ["cjk-context", "en", "The client is 中村拓也 — do I address him with さん?"],
  ["cjk-context", "ja", "招待状の宛先は伊藤由美です。様を付けるべき？"],
  ["cjk-context", "zh", "信封上写刘建华，要不要加先生？"],
  ["cjk-context", "en", "My manager 黄志明 prefers 先生 in emails, right?"],
  ["cjk-context", "ko", "받는 사람은 최지우인데 씨를 붙여야 하나요?"],
  ["cjk-context", "en", "Is it rude to write 渡辺健 without さん in a business email?"],
  ["cjk-context", "en", "Our contact 林美玲 in Taipei — should I use 女士?"],
  ["cjk-context", "en", "Addressing 小林翔太 in a cover letter: 様 or 殿?"],
  // citations
  ["citation", "en", "Format this reference: Adeyemi, F. & Okafor, B. (2019). Urban water policy."],
  ["citation", "en", "Is this APA correct? Lindström, K., & Haugen, M. (2020)"],
  ["citation", "en", "Cite Rossi, G., Bianchi, L. & Conti, S. (2018) in Harvard style"],
  ["citation", "en", "Turn this into MLA: Kowalczyk, A. and Zieliński, P. (2017), Journal of Slavic Studies"],
  ["citation", "en", "Check the citation Tanaka, H. & Mori, Y. (2022) for missing DOI"],
  ["citation", "en", "Reference list entry: Mensah, K., Boateng, A., & Owusu, E. (2016)."],
  ["citation", "de", "Zitiere Brandt, J. & Weber, S. (2015) korrekt nach APA"],
  ["citation", "en", "How do I cite Fitzgerald, R. & Oduya, N. (2023) twice in one paragraph?"],
  ["citation", "en", "Oyelowo, T. (2014). Migration and memory. Lagos University Press."],
  ["citation", "es", "Cita en formato APA: Quintero, M. y Salazar, D. (2021)"],
  ["citation", "en", "Shorten to et al.: Haddad, R., Karimi, S., Novak, J., & Aziz, L. (2019)"],
  ["citation", "en", "Is the comma right in Achterberg, W., & de Vries, H. (2020)?"],
];
const NEG: ReadonlyArray<Row> = [
  // the same frames with things
  ["given-context", "en", "Can you tidy up the notes Marketing sent after the meeting?"],
  ["given-context", "en", "Summarise the points Legal raised in the review"],
  ["given-context", "en", "Which of these gifts would Mum like best?"],
  ["given-context", "en", "i think someone from accounting forgot the invite"],
  ["given-context", "en", "yo team, bring the charger tonight"],
  ["given-context", "de", "Schreib die Nachricht an Vodafone etwas freundlicher"],
  ["given-context", "de", "Kannst du den Brief an das Finanzamt korrigieren?"],
  ["given-context", "nl", "Kun je de mail aan Ziggo wat korter maken?"],
  ["given-context", "fr", "Pour l'anniversaire d'Orange, propose-moi un slogan"],
  ["given-context", "fr", "Le discours pour l'inauguration d'Airbus doit être court"],
  ["given-context", "it", "Scrivi un messaggio per il compleanno di Roma"],
  ["given-context", "es", "Redacta la invitación para la feria de Sevilla y Málaga"],
  ["given-context", "en", "Translate 'see you tomorrow, everyone' into Korean"],
  ["given-context", "en", "Tell me what Reddit thought about the draft"],
  // capitals before a comma that are no surname
  ["caps-comma", "en", "NOTE, Please read the terms before signing"],
  ["caps-comma", "en", "The label says FRAGILE, Handle with care"],
  ["caps-comma", "en", "Dateline: PARIS, France — talks resumed today"],
  ["caps-comma", "en", "WARNING, Contents are hot"],
  ["caps-comma", "de", "ACHTUNG, Rutschgefahr im Eingang"],
  ["caps-comma", "en", "Ship to LONDON, Ontario not the UK"],
  ["caps-comma", "en", "URGENT, Server room door left open"],
  // role nouns before things
  ["role-noun", "en", "Send the offer letter to applicant tracking via Workday"],
  ["role-noun", "en", "Reply to customer Service Desk about the refund"],
  ["role-noun", "en", "Schedule a follow-up with patient Care Services next week"],
  ["role-noun", "en", "Notify employee Relations about the transfer"],
  ["role-noun", "en", "Email intern Program Office the onboarding checklist"],
  // CJK honorific context with no person
  ["cjk-context", "ja", "宛名は東京営業所でいいですか、それとも様を付けますか？"],
  ["cjk-context", "en", "Should the envelope to 株式会社山田 say 様 or 御中?"],
  ["cjk-context", "zh", "信封上写人事部，要不要加先生？"],
  ["cjk-context", "en", "When do I use さん versus 様 in Japanese emails?"],
  ["cjk-context", "ko", "고객센터에 보낼 때도 님을 붙여야 하나요?"],
  // citations of organisations
  ["citation", "en", "Format this reference: World Health Organization. (2019). Global report."],
  ["citation", "en", "Cite OECD & UNESCO (2018) in Harvard style"],
  ["citation", "en", "Is this APA correct? Statistics Canada. (2021). Census profile."],
  ["citation", "en", "Reference: European Commission, Joint Research Centre (2020)."],
  ["citation", "en", "How do I cite Section 4, Table 2 (2023) of the report?"],
  // a month after "month"
  ["month", "de", "Die Miete für den Monat Mai ist noch offen"],
  ["month", "de", "Im Monat Juni haben wir Betriebsferien"],
  ["month", "de", "Bitte die Abrechnung für Monat August bis Freitag schicken"],
  ["month", "nl", "De factuur voor de maand April is te laat"],
  ["month", "nl", "In de maand Juni zijn we gesloten"],
  ["month", "en", "The report for the month of June is late"],
  ["month", "es", "El pago del mes de Julio se retrasa"],
  ["month", "it", "La fattura del mese di Agosto è sbagliata"],
  ["month", "pt", "O aluguel do mês de Maio ainda não foi pago"],
  ["month", "de", "Die Frist endet Anfang Monat Juli"],
  ["month", "sv", "Hyran för månaden Augusti är betald"],
  // institutions
  ["institution", "nl", "De Tweede Kamer stemt volgende week over de wet"],
  ["institution", "nl", "Hoe werkt de Raad van State precies?"],
  ["institution", "nl", "Wat doet de Eerste Kamer als de Tweede Kamer een wet aanneemt?"],
  ["institution", "nl", "De Hoge Raad heeft uitspraak gedaan"],
  ["institution", "de", "Der Bundesrat und der Bundestag haben zugestimmt"],
  ["institution", "en", "Explain the difference between the House of Lords and the House of Commons"],
  ["institution", "nl", "De Algemene Rekenkamer publiceert morgen haar rapport"],
  ["institution", "nl", "Wie zit er in de Staten-Generaal?"],
  ["institution", "de", "Die Industrie- und Handelskammer bietet Kurse an"],
  ["institution", "nl", "De Kamer van Koophandel heeft mijn inschrijving bevestigd"],
  ["institution", "fr", "Le Conseil d'État a rendu son avis"],
  ["institution", "es", "El Tribunal Supremo anuló la sentencia"],
  // colours
  ["colour", "en", "Should the kitchen be Sage Green or Dove Grey?"],
  ["colour", "en", "The dress comes in Ruby Red and Ivory White"],
  ["colour", "en", "Is Olive Green too dark for a small bedroom?"],
  ["colour", "en", "Compare Hunter Green with Forest Green for the front door"],
  ["colour", "en", "I ordered the phone in Rose Gold but got Sierra Blue"],
  ["colour", "en", "Paint options: Amber Yellow, Violet Purple, Coral Pink"],
  ["colour", "en", "Does Jasmine White go with Oak flooring?"],
  ["colour", "en", "The car is available in Magnolia Beige or Pearl Grey"],
  ["colour", "de", "Die Wand in Lavendel Lila oder Salbei Grün streichen?"],
  ["colour", "en", "Which is warmer, Heather Grey or Misty Blue?"],
  // toy and product brands before a product noun
  ["brand-product", "en", "Which Barbie doll is best for a five-year-old?"],
  ["brand-product", "en", "My son wants a Nerf blaster for his birthday"],
  ["brand-product", "en", "Is a Duplo set too babyish for a four-year-old?"],
  ["brand-product", "en", "Where can I buy a Playmobil castle cheaper?"],
  ["brand-product", "en", "How do I clean a Dyson vacuum filter?"],
  ["brand-product", "en", "Compare the Kindle reader with the Kobo one"],
  ["brand-product", "de", "Welches Lego Technic Modell ist gut für Zehnjährige?"],
  ["brand-product", "en", "Best Hot Wheels track for toddlers?"],
  ["brand-product", "en", "Recommend a Tamagotchi toy for a nostalgic gift"],
  ["brand-product", "en", "Should I get a Sylvanian Families house for my niece?"],
  // feasts
  ["holiday", "es", "¿Qué se come en el Día de Reyes en México?"],
  ["holiday", "es", "Ideas para decorar el altar del Día de Muertos"],
  ["holiday", "es", "La Noche de San Juan se celebra con hogueras"],
  ["holiday", "en", "Recipes for Saint Patrick's Day dinner"],
  ["holiday", "de", "Was bringt der Sankt Nikolaus den Kindern?"],
  ["holiday", "fr", "Que faire pour la Fête de la Musique à Lyon ?"],
  ["holiday", "sv", "Hur firar man Santa Lucia i skolan?"],
  ["holiday", "es", "Plan de viaje para la Semana Santa en Sevilla"],
  ["holiday", "pt", "Receitas para a Festa de Santo António em Lisboa"],
  ["holiday", "it", "Cosa si mangia alla Festa di San Giuseppe?"],
  ["holiday", "es", "Dulces típicos del Día de Todos los Santos"],
];

/** The probe, split in half at random once (seed 0x22e): the development half and the held-out half. */
export function ownPiiRound22Names(slug: string): Array<Labelled & { cls: string }> {
  return slug === "person-name" ? randomHalves(POS, NEG, 0x22e, "person-name:r22") : [];
}
