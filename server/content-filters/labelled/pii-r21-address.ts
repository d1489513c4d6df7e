import { randomHalves, type Labelled } from "./rng";

/**
 * Round 21 probe of the address builtin, written by hand before address.ts / address-parts.ts changed (every
 * text invented here; street names common in each country, made-up numbers, no household meant).
 *
 * Positives, four classes:
 * - cu-grid: Cuban and other Latin-American grid addresses: a numbered or named street, "#" or "No." and the
 *   house number, cross streets after "entre … y/e …" or "e/", corners after "esq." / "esquina a", then a
 *   barrio and a city (Vedado, Playa, Centro Habana; Santiago, Camagüey; also Santo Domingo, Managua forms).
 * - zh-spaced: Chinese and Taiwanese addresses with ASCII digits set apart by spaces: 號 / 号, 樓 / 楼,
 *   棟 / 栋, 单元, 室, 房, 段, 巷, 弄, simplified and traditional, with or without the city levels.
 * - en-lower: US addresses typed in lower case in chat: number, street name, street type (street, st, ave,
 *   road, rd, lane, drive, blvd …), sometimes two in one sentence, without a postcode.
 * - vn-notype: Vietnamese addresses with no street word: number, street name with diacritics, then a ward /
 *   district / city (Phường, Quận, P., Q., TP.); also Indonesian Jl. forms and Thai / Filipino English forms.
 * Near misses: numbers beside lower-case nouns that are no street ("128 oak trees", "3 main points"), Chinese
 * dates (3月5号), metro lines (3号线), battery sizes (5号电池), Vietnamese prices and counts, cities alone,
 * Spanish "entre X y Y" of numbers or people.
 *
 * Each row: [class, language, text]. Split at random in two halves (seed 0x21a): `r21-dev` (tuned on) and
 * `r21-held` (run before and after only).
 */
type Row = readonly [string, string, string];

