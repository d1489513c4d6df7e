import { randomHalves, type Labelled, type ProbeRows } from "./rng";

/**
 * Round 15 probe of the person-name builtin, written by hand before any change (every text invented here; common
 * names of each culture, no real person meant), for the classes the r12 outside set missed: "Surname, Given" with a
 * field after a dash or an honorific in brackets; names in Devanagari before a person's postposition (ने, को, यांनी) and
 * in Arabic / Persian after an appointment verb or before a verb; Japanese surname + given name joined to a title
 * (課長, 社長, 先生, 様); Greek / Cyrillic full names standing alone; lower-case "surname given" in chat before a verb.
 * Near misses: the same frames with places, organisations, subjects and tools (Tagalog "Ang Cebu ay …", "Paris,
 * France — …", "सरकार ने …", "تم تعيين مدير …", "経理課長", "Εθνική Τράπεζα", "lol docker compose was late").
 *
 * Split in two halves at random (seed 0x15a): `r15-dev` (tuned on) and `r15-held` (run before and after only).
 */
const POS: ProbeRows = [
  ["en", "Okafor, Chinedu — Candidate #12, Civil Engineering"],
  ["en", "Lindqvist, Astrid (Mrs.)"],
  ["en", "Tanaka, Yui — Applicant 7, Architecture"],
  ["en", "Mensah, Kwabena (Mr.)"],
  ["de", "Brandt, Jonas — Bewerber Nr. 3, Informatik"],
  ["fr", "Lefèvre, Camille (Mme)"],
  ["es", "Ramírez, Lucía — Solicitante 22, Medicina"],
  ["en", "Kowalczyk, Marta — Reviewer, Batch B"],
  ["en", "Haddad, Rania (Dr.)"],
  ["en", "Suzuki, Kenta — Team Lead, Platform"],
  ["hi", "सुनीता वर्मा ने कल रिपोर्ट जमा की।"],
  ["hi", "अमित पटेल ने मीटिंग रद्द कर दी है।"],
  ["hi", "प्रिया गुप्ता को नया लैपटॉप मिला।"],
  ["mr", "अनिल देशमुख यांनी अर्ज दाखल केला."],
  ["hi", "विकास यादव ने फ़ोन नहीं उठाया।"],
  ["ne", "सीता थापाले आज बिदा मागिन्।"],
  ["ar", "تم تعيين خالد العمري مديرا للمبيعات."],
  ["ar", "تمت ترقية سارة الحربي إلى رئيسة القسم."],
  ["ar", "اتصل أحمد منصور بالعميل صباح اليوم."],
  ["ar", "قدّمت مريم يوسف استقالتها أمس."],
  ["fa", "علی رضایی امروز مرخصی گرفت."],
  ["ja", "この書類は田中美咲課長に提出してください。"],
  ["ja", "鈴木一郎社長が来週来日します。"],
  ["ja", "明日、高橋直樹先生の講義があります。"],
  ["ja", "伊藤さくら様からお電話がありました。"],
  ["ja", "山本大輔部長は会議中です。"],
  ["el", "Γιώργος Παπαδόπουλος"],
  ["el", "Μαρία Κωνσταντίνου"],
  ["el", "Ελένη Γεωργίου, Λογίστρια"],
  ["el", "Δημήτρης Νικολάου έστειλε το αρχείο."],
  ["bg", "Иван Петров"],
  ["uk", "Олена Коваленко"],
  ["en", "lol adebayo tunde forgot his laptop again"],
  ["en", "ugh kimura sota missed the deploy call"],
  ["en", "fyi nwosu ebere is out sick today"],
  ["en", "haha garcia mateo was late to standup again"],
  ["en", "btw petrova anya sent the slides"],
  ["en", "omg mwangi wanjiru just called me"],
  ["en", "okay so chen wei was right about the cache"],
  ["en", "lol ahmed yusuf broke the build again"],
  ["en", "Patel, Riya"],
  ["en", "Nguyen, Thanh (Ms.)"],
];

const NEG: ProbeRows = [
  ["tl", "Ang Cebu ay isang lalawigan sa Visayas."],
  ["tl", "Ang Davao ay malaking lungsod sa Mindanao."],
  ["tl", "Ang Bohol ay kilala sa Chocolate Hills."],
  ["tl", "Ang Pasig ay nasa Kalakhang Maynila."],
  ["tl", "Maganda ang Baguio tuwing Disyembre."],
  ["id", "Kota Bandung terletak di Jawa Barat."],
  ["en", "Paris, France — Office #4, Sales"],
  ["en", "Portland, Oregon (USA)"],
  ["en", "Smith & Wesson, Model 10 — Revolver"],
  ["en", "Chemistry, Organic — Course 201, Lab B"],
  ["en", "Berlin, Germany (HQ)"],
  ["en", "Python, Advanced — Module 3, Week 2"],
  ["en", "Apple, Inc. — Ticker AAPL"],
  ["en", "Monday, March — Shift A, Night"],
  ["hi", "सरकार ने आज नई नीति की घोषणा की।"],
  ["hi", "कंपनी ने मीटिंग रद्द कर दी है।"],
  ["hi", "मुंबई को नया हवाई अड्डा मिला।"],
  ["mr", "महापालिकेने अर्ज दाखल केला."],
  ["hi", "भारत ने मैच जीत लिया।"],
  ["ar", "تم تعيين مدير جديد للفرع في الرباط."],
  ["ar", "تمت ترقية الموظفين إلى مناصب أعلى."],
  ["ar", "اتصل المكتب بالعميل صباح اليوم."],
  ["ar", "قدّمت الشركة تقريرها أمس."],
  ["fa", "شرکت امروز تعطیل است."],
  ["ja", "この書類は経理課長に提出してください。"],
  ["ja", "新しい社長が来週来日します。"],
  ["ja", "明日、東京大学で講義があります。"],
  ["ja", "部長会議は三時からです。"],
  ["ja", "大阪支店の課長は会議中です。"],
  ["el", "Θεσσαλονίκη Κέντρο"],
  ["el", "Εθνική Τράπεζα"],
  ["el", "Κεντρική Αγορά, Αθήνα"],
  ["el", "Ο Παρθενώνας έκλεισε για συντήρηση."],
  ["bg", "Народно Събрание"],
  ["uk", "Київ Пасажирський"],
  ["en", "lol the build broke again"],
  ["en", "ugh the deploy call was missed"],
  ["en", "fyi rust tokio is out of date"],
  ["en", "haha docker compose was late to start again"],
  ["en", "btw google docs sent the notification"],
  ["en", "omg react native just crashed on me"],
  ["en", "okay so redis cache was right all along"],
  ["en", "lol spring boot broke the build again"],
];

/** The probe, split in half at random once (seed 0x15a): the development half and the held-out half. */
export function ownPiiRound15Names(slug: string): Labelled[] {
  return slug === "person-name" ? randomHalves(POS, NEG, 0x15a, "person-name:r15") : [];
}
