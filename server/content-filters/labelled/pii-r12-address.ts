import { mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 12 families of the own address set: street, district, ward and house-number words of ~40
 * languages beyond Western Europe and the United States, native digits (Bengali, Devanagari,
 * Arabic-Indic, Persian, Thai, Tamil) and those countries' postcodes, each layout written here from
 * general knowledge of the format, with names invented from syllables of each script (no name is
 * meant to be a real street or place; a few real city names stand as the place). Near misses: the
 * same words as a topic or with counts, phases, blocks, versions, rooms, lots at auction, prices
 * and dates.
 *
 * Half held out: every country (and every near-miss kind) has a tuning side and a held-out side, of
 * different templates. The held-out side's sources end in `-held`; it was not read while the detector
 * was changed (scripts/filters/address-r12.ts prints both sides).
 */
const SYL = {
  latin: "ba be do ka ke la li lo ma mi na no ra ri sa se ta to va vi mar ber gan dor ko lu".split(" "),
  vi: "Trần Lê Nguyễn Phạm Hoàng Văn Đạo Thái Hùng Lợi Bình Minh".split(" "),
  th: "สุข ศรี ทอง ราม เจริญ พัฒ นา วงศ์ ชัย".split(" "),
  deva: "राम शिव गंगा कमल नेह रू गांधी सुभा ष".split(" "),
  bn: "মির ধান রাম কমল নদী পুর গঞ্জ".split(" "),
  ta: "அண்ணா காம ராஜ் நேரு மலை கோவில்".split(" "),
  ar: "نور سلام ورد ياس مين بحر جبل زهر قمر".split(" "),
  fa: "آزادی بهار گل نور شهید مهر".split(" "),
  am: "ቦሌ ካሳ ንጉሥ ሰላም አበባ መስቀል ጣይቱ".split(" "),
  ko: "한 강 서 동 남 북 중 평 화 산 솔 빛".split(" "),
  han: "华 明 和 平 安 东 西 南 北 中 新 光 永 福 兴 阳".split(" "),
  kana: "桜 松 竹 梅 川 山 田 中 森 本 原 野".split(" "),
  el: "κα κε λα λι μα μι να νι πα πε ρα ρι σα σο".split(" "),
  he: "הד גפ שו רי מו נה לי תמ אל ור".split(" "),
  ur: "اقبال جناح علی نور گلشن باغ".split(" "),
  cyr: "ба ве да ле ли ма ми но ра ре са то ва гор зер лин мир".split(" "),
};
const DIGITS: Record<string, string> = {
  bn: "০১২৩৪৫৬৭৮৯",
  deva: "०१२३४५६७८९",
  arab: "٠١٢٣٤٥٦٧٨٩",
  fa: "۰۱۲۳۴۵۶۷۸۹",
  th: "๐๑๒๓๔๕๖๗๘๙",
  ta: "௦௧௨௩௪௫௬௭௮௯",
};
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const w = (r: Rng, script: keyof typeof SYL, n = 2) => Array.from({ length: n }, () => pick(r, SYL[script])).join(script === "vi" ? " " : "");
const L = (r: Rng, n = 2) => cap(w(r, "latin", n));
const n = (r: Rng, max: number) => String(1 + Math.floor(r() * max));
const digits = (r: Rng, k: number) => String(1 + Math.floor(r() * 9)) + Array.from({ length: k - 1 }, () => String(Math.floor(r() * 10))).join("");
const nat = (s: string, d: keyof typeof DIGITS) => s.replace(/\d/g, (x) => DIGITS[d][Number(x)]);

type Make = (r: Rng) => string;
/** Per country: [tuning templates, held-out templates]. */
const POSITIVE: Record<string, [Make[], Make[]]> = {
  vn: [
    [
      (r) => `Địa chỉ: ${n(r, 200)} ${w(r, "vi", 3)}, phường ${w(r, "vi", 2)}, quận ${w(r, "vi", 2)}, Hà Nội`,
      (r) => `gửi giúp mình tới số ${n(r, 90)} đường ${w(r, "vi", 2)}, P. ${n(r, 15)}, Q. ${n(r, 12)}, TP.HCM nhé`,
    ],
    [
      (r) => `Nhà em ở ${n(r, 150)}/${n(r, 30)} ${w(r, "vi", 2)}, phường ${w(r, "vi", 2)}, thành phố Huế`,
      (r) => `giao hàng: ngõ ${n(r, 99)} ${w(r, "vi", 2)}, quận ${w(r, "vi", 2)}, Hà Nội, số nhà ${n(r, 40)}`,
    ],
  ],
  id: [
    [
      (r) => `Kirim ke Jl. ${L(r)} ${L(r)} No. ${n(r, 150)}, Kel. ${L(r)}, Kec. ${L(r)}, Jakarta Selatan ${digits(r, 5)}`,
      (r) => `alamat saya jalan ${L(r)} no ${n(r, 90)}, kelurahan ${L(r)}, kecamatan ${L(r)}`,
    ],
    [
      (r) => `Alamat: Gg. ${L(r)} ${n(r, 9)} No. ${n(r, 40)}, Desa ${L(r)}, Kab. ${L(r)} ${digits(r, 5)}`,
      (r) => `rumah kami di Jalan ${L(r)} ${L(r)} nomor ${n(r, 80)}, Bandung ${digits(r, 5)}`,
    ],
  ],
  my: [
    [(r) => `Hantar ke No. ${n(r, 60)}, Jalan ${L(r)} ${n(r, 9)}/${n(r, 9)}, Taman ${L(r)}, ${digits(r, 5)} Petaling Jaya, Selangor`],
    [(r) => `alamat: Lot ${n(r, 900)}, Lorong ${L(r)} ${n(r, 9)}, Kampung ${L(r)}, ${digits(r, 5)} Kota Bharu`],
  ],
  th: [
    [
      (r) => `ที่อยู่ ${n(r, 200)}/${n(r, 30)} ถนน${w(r, "th")} แขวง${w(r, "th")} เขต${w(r, "th")} กรุงเทพฯ ${digits(r, 5)}`,
      (r) => `ส่งที่ บ้านเลขที่ ${nat(n(r, 150), "th")} ซอย${w(r, "th")} ${nat(n(r, 40), "th")} ตำบล${w(r, "th")} อำเภอ${w(r, "th")}`,
    ],
    [
      (r) => `ช่วยส่งของไปที่ ${nat(n(r, 99), "th")} หมู่ ${nat(n(r, 12), "th")} ต.${w(r, "th")} อ.${w(r, "th")} จ.${w(r, "th")} ${nat(digits(r, 5), "th")}`,
      (r) => `เลขที่ ${n(r, 300)} ถ.${w(r, "th")} เขต${w(r, "th")} กรุงเทพมหานคร`,
    ],
  ],
  in_hi: [
    [
      (r) => `पता: मकान नं. ${nat(n(r, 300), "deva")}, ${w(r, "deva")} मार्ग, ${w(r, "deva")} नगर, दिल्ली ${nat("110" + digits(r, 3), "deva")}`,
      (r) => `मेरा पता ${n(r, 120)}, गली नं. ${n(r, 12)}, ${w(r, "deva")} कॉलोनी, जयपुर ${"302" + digits(r, 3)} है`,
    ],
    [
      (r) => `कृपया भेजें: फ्लैट ${nat(n(r, 40), "deva")}, ${w(r, "deva")} रोड, ${w(r, "deva")}, पटना ${nat("800" + digits(r, 3), "deva")}`,
      (r) => `घर ${n(r, 90)}, वार्ड नं. ${n(r, 30)}, ${w(r, "deva")} मोहल्ला, लखनऊ`,
    ],
  ],
  in_bn: [
    [
      (r) => `পার্সেল পাঠান: ${nat(n(r, 120), "bn")} ${w(r, "bn")} স্ট্রিট, কলকাতা ${nat("700" + digits(r, 3), "bn")}`,
      (r) => `ঠিকানা: ${nat(n(r, 90), "bn")}/${nat(n(r, 9), "bn")}, ${w(r, "bn")} রোড, হাওড়া ${nat("711" + digits(r, 3), "bn")}`,
    ],
    [
      (r) => `আমার বাড়ি ${nat(n(r, 60), "bn")} নং ${w(r, "bn")} লেন, শিলিগুড়ি ${nat("734" + digits(r, 3), "bn")}`,
      (r) => `${nat(n(r, 200), "bn")}, ${w(r, "bn")} সরণি, কলকাতা ${nat("700" + digits(r, 3), "bn")}`,
    ],
  ],
  bd: [
    [(r) => `ঠিকানা: বাসা ${nat(n(r, 40), "bn")}, সড়ক ${nat(n(r, 20), "bn")}, ${w(r, "bn")}, ঢাকা ${nat(digits(r, 4), "bn")}`],
    [(r) => `হোল্ডিং নং ${nat(n(r, 300), "bn")}, ${w(r, "bn")} গলি, ওয়ার্ড ${nat(n(r, 40), "bn")}, চট্টগ্রাম ${nat(digits(r, 4), "bn")}`],
  ],
  in_ta: [
    [(r) => `முகவரி: ${n(r, 90)}, ${w(r, "ta")} தெரு, ${w(r, "ta")} நகர், சென்னை ${"600" + digits(r, 3)}`],
    [(r) => `கதவு எண் ${nat(n(r, 60), "ta")}, ${w(r, "ta")} சாலை, மதுரை ${"625" + digits(r, 3)}`],
  ],
  pk: [
    [(r) => `پتہ: مکان نمبر ${n(r, 200)}، گلی نمبر ${n(r, 30)}، ${w(r, "ur")} ٹاؤن، لاہور`],
    [(r) => `ہمارا گھر ${w(r, "ur")} روڈ، مکان ${n(r, 90)}، سیکٹر G-${n(r, 11)}، اسلام آباد میں ہے`],
  ],
  eg: [
    [
      (r) => `العنوان: ${n(r, 90)} شارع ${w(r, "ar")}، حي ${w(r, "ar")}، القاهرة`,
      (r) => `ارسل الطرد الى شارع ${w(r, "ar")} رقم ${nat(n(r, 80), "arab")}، الدقي، الجيزة`,
    ],
    [
      (r) => `عنواني: عمارة ${nat(n(r, 40), "arab")}، شارع ${w(r, "ar")}، المعادي، القاهرة ${nat(digits(r, 5), "arab")}`,
      (r) => `السكن في حي ${w(r, "ar")}، شارع ${w(r, "ar")}، منزل ${n(r, 60)}`,
    ],
  ],
  sa: [
    [(r) => `العنوان الوطني: ${digits(r, 4)} طريق ${w(r, "ar")}، حي ${w(r, "ar")}، الرياض ${digits(r, 5)}`],
    [(r) => `التوصيل الى: حي ${w(r, "ar")}، شارع ${w(r, "ar")}، مبنى ${nat(n(r, 99), "arab")}، جدة ${nat(digits(r, 5), "arab")}`],
  ],
  ir: [
    [
      (r) => `آدرس: تهران، خیابان ${w(r, "fa")}، کوچه ${w(r, "fa")}، پلاک ${nat(n(r, 90), "fa")}، واحد ${nat(n(r, 12), "fa")}`,
      (r) => `لطفا بفرستید به خیابان ${w(r, "fa")}، پلاک ${n(r, 120)}`,
    ],
    [
      (r) => `نشانی: اصفهان، بلوار ${w(r, "fa")}، کوچه ${nat(n(r, 30), "fa")}، پلاک ${nat(n(r, 60), "fa")}، کد پستی ${nat(digits(r, 10), "fa")}`,
      (r) => `خانه ما در محله ${w(r, "fa")}، خیابان ${w(r, "fa")}، پلاک ${n(r, 40)} است`,
    ],
  ],
  tr: [
    [
      (r) => `Adres: ${L(r)} Mah. ${L(r)} Sok. No:${n(r, 60)} D:${n(r, 20)}, ${digits(r, 2)}${digits(r, 3)} Kadıköy/İstanbul`,
      (r) => `kargoyu ${L(r)} Mahallesi, ${L(r)} Caddesi No: ${n(r, 150)} Kat ${n(r, 8)}, Çankaya Ankara adresine gönderin`,
    ],
    [
      (r) => `${L(r)} mah. ${L(r)} sk. no:${n(r, 40)}/${n(r, 12)} Bornova İzmir`,
      (r) => `Yeni adresim: ${L(r)} Cad. No ${n(r, 120)}, Daire ${n(r, 20)}, ${digits(r, 5)} Nilüfer/Bursa`,
    ],
  ],
  ke: [
    [
      (r) => `Tuma kifurushi kwa Mtaa wa ${L(r)}, Nyumba Na. ${n(r, 90)}, Nairobi ${"00" + digits(r, 3)}.`,
      (r) => `Anwani yangu ni Barabara ya ${L(r)}, nyumba namba ${n(r, 60)}, Mombasa`,
    ],
    [
      (r) => `Niletee mzigo: ${L(r)} Road, Nyumba ${n(r, 40)}, Kata ya ${L(r)}, Wilaya ya ${L(r)}`,
      (r) => `Mtaa wa ${L(r)} ${n(r, 30)}, Kisumu ${"40" + digits(r, 3)}`,
    ],
  ],
  tz: [
    [(r) => `Anwani: Kitalu Na. ${n(r, 400)}, Mtaa wa ${L(r)}, Kata ya ${L(r)}, Dar es Salaam`],
    [(r) => `Nyumba namba ${n(r, 80)}, Barabara ya ${L(r)}, Arusha ${digits(r, 5)}`],
  ],
  ng_yo: [
    [
      (r) => `Àdírẹ́sì mi ni ${n(r, 90)} Opopona ${L(r)}, ${L(r)}, Lagos ${"10" + digits(r, 4)}.`,
      (r) => `Ẹ fi ránṣẹ́ sí Ojúlé ${n(r, 40)}, Òpópónà ${L(r)}, Ìbàdàn`,
    ],
    [
      (r) => `Ile ${n(r, 60)}, Opopona ${L(r)}, Agbegbe ${L(r)}, Abẹokuta`,
      (r) => `adirẹsi: Nọ́mbà ${n(r, 30)} Ọ̀nà ${L(r)}, Ikeja, Lagos`,
    ],
  ],
  ng_ha: [
    [(r) => `Adireshina: Gida mai lamba ${n(r, 90)}, Titin ${L(r)}, Unguwar ${L(r)}, Kano`],
    [(r) => `A aika zuwa Lamba ${n(r, 60)}, Titin ${L(r)} ${L(r)}, Kaduna ${digits(r, 6)}`],
  ],
  ng_ig: [
    [(r) => `Adreesị m bụ ${n(r, 40)} Okporo ụzọ ${L(r)}, Enugu`],
    [(r) => `Zitere ya na Ụlọ nọmba ${n(r, 60)}, Ụzọ ${L(r)}, Owerri ${digits(r, 6)}`],
  ],
  ng_en: [
    [(r) => `Deliver to ${n(r, 90)} ${L(r)} Crescent, off ${L(r)} Way, Lekki Phase ${n(r, 2)}, Lagos ${"10" + digits(r, 4)}`],
    [(r) => `my office is at Plot ${n(r, 300)}, ${L(r)} Close, Wuse ${n(r, 2)}, Abuja`],
  ],
  et: [
    [
      (r) => `አድራሻዬ፡ ${w(r, "am")} ክፍለ ከተማ፣ ወረዳ ${n(r, 14)}፣ የቤት ቁጥር ${digits(r, 4)}፣ አዲስ አበባ`,
      (r) => `እባክህ ላክ ወደ ${w(r, "am")} መንገድ፣ የቤት ቁጥር ${n(r, 600)}፣ ባህር ዳር`,
    ],
    [
      (r) => `አድራሻ፡ ${w(r, "am")} ክ/ከተማ ወረዳ ${n(r, 12)} ቀበሌ ${n(r, 20)} ቤት ቁ. ${n(r, 900)}`,
      (r) => `${w(r, "am")} ጎዳና፣ ቁጥር ${n(r, 200)}፣ አዲስ አበባ`,
    ],
  ],
  ph: [
    [
      (r) => `Ipadala sa Lot ${n(r, 30)} Block ${n(r, 40)}, Phase ${n(r, 4)}, ${L(r)} Homes, Bacoor, Cavite ${"41" + digits(r, 2)}.`,
      (r) => `address ko: Blk ${n(r, 20)} Lot ${n(r, 30)}, ${L(r)} St., Brgy. ${L(r)}, Quezon City`,
    ],
    [
      (r) => `Purok ${n(r, 7)}, Brgy. ${L(r)}, ${L(r)}, Davao del Sur ${"80" + digits(r, 2)}`,
      (r) => `Pakihatid sa ${n(r, 90)} Kalye ${L(r)}, Barangay ${L(r)}, Lungsod ng ${L(r)} ${digits(r, 4)}`,
    ],
  ],
  kr: [
    [(r) => `주소: ${w(r, "ko")}구 ${w(r, "ko")}동 ${n(r, 900)}-${n(r, 50)}번지 ${n(r, 9)}층`],
    [(r) => `배송지는 ${w(r, "ko")}시 ${w(r, "ko")}로${n(r, 30)}길 ${n(r, 60)}, ${n(r, 12)}동 ${n(r, 20)}${digits(r, 2)}호 입니다`],
  ],
  jp: [
    [(r) => `住所：${w(r, "kana")}市${w(r, "kana")}町${n(r, 9)}丁目${n(r, 30)}番地${n(r, 9)}号`],
    [(r) => `送り先は${w(r, "kana")}区${w(r, "kana")}${n(r, 5)}丁目${n(r, 20)}番${n(r, 15)}号です`],
  ],
  cn: [
    [(r) => `收货地址：${w(r, "han")}区${w(r, "han")}路${n(r, 900)}号${n(r, 30)}栋${n(r, 2000)}室`],
    [(r) => `寄到${w(r, "han")}市${w(r, "han")}街${n(r, 300)}号${n(r, 1500)}室，谢谢`],
  ],
  gr: [
    [(r) => `Διεύθυνση αποστολής: οδός ${cap(w(r, "el", 3))} ${n(r, 90)}, ${digits(r, 3)} ${digits(r, 2)} Αθήνα`],
    [(r) => `Στείλτε το στην Λεωφ. ${cap(w(r, "el", 3))} ${n(r, 200)}, Θεσσαλονίκη ${digits(r, 3)} ${digits(r, 2)}`],
  ],
  il: [
    [(r) => `הכתובת שלי: רחוב ${w(r, "he")} ${n(r, 90)}, תל אביב ${digits(r, 7)}`],
    [(r) => `שלחו ל${w(r, "he")} ${n(r, 60)}, דירה ${n(r, 20)}, רחוב ${w(r, "he")}, חיפה`],
  ],
  es_eu: [
    [
      (r) => `Kaixo, bidali ${L(r)} Kale ${n(r, 40)}, ${n(r, 6)}. eskuina, ${"20" + digits(r, 3)} Donostia helbidera.`,
      (r) => `Nire helbidea: ${L(r)} kalea ${n(r, 60)}, ${n(r, 5)}. ezkerra, Bilbo`,
    ],
    [
      (r) => `Helbidea: ${L(r)} etorbidea ${n(r, 90)}, ${n(r, 8)}. solairua, ${"48" + digits(r, 3)} Bilbo`,
      (r) => `Kale Nagusia ${n(r, 30)}, behea, ${"01" + digits(r, 3)} Gasteiz`,
    ],
  ],
  es_ca: [
    [(r) => `Envieu-ho al carrer de ${L(r)}, ${n(r, 120)}, ${n(r, 6)}r ${n(r, 4)}a, ${"08" + digits(r, 3)} Barcelona`],
    [(r) => `la meva adreça és Avinguda de ${L(r)} ${n(r, 200)}, pis ${n(r, 8)}, Girona`],
  ],
  es_gl: [
    [(r) => `Enderezo: Rúa ${L(r)}, ${n(r, 80)}, ${n(r, 5)}º esquerda, ${"15" + digits(r, 3)} Santiago de Compostela`],
    [(r) => `mándao á rúa do ${L(r)} ${n(r, 50)}, baixo, Vigo`],
  ],
  pl: [
    [(r) => `Adres do wysyłki: ul. ${L(r)}ska ${n(r, 90)}/${n(r, 30)}, ${digits(r, 2)}-${digits(r, 3)} Kraków`],
    [(r) => `mieszkam na os. ${L(r)} ${n(r, 40)} m. ${n(r, 60)}, Poznań`],
  ],
  cz: [
    [(r) => `Adresa: ${L(r)}ova ${n(r, 900)}/${n(r, 40)}, ${digits(r, 3)} ${digits(r, 2)} Praha ${n(r, 9)}`],
    [(r) => `Pošlete to na ul. ${L(r)}ská ${n(r, 200)}, Brno`],
  ],
  sk: [
    [(r) => `Doručte na adresu ${L(r)}ova ulica ${n(r, 60)}, ${digits(r, 3)} ${digits(r, 2)} Bratislava`],
    [(r) => `bývam na ul. ${L(r)}a ${n(r, 80)}, Košice ${digits(r, 3)} ${digits(r, 2)}`],
  ],
  hu: [
    [(r) => `Szállítási cím: ${L(r)} utca ${n(r, 90)}. ${n(r, 4)}/${n(r, 12)}, ${digits(r, 4)} Budapest`],
    [(r) => `${digits(r, 4)} Debrecen, ${L(r)} út ${n(r, 120)}.`],
  ],
  ro: [
    [(r) => `Adresa de livrare: Str. ${L(r)} nr. ${n(r, 90)}, bl. ${n(r, 20)}, sc. A, ap. ${n(r, 40)}, Cluj-Napoca`],
    [(r) => `trimiteți la strada ${L(r)} ${n(r, 60)}, sector ${n(r, 6)}, București ${digits(r, 6)}`],
  ],
  rs: [
    [(r) => `Adresa: ${L(r)}a ulica ${n(r, 60)}, ${digits(r, 5)} Novi Sad`],
    [(r) => `pošaljite na ${L(r)}eva ${n(r, 80)}, stan ${n(r, 20)}, Zagreb ${"10" + digits(r, 3)}`],
  ],
  lv: [
    [(r) => `Piegādes adrese: ${L(r)} iela ${n(r, 90)}-${n(r, 30)}, Rīga, LV-${digits(r, 4)}`],
    [(r) => `dzīvoju ${L(r)} ielā ${n(r, 40)}, Jelgavā`],
  ],
  lt: [
    [(r) => `Siuntos adresas: ${L(r)}ų g. ${n(r, 90)}-${n(r, 30)}, LT-${digits(r, 5)} Vilnius`],
    [(r) => `gyvenu ${L(r)} gatvė ${n(r, 60)}, Kaunas`],
  ],
  ua: [
    [(r) => `Адреса: вул. ${cap(w(r, "cyr"))}а, буд. ${n(r, 90)}, кв. ${n(r, 60)}, Київ, ${"0" + digits(r, 4)}`],
    [(r) => `Нова адреса: проспект ${cap(w(r, "cyr"))} ${n(r, 200)}, кв ${n(r, 90)}, Харків`],
  ],
};

/** Near misses: [tuning, held-out]. */
const NEAR: [Make[], Make[]] = [
  [
    (r) => `Đường ${w(r, "vi", 2)} rất đẹp vào mùa thu, có ${n(r, 30)} quán cà phê`,
    (r) => `Quận ${n(r, 12)} có ${n(r, 300)} nghìn dân, phường ${w(r, "vi", 2)} đông nhất`,
    (r) => `Jalan ${L(r)} macet ${n(r, 3)} jam tadi pagi`,
    (r) => `Kecamatan ${L(r)} punya ${n(r, 20)} desa dan ${n(r, 90)} sekolah`,
    (r) => `ถนน${w(r, "th")}รถติดมาก ใช้เวลา ${n(r, 90)} นาที`,
    (r) => `${w(r, "deva")} मार्ग पर ${n(r, 40)} दुकानें बंद हैं`,
    (r) => `${nat(n(r, 45), "bn")} জন ছাত্র পার্ক স্ট্রিটে গিয়েছিল`,
    (r) => `شارع ${w(r, "ar")} مشهور بالمقاهي منذ ${n(r, 50)} سنة`,
    (r) => `خیابان ${w(r, "fa")} ${nat(n(r, 12), "fa")} کیلومتر طول دارد`,
    (r) => `${L(r)} Caddesi'nde ${n(r, 30)} yıl önce bir kafe vardı`,
    (r) => `Nyumba ${n(r, 14)} zilijengwa mwaka ${"20" + digits(r, 2).slice(0, 1)}${n(r, 9)} mtaani`,
    (r) => `Opopona ${L(r)} ni ọ̀nà tó gùn jù, ó tó kìlómítà ${n(r, 30)}`,
    (r) => `ወረዳ ${n(r, 9)} ውስጥ ${n(r, 400)} ሰዎች ይኖራሉ`,
    (r) => `We finished phase ${n(r, 4)} of the project and block ${n(r, 12)} of the course`,
    (r) => `Lot ${n(r, 40)} sold at auction for ${n(r, 900)} euros`,
    (r) => `Purok ${n(r, 7)} won the basketball game ${n(r, 40) + 60}-${n(r, 40) + 50}`,
    (r) => `${L(r)} kalea oso polita da, ${n(r, 14)} taberna ditu`,
    (r) => `el carrer de ${L(r)} té ${n(r, 50)} botigues i ${n(r, 9)} places`,
    (r) => `Version ${n(r, 9)}.${n(r, 9)}, build ${n(r, 300)}, Phase ${n(r, 3)} rollout`,
    (r) => `Meeting in room ${n(r, 400)}, floor ${n(r, 9)}, building ${n(r, 5)}`,
    (r) => `${w(r, "ko")}동 주민 ${n(r, 900)}명이 참석했다`,
    (r) => `${w(r, "han")}路公交车${n(r, 90)}路每${n(r, 15)}分钟一班`,
    (r) => `ul. ${L(r)} ma ${n(r, 900)} metrów długości`,
    (r) => `A ${L(r)} utca ${n(r, 30)} éve épült`,
    (r) => `Ipinanganak ako noong ${n(r, 28)} ng Marso sa Barangay ${L(r)}`,
    (r) => `Block ${n(r, 12)}, Lesson ${n(r, 20)}: reading exercises`,
    (r) => `${L(r)} iela ir ${n(r, 5)} km gara`,
    (r) => `Mtaa wa ${L(r)} una maduka ${n(r, 20)} na shule ${n(r, 5)}`,
    (r) => `The team lives on ${L(r)} Street and ${L(r)} Road`,
    (r) => `Kale Nagusia jaia ${n(r, 28)}. egunean hasiko da`,
  ],
  [
    (r) => `phường ${w(r, "vi", 2)} vừa khai trương ${n(r, 5)} trường học mới`,
    (r) => `Jl. ${L(r)} ditutup ${n(r, 3)} hari untuk perbaikan`,
    (r) => `ซอย${w(r, "th")}มีร้านอาหาร ${nat(n(r, 20), "th")} ร้าน`,
    (r) => `गली नं. ${n(r, 9)} वाला गाना ${n(r, 9)} मिलियन बार देखा गया`,
    (r) => `কলকাতা ${nat(n(r, 9), "bn")} উইকেটে জিতেছে`,
    (r) => `حي ${w(r, "ar")} فاز بالمباراة ${n(r, 5)} مقابل ${n(r, 3)}`,
    (r) => `پلاک خودرو را ${nat(n(r, 5), "fa")} بار عوض کردم`,
    (r) => `${L(r)} Mahallesi'nde ${n(r, 40)} ağaç dikildi`,
    (r) => `Barabara ya ${L(r)} imefungwa kwa siku ${n(r, 9)}`,
    (r) => `Titin ${L(r)} yana da tsawon kilomita ${n(r, 20)}`,
    (r) => `የቤት ቁጥር ${n(r, 9)} ጥያቄ መልስ ስጥ`,
    (r) => `Phase ${n(r, 4)} of the rollout starts in ${n(r, 12)} weeks, block ${n(r, 9)} of tests first`,
    (r) => `Lot ${n(r, 90)} (a ${n(r, 19) + 1800} painting) went for ${n(r, 90)}k at the auction`,
    (r) => `Room ${n(r, 400)}, Level ${n(r, 6)}: exam for block ${n(r, 12)} of the course`,
    (r) => `Rúa ${L(r)} é moi bonita, ten ${n(r, 30)} bares`,
    (r) => `${L(r)}ova ulica má ${n(r, 50)} domov`,
    (r) => `${L(r)} gatvė buvo pavadinta ${"19" + digits(r, 2)} metais`,
    (r) => `Kel. ${L(r)} juara ${n(r, 3)} lomba tahun ini`,
    (r) => `${w(r, "han")}街有${n(r, 90)}家餐厅`,
    (r) => `${w(r, "kana")}町は${n(r, 9)}丁目まであります`,
    (r) => `οδός ${cap(w(r, "el", 3))}: ${n(r, 30)} καταστήματα έκλεισαν`,
    (r) => `רחוב ${w(r, "he")} נסגר ל-${n(r, 9)} ימים`,
    (r) => `Strada ${L(r)} are ${n(r, 40)} de case vechi`,
    (r) => `Update ${n(r, 9)}.${n(r, 20)}: fixed lot ${n(r, 9)} parsing in phase ${n(r, 3)}`,
    (r) => `Brgy. ${L(r)} got ${n(r, 900)} votes, Purok ${n(r, 7)} had the most`,
    (r) => `avenida ${L(r)}: ${n(r, 20)} minutos de atasco`,
    (r) => `ক্লাস ${nat(n(r, 9), "bn")}, রোল ${nat(n(r, 60), "bn")}, পরীক্ষা ${nat(n(r, 28), "bn")} তারিখ`,
    (r) => `அண்ணா சாலை ${n(r, 10)} கிலோமீட்டர் நீளம்`,
    (r) => `Kitalu ${n(r, 9)} kina miti ${n(r, 200)}`,
    (r) => `${L(r)} Close is ${n(r, 9)} minutes from Lekki Phase ${n(r, 2)} by bus`,
  ],
];

export function ownPiiRound12Address(slug: string): Labelled[] {
  const out: Labelled[] = [];
  if (slug !== "address") return out;
  const rng = mulberry32(0x2312);
  for (const [cc, sides] of Object.entries(POSITIVE)) {
    sides.forEach((makes, side) => {
      const tag = side === 0 ? "" : "-held";
      makes.forEach((make, t) => {
        const k = makes.length === 1 ? 4 : 2;
        for (let i = 0; i < k; i++) out.push({ text: make(rng), label: 1, source: `address:r12-${cc}${tag}`, group: `address:r12:${cc}${tag}:${t}` });
      });
    });
  }
  NEAR.forEach((makes, side) => {
    const tag = side === 0 ? "" : "-held";
    makes.forEach((make, i) => {
      for (let k = 0; k < 2; k++) out.push({ text: make(rng), label: 0, source: `address:r12-near${tag}-${i}`, group: `address:r12:near${tag}-${i}` });
    });
  });
  return out;
}
