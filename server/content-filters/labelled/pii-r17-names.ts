import { mulberry32, type Labelled } from "./rng";

/**
 * Round 17 probe of the person-name builtin, written by hand before any change (every text invented here; common
 * names of each culture, no real person meant): a name right after or before a relation or role noun ("my coach
 * tiago", "مديري أحمد", "मेरी टीचर सुनीता", "我的同事王磊", "민수 선배님"), in scripts without capitals and in
 * Latin text in lower case; a name as the object of "write a card / message / thank-you note for X" and "thank X"
 * in many languages; Hungarian surname-first names after a role noun and a comma. Near misses: the same role nouns
 * followed by a verb, a clause, a place, a product, an office or a possessive of a thing.
 *
 * Each row: [class, language, text]. Split in two halves at random (seed 0x17c): `r17-dev` (tuned on) and
 * `r17-held` (run before and after only).
 */
type Row = readonly [string, string, string];
const POS: ReadonlyArray<Row> = [
  // Latin script, lower case, role noun then name
  ["role-lc", "en", "my coach tiago said we train at six tomorrow"],
  ["role-lc", "en", "my manager priya wants the deck by friday"],
  ["role-lc", "en", "our landlord mehmet still hasn't fixed the heater"],
  ["role-lc", "en", "my tutor rosa explained integrals way better than the lecturer"],
  ["role-lc", "en", "my flatmate jonas ate my leftovers again"],
  ["role-lc", "en", "my supervisor olga signed off on the leave"],
  ["role-lc", "en", "ask my colleague kenji, he set up the vpn"],
  ["role-lc", "en", "my neighbour aisha is looking after the cat"],
  ["role-lc", "en", "my mentor david reviewed my cv last night"],
  ["role-lc", "en", "our team lead marta moved standup to 10"],
  ["role-lc", "en", "my classmate chidi shared the notes"],
  ["role-lc", "en", "my cousin farah is getting married in june"],
  ["role-lc", "es", "mi jefe andrés no me deja salir temprano"],
  ["role-lc", "es", "mi profesora lucía nos dio más tarea"],
  ["role-lc", "pt", "meu chefe rodrigo pediu o relatório hoje"],
  ["role-lc", "pt", "minha vizinha rosângela reclamou do barulho"],
  ["role-lc", "fr", "mon collègue julien est malade aujourd'hui"],
  ["role-lc", "fr", "ma prof camille a annulé le cours"],
  ["role-lc", "de", "mein chef matthias hat den urlaub genehmigt"],
  ["role-lc", "de", "meine nachbarin ursula gießt die blumen"],
  ["role-lc", "it", "il mio capo francesco vuole i dati entro lunedì"],
  ["role-lc", "nl", "mijn collega sanne heeft de sleutel"],
  ["role-lc", "tr", "hocam emre bugün derse gelmedi"],
  ["role-lc", "id", "bos saya budi minta laporan besok pagi"],
  ["role-lc", "sw", "mwalimu wangu juma alisema mtihani ni kesho"],
  ["role-lc", "pl", "mój szef tomasz przełożył spotkanie"],
  ["role-lc", "tl", "yung boss ko si marites nagalit kanina"],
  ["role-lc", "vi", "sếp của tôi anh tuấn bảo làm thêm giờ"],
  // cased Latin, name not in any list
  ["role-cased", "en", "My landlady Ngaire texted about the rent."],
  ["role-cased", "en", "Our coach Tevita picked the team for Saturday."],
  ["role-cased", "de", "Mein Ausbilder Kemal hat mir das gezeigt."],
  ["role-cased", "fr", "Ma voisine Ndeye garde les enfants mercredi."],
  ["role-cased", "es", "Mi compañera de piso Xiadani se muda en julio."],
  ["role-cased", "sw", "Mwalimu wangu Wanjiru alinisaidia sana."],
  ["role-cased", "tr", "Müdürüm Serkan izni onayladı."],
  ["role-cased", "tr", "Komşum Gülizar kediye bakıyor."],
  ["role-cased", "hu", "A főnököm, Kovács Béla ma nincs bent."],
  ["role-cased", "hu", "A tanárom, Szabó Eszter dicsérte a dolgozatot."],
  ["role-cased", "hu", "A szomszédom, Tóth Zoltán segített költözni."],
  ["role-cased", "hu", "Az edzőm, Nagy Gergely szerint többet kell futnom."],
  ["role-cased", "fi", "Esimieheni Jukka hyväksyi loman."],
  ["role-cased", "pl", "Moja promotorka Agnieszka przeczytała rozdział."],
  // name before role noun
  ["role-before", "en", "tiago, my coach, says rest on sundays"],
  ["role-before", "en", "Ngozi, our landlady, wants the deposit in cash."],
  ["role-before", "es", "rocío, mi jefa, está de vacaciones"],
  ["role-before", "ja", "田中部長が承認しました。"],
  ["role-before", "ja", "佐藤先生に相談してみます。"],
  ["role-before", "ko", "민수 선배님이 도와주셨어요."],
  ["role-before", "ko", "지영 선생님께 물어볼게요."],
  ["role-before", "zh", "王老师说明天考试。"],
  // caseless scripts, role noun then name
  ["script", "ar", "مديري أحمد وافق على الإجازة."],
  ["script", "ar", "جاري خالد ساعدني في نقل الأثاث."],
  ["script", "ar", "أستاذتي مريم شرحت الدرس مرة ثانية."],
  ["script", "ar", "زميلي يوسف سيغطي مناوبتي غدا."],
  ["script", "fa", "مدیرم رضا امروز مرخصی است."],
  ["script", "fa", "همکارم نگار گزارش را فرستاد."],
  ["script", "fa", "استادم دکتر کامران نامه را امضا کرد."],
  ["script", "ur", "میرے باس عمران نے چھٹی منظور کر دی۔"],
  ["script", "ur", "میری ٹیچر صائمہ نے ہوم ورک دیا۔"],
  ["script", "hi", "मेरी टीचर सुनीता ने होमवर्क दिया।"],
  ["script", "hi", "मेरे मैनेजर राजेश ने छुट्टी मंज़ूर की।"],
  ["script", "hi", "मेरे पड़ोसी विकास कल आएंगे।"],
  ["script", "bn", "আমার শিক্ষক রফিক স্যার আজ আসেননি।"],
  ["script", "bn", "আমার সহকর্মী তানিয়া রিপোর্ট পাঠিয়েছে।"],
  ["script", "ta", "என் மேனேஜர் கார்த்திக் விடுப்பு கொடுத்தார்."],
  ["script", "te", "మా టీచర్ లక్ష్మి గారు హోంవర్క్ ఇచ్చారు."],
  ["script", "zh", "我的同事王磊明天请假。"],
  ["script", "zh", "我的室友李娜把钥匙弄丢了。"],
  ["script", "ja", "上司の山本さんが休みです。"],
  ["script", "ko", "우리 팀장님 김지훈 씨가 회의를 미뤘어요."],
  ["script", "th", "หัวหน้าของฉันคุณสมชายอนุมัติวันลาแล้ว"],
  ["script", "th", "พี่นิดเพื่อนร่วมงานช่วยทำรายงาน"],
  ["script", "ru", "мой начальник артём одобрил отпуск"],
  ["script", "uk", "моя вчителька оксана перенесла урок"],
  ["script", "he", "המנהלת שלי רונית אישרה את החופשה."],
  ["script", "el", "ο προϊστάμενός μου νίκος ενέκρινε την άδεια"],
  // write a message / card / note for X, thank X
  ["frame", "en", "write a birthday card for my aunt Folake"],
  ["frame", "en", "help me write a thank-you note to Mrs Okonkwo"],
  ["frame", "en", "write a short message to thank tomasz for the ride"],
  ["frame", "en", "draft a farewell message for ravi from the whole team"],
  ["frame", "es", "escribe una tarjeta de cumpleaños para mi abuela Rosario"],
  ["frame", "es", "quiero agradecer a Valentina por su ayuda"],
  ["frame", "pt", "escreve uma mensagem de agradecimento para a Dona Graça"],
  ["frame", "fr", "écris un mot de remerciement pour Mathilde"],
  ["frame", "de", "schreib eine Geburtstagskarte für Oma Hildegard"],
  ["frame", "it", "scrivi un biglietto di auguri per Giulia"],
  ["frame", "tr", "Ayşe için bir doğum günü mesajı yaz"],
  ["frame", "id", "buatkan ucapan ulang tahun untuk Sari"],
  ["frame", "ar", "اكتب رسالة شكر إلى سلمى"],
  ["frame", "fa", "یک پیام تبریک تولد برای سارا بنویس"],
  ["frame", "hi", "प्रिया के लिए जन्मदिन का संदेश लिखो"],
  ["frame", "zh", "帮我给张伟写一张生日贺卡"],
  ["frame", "ja", "健太さんへのお礼のメッセージを書いて"],
  ["frame", "ko", "지민에게 생일 축하 메시지를 써 줘"],
];

