import { randomHalves, type Labelled } from "./rng";

/**
 * Round 21 probe of the person-name builtin, written by hand before any change (every text invented here; common
 * names of each culture, no real person meant). Eleven classes:
 * - slavic-case: a given name and a surname inflected by case (pl, cs, sk, ru, uk dative / genitive / instrumental);
 * - table: people in CSV / TSV rows under name headers, pandas and SQL snippets;
 * - indic-particle: an Indic-script full name before a postposition or case particle (hi, mr, bn, ta);
 * - arabic-kin: an Arabic full name (ism + nasab / laqab) after a kin word with an attached preposition;
 * - apposition: a lone given name after a relation noun, or after a verb of replying (en, it, de, fr, es, pt, nl);
 * - lower-role: a lower-case full name with a role predicate in chat;
 * - intro: two given names in an email-intro subject;
 * - cjk-honorific: Chinese / Japanese / Korean names before an honorific;
 * Near misses for those (offices, products, places in the same frames) and three classes of their own:
 * - brand: chains, marketplaces, software projects and film studios named like people;
 * - holiday: feasts whose words are also given names;
 * - place: Vietnamese and Yoruba places with their diacritics after travel or place words.
 *
 * Each row: [class, language, text]. Split in two halves at random (seed 0x21d): `r21-dev` (tuned on) and
 * `r21-held` (run before and after only).
 */
