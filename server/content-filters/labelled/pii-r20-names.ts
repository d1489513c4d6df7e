import { randomHalves, type Labelled } from "./rng";

/**
 * Round 20 probe of the person-name builtin, written by hand before any change (every text invented here; common
 * names of each culture, no real person meant). Three classes:
 * - indic-ethiopic: a name after a relation or contact word, or before an honorific, in Bengali, Tamil, Gurmukhi,
 *   Hindi / Marathi and Amharic (ለ joined to the name, አቶ / ወ/ሮ titles);
 * - coord: two lone given names joined by "or" / "and" in a question or a comparison, names the lexicon may not know;
 * - contact-pair: a given name the lexicon lacks (East African and others) and a surname after a strong contact verb.
 * Hard negatives: the same frames with a group, an office, a company, a place, a product or a month.
 *
 * Each row: [class, language, text]. Split in two halves at random (seed 0x20d): `r20-dev` (tuned on) and
 * `r20-held` (run before and after only).
 */
type Row = readonly [string, string, string];
const POS: ReadonlyArray<Row> = [
  // Bengali
  ["indic-ethiopic", "bn", "আমার শিক্ষক সুব্রত অবসর নিচ্ছেন"],
  ["indic-ethiopic", "bn", "তানিয়া-কে একটা চিঠি লিখে দাও"],
  ["indic-ethiopic", "bn", "আমার বন্ধু অনির্বাণ কাল আসবে"],
  ["indic-ethiopic", "bn", "দিদি মৌমিতা রান্না করছে"],
  ["indic-ethiopic", "bn", "রবিউলকে ফোন করো প্লিজ"],
  ["indic-ethiopic", "bn", "শ্যামল বাবু আজ অফিসে আসেননি"],
  ["indic-ethiopic", "bn", "আমার ভাই সৌমিক পরীক্ষায় প্রথম হয়েছে"],
  ["indic-ethiopic", "bn", "অপর্ণা দি-কে ধন্যবাদ জানাও"],
  ["indic-ethiopic", "bn", "সুমন জী-র সাথে কথা বলো"],
  ["indic-ethiopic", "bn", "আমার সহকর্মী ফারহানা ছুটিতে আছে"],
  // Tamil
  ["indic-ethiopic", "ta", "செல்வம் அவர்களுக்கு ஒரு கடிதம் எழுது"],
  ["indic-ethiopic", "ta", "என் நண்பர் கார்த்திக் நாளை வருகிறார்"],
  ["indic-ethiopic", "ta", "என் அக்கா பிரியா திருமணம் செய்கிறார்"],
  ["indic-ethiopic", "ta", "முருகன் அவர்கள் கூட்டத்திற்கு வருவார்"],
  ["indic-ethiopic", "ta", "என் ஆசிரியர் ராஜேஸ்வரி ஓய்வு பெறுகிறார்"],
  ["indic-ethiopic", "ta", "அருண் சாருக்கு மின்னஞ்சல் அனுப்பு"],
  ["indic-ethiopic", "ta", "என் தம்பி விக்னேஷ் கல்லூரியில் படிக்கிறான்"],
  ["indic-ethiopic", "ta", "லக்ஷ்மி அம்மாவிடம் கேள்"],
  // Gurmukhi
  ["indic-ethiopic", "pa", "ਮੇਰੀ ਭੈਣ ਹਰਪ੍ਰੀਤ ਲਈ ਤੋਹਫ਼ਾ ਚੁਣੋ"],
  ["indic-ethiopic", "pa", "ਗੁਰਪ੍ਰੀਤ ਜੀ ਨੂੰ ਧੰਨਵਾਦ ਕਹੋ"],
  ["indic-ethiopic", "pa", "ਮੇਰਾ ਦੋਸਤ ਜਸਵਿੰਦਰ ਕੱਲ੍ਹ ਆਵੇਗਾ"],
  ["indic-ethiopic", "pa", "ਮੇਰੇ ਭਰਾ ਮਨਦੀਪ ਨੂੰ ਫ਼ੋਨ ਕਰੋ"],
  ["indic-ethiopic", "pa", "ਸਿਮਰਨ ਨੂੰ ਚਿੱਠੀ ਲਿਖੋ"],
  ["indic-ethiopic", "pa", "ਮੇਰੀ ਅਧਿਆਪਕ ਕੁਲਵੰਤ ਕੌਰ ਰਿਟਾਇਰ ਹੋ ਰਹੇ ਹਨ"],
  // Hindi / Marathi
  ["indic-ethiopic", "hi", "मेरी दोस्त नेहा कल आएगी"],
  ["indic-ethiopic", "hi", "मेरे शिक्षक राकेश रिटायर हो रहे हैं"],
  ["indic-ethiopic", "mr", "माझा मित्र सचिन उद्या येणार आहे"],
  ["indic-ethiopic", "mr", "सुनीताला पत्र लिहा"],
  ["indic-ethiopic", "mr", "माझी बहीण अश्विनी पुण्यात राहते"],
  ["indic-ethiopic", "hi", "प्रिय अनुराधा, शुभकामनाएं"],
  // Amharic
  ["indic-ethiopic", "am", "ለአበበ የምስጋና ደብዳቤ ጻፍልኝ"],
  ["indic-ethiopic", "am", "አቶ ተስፋዬ በቀለ ዛሬ አይመጡም"],
  ["indic-ethiopic", "am", "ወ/ሮ አልማዝ ደስታ ስልክ ደውለዋል"],
  ["indic-ethiopic", "am", "ለመሰረት ግርማ ኢሜይል ላክ"],
  ["indic-ethiopic", "am", "ጓደኛዬ ሰላም ነገ ይመጣል"],
  ["indic-ethiopic", "am", "ለወ/ሮ ትዕግስት የልደት ካርድ ጻፍ"],
  ["indic-ethiopic", "am", "ከዳዊት ጋር ተነጋገርኩ"],
  ["indic-ethiopic", "am", "አቶ ዮሐንስ ስብሰባ ላይ ናቸው"],
  // coordinated given names
  ["coord", "en", "Who should present first, Hiroshi or Ngozi?"],
  ["coord", "en", "Hiroshi has the demo and Ngozi has the slides"],
  ["coord", "en", "Should I ask Tendai or Wambui about the budget?"],
  ["coord", "en", "Which is taller, Oluwaseun or Chidera?"],
  ["coord", "en", "Is Bongani or Thandeka on call this weekend?"],
  ["coord", "en", "Kwabena and Efua will share the driving"],
  ["coord", "en", "Between Anahera and Tamati, who writes better?"],
  ["coord", "en", "Can Ikaika or Leilani pick up the cake?"],
  ["coord", "en", "Both Dawit and Selamawit passed the exam."],
  ["coord", "en", "Who won the chess game, Bolat or Aigerim?"],
  ["coord", "en", "Yesterday Nnamdi and Chiamaka cleaned the garage."],
  ["coord", "en", "Does Sipho or Lindiwe have the spare key?"],
  ["coord", "en", "Rank them: Zhanar or Yerlan for team lead?"],
  ["coord", "en", "Should Amaru or Killa open the meeting?"],
  ["coord", "en", "I think Mthunzi and Nomvula are cousins."],
  ["coord", "en", "Who cooks better, Siosaia or Mele?"],
  // contact pair
  ["contact-pair", "en", "Please write to Juma Abdallah about the invoice."],
  ["contact-pair", "en", "email Juma Smith the draft tomorrow"],
  ["contact-pair", "en", "I met Wanjiru Kamau at the conference."],
  ["contact-pair", "en", "Can you call Otieno Ochieng before noon?"],
  ["contact-pair", "en", "Ask Baraka Mwangi for the keys."],
  ["contact-pair", "en", "Invite Nyokabi Wairimu to the review."],
  ["contact-pair", "en", "Thank Kiprono Rotich for the quick fix."],
  ["contact-pair", "en", "cc Achieng Odhiambo on the reply"],
  ["contact-pair", "en", "We should email Mbali Dlamini the contract."],
  ["contact-pair", "en", "Yesterday I met Tesfaye Gebremedhin in Addis."],
  ["contact-pair", "en", "Write to Zawadi Mollel and ask for the photos."],
  ["contact-pair", "en", "Please call Kagiso Molefe about the lease."],
  ["contact-pair", "en", "Draft a note to thank Ayodele Brown for hosting."],
  ["contact-pair", "en", "I need to email Chinonso Taylor today."],
  ["contact-pair", "en", "Did you invite Wekesa Barasa to the party?"],
  ["contact-pair", "en", "Remember to call Halima Said on Monday."],
];
const NEG: ReadonlyArray<Row> = [
  // Indic / Ethiopic near misses
  ["indic-ethiopic", "bn", "আমার শিক্ষক অবসর নিচ্ছেন আগামী মাসে"],
  ["indic-ethiopic", "bn", "অফিসকে একটা চিঠি লিখে দাও"],
  ["indic-ethiopic", "bn", "আমার বন্ধু কাল আসবে না"],
  ["indic-ethiopic", "bn", "কলকাতা শহরে আজ বৃষ্টি হচ্ছে"],
  ["indic-ethiopic", "bn", "ব্যাংককে একটা ইমেল পাঠাও"],
  ["indic-ethiopic", "bn", "আমার ভাই পরীক্ষায় প্রথম হয়েছে"],
  ["indic-ethiopic", "ta", "அனைவருக்கும் ஒரு கடிதம் எழுது"],
  ["indic-ethiopic", "ta", "என் நண்பர் நாளை வருகிறார்"],
  ["indic-ethiopic", "ta", "சென்னை நகரில் மழை பெய்கிறது"],
  ["indic-ethiopic", "ta", "என் ஆசிரியர் ஓய்வு பெறுகிறார்"],
  ["indic-ethiopic", "ta", "வங்கிக்கு மின்னஞ்சல் அனுப்பு"],
  ["indic-ethiopic", "pa", "ਮੇਰੀ ਭੈਣ ਲਈ ਤੋਹਫ਼ਾ ਚੁਣੋ"],
  ["indic-ethiopic", "pa", "ਦਫ਼ਤਰ ਨੂੰ ਚਿੱਠੀ ਲਿਖੋ"],
  ["indic-ethiopic", "pa", "ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਅੱਜ ਮੀਂਹ ਪਿਆ"],
  ["indic-ethiopic", "pa", "ਮੇਰਾ ਦੋਸਤ ਕੱਲ੍ਹ ਆਵੇਗਾ"],
  ["indic-ethiopic", "hi", "मेरी दोस्त कल आएगी"],
  ["indic-ethiopic", "mr", "कार्यालयाला पत्र लिहा"],
  ["indic-ethiopic", "mr", "माझा मित्र उद्या येणार आहे"],
  ["indic-ethiopic", "am", "ለድርጅቱ የምስጋና ደብዳቤ ጻፍልኝ"],
  ["indic-ethiopic", "am", "ለሁሉም ሰራተኞች ኢሜይል ላክ"],
  ["indic-ethiopic", "am", "አዲስ አበባ ዛሬ ዝናብ ነበር"],
  ["indic-ethiopic", "am", "ጓደኛዬ ነገ ይመጣል"],
  ["indic-ethiopic", "am", "ለኩባንያው ደብዳቤ ጻፍ"],
  ["indic-ethiopic", "am", "ከቢሮው ጋር ተነጋገርኩ"],
  // coordination near misses
  ["coord", "en", "Which is faster, Python or Rust?"],
  ["coord", "en", "Should we fly to Nairobi or Kampala?"],
  ["coord", "en", "Kotlin has coroutines and Swift has async/await"],
  ["coord", "en", "Is Monday or Tuesday better for the call?"],
  ["coord", "en", "Which is cheaper, Uber or Bolt?"],
  ["coord", "en", "Compare Postgres and Redis for caching."],
  ["coord", "en", "Do you prefer Netflix or Hulu?"],
  ["coord", "en", "Between Lagos and Accra, which has better food?"],
  ["coord", "en", "Is Excel or Sheets easier for pivots?"],
  ["coord", "en", "Who makes better phones, Samsung or Xiaomi?"],
  ["coord", "en", "Marketing has the budget and Sales has the leads"],
  ["coord", "en", "Should I learn Spanish or Portuguese first?"],
  ["coord", "en", "Is Kilimanjaro or Kenya taller?"],
  ["coord", "en", "Which is older, Yoruba or Igbo writing?"],
  ["coord", "en", "Compare Tesla and Rivian trucks."],
  ["coord", "en", "Should the logo be Teal or Magenta?"],
  // contact near misses
  ["contact-pair", "en", "Please write to Customer Service about the invoice."],
  ["contact-pair", "en", "email Human Resources the draft tomorrow"],
  ["contact-pair", "en", "Can you call Acme Corp before noon?"],
  ["contact-pair", "en", "We met Lake Victoria fishermen on the trip."],
  ["contact-pair", "en", "Ask Google Assistant to set a timer."],
  ["contact-pair", "en", "Invite Product Marketing to the review."],
  ["contact-pair", "en", "Thank Tech Support for the quick fix."],
  ["contact-pair", "en", "cc Legal Team on the reply"],
  ["contact-pair", "en", "I need to email Kenya Airways today."],
  ["contact-pair", "en", "Write to Safaricom Customer Care and ask for a refund."],
  ["contact-pair", "en", "Please call Nairobi Hospital about the bill."],
  ["contact-pair", "en", "Did you invite Engineering Leadership to the party?"],
  ["contact-pair", "en", "Remember to call Next Monday's vendor."],
  ["contact-pair", "en", "I met Mount Kenya hikers on the bus."],
  ["contact-pair", "en", "Ask Chat Support for the order status."],
  ["contact-pair", "en", "email Accounts Payable the receipt"],
];

/** The probe, split in half at random once (seed 0x20d): the development half and the held-out half. */
export function ownPiiRound20Names(slug: string): Array<Labelled & { cls: string }> {
  return slug === "person-name" ? randomHalves(POS, NEG, 0x20d, "person-name:r20") : [];
}