const NEG: ReadonlyArray<Row> = [
  // role noun then a verb or a clause
  ["role-verb", "en", "my manager approved the budget this morning"],
  ["role-verb", "en", "my teacher said the exam is friday"],
  ["role-verb", "en", "My doctor's office closes at five."],
  ["role-verb", "en", "my coach thinks i should rest"],
  ["role-verb", "en", "our landlord raised the rent again"],
  ["role-verb", "en", "my flatmate never washes the dishes"],
  ["role-verb", "en", "ask my colleague, she set up the vpn"],
  ["role-verb", "en", "my neighbour's dog barks all night"],
  ["role-verb", "en", "my mentor recommended a book on negotiation"],
  ["role-verb", "en", "our team lead moved standup to 10"],
  ["role-verb", "en", "my tutor will be late today"],
  ["role-verb", "en", "my supervisor signed off on the leave"],
  ["role-verb", "es", "mi jefe no me deja salir temprano"],
  ["role-verb", "es", "mi profesora nos dio más tarea"],
  ["role-verb", "pt", "meu chefe pediu o relatório hoje"],
  ["role-verb", "pt", "minha vizinha reclamou do barulho"],
  ["role-verb", "fr", "mon collègue est malade aujourd'hui"],
  ["role-verb", "fr", "ma prof a annulé le cours"],
  ["role-verb", "de", "mein chef hat den urlaub genehmigt"],
  ["role-verb", "de", "meine nachbarin gießt die blumen"],
  ["role-verb", "it", "il mio capo vuole i dati entro lunedì"],
  ["role-verb", "nl", "mijn collega heeft de sleutel"],
  ["role-verb", "tr", "hocam bugün derse gelmedi"],
  ["role-verb", "id", "bos saya minta laporan besok pagi"],
  ["role-verb", "sw", "mwalimu wangu alisema mtihani ni kesho"],
  ["role-verb", "pl", "mój szef przełożył spotkanie"],
  ["role-verb", "vi", "sếp của tôi bảo làm thêm giờ"],
  // role noun then a place, product, or thing
  ["role-thing", "en", "My coach Airbnb was cancelled, so we drove."],
  ["role-thing", "en", "My manager dashboard shows 12 open tickets."],
  ["role-thing", "en", "my doctor at the clinic in leeds referred me"],
  ["role-thing", "en", "my teacher training starts in september"],
  ["role-thing", "en", "our landlord insurance covers the boiler"],
  ["role-thing", "en", "My Team Lead Review is due Friday."],
  ["role-thing", "en", "my nurse practitioner appointment got moved"],
  ["role-thing", "en", "My Boss Baby DVD is scratched."],
  ["role-thing", "de", "Mein Chef Menü kostet 12 Euro."],
  ["role-thing", "es", "Mi profesor de Madrid era muy estricto."],
  ["role-thing", "fr", "Mon prof de maths est absent."],
  ["role-thing", "hu", "A főnököm, szerintem, túl szigorú."],
  ["role-thing", "hu", "A tanárom, mint mindig, késett."],
  ["role-thing", "tr", "Müdürüm İstanbul'a taşındı."],
  ["role-thing", "sw", "Mwalimu wangu Nairobi ni mkali sana."],
  ["role-thing", "fi", "Esimieheni Helsingissä hyväksyi loman."],
  ["role-thing", "pl", "Moja promotorka z Krakowa przeczytała rozdział."],
  ["role-thing", "en", "the coach Tuesday evening was full"],
  // caseless scripts, role noun without a name
  ["script", "ar", "مديري وافق على الإجازة."],
  ["script", "ar", "جاري ساعدني في نقل الأثاث."],
  ["script", "ar", "أستاذتي شرحت الدرس مرة ثانية."],
  ["script", "ar", "زميلي سيغطي مناوبتي غدا."],
  ["script", "fa", "مدیرم امروز مرخصی است."],
  ["script", "fa", "همکارم گزارش را فرستاد."],
  ["script", "ur", "میرے باس نے چھٹی منظور کر دی۔"],
  ["script", "ur", "میری ٹیچر نے ہوم ورک دیا۔"],
  ["script", "hi", "मेरी टीचर ने होमवर्क दिया।"],
  ["script", "hi", "मेरे मैनेजर ने छुट्टी मंज़ूर की।"],
  ["script", "hi", "मेरे पड़ोसी कल आएंगे।"],
  ["script", "bn", "আমার শিক্ষক আজ আসেননি।"],
  ["script", "bn", "আমার সহকর্মী রিপোর্ট পাঠিয়েছে।"],
  ["script", "ta", "என் மேனேஜர் விடுப்பு கொடுத்தார்."],
  ["script", "te", "మా టీచర్ హోంవర్క్ ఇచ్చారు."],
  ["script", "zh", "我的同事明天请假。"],
  ["script", "zh", "我的室友把钥匙弄丢了。"],
  ["script", "zh", "老师说明天考试。"],
  ["script", "ja", "上司が休みです。"],
  ["script", "ja", "先生に相談してみます。"],
  ["script", "ko", "선배님이 도와주셨어요."],
  ["script", "ko", "우리 팀장님이 회의를 미뤘어요."],
  ["script", "th", "หัวหน้าของฉันอนุมัติวันลาแล้ว"],
  ["script", "ru", "мой начальник одобрил отпуск"],
  ["script", "uk", "моя вчителька перенесла урок"],
  ["script", "he", "המנהלת שלי אישרה את החופשה."],
  ["script", "el", "ο προϊστάμενός μου ενέκρινε την άδεια"],
  // write a message for a non-person, thank a non-person
  ["frame", "en", "write a birthday card for my aunt"],
  ["frame", "en", "help me write a thank-you note to the hiring committee"],
  ["frame", "en", "write a short message to thank the team for the launch"],
  ["frame", "en", "draft a farewell message for the whole department"],
  ["frame", "es", "escribe una tarjeta de cumpleaños para mi abuela"],
  ["frame", "es", "quiero agradecer a todos por su ayuda"],
  ["frame", "pt", "escreve uma mensagem de agradecimento para a equipe"],
  ["frame", "fr", "écris un mot de remerciement pour la directrice"],
  ["frame", "de", "schreib eine Geburtstagskarte für meinen Opa"],
  ["frame", "it", "scrivi un biglietto di auguri per Natale"],
  ["frame", "tr", "annem için bir doğum günü mesajı yaz"],
  ["frame", "id", "buatkan ucapan ulang tahun untuk kakak saya"],
  ["frame", "ar", "اكتب رسالة شكر إلى المدير"],
  ["frame", "fa", "یک پیام تبریک تولد برای مادرم بنویس"],
  ["frame", "hi", "माँ के लिए जन्मदिन का संदेश लिखो"],
  ["frame", "zh", "帮我给老师写一张生日贺卡"],
  ["frame", "ja", "先輩へのお礼のメッセージを書いて"],
  ["frame", "ko", "선생님에게 생일 축하 메시지를 써 줘"],
];

/** The probe, split in half at random once (seed 0x17c): the development half and the held-out half. */
export function ownPiiRound17Names(slug: string): Array<Labelled & { cls: string }> {
  if (slug !== "person-name") return [];
  const out: Array<Labelled & { cls: string }> = [];
  for (const [label, rows] of [
    [1, POS],
    [0, NEG],
  ] as const) {
    const rng = mulberry32(0x17c + label);
    const keys = rows.map(() => rng());
    const order = rows.map((_, i) => i).sort((a, b) => keys[a] - keys[b] || a - b);
    order.forEach((i, k) => {
      const [cls, lang, text] = rows[i];
      const half = k % 2 === 0 ? "dev" : "held";
      out.push({ text, label, source: `person-name:r17-${half}`, group: `person-name:r17-${label}-${i}`, lang, cls });
    });
  }
  return out;
}
