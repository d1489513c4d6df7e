/**
 * A small probe of the person-name filter on cultures its lexicon covered thinly (written before
 * the lexicon was widened, not tuned against afterwards): invented full names (a given name and a
 * surname of one culture, paired at random-looking offsets) in sentences, and near-miss sentences
 * whose capitalised runs are greetings, dishes, places and phrases of the same languages.
 *
 *   npx tsx scripts/filters/thin-culture-probe.ts [--verbose]
 */
import { detectPersonNames } from "../../server/content-filters/person-name";

const CULTURES: Record<string, [string[], string[]]> = {
  igbo: [["Chidera", "Obiageli", "Ikenna", "Nkechinyere", "Ebuka", "Chiamaka", "Somtochukwu", "Uchenna", "Adaeze", "Kelechi"], ["Okonkwo", "Nwachukwu", "Eze", "Okafor", "Obiora", "Anyanwu", "Nnamdi", "Ugwu", "Onyekachi", "Ezeaku"]],
  yoruba: [["Oluwaseun", "Adebayo", "Temitope", "Folasade", "Olumide", "Ayodeji", "Oreoluwa", "Babatunde", "Titilayo", "Damilola"], ["Adeyemi", "Ogunleye", "Afolabi", "Olaniyan", "Bamidele", "Adesanya", "Oyelaran", "Akinwande", "Fashola", "Ogundipe"]],
  hausa: [["Abubakar", "Zainab", "Usman", "Hauwa", "Sani", "Halima", "Lawal", "Rabi", "Garba", "Aisha"], ["Danjuma", "Bello", "Mohammed", "Yakubu", "Dikko", "Shehu", "Tanko", "Gwarzo", "Maikano", "Dantata"]],
  akan: [["Kwame", "Akosua", "Kofi", "Ama", "Yaw", "Abena", "Kwabena", "Efua", "Kwesi", "Adwoa"], ["Mensah", "Owusu", "Boateng", "Asante", "Agyeman", "Osei", "Appiah", "Ofori", "Darko", "Amoako"]],
  zulu_xhosa: [["Sipho", "Nomvula", "Thandeka", "Lwazi", "Siyabonga", "Ayanda", "Zodwa", "Bongani", "Nokuthula", "Lindiwe"], ["Dlamini", "Ndlovu", "Mkhize", "Zungu", "Ngcobo", "Mthembu", "Buthelezi", "Madikizela", "Xaba", "Nxumalo"]],
  amharic: [["Abebe", "Tigist", "Dawit", "Meseret", "Yohannes", "Selamawit", "Bekele", "Hirut", "Tesfaye", "Mekdes"], ["Girma", "Haile", "Tadesse", "Alemu", "Wolde", "Kebede", "Assefa", "Mengistu", "Gebremariam", "Desta"]],
  swahili: [["Baraka", "Neema", "Juma", "Zawadi", "Imani", "Jabari", "Rehema", "Bakari", "Amani", "Wanjiru"], ["Mwangi", "Otieno", "Kamau", "Wanjiku", "Odhiambo", "Mutua", "Njoroge", "Kiprono", "Chege", "Mwakilema"]],
  baltic: [["Rūta", "Mindaugas", "Aistė", "Gintaras", "Ilze", "Jānis", "Kristaps", "Liene", "Tõnu", "Kadri"], ["Kazlauskas", "Petrauskienė", "Bērziņš", "Ozoliņa", "Tamm", "Saar", "Jankauskas", "Kalniņš", "Mägi", "Vasiliauskas"]],
  hungarian: [["Zsófia", "Bence", "Réka", "Levente", "Boglárka", "Gergő", "Csenge", "Szabolcs", "Eszter", "Zoltán"], ["Nagy", "Kovács", "Szabó", "Tóth", "Horváth", "Varga", "Kiss", "Molnár", "Farkas", "Balogh"]],
  finnish: [["Aino", "Eetu", "Helmi", "Juhani", "Kerttu", "Lauri", "Satu", "Tuomas", "Venla", "Onni"], ["Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen", "Lehtonen"]],
  icelandic: [["Guðrún", "Sigurður", "Katrín", "Þórður", "Hildur", "Gunnar", "Ásdís", "Einar", "Sólveig", "Bjarni"], ["Jónsdóttir", "Sigurðsson", "Magnúsdóttir", "Ólafsson", "Einarsdóttir", "Stefánsson", "Kristjánsdóttir", "Gunnarsson", "Björnsdóttir", "Pálsson"]],
  greek: [["Eleni", "Giorgos", "Dimitra", "Konstantinos", "Vasiliki", "Panagiotis", "Chrysa", "Stavros", "Despina", "Thanasis"], ["Papadopoulos", "Georgiou", "Nikolaidis", "Konstantinidou", "Vlachos", "Karagiannis", "Oikonomou", "Papadaki", "Makris", "Antonopoulou"]],
  turkish: [["Elif", "Emre", "Zeynep", "Burak", "Ayşe", "Kerem", "Büşra", "Oğuz", "Merve", "Tolga"], ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan"]],
  persian: [["Arash", "Shirin", "Dariush", "Parisa", "Kourosh", "Niloufar", "Babak", "Roya", "Farhad", "Mahsa"], ["Tehrani", "Hosseini", "Rahimi", "Karimi", "Jafari", "Moradi", "Ahmadi", "Sadeghi", "Shirazi", "Ghorbani"]],
  tamil_telugu: [["Karthik", "Lakshmi", "Senthil", "Kavya", "Venkatesh", "Priyanka", "Murugan", "Sowmya", "Ramesh", "Anitha"], ["Subramanian", "Ramaswamy", "Venkataraman", "Krishnamurthy", "Reddy", "Naidu", "Chandrasekaran", "Rao", "Pillai", "Annamalai"]],
  bengali_punjabi: [["Arnab", "Sumaiya", "Debashish", "Tahmina", "Gurpreet", "Harjeet", "Rupinder", "Anirban", "Mithila", "Jaspreet"], ["Chowdhury", "Bhattacharya", "Mukherjee", "Sandhu", "Dhillon", "Grewal", "Chatterjee", "Sidhu", "Banerjee", "Gill"]],
  filipino: [["Maricel", "Jomar", "Rowena", "Rodel", "Lorna", "Arnel", "Marites", "Jericho", "Liezl", "Ramil"], ["Dela Cruz", "Bautista", "Macaraeg", "Santos", "Villanueva", "Dimaculangan", "Mercado", "Pangilinan", "Magsaysay", "Manalo"]],
  indonesian_malay: [["Siti", "Budi", "Wulan", "Agus", "Dewi", "Hafiz", "Nurul", "Rizky", "Aminah", "Fadli"], ["Santoso", "Wijaya", "Hidayat", "Kusuma", "Saputra", "Setiawan", "Rahman", "Harahap", "Nasution", "Lubis"]],
  thai: [["Somchai", "Kanya", "Anan", "Siriporn", "Thanakorn", "Pimchanok", "Wichai", "Nattaya", "Kittisak", "Malai"], ["Srisuk", "Chaiyaporn", "Wongsawat", "Rattanakosin", "Boonmee", "Saetang", "Suwannarat", "Phongphan", "Kaewmanee", "Thongchai"]],
  vietnamese: [["Nguyễn Thị", "Trần Văn", "Lê Minh", "Phạm Thu", "Hoàng Anh", "Võ Quốc", "Đặng Ngọc", "Bùi Thanh", "Đỗ Hải", "Huỳnh Bảo"], ["Hương", "Dũng", "Tuấn", "Trang", "Khoa", "Vy", "Hải", "Nhung", "Long", "Châu"]],
  polynesian: [["Keoni", "Leilani", "Tama", "Moana", "Sione", "Losana", "Tevita", "Mele", "Rangi", "Aroha"], ["Kahananui", "Makoa", "Fonoti", "Tuilagi", "Taufa", "Fifita", "Ngata", "Parata", "Tupou", "Kealoha"]],
  hebrew: [["Yael", "Noam", "Tamar", "Avi", "Shira", "Eitan", "Noa", "Yosef", "Hadas", "Ariel"], ["Cohen", "Levi", "Mizrahi", "Peretz", "Biton", "Friedman", "Avraham", "Dahan", "Shapiro", "Katz"]],
};

const TEMPLATES = [
  (n: string) => `Please forward the signed contract to ${n} before Friday.`,
  (n: string) => `The report was reviewed by ${n} and approved last week.`,
  (n: string) => `Yesterday I met ${n} at the conference in the morning.`,
  (n: string) => `${n} will join the call at three o'clock.`,
  (n: string) => `Can you draft a reply thanking ${n} for the quick feedback?`,
];

export const probeNames: Array<{ culture: string; name: string; text: string }> = [];
for (const [culture, [given, sur]] of Object.entries(CULTURES)) {
  for (let i = 0; i < 20; i++) {
    // invented pairs: given i mod 10 with surname (3i + 1 + floor(i / 10)) mod 10
    const name = `${given[i % 10]} ${sur[(3 * i + 1 + Math.floor(i / 10)) % 10]}`;
    probeNames.push({ culture, name, text: TEMPLATES[i % TEMPLATES.length](name) });
  }
}

/** Near misses: capitalised runs from the same languages that are not people. */
export const probeNearMisses = [
  "We ordered Jollof Rice and Suya Skewers for the team lunch.",
  "The song Hakuna Matata played all evening.",
  "Our flight lands at Kotoka International tomorrow.",
  "She greeted everyone with Sawubona Baba and a smile.",
  "The restaurant serves Injera Firfir on Sundays.",
  "Add Kenkey Fante to the menu draft.",
  "The album Fela Kuti Live was remastered.",
  "Book a room near Victoria Island for the summit.",
  "Try the Pad Thai and Tom Yum at the stall.",
  "We visited Chiang Mai and Ko Samui in March.",
  "The phrase Selamat Pagi means good morning.",
  "Order Nasi Goreng and Mee Goreng for two.",
  "The office moved to Kuala Lumpur last year.",
  "Xin Chào is how you say hello.",
  "The Pho Bo at that place is excellent.",
  "We took a boat across Ha Long Bay.",
  "Kia Ora and welcome to the onboarding session.",
  "The Haka Performance opened the match.",
  "Aloha Friday is a tradition at the branch office.",
  "Mele Kalikimaka was printed on every card.",
  "Shalom Aleichem was sung at the dinner.",
  "The Yom Kippur schedule is posted on the board.",
  "Toda Raba for the quick reply.",
  "Merhaba Dünya is the first program in the Turkish course.",
  "The Kapalı Çarşı opens at nine.",
  "Order Iskender Kebab and Ayran for the table.",
  "Nowruz Mubarak to all our colleagues.",
  "The Khoresh Sabzi recipe needs fresh herbs.",
  "Kalimera Sas from the Athens office.",
  "The Acropolis Museum closes early on Tuesdays.",
  "Order Spanakopita and Souvlaki Pita for lunch.",
  "Kiitos Paljon for the feedback on the draft.",
  "The Suomen Pankki report came out today.",
  "We stayed near Þingvellir National Park.",
  "Takk Fyrir for the invitation.",
  "Jó Reggelt from the Budapest team.",
  "The Széchenyi Fürdő is open all year.",
  "Order Gulyás Leves and Lángos for dinner.",
  "Labas Rytas everyone, the standup starts now.",
  "The Rīgas Centrāltirgus is a huge market.",
  "Tere Hommikust from the Tallinn office.",
  "The Vanakkam Chennai podcast starts today.",
  "Order Masala Dosa and Filter Kaapi for the meeting.",
  "The Durga Puja holiday is next week.",
  "Sat Sri Akal to the Punjab team.",
  "Try the Sarson Da Saag with Makki Roti.",
  "Salamat Po for the help with the migration.",
  "Order Chicken Adobo and Halo Halo for dessert.",
  "Maligayang Pasko from the Manila office.",
  "The Jeepney Route map needs an update.",
  "Terima Kasih for joining the workshop.",
  "Sabai Sabai is the motto of the resort.",
];

if (process.argv[1]?.endsWith("thin-culture-probe.ts")) {
  const verbose = process.argv.includes("--verbose");
  const per: Record<string, [number, number]> = {};
  let hit = 0;
  for (const p of probeNames) {
    const at = p.text.indexOf(p.name);
    const found = detectPersonNames(p.text).some(([a, b]) => a < at + p.name.length && b > at);
    (per[p.culture] ??= [0, 0])[1]++;
    if (found) (hit++, per[p.culture][0]++);
    else if (verbose) process.stdout.write(`  missed  [${p.culture}] ${p.name}\n`);
  }
  let fp = 0;
  for (const t of probeNearMisses) {
    const r = detectPersonNames(t);
    if (r.length > 0) {
      fp++;
      if (verbose) process.stdout.write(`  false + ${r.map(([a, b]) => t.slice(a, b)).join(" | ")}  ←  ${t}\n`);
    }
  }
  process.stdout.write(`${Object.entries(per).map(([c, [h, n]]) => `${c} ${h}/${n}`).join(", ")}\n`);
  process.stdout.write(`names found: ${hit}/${probeNames.length}; near misses flagged: ${fp}/${probeNearMisses.length}\n`);
}