const POS: ReadonlyArray<Row> = [
  // ---------------------------------------------------------------- cu-grid
  ["cu-grid", "es", "Vivo en Calle 23 #456 entre J e I, Vedado, La Habana."],
  ["cu-grid", "es", "La casa particular está en Calle 17 No. 354 entre G y H, Vedado."],
  ["cu-grid", "es", "Dirección: Calle 8 #112 e/ 1ra y 3ra, Miramar, Playa, La Habana"],
  ["cu-grid", "es", "Nos vemos en Avenida 31 #4610 esq. a 48, Playa."],
  ["cu-grid", "es", "Obispo 117 entre Cuba y San Ignacio, La Habana Vieja"],
  ["cu-grid", "es", "Mándalo a Calle Línea No. 505 esquina a D, Vedado, Plaza de la Revolución."],
  ["cu-grid", "es", "Estoy en San Lázaro #1052 entre Infanta y Basarrate, Centro Habana."],
  ["cu-grid", "es", "Calle 42 #3312 entre 33 y 35, Playa, La Habana"],
  ["cu-grid", "es", "Su casa: Heredia #208 entre San Pedro y San Félix, Santiago de Cuba."],
  ["cu-grid", "es", "El paladar queda en Calle 10 No. 314 e/ 3ra y 5ta, Miramar."],
  ["cu-grid", "es", "Vive en Calle Cisneros #156 esq. a Hermanos Agüero, Camagüey."],
  ["cu-grid", "es", "Envíen el paquete a Calle B #24 entre 11 y 13, Vedado, Plaza."],
  ["cu-grid", "es", "Calle Maceo No. 48 entre Gloria y Independencia, Trinidad, Sancti Spíritus"],
  ["cu-grid", "es", "La dirección es Neptuno #562 entre Lealtad y Escobar, Centro Habana, La Habana."],
  ["cu-grid", "es", "Paso por ti a Calle 5ta #2205 esq. 22, Miramar."],
  ["cu-grid", "es", "Avenida de los Presidentes #301 entre 15 y 17, Vedado"],
  ["cu-grid", "es", "Calle Martí #75 entre Gómez y Maceo, Cienfuegos."],
  ["cu-grid", "es", "Quedamos en Calle 19 No. 1004 entre 10 y 12, Vedado, a las 8."],
  ["cu-grid", "es", "Calle 3ra #408 entre 4 y 6, Reparto Flores, Santa Clara"],
  ["cu-grid", "es", "Manda la carta a Calle Independencia No. 112 entre Martí y Céspedes, Bayamo, Granma."],
  ["cu-grid", "es", "Mi tía vive en calle 25 #1107 entre 2 y 4, Vedado."],
  ["cu-grid", "es", "Calle El Conde #203 esquina Hostos, Zona Colonial, Santo Domingo"],
  ["cu-grid", "es", "Nuestra oficina: Av. Independencia No. 56 entre Calle 4 y Calle 6, Mérida, Yucatán."],
  ["cu-grid", "es", "Calle 60 #455 entre 51 y 53, Centro, Mérida"],
  // ---------------------------------------------------------------- zh-spaced
  ["zh-spaced", "zh-tw", "台北市大安區忠孝東路四段 216 號 8 樓"],
  ["zh-spaced", "zh", "北京市朝阳区建国门外大街 27 号 3 单元 502 室"],
  ["zh-spaced", "zh", "广州市天河区天河路 233 号 5 栋 1102 房"],
  ["zh-spaced", "zh", "收货地址：上海市徐汇区漕溪北路 18 弄 5 号 1203 室"],
  ["zh-spaced", "zh-tw", "台中市西屯區台灣大道三段 99 巷 12 號 3 樓"],
  ["zh-spaced", "zh-tw", "我家在高雄市苓雅區四維三路 6 號 15 樓之 2"],
  ["zh-spaced", "zh", "请寄到深圳市南山区科技园南路 88 号 2 栋 1701 室，谢谢"],
  ["zh-spaced", "zh", "成都市武侯区人民南路四段 12 号 6 单元 301"],
  ["zh-spaced", "zh-tw", "新北市板橋區文化路一段 188 巷 25 弄 7 號 5 樓"],
  ["zh-spaced", "zh", "杭州市西湖区文三路 478 号 A 座 902 室"],
  ["zh-spaced", "zh", "寄件人住在南京市鼓楼区中山北路 105 号 2 幢 604 室。"],
  ["zh-spaced", "zh-tw", "桃園市中壢區中正路 320 號 2 樓"],
  ["zh-spaced", "zh", "武汉市洪山区珞喻路 1037 号"],
  ["zh-spaced", "zh", "地址是 西安市雁塔区长安南路 86 号 4 栋 2 单元 1203 室"],
  ["zh-spaced", "zh-tw", "臺南市東區大學路 1 號"],
  ["zh-spaced", "zh", "重庆市渝中区解放碑民族路 166 号 18 楼"],
  ["zh-spaced", "zh", "天津市和平区南京路 219 号 3 门 401"],
  ["zh-spaced", "zh-tw", "送到 台北市信義區松仁路 100 號 12 樓，找王小姐"],
  ["zh-spaced", "zh", "朝阳区望京街 9 号 2 号楼 1508 室"],
  ["zh-spaced", "zh-tw", "中山區南京東路二段 45 巷 3 號 4 樓"],
  ["zh-spaced", "zh", "苏州市工业园区星湖街 328 号 11 栋 2 楼"],
  ["zh-spaced", "zh", "长沙市岳麓区麓山南路 932 号"],
  // ---------------------------------------------------------------- en-lower
  ["en-lower", "en", "i'm at 128 oak street, come over"],
  ["en-lower", "en", "drop it off at 182 oak st please"],
  ["en-lower", "en", "we moved from 45 maple ave to 1207 cedar lane last month"],
  ["en-lower", "en", "my new place is 77 birch road"],
  ["en-lower", "en", "the party's at 3410 sunset blvd tonight"],
  ["en-lower", "en", "send the package to 19 willow drive"],
  ["en-lower", "en", "he lives at 902 pine st and she lives at 14 elm st"],
  ["en-lower", "en", "pick me up at 560 hillcrest rd at 7"],
  ["en-lower", "en", "lol yeah i'm staying at 22 harbor view lane this week"],
  ["en-lower", "en", "its 8 chestnut ct, the blue house"],
  ["en-lower", "en", "address is 1500 washington ave apt 4b"],
  ["en-lower", "en", "meet me at 301 park avenue"],
  ["en-lower", "en", "my grandma lives on 67 magnolia way"],
  ["en-lower", "en", "i used to live at 4421 lakeshore drive when i was a kid"],
  ["en-lower", "en", "the store moved to 250 market st"],
  ["en-lower", "en", "ok so 1180 river rd or 33 mill lane, which is closer?"],
  ["en-lower", "en", "ship it to 715 spruce street instead"],
  ["en-lower", "en", "we're renting 12 orchard terrace for the summer"],
  ["en-lower", "en", "turn left and you'll see 409 grove st on your right"],
  ["en-lower", "en", "her office is at 2 commerce plaza"],
  ["en-lower", "en", "i left my keys at 88 walnut avenue"],
  ["en-lower", "en", "delivery to 3 kingsley court failed"],
  // ---------------------------------------------------------------- vn-notype (and Indonesian, Thai, Filipino)
  ["vn-notype", "vi", "45 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh"],
  ["vn-notype", "vi", "Nhà tôi ở 12 Nguyễn Huệ, Q.1, TP.HCM"],
  ["vn-notype", "vi", "Giao hàng đến 218 Trần Hưng Đạo, P. Nguyễn Cư Trinh, Q. 1"],
  ["vn-notype", "vi", "Địa chỉ: 36 Hàng Bạc, Hoàn Kiếm, Hà Nội"],
  ["vn-notype", "vi", "Quán ở 102 Võ Văn Tần, Phường 6, Quận 3"],
  ["vn-notype", "vi", "Em gửi về 57 Lý Tự Trọng, Hải Châu, Đà Nẵng nhé"],
  ["vn-notype", "vi", "Công ty chuyển tới 9 Phạm Ngọc Thạch, Đống Đa, Hà Nội."],
  ["vn-notype", "vi", "158/12 Cách Mạng Tháng Tám, P.10, Q.3, TP.HCM"],
  ["vn-notype", "vi", "Văn phòng: 72 Điện Biên Phủ, Phường 15, Quận Bình Thạnh"],
  ["vn-notype", "vi", "Số nhà 24 Bà Triệu, Hai Bà Trưng, Hà Nội"],
  ["vn-notype", "vi", "Gặp nhau ở 3 Phan Chu Trinh, Thành phố Huế nhé"],
  ["vn-notype", "vi", "Nhận hàng tại 401 Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh"],
  ["vn-notype", "vi", "88 Trần Phú, Nha Trang, Khánh Hòa"],
  ["vn-notype", "vi", "Khách sạn ở 15 Hai Bà Trưng, P. Bến Nghé, Q.1"],
  ["vn-notype", "vi", "Gửi thư về 27 Nguyễn Chí Thanh, Ba Đình, Hà Nội"],
  ["vn-notype", "id", "Kantor kami di Jl. Sudirman No. 45, Jakarta Pusat"],
  ["vn-notype", "id", "Kirim ke Jl. Diponegoro 12, Bandung"],
  ["vn-notype", "id", "Alamat: Jl. Malioboro No. 8, Yogyakarta 55271"],
  ["vn-notype", "th", "Our hotel is at 123/4 Sukhumvit Soi 11, Khlong Toei, Bangkok"],
  ["vn-notype", "th", "Send it to 55 Moo 4, Tambon Chang Phueak, Chiang Mai 50300"],
  ["vn-notype", "fil", "Padala mo sa 123 Rizal St., Brgy. San Antonio, Makati City"],
  ["vn-notype", "fil", "Nakatira siya sa 45 Mabini Street, Quezon City"],
];

