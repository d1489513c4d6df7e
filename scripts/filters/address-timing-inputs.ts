/**
 * Inputs for timing the address builtin (address-timing.ts): the 4 KB prompts of bench/filters-micro.ts
 * and scripts/filters/eval-filters.ts (with and without its trailing address line), and ~4 KB of prose
 * with numbers in Indonesian, Vietnamese, Arabic, German and Spanish (no address in them).
 */
import { EVAL_HEAD, EVAL_PARA, EVAL_TAIL, MICRO_PROMPT as BENCH, to4k } from "./timing-prompts";

const EVAL_TAIL_NOADDR = "\nThe card 4111 1111 1111 1111 was charged from 10.0.0.12. Thanks, Robert Smith";

const ID =
  "Pada tahun 2023, penjualan perusahaan naik 12 persen menjadi Rp 4,5 triliun, sementara biaya operasional turun 3 persen. " +
  "Tim kami di Jakarta dan Surabaya menangani 1.250 pesanan per hari, dan perjalanan dinas ke 7 kota dijadwalkan pada bulan Mei. " +
  "Rapat berikutnya pada tanggal 14 Juni pukul 10.00; harap siapkan laporan 3 halaman, data kuartal 2, dan rencana untuk 2025. ";
const VI =
  "Năm 2023, doanh thu của công ty tăng 12 phần trăm lên 4,5 nghìn tỷ đồng, trong khi chi phí vận hành giảm 3 phần trăm. " +
  "Nhóm của chúng tôi ở Hà Nội và Đà Nẵng xử lý 1.250 đơn hàng mỗi ngày, và chuyến công tác tới 7 thành phố được lên lịch vào tháng 5. " +
  "Cuộc họp tiếp theo vào ngày 14 tháng 6 lúc 10 giờ; vui lòng chuẩn bị báo cáo 3 trang, số liệu quý 2 và kế hoạch cho năm 2025. ";
const AR =
  "في عام 2023، ارتفعت مبيعات الشركة بنسبة 12 في المائة لتصل إلى 4,5 مليار ريال، بينما انخفضت تكاليف التشغيل بنسبة 3 في المائة. " +
  "يعالج فريقنا في الرياض وجدة 1250 طلبًا يوميًا، ومن المقرر القيام برحلات عمل إلى 7 مدن في شهر مايو. " +
  "الاجتماع القادم في 14 يونيو الساعة 10؛ يرجى إعداد تقرير من 3 صفحات، وبيانات الربع 2، وخطة لعام 2025. ";
const DE =
  "Im Jahr 2023 stieg der Umsatz des Unternehmens um 12 Prozent auf 4,5 Milliarden Euro, während die Betriebskosten um 3 Prozent sanken. " +
  "Unser Team in München und Köln bearbeitet täglich 1.250 Bestellungen, und Dienstreisen in 7 Städte sind für Mai geplant. " +
  "Die nächste Besprechung ist am 14. Juni um 10 Uhr; bitte bereiten Sie einen Bericht von 3 Seiten, die Zahlen für Quartal 2 und einen Plan für 2025 vor. ";
const ES =
  "En 2023, las ventas de la empresa subieron un 12 por ciento hasta 4,5 mil millones de euros, mientras que los costes operativos bajaron un 3 por ciento. " +
  "Nuestro equipo en Madrid y Sevilla gestiona 1.250 pedidos al día, y los viajes de trabajo a 7 ciudades están previstos para mayo. " +
  "La próxima reunión es el 14 de junio a las 10; por favor, preparen un informe de 3 páginas, los datos del trimestre 2 y un plan para 2025. ";

export const TIMING_INPUTS: ReadonlyArray<readonly [string, string]> = [
  ["bench 4KB prompt", BENCH],
  ["eval 4KB + address", to4k(EVAL_HEAD, EVAL_PARA, EVAL_TAIL)],
  ["eval 4KB no address", to4k(EVAL_HEAD, EVAL_PARA, EVAL_TAIL_NOADDR)],
  ["id 4KB", to4k("", ID)],
  ["vi 4KB", to4k("", VI)],
  ["ar 4KB", to4k("", AR)],
  ["de 4KB", to4k("", DE)],
  ["es 4KB", to4k("", ES)],
];