type Row = readonly [string, string, string];
const POS: ReadonlyArray<Row> = [
  // Slavic case forms
  ["slavic-case", "pl", "List dla Katarzyny Nowakowskiej w sprawie urlopu"],
  ["slavic-case", "pl", "Przekaż to Tomaszowi Wiśniewskiemu jutro rano"],
  ["slavic-case", "pl", "Rozmawiałem wczoraj z Agnieszką Kowalczyk o projekcie"],
  ["slavic-case", "pl", "Podziękuj Pawłowi Zielińskiemu za pomoc"],
  ["slavic-case", "pl", "kup prezent dla Marty Lewandowskiej"],
  ["slavic-case", "cs", "Napiš dopis Petrovi Novákovi o smlouvě"],
  ["slavic-case", "cs", "Mluvil jsem včera s Janou Dvořákovou"],
  ["slavic-case", "cs", "Dárek pro Lucii Svobodovou na narozeniny"],
  ["slavic-case", "cs", "Poděkuj Martinu Procházkovi za pomoc"],
  ["slavic-case", "sk", "Pošli správu Jánovi Horváthovi"],
  ["slavic-case", "ru", "Письмо для Анны Петровой про отпуск"],
  ["slavic-case", "ru", "Передай документы Сергею Иванову"],
  ["slavic-case", "ru", "Я говорил вчера с Ольгой Смирновой"],
  ["slavic-case", "ru", "Позвони Дмитрию Кузнецову завтра"],
  ["slavic-case", "uk", "Лист для Оксани Шевченко щодо договору"],
  ["slavic-case", "uk", "Передай привіт Андрію Коваленку"],
  ["slavic-case", "uk", "Я зустрівся з Іриною Бондаренко на конференції"],
  ["slavic-case", "ru", "Напиши поздравление Елене Соколовой"],
  // tables, pandas, SQL
  ["table", "en", "first_name,last_name,city\nSiobhan,Kelly,Cork\nRavi,Shankar,Pune"],
  ["table", "en", "name\tage\tdept\nLena Vogel\t34\tSales\nOmar Haddad\t41\tOps"],
  ["table", "es", "nombre,apellido,edad\nLucía,Fernández,29"],
  ["table", "de", "Vorname;Nachname;Abteilung\nJürgen;Baumann;Einkauf"],
  ["table", "en", "df = pd.DataFrame({'name': ['Aisha Bello', 'Tomás Ruiz'], 'age': [31, 45]})"],
  ["table", "en", "INSERT INTO customers (first_name, last_name) VALUES ('Priya', 'Nair');"],
  ["table", "en", "SELECT * FROM users WHERE last_name = 'Okafor' AND first_name = 'Chidi';"],
  ["table", "fr", "prénom,nom,ville\nAmélie,Rousseau,Lyon"],
  ["table", "it", "nome,cognome,reparto\nGiulia,Ferraro,vendite"],
  ["table", "en", "id,full_name,role\n17,Oksana Melnyk,analyst\n18,Kenji Mori,dev"],
  ["table", "en", "Clean this csv:\nfirst,last,phone\nmateo,silva,555-0101"],
  ["table", "en", "df.loc[df['customer'] == 'Hannah Becker', 'status'] = 'vip'"],
  ["table", "pt", "nome;sobrenome;cidade\nJoão;Carvalho;Recife"],
  ["table", "en", "UPDATE staff SET name = 'Wanjiru Kamau' WHERE id = 7;"],
  // Indic full names with a particle
  ["indic-particle", "hi", "राहुल शर्मा को ईमेल भेजो"],
  ["indic-particle", "hi", "कल मैंने प्रिया वर्मा से बात की"],
  ["indic-particle", "hi", "यह सुनील कुमार का फ़ोन नंबर है"],
  ["indic-particle", "hi", "अनीता देसाई ने रिपोर्ट भेजी"],
  ["indic-particle", "hi", "विकास गुप्ता के लिए टिकट बुक करो"],
  ["indic-particle", "hi", "पूजा मिश्रा की शादी अगले महीने है"],
  ["indic-particle", "mr", "संजय पाटील यांना पत्र पाठवा"],
  ["indic-particle", "mr", "मी स्नेहा कुलकर्णी यांच्याशी बोललो"],
  ["indic-particle", "mr", "रोहित देशमुख ने अहवाल पाठवला"],
  ["indic-particle", "mr", "मंगेश पवार ला फोन कर"],
  ["indic-particle", "bn", "সুমিত চক্রবর্তীকে ফোন করো"],
  ["indic-particle", "bn", "আমি রিয়া সেনের সাথে কথা বলেছি"],
  ["indic-particle", "bn", "তপন বিশ্বাসের বাড়ি কোথায়?"],
  ["indic-particle", "bn", "অমিত দাস কে একটা মেইল পাঠাও"],
  ["indic-particle", "ta", "ராஜேஷ் குமாருக்கு மின்னஞ்சல் அனுப்பு"],
  // Arabic full names after a kin word
  ["arabic-kin", "ar", "اكتب رسالة لأخي محمد عبد الله الحربي"],
  ["arabic-kin", "ar", "أرسل هذه الصورة لأختي فاطمة بنت علي الزهراني"],
  ["arabic-kin", "ar", "سأسافر مع أبي أحمد بن سعيد القحطاني"],
  ["arabic-kin", "ar", "هدية لأمي مريم عبد الرحمن العتيبي"],
  ["arabic-kin", "ar", "تحدثت مع عمي خالد عبد العزيز الشمري"],
  ["arabic-kin", "ar", "بطاقة تهنئة لابن عمي يوسف عبد الكريم المطيري"],
  ["arabic-kin", "ar", "اتصل بأخي عمر عبد الله الدوسري غدا"],
  ["arabic-kin", "ar", "رسالة شكر لصديقي حسن علي المصري"],
  ["arabic-kin", "ar", "ذهبت مع أختي نورة سالم الغامدي إلى السوق"],
  ["arabic-kin", "ar", "أريد كتابة دعوة لخالي إبراهيم عبد الله النعيمي"],
  // a lone given name in apposition, or after a verb of replying
  ["apposition", "en", "What should I get my mother-in-law, Beatrice, for her birthday?"],
  ["apposition", "en", "my buddy marco wants to join the hike"],
  ["apposition", "en", "Help me write a toast for my sister-in-law, Ingrid?"],
  ["apposition", "en", "my coworker, Thandiwe, asked about the deadline"],
  ["apposition", "en", "my roommate kelechi keeps eating my food"],
  ["apposition", "en", "What do I tell my father-in-law, Bogdan?"],
  ["apposition", "it", "Come rispondo a Giacomo che mi ha chiesto un prestito?"],
  ["apposition", "it", "devo scrivere a Ludovica che non posso venire"],
  ["apposition", "de", "Wie antworte ich Jörg auf seine Einladung?"],
  ["apposition", "de", "Ich muss meiner Schwiegermutter, Hannelore, eine Karte schreiben"],
  ["apposition", "fr", "Comment répondre à Sandrine qui m'a écrit hier ?"],
  ["apposition", "fr", "Aide-moi à répondre à Gaëlle poliment"],
  ["apposition", "es", "¿Cómo le contesto a Rocío que me pidió dinero?"],
  ["apposition", "es", "quiero responder a Maite que sí voy"],
  ["apposition", "pt", "Como respondo ao Joaquim sobre o convite?"],
  ["apposition", "nl", "Hoe antwoord ik Femke op haar bericht?"],
  // lower-case full names with a role
  ["lower-role", "en", "juan carlos medina rojas is our it guy"],
  ["lower-role", "en", "ngozi eze okafor is the new hr lead"],
  ["lower-role", "en", "fernanda lima souza is our accountant"],
  ["lower-role", "en", "mehmet ali yilmaz is the project manager"],
  ["lower-role", "en", "piotr nowak is our sysadmin btw"],
  ["lower-role", "fr", "sophie martin dubois est notre comptable"],
  ["lower-role", "de", "anna maria schmidt ist unsere teamleiterin"],
  ["lower-role", "en", "kwame mensah is our landlord"],
  ["lower-role", "es", "lucia garcia lopez es nuestra jefa"],
  ["lower-role", "en", "fyi tomasz zielinski is the new cfo"],
  // email-intro subjects
  ["intro", "en", "Subject: Intro — Priyanka ↔ Mateus"],
  ["intro", "en", "Intro: Fatima <> Jonas (design systems)"],
  ["intro", "en", "connecting Leilani and Dmitri re: the grant"],
  ["intro", "en", "Subject: Introduction: Chiara / Kofi"],
  ["intro", "en", "Re: Intro Sven <> Aylin"],
  ["intro", "en", "Connecting Haruto and Beatriz about the pilot"],
  ["intro", "en", "Subject: Intro – Olumide ↔ Ingrid"],
  ["intro", "en", "Quick intro: Tariq <> Marisol"],
  ["intro", "en", "Draft an email: intro Anneke <> Rashid, both in fintech"],
  ["intro", "en", "Subject: Zanele <> Matthias intro"],
  // CJK names before an honorific
  ["cjk-honorific", "zh", "请把文件发给王丽娟女士"],
  ["cjk-honorific", "zh", "张伟先生明天到"],
  ["cjk-honorific", "zh", "李红梅老师的课改到周五"],
  ["cjk-honorific", "zh", "我想感谢陈志强先生的帮助"],
  ["cjk-honorific", "ja", "田中美咲さんに連絡してください"],
  ["cjk-honorific", "ja", "佐藤健太様へのお礼状を書いて"],
  ["cjk-honorific", "ja", "明日は山本花子さんと会います"],
  ["cjk-honorific", "ko", "김민준 씨에게 이메일을 보내 주세요"],
  ["cjk-honorific", "ko", "이서연님께 감사 인사를 전해 주세요"],
  ["cjk-honorific", "ko", "박지훈 선생님이 오늘 결석하셨어요"],
  ["cjk-honorific", "zh", "周晓燕女士的航班延误了"],
  ["cjk-honorific", "ko", "정유진님 회의 시간 확인 부탁드려요"],
];
const NEG: ReadonlyArray<Row> = [
  // Slavic near misses: offices and institutions in the same case frames
  ["slavic-case", "pl", "List dla Urzędu Skarbowego w sprawie podatku"],
  ["slavic-case", "pl", "Przekaż to Działowi Kadr jutro rano"],
  ["slavic-case", "ru", "Письмо для Министерства Финансов про отчёт"],
  ["slavic-case", "ru", "Позвони в Службу Поддержки завтра"],
  ["slavic-case", "cs", "Napiš dopis Městskému Úřadu o parkování"],
  ["slavic-case", "uk", "Передай документи Податковій Службі"],
  // tables of things
  ["table", "en", "product,category,price\nApple Juice,Drinks,2.50\nGreen Tea,Drinks,3.10"],
  ["table", "en", "city,country\nSan Jose,Costa Rica\nSanta Fe,Argentina"],
  ["table", "en", "df = pd.DataFrame({'name': ['Sales', 'Marketing'], 'budget': [10, 20]})"],
  ["table", "en", "INSERT INTO products (name, price) VALUES ('Green Tea', 3.5);"],
  ["table", "es", "nombre,precio\nCafé Molido,4.20\nPan Integral,2.10"],
  ["table", "en", "first_name,last_name,email\n(no rows yet)"],
  ["table", "de", "Name;Version\nReact;18.2\nNext;14.1"],
  // Indic near misses
  ["indic-particle", "hi", "दिल्ली मेट्रो को ईमेल भेजो"],
  ["indic-particle", "hi", "यह भारतीय रेलवे का नंबर है"],
  ["indic-particle", "hi", "मुंबई पुलिस ने रिपोर्ट भेजी"],
  ["indic-particle", "hi", "टाटा मोटर्स के लिए टिकट बुक करो"],
  ["indic-particle", "bn", "কলকাতা পৌরসভাকে ফোন করো"],
  ["indic-particle", "mr", "पुणे महानगरपालिका ला पत्र पाठवा"],
  // Arabic near misses
  ["arabic-kin", "ar", "اكتب رسالة لأخي عن مدينة الملك عبد الله الاقتصادية"],
  ["arabic-kin", "ar", "سأسافر مع أبي إلى مطار الملك عبد العزيز الدولي"],
  ["arabic-kin", "ar", "اشتريت هدية لأمي من مكتبة جرير"],
  ["arabic-kin", "ar", "تحدثت مع عمي عن جامعة الملك سعود"],
  ["arabic-kin", "ar", "اتصل بأخي بخصوص حساب بنك الراجحي"],
  // apposition / reply near misses
  ["apposition", "en", "my mother-in-law, bless her, wants to visit again"],
  ["apposition", "en", "my buddy list is empty after the update"],
  ["apposition", "it", "come rispondo a tutti che non posso venire?"],
  ["apposition", "de", "Ich antworte Ihnen morgen ausführlich"],
  ["apposition", "fr", "Comment répondre à la mairie au sujet du permis ?"],
  ["apposition", "es", "¿Cómo le contesto a Hacienda sobre la multa?"],
  ["apposition", "en", "my sister-in-law, the nurse, is visiting"],
  // lower-case role near misses
  ["lower-role", "en", "visual studio code is our main editor"],
  ["lower-role", "en", "google cloud platform is our provider"],
  ["lower-role", "en", "new york city is our hq"],
  ["lower-role", "es", "banco santander es nuestro banco"],
  ["lower-role", "de", "deutsche bahn ist unser partner"],
  // intro near misses
  ["intro", "en", "Intro — Sales ↔ Marketing handoff"],
  ["intro", "en", "Subject: Intro: Stripe <> Shopify integration"],
  ["intro", "en", "connecting Slack and Jira for alerts"],
  ["intro", "en", "Connecting London and Paris by rail"],
  ["intro", "en", "Subject: Intro – Q3 ↔ Q4 planning"],
  // CJK near misses
  ["cjk-honorific", "zh", "请把文件发给人事部"],
  ["cjk-honorific", "zh", "感谢老师的帮助"],
  ["cjk-honorific", "ja", "お客様へのお礼状を書いて"],
  ["cjk-honorific", "ja", "皆さんに連絡してください"],
  ["cjk-honorific", "ko", "고객님께 감사 인사를 전해 주세요"],
  ["cjk-honorific", "ko", "선생님이 오늘 결석하셨어요"],
  // brands, projects, studios
  ["brand", "en", "Is Trader Joe's open on Sunday?"],
  ["brand", "es", "Lo compré en Mercado Libre la semana pasada"],
  ["brand", "pt", "Minha conta do Mercado Pago foi bloqueada"],
  ["brand", "en", "Does Harris Teeter deliver to my area?"],
  ["brand", "en", "I ordered the sofa from John Lewis"],
  ["brand", "en", "Meet me at Tim Hortons at nine"],
  ["brand", "nl", "Ik doe boodschappen bij Albert Heijn"],
  ["brand", "en", "Fred Meyer has a sale on paper towels"],
  ["brand", "en", "We migrated from Apache Camel to Spring Integration"],
  ["brand", "en", "Is Apache Cassandra better than MongoDB for writes?"],
  ["brand", "en", "Apache Zookeeper keeps losing quorum"],
  ["brand", "en", "Write a Pig script for Apache Hadoop"],
  ["brand", "en", "Warner Bros released the trailer today"],
  ["brand", "en", "Walt Disney Studios announced a sequel"],
  ["brand", "fr", "Le film est produit par Metro-Goldwyn-Mayer"],
  ["brand", "de", "Ich kaufe meine Drogerieartikel bei Dirk Rossmann"],
  ["brand", "en", "How do I configure Apache Kafka with Apache Flink?"],
  ["brand", "es", "Mercado Livre ou Mercado Libre, qual é melhor?"],
  // holidays
  ["holiday", "tr", "Ramazan Bayramı'nda annemi ziyaret edeceğim"],
  ["holiday", "tr", "Kurban Bayramı tatili ne zaman başlıyor?"],
  ["holiday", "id", "Mudik Lebaran tahun ini macet sekali"],
  ["holiday", "id", "Selamat Hari Raya Idul Fitri, mohon maaf lahir batin"],
  ["holiday", "id", "Idul Adha jatuh pada hari Senin"],
  ["holiday", "es", "El Domingo de Pentecostés la iglesia estará llena"],
  ["holiday", "es", "Procesión del Domingo de Ramos en Sevilla"],
  ["holiday", "pt", "Vamos à Festa de São João em junho"],
  ["holiday", "de", "Am Sankt Martin gehen die Kinder mit Laternen"],
  ["holiday", "en", "Is Whit Monday a bank holiday this year?"],
  ["holiday", "tr", "Ramazan Bayramı ve Kurban Bayramı tarihleri"],
  ["holiday", "id", "Libur Lebaran Idul Fitri berapa hari?"],
  ["holiday", "es", "Feliz Pascua de Resurrección a todos"],
  ["holiday", "en", "Happy Easter Monday from all of us"],
  // places
  ["place", "vi", "Tôi muốn du lịch Đà Nẵng và Hội An"],
  ["place", "en", "Next week I fly to Phú Quốc then Nha Trang"],
  ["place", "vi", "Đi Phan Thiết bằng xe khách mất bao lâu?"],
  ["place", "vi", "Cuối tuần này đi Vũng Tàu nhé"],
  ["place", "en", "We took a cruise in Hạ Long Bay"],
  ["place", "en", "Our hotel is near Hồ Tây in Hà Nội"],
  ["place", "vi", "Chợ nổi Cái Răng ở Cần Thơ rất đông"],
  ["place", "en", "I am staying in Quy Nhơn near the beach"],
  ["place", "yo", "Mo lọ sí ọjà Ọ̀yìngbò lánàá"],
  ["place", "en", "We visited Ilé-Ifẹ̀ and Òṣogbo last month"],
  ["place", "en", "Buy fabric at Ọjà Ọba in Ìbàdàn"],
  ["place", "yo", "A ó rìnrìn àjò lọ sí Abẹ́òkúta lọ́la"],
  ["place", "en", "The bus to Ògbómọ̀ṣọ́ leaves at noon"],
  ["place", "en", "Travel guide for Bà Rịa and Long Hải"],
];

/** The probe, split in half at random once (seed 0x21d): the development half and the held-out half. */
export function ownPiiRound21Names(slug: string): Array<Labelled & { cls: string }> {
  return slug === "person-name" ? randomHalves(POS, NEG, 0x21d, "person-name:r21") : [];
}
