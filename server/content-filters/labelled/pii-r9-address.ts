import { mulberry32, pick, slugAdder, type Labelled } from "./rng";

/**
 * Round 9 families of the own address set: layouts no earlier round covered, each built from its
 * general structure with invented places (no name below is a real street or town): Cyrillic streets
 * (ул. / вул. / бул. with д. / кв.), Hebrew and Arabic street words and PO boxes, Greek, Romanian
 * (Str. / Calea with nr.), Hungarian (utca / út / tér after the name), Czech and Slovak (náměstí /
 * třída), Polish (ulica / Osiedle / Plac), Nordic definite forms (-vejen, -gaden, -bakken, allé),
 * United States military and rural-route mail, Chinese and Korean roads without the administrative
 * levels, Japanese romaji without a postcode, English street types before the number (Israel, the
 * Gulf), neighbourhood words after a street (Mexico's Col. and C.P., the Philippines' Brgy. and
 * Blk / Lot, Indonesia's RT/RW), Indian localities closed by a PIN, Arabic-Indic and fullwidth digits.
 * Near misses: the same words with counts, pages, versions, dates, scores, measurements, rooms,
 * recipe steps and product codes, and places named without a number. Own PRNG: no earlier text moves.
 */
export function ownPiiRound9Address(slug: string): Labelled[] {
  const out: Labelled[] = [];
  if (slug !== "address") return out;
  const add = slugAdder(out, slug);
  const rng = mulberry32(0x2309 ^ (slug.length * 173));
  const n = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const digits = (k: number) => Array.from({ length: k }, () => Math.floor(rng() * 10)).join("");
  const fam = (source: string, lang: string, texts: string[]) => texts.forEach((t, k) => add(t, 1, `r9-${source}`, `r9${source}:${k % 3}`, lang));

  // Cyrillic: type before or after the name, д. / дом / буд., кв.
  const ruStreets = ["Рябиновая", "Заречная", "Светлогорская", "Кленовая", "Озёрная"];
  const ruTowns = ["Велеград", "Снегорск", "Тихомирово", "Лесогорье"];
  const ruTypes = ["ул.", "улица", "пр-т", "пер.", "бул.", "наб.", "ш."];
  const ru: string[] = [];
  for (let k = 0; k < 8; k++) {
    const street = `${pick(rng, ruTypes)} ${pick(rng, ruStreets)}`;
    const house = k % 2 === 0 ? `д. ${n(1, 120)}` : `${n(1, 120)}${pick(rng, ["", "а", "/2"])}`;
    const flat = k % 3 === 0 ? `, кв. ${n(1, 300)}` : "";
    const tpl = [`Доставка: г. ${pick(rng, ruTowns)}, ${street}, ${house}${flat}.`, `Мой адрес ${street} ${house}${flat}, ${digits(6)} ${pick(rng, ruTowns)}`, `Can you transliterate "${street}, ${house}${flat}" for the visa form?`, `Отправьте документы на ${street}, ${house}${flat}, пожалуйста.`];
    ru.push(tpl[k % tpl.length]);
  }
  ru.push(`Адрес: ${pick(rng, ruStreets)} ул., д. ${n(1, 60)}, кв. ${n(1, 90)}`, `Квартира на вул. ${pick(rng, ["Лісова", "Вишнева", "Сонячна"])}, буд. ${n(1, 90)}, м. Зелений Гай`, `Офисът е на бул. „${pick(rng, ["Липов", "Речен"])}“ № ${n(1, 150)}, ${pick(rng, ["Звездец", "Бреговица"])}.`);
  fam("cyr", "ru", ru);

  // Hebrew and Arabic
  const heStreets = ["הדקלים", "הגפן", "שושנה", "הרימון"];
  const heTowns = ["כפר אלונים", "נווה שקד", "רמת הדס"];
  const arStreets = ["الياسمين", "النخيل الغربي", "الورود", "السنديان"];
  const arTowns = ["الواحة", "المرجان", "بئر السلام"];
  fam("rtl", "he", [
    `הכתובת שלי: רחוב ${pick(rng, heStreets)} ${n(1, 90)}, ${pick(rng, heTowns)}`,
    `Please translate: שדרות ${pick(rng, heStreets)} ${n(1, 200)}, ${pick(rng, heTowns)}`,
    `המשלוח יגיע לרח' ${pick(rng, heStreets)} ${n(1, 60)} דירה ${n(1, 20)}`,
    `שלחו את הטופס לת.ד. ${n(100, 9999)}, ${pick(rng, heTowns)}`,
    `العنوان: شارع ${pick(rng, arStreets)} ${n(1, 300)}، ${pick(rng, arTowns)}`,
    `أرسل الطرد إلى شارع ${pick(rng, arStreets)}، مبنى ${n(1, 90)}، ${pick(rng, arTowns)}`,
    `Our Dubai-style office: ص.ب. ${n(1000, 99999)} ${pick(rng, arTowns)}`,
    `يرجى التوصيل إلى ميدان ${pick(rng, arStreets)} رقم ${n(1, 40)}`,
    `العنوان: شارع ${pick(rng, arStreets)} ${"٠١٢٣٤٥٦٧٨٩"[n(1, 9)]}${"٠١٢٣٤٥٦٧٨٩"[n(0, 9)]}، ${pick(rng, arTowns)}`,
  ]);

  // Greek, Romanian, Hungarian, Czech / Slovak, Polish
  const grStreets = ["Αμαραντίδος", "Κυπαρισσίων", "Λευκάδος"];
  fam("el", "el", [
    `Διεύθυνση: Οδός ${pick(rng, grStreets)} ${n(1, 150)}, ${n(100, 899)} ${digits(2)} Νεοχώρι`,
    `Στείλτε το δέμα στη Λεωφ. ${pick(rng, grStreets)} ${n(1, 300)}, Αστερούπολη.`,
    `Is "Πλατεία ${pick(rng, grStreets)} ${n(1, 30)}" written correctly for a label?`,
    `Μένω στην Οδ. ${pick(rng, grStreets)} ${n(1, 90)}, 2ος όροφος.`,
  ]);
  const roStreets = ["Florilor Albe", "Teiului", "Castanilor", "Măceșilor"];
  const roTypes = ["Str.", "Strada", "Bd.", "Calea", "Aleea", "Șos."];
  fam("ro", "ro", Array.from({ length: 6 }, (_, k) => {
    const a = `${roTypes[k % roTypes.length]} ${pick(rng, roStreets)}${k % 2 ? " nr." : ""} ${n(1, 200)}${k % 3 === 0 ? `, bl. ${pick(rng, ["A2", "C4"])}, ap. ${n(1, 60)}` : ""}`;
    return [`Vă rog trimiteți factura la ${a}, Valea Nouă.`, `Adresa de livrare: ${a}, ${digits(6)} Dealu Mare`, `Cum scriu corect ${a} pe un plic?`][k % 3];
  }));
  const huStreets = ["Kökény", "Bodzafa", "Nyárfás", "Csermely"];
  const huTypes = ["utca", "út", "tér", "u.", "köz", "körút"];
  fam("hu", "hu", Array.from({ length: 6 }, (_, k) => {
    const a = `${pick(rng, huStreets)} ${huTypes[k % huTypes.length]} ${n(1, 120)}.`;
    return [`A szállítási cím: ${n(1000, 9999)} Fenyőkút, ${a}`, `Kérem, küldje a számlát ide: ${a} ${pick(rng, ["2. em. 4.", "fsz. 1."])}`, `Can you check this Hungarian address: ${a}, Tölgyesd?`][k % 3];
  }));
  const czStreets = ["Míru", "Svobody", "Lipová", "Osvobození"];
  fam("cz-type", "cs", Array.from({ length: 6 }, (_, k) => {
    const a = `${["náměstí", "nám.", "třída", "tř.", "nábřeží", "námestie"][k]} ${pick(rng, czStreets)} ${n(1, 400)}${k % 2 ? `/${n(1, 40)}` : ""}`;
    return [`Pošlete to prosím na ${a}, Horní Lhota.`, `Adresa: ${a}, ${n(100, 799)} ${digits(2)} Dolany`, `Sídlo firmy je ${a}.`][k % 3];
  }));
  const plStreets = ["Jaśminowa", "Brzozowa", "Tysiąclecia Nowego", "Kasztanowa"];
  fam("pl", "pl", Array.from({ length: 6 }, (_, k) => {
    const a = `${["ulica", "Osiedle", "Plac", "ul.", "al.", "Skwer"][k]} ${pick(rng, plStreets)} ${n(1, 150)}${k % 2 ? `/${n(1, 40)}` : ""}`;
    return [`Proszę wysłać paczkę na adres: ${a}, Zielonka Dolna.`, `Mieszkam przy ${a}, ${n(10, 99)}-${digits(3)} Brzezinka`, `Czy ${a} to poprawny adres do faktury?`][k % 3];
  }));

  // Nordic definite forms and words after the name
  fam("nordic", "da", [
    `Send pakken til Solhøjvejen ${n(1, 200)}, ${n(1000, 9999)} Lyngby Nord.`,
    `Adressen er Østre Kirkegaden ${n(1, 90)}, 2. th.`,
    `Leiligheten ligger i Fjellbakken ${n(1, 60)}B, ${digits(4)} Nordvik.`,
    `Besøksadresse: Havnebryggen ${n(1, 40)}, Fjordby`,
    `Vi har flyttat till Granbacken ${n(1, 40)}, ${n(100, 999)} ${digits(2)} Älvsby.`,
    `Kontoret er på Tårnby allé ${n(1, 90)}, ${n(1000, 9999)} Strandby.`,
    `Toimitusosoite: Koivuraitti ${n(1, 50)} B ${n(1, 20)}, ${digits(5)} Järvelä`,
    `Heimilisfang: Hraunvegur ${n(1, 80)}, ${n(100, 999)} Fjarðabær`,
  ]);

  // United States military and rural mail
  fam("us-mil", "en", [
    `Ship it to PSC ${n(1000, 9999)}, Box ${n(100, 9999)}, APO AE ${n(9000, 9199)}${digits(1)} please.`,
    `My son's unit address: Unit ${n(2000, 9999)} Box ${n(100, 9999)}, DPO AP ${n(96200, 96699)}.`,
    `Does Amazon deliver to FPO AP ${n(96200, 96699)}? It's for a sailor.`,
    `Mail the check to HC ${n(1, 80)} Box ${n(10, 999)}, Dry Fork, MT.`,
    `Our old farm was Route ${n(1, 9)} Box ${n(10, 300)}, near Pine Hollow.`,
    `Address on file: CMR ${n(400, 499)} Box ${n(1000, 9999)}, APO AE ${n(9000, 9199)}${digits(1)}`,
    `The farm stand is at ${n(100, 9999)} Route ${n(1, 99)}, Pine Hollow.`,
    `Invoice: ${n(100, 9999)} County Road ${n(1, 99)}, Dry Fork, MT`,
  ]);

  // Chinese and Korean roads without the administrative levels; Japanese romaji without a postcode
  const cnRoads = ["\u6893\u6797\u8def", "\u6e05\u6e90\u8857", "\u9526\u6cb3\u5927\u9053", "\u6843\u6e90\u5df7"];
  fam("cn-road", "zh", [
    `\u8bf7\u9001\u5230${pick(rng, cnRoads)}${n(1, 999)}\u53f7\u3002`,
    `\u516c\u53f8\u5730\u5740\u662f${pick(rng, cnRoads)}${n(1, 999)}\u53f7${n(2, 30)}\u697c\u3002`,
    `How do I write ${pick(rng, cnRoads)}${n(1, 300)}\u53f7 in pinyin?`,
    `\u6536\u4ef6\u5730\u5740\uff1a\u677e\u5c71\u8def\u4e09\u6bb5${n(1, 200)}\u865f`,
    `\u6211\u4f4f\u5728${pick(rng, cnRoads)}${n(1, 90)}\u5f04${n(1, 60)}\u53f7\u3002`,
  ]);
  const krRoads = ["\ud587\ube5b\ub85c", "\ub298\ud478\ub978\ub300\ub85c", "\uc740\ud589\ub098\ubb34\uae38", "\ubc14\ub78c\uac1c\ube44\ub85c"];
  fam("kr-road", "ko", [
    `\ubc30\uc1a1\uc9c0: ${pick(rng, krRoads)} ${n(1, 400)}, ${n(2, 20)}\uce35`,
    `\uc0ac\ubb34\uc2e4\uc740 ${pick(rng, krRoads)} ${n(1, 400)}\uc5d0 \uc788\uc2b5\ub2c8\ub2e4.`,
    `Please romanise ${pick(rng, krRoads)} ${n(10, 90)}\ubc88\uae38 ${n(1, 40)} for me.`,
    `\uc8fc\uc18c\ub294 ${pick(rng, krRoads)} ${n(1, 200)}-${n(1, 9)}\uc785\ub2c8\ub2e4.`,
    `${pick(rng, krRoads)} ${n(1, 200)} (\uc0c8\uc194\ub3d9)\uc73c\ub85c \ubcf4\ub0b4 \uc8fc\uc138\uc694.`,
  ]);
  const jpDistricts = ["Kasumigaoka", "Hoshizono", "Tsukimino", "Minamidai"];
  const jpWards = ["Aozora-ku", "Kawabe-shi", "Sakuragi-cho", "Midorigawa City"];
  fam("jp-romaji", "en", [
    `Send it to ${n(1, 5)}-${n(1, 30)}-${n(1, 20)} ${pick(rng, jpDistricts)}, ${pick(rng, jpWards)}, please.`,
    `Hotel: ${pick(rng, jpWards)}, ${pick(rng, jpDistricts)} ${n(1, 5)}-${n(1, 30)}-${n(1, 20)}`,
    `Our Tokyo office moved to ${n(1, 5)}-chome-${n(1, 30)}-${n(1, 20)} ${pick(rng, jpDistricts)}, ${pick(rng, jpWards)}.`,
    `Is "${pick(rng, jpDistricts)} ${n(1, 5)}-chome" enough for the taxi driver?`,
    `Ship to ${n(1, 9)}-${n(1, 40)} ${pick(rng, jpDistricts)}, ${pick(rng, jpWards)}, Japan.`,
  ]);

  // English street types before the number; neighbourhood words after a street; India
  const enStreets = ["Almog", "Rakefet", "Al Sidra", "Tamar", "Harbour View"];
  fam("en-type-num", "en", Array.from({ length: 6 }, (_, k) => {
    const a = `${pick(rng, enStreets)} ${["Street", "St.", "Blvd", "Road", "Avenue", "Lane"][k]} ${n(1, 120)}`;
    return [`The flat is at ${a}, Givat Ornim - can you write the listing?`, `Deliver to ${a}\nApartment ${n(1, 40)}`, `Our new address: ${a}, Tel Ha'Shaked ${digits(7)}`][k % 3];
  }));
  fam("admin", "es", [
    `Mi domicilio fiscal: Insurgentes Poniente ${n(100, 2999)}, Col. Lomas Verdes, ${pick(rng, ["Villa Serena", "San Aurelio"])}.`,
    `Entregar en Calle Girasoles ${n(1, 300)} Int. ${n(1, 20)}, Col. Jardines del Valle, C.P. ${digits(5)}`,
    `Envíalo a Privada Laureles #${n(1, 90)}, Fracc. Las Palmas, Ciudad Nogal.`,
    `Pickup at ${n(1, 90)} Mabuhay, Brgy. San Teodoro, Lungsod Bayani.`,
    `Blk ${n(1, 40)} Lot ${n(1, 30)}, Phase ${n(1, 4)}, Villa Sampaguita Subd., Brgy. Malinis`,
    `Kirim ke Jl. Kenanga Putih No. ${n(1, 90)}, RT ${n(1, 9)}/RW ${n(1, 9)}, Kel. Sukamulya.`,
    `Rumah saya di Gg. Melati ${n(1, 40)}, Kec. Tanjung Sari.`,
    `kirim ke jalan kenanga no ${n(1, 90)} rt 0${n(1, 9)} rw 0${n(1, 9)} kel. sukamulya`,
    `Mz. ${n(1, 40)} Lt. ${n(1, 30)}, Colonia Los Pinos — ¿está bien escrito?`,
  ]);
  fam("in-locality", "en", [
    `Courier to ${n(1, 200)}, Shanti Nagar, Rampura ${n(1, 9)}${digits(5)}.`,
    `My address: House No. ${n(1, 400)}, Model Colony, Sitapur Road, Pin: ${n(1, 9)}${digits(5)}`,
    `Deliver at Plot ${n(1, 90)}, Sai Enclave, Coimbatore - ${n(6, 6)}${digits(5)}`,
    `${n(1, 90)}/${n(1, 9)}, Ganesh Layout, Hosur Main Road, PIN Code ${n(5, 5)}${digits(5)}`,
    `Ship to ${n(1, 90)}, MG Marg, Nainpur ${n(1, 9)}${digits(5)} please.`,
  ]);

  fam("no-first", "en", [
    `Our Taipei office: No. ${n(1, 300)}, Sec. ${n(1, 5)}, Jade Orchid Rd., Sunrise Dist.`,
    `Please send the samples to No. ${n(1, 90)}, Lane ${n(1, 200)}, Osmanthus Road, Riverbend.`,
    `Delivery: No. ${n(1, 90)} Adeyemi Kolawole Street, Ikoyi Gardens`,
    `Ship to No.${n(1, 200)}, Ln. ${n(1, 99)}, Aly. ${n(1, 20)}, Plum Blossom St.`,
    `Morada: Rua das Camélias Brancas, n.º ${n(1, 300)}, 2.º Dto., Vila Serena`,
  ]);

  // number-first Arabic, Persian, Hindi (Devanagari digits too), Thai, Vietnamese with lower-case street words
  fam("script-more", "ar", [
    `اكتب الدعوة: الحفل في ${n(1, 90)} شارع ${pick(rng, arStreets)}، ${pick(rng, arTowns)}.`,
    `آدرس: خیابان ${pick(rng, ["نسترن", "اقاقیا", "سپیدار"])}، پلاک ${"۰۱۲۳۴۵۶۷۸۹"[n(1, 9)]}${"۰۱۲۳۴۵۶۷۸۹"[n(0, 9)]}، شهر آینه`,
    `पता: मकान नं. ${n(1, 400)}, ${pick(rng, ["शांति", "आनंद"])} नगर, रामपुर ${n(1, 9)}${digits(5)}`,
    `कृपया फ्लैट ${"०१२३४५६७८९"[n(1, 9)]}${"०१२३४५६७८९"[n(0, 9)]}, ${pick(rng, ["कमल", "गुलाब"])} मार्ग पर भेजें।`,
    `ที่อยู่: ${n(1, 200)}/${n(1, 30)} ซอย${pick(rng, ["ลำดวน", "ชมพู"])} ${n(1, 40)} แขวง${pick(rng, ["ทุ่งทอง", "บางใบไม้"])} เขต${pick(rng, ["สวนงาม", "ริมคลอง"])}`,
    `ส่งของที่ ${n(1, 99)} ถนน${pick(rng, ["ดอกแก้ว", "พุดซ้อน"])} ตำบล${pick(rng, ["หนองน้ำใส", "ป่าแดง"])} อำเภอเมือง ${n(1, 9)}${digits(4)}`,
    `Dịch giúp: Số ${n(1, 200)} ngõ ${n(1, 300)} phố ${pick(rng, ["Hoa Sữa", "Cây Gạo"])}, phường ${pick(rng, ["An Bình", "Tân Lạc"])}`,
    `Giao hàng tới ${n(1, 200)} đường ${pick(rng, ["Bạch Đằng Xanh", "Phù Sa"])}, phường ${pick(rng, ["An Bình", "Tân Lạc"])}, quận ${n(1, 12)}`,
  ]);
  // Korean romanisation, capitals from OCR with ordinals, numbers glued to names, dash-letter house numbers, spoken numbers
  fam("odd-form", "en", [
    `Check the romanisation: ${n(1, 300)} ${pick(rng, ["Haetbit", "Neulbom", "Eunhaeng"])}-ro ${n(1, 40)}-gil, ${pick(rng, ["Sosol", "Bada"])}-gu`,
    `Hotel: ${pick(rng, ["Haetbit", "Neulbom"])}-daero ${n(1, 400)}, ${pick(rng, ["Sosol", "Bada"])}-gu, Hanbit`,
    `OCR says "SHIP TO: ${n(100, 9999)} NW ${n(2, 99)}TH AVE STE ${n(100, 900)} CEDARVALE OR ${digits(5)}" - fix the case.`,
    `Fix the spacing: Flat${n(1, 9)} ,${n(1, 90)}Harbour Walk,Wexmouth ${pick(rng, ["BN", "PO", "SO"])}${n(1, 20)} ${n(1, 9)}${pick(rng, ["AB", "QT", "LX"])}`,
    `The notice was served at ${n(1, 90)}-${pick(rng, ["A", "B", "C"])} Adebayo Olanrewaju Street, Palm Grove, Ekoville.`,
    `Transcript: "uh it's seven forty two west juniper avenue, unit nine, cedar falls ${digits(5)}"`,
    `ship it to ${n(1, 900)} willow creek rd please`,
    `my new address is ${n(1, 900)} n linden ave, apt ${n(1, 20)}`,
  ]);
  // a unit word first, then a numbered street (the Gulf, Pakistan, Bangladesh, Egypt); a street without a type, its number and a flat (Chile, Argentina, Brazil)
  fam("unit-street", "en", [
    `Courier: Villa ${n(1, 90)}, Street ${n(1, 40)}${pick(rng, ["", "B", "A"])}, Al Nakheel ${n(1, 3)}, Sahra`,
    `Our office: Building ${n(1, 90)}, Road ${n(1, 40)}, Block ${pick(rng, ["C", "D"])}, Gulshan Vale, Dhakira`,
    `House ${n(1, 300)}, Street ${n(1, 60)}, F-${n(6, 11)}/${n(1, 4)}, Margalla Town`,
    `Dirección: Los ${pick(rng, ["Aromos", "Quillayes", "Maitenes"])} ${n(100, 4999)}, depto ${n(1, 900)}, Villa Serena`,
    `Envíalo a ${pick(rng, ["Tucumán", "Esmeralda Sur", "Pringles Norte"])} ${n(100, 2999)}, piso ${n(1, 20)}, San Aurelio.`,
    `Endereço: ${pick(rng, ["Joaquim Floriano", "Bela Cintra"])}, ${n(10, 2000)}, apto ${n(1, 300)}, Vila Serena`,
  ]);

  // layouts without commas or street types: labels, multi-line blocks, abbreviations
  fam("label-forms", "en", [
    `Ship to: ${n(100, 9999)} BROADWAY APT ${n(1, 20)}${pick(rng, ["A", "C", "F"])} CEDARVALE NY ${digits(5)}`,
    `${n(1, 300)} Fernhill Parkway Unit ${n(1, 40)} Millbrook TX ${digits(5)}`,
    `to: ${n(1, 90)} Wexgate\nLondon\n${pick(rng, ["EC2N", "SE1", "N7"])} ${n(1, 9)}${pick(rng, ["AJ", "QT", "LX"])}`,
    `${n(1, 90)} Marlow Lines, Vasaipur, Maharashtra ${n(4, 4)}${digits(5)}`,
    `Name: Anika Rao\nAddress: ${n(1, 90)}, ${n(1, 9)}th Cross, Sunbeam Layout ${n(1, 4)}rd Block\nBangalore ${n(5, 5)}${digits(5)}`,
    `Box ${n(10, 999)}, Pinecrest BC V${n(1, 9)}${pick(rng, ["C", "K", "R"])} ${n(1, 9)}${pick(rng, ["K", "M"])}${n(1, 9)}`,
    `General Delivery, Lakeshore YT Y${n(1, 9)}A ${n(1, 9)}A${n(1, 9)}`,
    `Box ${n(10, 999)}, Dry Creek, MT ${digits(5)}`,
    `Send it to ${n(1, 90)} Wattle Tce, Bellbird Park`,
    `Our unit: ${n(1, 90)} Banksia Cres, Kooringa`,
    `Deliver to ${n(1, 90)} Harbour Pde, Saltwater`,
    `my apartment is at ${n(1, 30)} bis rue des ${pick(rng, ["Mésanges", "Tilleuls"])}`,
    `Deliver to Lot ${n(1, 90)}, Kampung Seri, Jalan ${pick(rng, ["Cempaka Biru", "Melur Putih"])}, Bandar Seri Mawar`,
    `Villa address: ${n(1, 300)} Soi ${pick(rng, ["Pradit", "Khanom"])} ${n(1, 40)}, Krungpao ${digits(5)}`,
    `Our shop is at ${n(1, 99)}/${n(1, 9)} Moo ${n(1, 12)}, Ban Chalong, Krungpao ${digits(5)}`,
    `Lô ${n(1, 40)}, đường số ${n(1, 20)}, KCN Tân Lạc, TP. Vân Hà`,
  ]);

  // an address field named before a street without a type; more number words and prefixes
  fam("cue-forms", "en", [
    `Adresa: ${pick(rng, ["Kneza Dobroslava", "Vuka Jarila"])} ${n(1, 90)}, Beloreka`,
    `\u0394\u03b9\u03b5\u03cd\u03b8\u03c5\u03bd\u03c3\u03b7 \u03b1\u03c0\u03bf\u03c3\u03c4\u03bf\u03bb\u03ae\u03c2: \u039b\u03b5\u03c5\u03ba\u03ac\u03bd\u03b8\u03b7\u03c2 ${n(1, 90)}, \u039d\u03b5\u03bf\u03c7\u03ce\u03c1\u03b9`,
    `Adresas: ${pick(rng, ["Ąžuolyno", "Liepų"])} pr. ${n(1, 90)}, Girulai`,
    `Address: ${n(1, 300)} Harbour Row\nthanks!`,
    `Formatea esto: Av. ${pick(rng, ["Quillay Alto", "Los Boldos"])} #${n(100, 9999)}, Villa Serena`,
    `Dirección fiscal: Blvd. ${pick(rng, ["Álamo Real", "Sierra Clara"])} ${n(1, 300)}, Lomas del Mirador`,
    `ship to ${n(1, 99)} moo ${n(1, 12)} t.bang rak a.mueang`,
    `Normalise: ${n(1, 300)}b ${pick(rng, ["marlow", "kestrel"])} st ${pick(rng, ["wexford", "ashby"])} ${pick(rng, ["nw", "se", "sw"])}${n(1, 9)} ${n(1, 9)}${pick(rng, ["xe", "ab", "qt"])}`,
    `Adrese: ${pick(rng, ["Ozolu", "Liepu"])} iela ${n(1, 90)}, Jūrmalciems`,
  ]);

  // an address inside a sentence: a road with a kilometre post, Czech locative street words
  fam("in-sentence", "es", [
    `Dirección para la boda: Finca Serena, Carretera de ${pick(rng, ["Valdelobos", "Peñaclara"])} km ${n(1, 40)}, Villa Serena`,
    `Recogida en Ctra. ${pick(rng, ["del Pinar", "de la Sierra"])} km ${n(1, 90)}, San Aurelio`,
    `Envíen a Casa ${n(1, 40)}, Condominio Los Almendros, Km ${n(5, 60)} Carretera a Puerto Alcina`,
    `[14:02] Rosa: i'm at ${n(1, 90)} saint aldric rd now\n[14:03] Ben: ok coming`,
    `Bydlím v ${pick(rng, ["Lipové", "Horské", "Jarní"])} ulici ${n(1, 90)} v Dolanech.`,
    `Sídlíme na ${pick(rng, ["Tyršově", "Jiráskově"])} náměstí ${n(1, 40)}, Horní Lhota.`,
  ]);

  // fullwidth digits in Japanese
  const fw = (x: number) => [...String(x)].map((d) => String.fromCharCode(0xff10 + Number(d))).join("");
  fam("fullwidth", "ja", [
    `\u4f4f\u6240\uff1a\u9752\u8449\u770c\u6708\u898b\u5e02\u590f\u76ee${fw(n(1, 9))}\u4e01\u76ee${fw(n(1, 30))}\u756a`,
    `\u9001\u308a\u5148\u306f\u685c\u5ce0\u770c\u98a8\u5ca1\u5e02\u548c\u6cc9${fw(n(1, 9))}\u4e01\u76ee${fw(n(1, 20))}\u756a\u5730\u3067\u3059\u3002`,
    `\u30aa\u30d5\u30a3\u30b9\uff1a\u6c5f\u4e34\u7701\u4e91\u5cab\u5e02\u6cb3\u6e7e\u533a\u677e\u67cf\u8def${fw(n(1, 900))}\u53f7`,
  ]);

  // near misses: the same words and shapes without an address
  const negatives = [
    // Cyrillic
    `См. стр. ${n(2, 300)}, рис. ${n(2, 9)} и табл. ${n(2, 9)}.`,
    `Пер. с англ. ${pick(rng, ["И. Петровой", "А. Смирнова"])}, ${n(1990, 2023)} г.`,
    `На улице ${pick(rng, ruStreets)} сегодня ${n(2, 9)} градусов.`,
    `Версия ${n(1, 9)}.${n(0, 20)} вышла ${n(1, 28)} марта, ${n(2, 40)} исправлений.`,
    `Вул. ${pick(rng, ["Лісова", "Вишнева"])} — найкраща вулиця міста, ${n(2, 9)} кав'ярень.`,
    // Hebrew and Arabic
    `ברחוב ${pick(rng, heStreets)} יש ${n(2, 9)} בתי קפה.`,
    `נפגשנו ב-${n(2, 9)} באוגוסט, ${n(10, 40)} אנשים הגיעו.`,
    `شارع ${pick(rng, arStreets)} مزدحم جداً، انتظرنا ${n(10, 50)} دقيقة.`,
    `حصلنا على ${n(2, 9)} من ${n(10, 20)} في الاختبار عن طريق ${n(2, 5)} خطوات.`,
    // Greek, Romanian, Hungarian, Czech, Polish
    `Η Οδός ${pick(rng, grStreets)} είναι η πιο όμορφη, έχει ${n(2, 9)} καφετέριες.`,
    `Strada ${pick(rng, roStreets)} e frumoasă primăvara; am stat ${n(2, 9)} ore acolo.`,
    `Art. ${n(2, 90)} alin. (${n(1, 5)}) nr. ${n(2, 90)}/${n(2000, 2023)} din Codul Fiscal.`,
    `Az út ${n(2, 9)} óra volt, ${n(100, 400)} kilométer.`,
    `A ${pick(rng, huStreets)} utca nagyon csendes, ${n(2, 9)} fa van rajta.`,
    `Náměstí ${pick(rng, czStreets)} je krásné, byli jsme tam ${n(2, 9)} hodiny.`,
    `Plac ${pick(rng, plStreets)} ma ${n(2, 9)} ławek i fontannę.`,
    `Skwer ${pick(rng, plStreets)}: ${n(20, 90)} drzew posadzono w ${n(2000, 2023)} roku.`,
    // Nordic
    `Vi gik en tur på Solhøjvejen i ${n(2, 9)} timer.`,
    `Bakken har ${n(10, 90)} forlystelser og åbner ${n(1, 28)}. marts.`,
    // military / rural
    `The APO office is closed on ${n(1, 28)} December; ${n(2, 9)} parcels are late.`,
    `Route ${n(1, 66)} is closed between exits ${n(2, 9)} and ${n(10, 20)}.`,
    `Check box ${n(2, 9)} on page ${n(2, 9)} of the form.`,
    `Unit ${n(2, 9)} tests passed, ${n(1, 3)} failed.`,
    // CJK
    `\u5730\u94c1${n(1, 9)}\u53f7\u7ebf\u5728${pick(rng, cnRoads)}\u6709\u4e00\u4e2a\u7ad9\u3002`,
    `${pick(rng, cnRoads)}\u5f88\u70ed\u95f9\uff0c\u6709${n(10, 90)}\u5bb6\u5e97\u3002`,
    `\u6211\u77e5\u9053${n(2, 9)}\u53f7\u4f1a\u8bae\u5ba4\u5728\u4e09\u697c\u3002`,
    `\ubc84\uc2a4\ub85c ${n(10, 50)}\ubd84 \uac78\ub824\uc694.`,
    `\uc11c\ubc84\ub85c ${n(100, 900)} \uc694\uccad\uc744 \ubcf4\ub0c8\uc2b5\ub2c8\ub2e4.`,
    `${pick(rng, krRoads)}\ub294 ${n(2, 9)}\ucc28\uc120\uc785\ub2c8\ub2e4.`,
    `The ${pick(rng, jpWards)} festival had ${n(2, 9)}-${n(1, 9)} wins in the tug of war.`,
    `Build ${n(1, 9)}-${n(1, 30)}-${n(1, 20)} shipped to QA on Tuesday.`,
    // English type before a number
    `Sesame Street ${n(2, 9)} was the best season, my kids say.`,
    `We watched Mulholland Drive ${n(2001, 2001)} and Lost Highway ${n(1997, 1997)}.`,
    `Main Street ${n(2, 9)}.${n(0, 9)} adds a new merchant dashboard.`,
    `In Abbey Road ${n(2, 9)} songs were recorded in one day, the guide said.`,
    `Our git branch main-street-${n(2, 9)} fails CI on Road ${n(2, 9)} tests.`,
    // neighbourhood words, block and lot
    `Table ${n(2, 9)}, Col. B lists the ${n(10, 90)} samples.`,
    `The CP ${n(10, 90)} score was ${n(2, 9)} points higher.`,
    `Lot ${n(2, 90)} at the auction went for ${n(100, 900)} euros.`,
    `Block ${n(2, 9)} of the course covers loops; ${n(2, 9)} exercises.`,
    `Version ${n(2, 9)}, Colonia release notes: ${n(2, 9)} bug fixes.`,
    `The RT ${n(2, 9)} and RW scores are in the appendix.`,
    // India
    `Gandhi Nagar has ${n(10, 90)} parks and ${n(2, 9)} lakes.`,
    `The ${n(100000, 999999)} rupee budget for Model Colony was approved.`,
    // the odd forms and scripts above
    `خیابان ${pick(rng, ["نسترن", "اقاقیا"])} در ${n(2, 9)} سال گذشته بازسازی شد.`,
    `गांधी नगर में ${n(2, 9)} पार्क और ${n(10, 90)} दुकानें हैं।`,
    `ซอย${pick(rng, ["ลำดวน", "ชมพู"])}มีร้านอาหาร ${n(2, 9)} ร้าน`,
    `Phố ${pick(rng, ["Hoa Sữa", "Cây Gạo"])} có ${n(2, 9)} quán cà phê đẹp.`,
    `We drove ${n(2, 9)} hours on the ${pick(rng, ["Haetbit", "Neulbom"])}-ro expressway.`,
    `The ${n(2, 9)}TH AVE PARADE STARTS AT ${n(1, 9)} PM.`,
    `Real Madrid ${n(0, 5)}, casa ${n(0, 5)}: el resumen del partido.`,
    `Windows ${n(7, 11)}, local ${n(1, 9)}: the machine names in our lab.`,
    `it is a ${n(2, 9)} minute drive down the road, then a ${n(2, 4)} lane road to the coast.`,
    `we leave at ${n(5, 9)} pm drive safe everyone`,
    `Route ${n(2, 9)} buses run every ${n(5, 20)} minutes, says the county.`,
    `Street ${n(2, 9)} of the tour is the steepest, ${n(10, 20)} % gradient.`,
    `Building ${n(2, 9)} is closed for ${n(2, 9)} weeks, use Building ${n(10, 20)}.`,
    // labels and boxes without an address
    `Box ${n(2, 9)} of ${n(10, 20)}: winter clothes, fragile.`,
    `General Delivery times are ${n(8, 11)} to ${n(2, 5)}, says the post office.`,
    `Ages ${n(3, 5)} to ${n(6, 9)}: crafts at the library, Room ${n(1, 9)}.`,
    `Temperatures hit ${n(30, 40)} degrees on Main Street yesterday.`,
    `On page ${n(2, 90)}, paragraph ${n(2, 9)}, the author quotes Park Lane.`,
    `Studio ${n(10, 90)} opened in ${n(1970, 1989)}.`,
    `Lot ${n(2, 9)}: a Victorian chair, estimate ${n(200, 300)}-${n(400, 600)} GBP.`,
    `Col. Sanders founded his company at age ${n(50, 70)}.`,
    `Moo ${n(2, 9)} is the Thai word for pork; order ${n(2, 9)} plates.`,
    `Interstate ${n(10, 99)} runs through ${n(3, 9)} states.`,
    // devices, storage, platforms, seats, common words before a number, distances
    `backed it all up to ${n(1, 3)} external drive.`,
    `Storage unit ${n(2, 9)}, box ${n(2, 30)} has the winter tyres.`,
    `Der Zug steht am Gleis ${n(2, 19)}, Abschnitt C.`,
    `Am Bahnsteig ${n(2, 19)} wartet der Ersatzbus.`,
    `Sitzplatz ${n(10, 90)}, Reihe ${n(2, 9)} ist reserviert.`,
    `Windows ${n(7, 11)}, piso ${n(1, 9)} del edificio tiene la impresora.`,
    `רחוב ארוך, ${n(2, 9)} ק"מ עד הים.`,
    `شارع طويل ${n(2, 9)} كم حتى البحر.`,
    `Road ${n(90, 99)} is a video game about a road trip.`,
    // an address field named before something that is no street
    `Address: Chapter ${n(2, 9)} of the report first.`,
    `Ship to: France ${n(2, 9)} pallets by Monday`,
    `Send to: ${n(2, 9)} Team Leads`,
    `Indirizzo: Versione ${n(2, 9)} del modulo`,
    `Return address: Windows ${n(10, 11)}, build ${n(20000, 29999)}`,
    `Send to: Group ${n(2, 9)}\nthanks`,
    `La carrera de ${n(5, 42)} km en la Calle Mayor fue dura.`,
    `Km ${n(2, 9)} de la carrera: agua y fruta para todos.`,
    `[09:12] ok we're ${n(2, 9)} mins from the main road now`,
    `Ulice ${pick(rng, ["Lipová", "Horská"])} má ${n(2, 9)} km a ${n(10, 90)} domů.`,
    // counts before a street named as a shop or an event; counting nouns after an address field
    `In ${n(2015, 2023)}, ${n(2, 9)} Main Street businesses closed for good.`,
    `Our ${n(2, 9)} Kensington Gardens tours start at ${n(9, 11)}.`,
    `Return address: Sales Dept ${n(2, 40)}`,
    `Ship to: Warehouse Team ${n(2, 9)}`,
    // a street, a comma and a count; streets in code
    `Le métro ligne ${n(2, 9)} passe par Rue de ${pick(rng, ["Lormont", "Vessac"])}, ${n(2, 9)} stations.`,
    `Upgrade the Avenue SDK, ${n(2, 40)} breaking changes in v${n(2, 9)}.`,
    `npm run seed -- --street=Main Street ${n(2, 9)}`,
    // measurements, recipe steps, dates, scores, product codes
    `Step ${n(2, 9)}: bake at ${n(160, 220)} °C for ${n(20, 50)} minutes, then rest ${n(5, 10)} minutes.`,
    `The final score was ${n(2, 9)}-${n(0, 5)}; ${n(10, 90)} 000 fans watched.`,
    `Product code ${pick(rng, ["RX", "KT", "ZL"])}-${n(100, 999)}-${n(10, 99)} is out of stock until ${n(1, 28)} June.`,
    `Room ${n(100, 499)}, Floor ${n(1, 9)} is where the interview happens.`,
    `Our office in ${pick(rng, ["Lisbon", "Vilnius", "Porto"])} has ${n(10, 90)} people and ${n(2, 9)} meeting rooms.`,
  ];
  negatives.forEach((t, k) => add(t, 0, "r9-near", `r9n:${k % 4}`));
  return out;
}