const NEG: ReadonlyArray<Row> = [
  // ---------------------------------------------------------------- en: numbers beside nouns that are no street
  ["en-noun", "en", "we planted 128 oak trees along the river"],
  ["en-noun", "en", "there are 3 main points in this essay"],
  ["en-noun", "en", "i bought 12 maple leaves stickers for the kids"],
  ["en-noun", "en", "the forest has 400 pine saplings and 20 birch seedlings"],
  ["en-noun", "en", "he scored 3 goals and made 2 assists"],
  ["en-noun", "en", "add 2 cedar planks and 4 walnut boards to the order"],
  ["en-noun", "en", "the 5 main ideas are listed below"],
  ["en-noun", "en", "we saw 14 elm beetles on 3 branches"],
  ["en-noun", "en", "take 2 river stones and 1 park bench photo"],
  ["en-noun", "en", "the city has 30 park rangers and 12 street sweepers"],
  ["en-noun", "en", "i have 4 court dates this month"],
  ["en-noun", "en", "my kid drew 6 sunset pictures today"],
  ["en-noun", "en", "we need 10 lane markers for the pool"],
  ["en-noun", "en", "buy 3 grove candles and 2 spruce wreaths"],
  ["en-noun", "en", "the 2 key points: price and speed"],
  ["en-noun", "en", "there were 50 drive throughs in the survey"],
  ["en-noun", "en", "version 2 road map is ready, 3 way merge next"],
  ["en-noun", "en", "mix 200 ml oak milk with 2 tbsp honey"],
  ["en-noun", "en", "the team finished 3rd on main stage"],
  ["en-noun", "en", "oak street is closed, use 5th instead"],
  // ---------------------------------------------------------------- zh: dates, metro lines, batteries, counts
  ["zh-hao", "zh", "我3月5号去北京出差"],
  ["zh-hao", "zh", "坐地铁 3 号线到人民广场站换乘"],
  ["zh-hao", "zh", "帮我买两节5号电池"],
  ["zh-hao", "zh", "今天是 8 月 15 号，星期五"],
  ["zh-hao", "zh", "他住在北京市朝阳区，每天坐 10 号线上班"],
  ["zh-hao", "zh", "上海市徐汇区有 25 个公园"],
  ["zh-hao", "zh-tw", "我們 12 號見面，在台北市吃飯"],
  ["zh-hao", "zh", "请把 7 号文件发给我"],
  ["zh-hao", "zh", "北京市海淀区 2023 年人口约 310 万"],
  ["zh-hao", "zh", "比赛第 3 号选手表现最好"],
  ["zh-hao", "zh-tw", "台北市大安區今天下雨，氣溫 22 度"],
  ["zh-hao", "zh", "机场 T2 航站楼 3 号门集合"],
  ["zh-hao", "zh", "这件衣服有 5 号和 7 号两个尺码"],
  ["zh-hao", "zh", "会议改到 6 月 3 号下午 2 点"],
  ["zh-hao", "zh", "深圳市南山区有 3 家分店"],
  ["zh-hao", "zh-tw", "捷運 5 號出口見"],
  ["zh-hao", "zh", "广州市天河区 2024 年 GDP 增长 5%"],
  ["zh-hao", "zh", "8 楼会议室 3 点开会"],
  // ---------------------------------------------------------------- vi: prices, counts, cities alone
  ["vi-count", "vi", "Giá 45 nghìn đồng, ở Quận 1 rẻ hơn"],
  ["vi-count", "vi", "Có 12 người ở Hà Nội, 5 người ở Đà Nẵng"],
  ["vi-count", "vi", "Phở bò 50.000đ, Hà Nội"],
  ["vi-count", "vi", "Tôi đã sống ở Hà Nội 10 năm"],
  ["vi-count", "vi", "Thành phố Hồ Chí Minh có 22 quận huyện"],
  ["vi-count", "vi", "Mua 3 Bánh Mì, 2 Cà Phê Sữa Đá, Quận 3"],
  ["vi-count", "vi", "Hồ Chí Minh, Hà Nội, Đà Nẵng"],
  ["vi-count", "vi", "Lớp có 30 Học Sinh, Trường Lê Quý Đôn"],
  ["vi-count", "vi", "Vé 120 nghìn, Phường Bến Nghé"],
  ["vi-count", "vi", "Nhiệt độ 35 độ C, TP. Hồ Chí Minh nắng nóng"],
  ["vi-count", "vi", "Đội tuyển thắng 3 Trận, Quận 7 ăn mừng"],
  ["vi-count", "id", "Harga 25 ribu, Jakarta Selatan"],
  ["vi-count", "id", "Ada 12 Orang di Bandung, 4 di Surabaya"],
  // ---------------------------------------------------------------- es: "entre" of numbers or people, cities alone
  ["es-entre", "es", "Vinieron entre 5 y 10 personas a la reunión."],
  ["es-entre", "es", "El partido 3 entre Cuba y México terminó empatado."],
  ["es-entre", "es", "La Habana tiene 2 millones de habitantes, Vedado es un barrio."],
  ["es-entre", "es", "Calle 13 es un grupo de música, ganó 24 premios Grammy."],
  ["es-entre", "es", "La Habana, Cuba"],
  ["es-entre", "es", "El precio está entre 20 y 30 dólares, en Centro Habana."],
  ["es-entre", "es", "Tengo 3 hermanos entre 12 y 18 años."],
  ["es-entre", "es", "El capítulo 7 trata la relación entre Martí y Maceo."],
  ["es-entre", "es", "Ganamos el juego #3 entre semana, Santiago de Cuba celebra."],
  ["es-entre", "es", "La ruta 27 pasa entre Playa y Vedado."],
];

/** Round 21's probe for address (empty for the other filters). */
export function ownPiiRound21Address(slug: string): Array<Labelled & { cls: string }> {
  if (slug === "address") return randomHalves(POS, NEG, 0x21a, "address:r21");
  return [];
}
