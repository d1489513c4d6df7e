import { FLAG, lexFlags } from "./lexicon";

/**
 * Round 19 readings of person-name (labelled/pii-r19-names-address.ts): Chinese names opening a sentence before a
 * verb, Arabic full names after verbs of contact, Greek given names after a preposition and article, a single
 * given name after "check with" and in a sign-off after a dash; and two near misses dropped from cased spans
 * (voice assistants, German salutations to a group). Each reading is gated by a cheap test of its script or cue.
 */
type Out = Array<readonly [number, number]>;

// --- Chinese: a surname + one or two given-name characters at the start of a sentence, before a verb or a time word
const ZH_SURNAMES = new Set([..."王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范廖石贾韦夏付方邹熊孟秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"]);
const ZH_GIVEN = new Set([..."小伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玲梅美晓东帆翔浩然志建雪佳琪怡婷雯欣宇鹏辉斌波宁慧丹萍红玉兰凤颖琳倩莉悦俊昊轩睿博子峰亮飞鑫健彬毅嘉琦璐瑶薇菲蕾晨曦涵梓萱诗雨思婉珊秋春海霖凯鸿伦坤松柏楠淑贞惠芬燕兵庆荣德永福祥龙彤妍梦蓉茜娇媛婕琼露薇岚瑜璇琬晶莹洁冰倩岩鑫鹤骏驰腾锋铭磊杭航昕昱晗煜炜焱烨熙睿哲彦奕逸羽翰瀚澜泽洲源涌湘沁淼渊雁娅婧姝姗妮娥嫣婵媚嫦嫱婉婷娴姣妤颜馨霏露雯霜霓蕊芸芷芝苗茹荷莲萌蓓蔚薰菁萱蕙兰岚峻峥崇嵘巍岳尧舜禹启航宏弘彪斌文武勤俭诚信义礼智仁孝忠"]);
// characters that end no name: grammar, pronouns, and the second character of common words opening a sentence
const ZH_FOLLOW = /^(?:明天|今天|昨天|后天|前天|今晚|昨晚|明早|早上|上午|中午|下午|晚上|下周|下个月|上周|上个月|刚才|刚刚|已经|正在|一直|马上|还|没|不|也|都|会|要|想|说|问|告诉|觉得|认为|负责|希望|打算|准备|需要|应该|可能|同意|决定|参加|提交|主持|发|打|写|去|来|给|跟|和|把|被|让|请|在|是|又|就|才|刚|先|将|曾|对|从|带|送|帮|调|回|到|做|看|买|答应|表示|提到|提出|建议|离开|收到|联系|回复)/u;
// common words of a surname character and one more (a sentence may open with them: 周末…, 高速…, 马上…)
const ZH_WORDS = new Set(
  "王国 王子 王朝 王者 李子 张开 张贴 张望 刘海 陈述 陈列 陈旧 杨树 黄金 黄色 黄昏 黄河 黄瓜 黄油 赵国 吴国 周末 周围 周年 周期 周边 周到 徐徐 孙子 马上 马路 马车 马克 马来 朱红 胡说 胡同 胡子 郭外 何时 何必 何况 何处 何人 何苦 高速 高度 高中 高级 高手 高峰 高温 高兴 高价 高楼 高铁 林业 林地 罗马 罗列 郑重 梁上 谢谢 宋朝 唐朝 许多 许可 许久 韩国 冯 曹操 彭 曾经 肖像 田地 田野 董事 袁 潘 于是 于今 蒋 蔡 余额 余下 余地 杜绝 叶子 程序 程度 苏州 苏醒 魏 吕 丁香 任务 任何 任意 沈阳 姚 卢 姜汤 崔 钟表 钟头 谭 陆地 陆续 汪洋 范围 范本 廖 石头 石油 石化 贾 夏天 夏季 付款 付费 方法 方面 方向 方式 方案 方便 方才 邹 熊猫 孟 秦朝 邱 江苏 江西 江南 江湖 江边 尹 薛 段落 雷达 雷雨 侯 龙头 史上 陶瓷 黎明 贺卡 顾客 顾问 毛病 毛巾 郝 龚 邵 万一 万元 万分 钱包 钱款 严重 严格 武器 武汉 戴上 莫非 孔子 向来 向前 汤圆 常常 常见 常用 常规 温度 温暖 康复 施工 文化 文件 文字 文明 文章 牛奶 安全 安排 安静 安装 安心 齐全 易于 乔木 伍 庞大 颜色 倪 庄园 章节 鲁莽 岳父 岳母 申请 申报 欧洲 关于 关系 关键 关注 兰州 焦点 焦虑 左边 左右 柳树 甘肃 祝贺 祝福 包括 包装 包子 宁可 宁静 尚未 符合 舒服 纪念 纪律 梅花 童年 凌晨 毕业 单位 单独 季度 季节 涂料 成功 成本 成为 成立 苗条 谷歌 盛夏 曲线 路上 路线 游戏 游泳 简单 车辆 车站 项目 连续 连接 麦当 景色 景点 党员 宫殿 费用 冷气 米饭 全部 全国 全面 应该 应用 师傅 和平 商店 商品 沙发 荣幸 明天 明白 明年 明显 查看 查询 迟到 华为 华人 时间 时候 司机 古代 吉他 车上 管理 白天 白色 白菜 金融 金额 金钱 金色 金属 黄山 平时 平安 石家 季节".split(" "),
);
const HAS_HAN = /[\u4e00-\u9fff]/;
const ZH_START = /(?:^|[。！？!?\n；;，,：:」』”"\s])([\u4e00-\u9fff]{2,3})/gu;
export function zhSentenceStartNames(text: string, out: Out): void {
  if (!HAS_HAN.test(text)) return;
  ZH_START.lastIndex = 0;
  for (let m = ZH_START.exec(text); m; m = ZH_START.exec(text)) {
    const at = m.index + m[0].length - m[1].length;
    ZH_START.lastIndex = at + 1;
    if (!ZH_SURNAMES.has(text[at]) || ZH_WORDS.has(text.slice(at, at + 2))) continue;
    // two given characters first (陈美玲), then one (王伟); one first when a word of two characters follows it
    // (石磊刚才…: 刚 ends no name before 才)
    const two = ZH_FOLLOW.exec(text.slice(at + 2, at + 5));
    for (let len = two && two[0].length >= 2 ? 2 : 3; len >= 2; len--) {
      const run = text.slice(at, at + len);
      let ok = run.length === len && [...run.slice(1)].every((c) => ZH_GIVEN.has(c) || (lexFlags(c) & FLAG.GIVEN) !== 0);
      if (ok && len === 3 && ZH_WORDS.has(run.slice(1, 3))) ok = false;
      if (ok && ZH_FOLLOW.test(text.slice(at + len, at + len + 3))) {
        out.push([at, at + len]);
        ZH_START.lastIndex = at + len;
        break;
      }
    }
  }
}

// --- Arabic: a verb of contact, a preposition (مع / بـ / إلى / لـ, joined or not) and a name of one to four words
const AR_VERB = /(?<![\u0621-\u064a])(?:ال)?(?:تواصل|اتصال|اتصل|تحدث|تكلم|كلم|كل\u0651م|راسل|أرسل|ارسل|ابعث|إرسال|مراسلة)(?:ي|وا|ت|تم|تي|ي\u0646)?(?![\u0621-\u064a\u0651])/gu;
const AR_WORD = /[\u0621-\u064a\u064b-\u065f\u0670]+/gu;
const AR_PREP = new Set(["مع", "إلى", "الى", "بـ", "ب", "لـ", "ل"]);
const AR_NOT_NAME = new Set(
  "فريق قسم إدارة ادارة شركة خدمة خدمات مركز مكتب فرع هيئة وزارة مدير مديرة موظف موظفة موظفي رئيس رئيسة عميل عملاء دعم جهة مستشفى بنك مصرف مؤسسة جمعية لجنة مجلس نقابة سفارة قنصلية محل متجر مطعم فندق جامعة مدرسة كلية رقم أي أحد أحدا شخص أحدهم مسؤول مسؤولة الجميع جميع كل بعض زميل زميلة زملاء صديق صديقة أصدقاء نفس هذا هذه ذلك تلك هناك هنا طبيب طبيبة محامي محام محامية مهندس مهندسة معلم معلمة مدرس مدرسة أستاذ أستاذة خبير مختص فني مندوب ممثل وكيل بريد بريدا رسالة نسخة ملف الملف عنوان موقع صفحة حساب أمي أبي أخي أختي زوجي زوجتي ابني ابنتي عمي خالي جدي جدتي نا كم هم ه ها ني".split(" "),
);
const AR_STOP = new Set("بخصوص حول عن في على قبل بعد غدا غداً اليوم الآن فورا فوراً صباحا مساء مساءً من إلى الى مع حتى لأن لكي كي أو ثم إذا إن أن عند لدى بشأن حالا وقت رقم على".split(" "));
// common given names the lists lack (women's names above all), and the particles of a full name
const AR_GIVEN = new Set(
  "فاطمة مريم سلمى رنا عبير نادية هالة لمى شيماء إبراهيم ابراهيم يوسف عائشة خديجة زينب نور هدى سارة ليلى منى ريم دينا رانيا سمر سعاد نجلاء أمل هبة آمنة أسماء رحاب إيمان ياسمين جميلة سناء وفاء رشا ندى بسمة لينا دعاء غادة حنان علياء هند سهى روان جنى تسنيم ملك مها نوال سميرة لبنى رغد شهد أروى بشرى نسرين محمد علي عمر حسن حسين مصطفى عبدالله موسى عيسى طارق ياسر كريم فيصل بلال حمزة أنس مالك نبيل رامي فادي باسم وائل عماد".split(" "),
);
const AR_PARTICLE = new Set(["عبد", "بن", "بنت", "أبو", "ابو", "أم", "آل"]);
function arKnown(w: string): boolean {
  return AR_GIVEN.has(w) || AR_PARTICLE.has(w) || (lexFlags(w) & (FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME)) !== 0;
}
export function arabicContactNames(text: string, out: Out): void {
  AR_VERB.lastIndex = 0;
  for (let m = AR_VERB.exec(text); m; m = AR_VERB.exec(text)) {
    AR_WORD.lastIndex = m.index + m[0].length;
    const words: Array<{ w: string; at: number }> = [];
    for (let k = 0; k < 7; k++) {
      const w = AR_WORD.exec(text);
      if (!w) break;
      // (words of one phrase: spaces, a tatweel, nothing else between)
      const gap = text.slice(words.length ? words[words.length - 1].at + words[words.length - 1].w.length : m.index + m[0].length, w.index);
      if (!/^[ \u00a0\u0640]*$/.test(gap)) break;
      words.push({ w: w[0], at: w.index });
    }
    // the preposition: a word of its own, or ب / ل joined to the first word of the name (بسلمى)
    let i = 0;
    let skip = 0;
    while (i < words.length && i < 3 && !AR_PREP.has(words[i].w) && !(i === 0 && /^[بل][^ا]/.test(words[i].w) && !AR_NOT_NAME.has(words[i].w.slice(1)))) i++;
    if (i >= words.length || i >= 3) {
      // راسل / كلّم take the name as their object
      if (!/راسل|كلم|كل\u0651م/.test(m[0])) continue;
      i = 0;
    } else if (AR_PREP.has(words[i].w)) i++;
    else skip = 1;
    const name: Array<{ w: string; at: number }> = [];
    for (let k = i; k < words.length && name.length < 4; k++) {
      const w = k === i && skip ? words[k].w.slice(1) : words[k].w;
      const at = k === i && skip ? words[k].at + 1 : words[k].at;
      if (name.length === 0 && (w.startsWith("ال") || AR_NOT_NAME.has(w) || AR_STOP.has(w) || w.length < 2)) break;
      if (name.length > 0 && (AR_STOP.has(w) || /^[ول]/.test(w) || AR_NOT_NAME.has(w))) break;
      name.push({ w, at });
    }
    // (one word of the name a name of the lists or a particle: "أرسل إلى دبي شحنة" names a place and a thing)
    if (name.length === 0 || !name.some((x) => arKnown(x.w))) continue;
    if (name.length === 1 && !AR_GIVEN.has(name[0].w) && !(lexFlags(name[0].w) & FLAG.GIVEN)) continue;
    const last = name[name.length - 1];
    out.push([name[0].at, last.at + last.w.length]);
  }
}
export const HAS_ARABIC = /[\u0621-\u064a]/;

// --- Greek: a common given name after a preposition and article (με τον Μιχάλη, για την Αθηνά, στη Φωτεινή)
const EL_GIVEN = new Set(
  "γιώργος γιώργο γιώργη νίκος νίκο κώστας κώστα μιχάλης μιχάλη δημήτρης δημήτρη γιάννης γιάννη παναγιώτης παναγιώτη βασίλης βασίλη αλέξανδρος αλέξανδρο στέλιος στέλιο σταύρος σταύρο πέτρος πέτρο ηλίας ηλία λευτέρης λευτέρη απόστολος απόστολο θανάσης θανάση χρήστος χρήστο σπύρος σπύρο αντώνης αντώνη μανώλης μανώλη παύλος παύλο άγγελος άγγελο θοδωρής θοδωρή τάσος τάσο λάμπρος λάμπρο φώτης φώτη μάριος μάριο χάρης χάρη άρης άρη στράτος στράτο νεκτάριος νεκτάριο ευάγγελος ευάγγελο ανδρέας ανδρέα θωμάς θωμά μάκης μάκη τάκης τάκη γρηγόρης γρηγόρη κυριάκος κυριάκο πάνος πάνο φίλιππος φίλιππο ορέστης ορέστη οδυσσέας οδυσσέα αχιλλέας αχιλλέα μιλτιάδης μιλτιάδη σωτήρης σωτήρη ιάσονας ιάσονα θεόδωρος θεόδωρο γεράσιμος γεράσιμο διονύσης διονύση μαρία ελένη αθηνά σοφία φωτεινή δήμητρα χριστίνα κατερίνα ιωάννα ευαγγελία ξανθή αγγελική βασιλική δέσποινα ειρήνη γεωργία άννα κωνσταντίνα παναγιώτα αναστασία ευτυχία ρένα βούλα λένα τζένη έφη μυρτώ δανάη αλεξάνδρα θεοδώρα ευγενία στέλλα νεφέλη αρετή όλγα πόπη ρούλα σταματία μαίρη κική λίνα νατάσα βάσω μαρίνα χαρίκλεια ζωή σοφούλα ευδοκία".split(" "),
);
const EL_PREP_NAME = /(?<![\u0370-\u03ff\u1f00-\u1fff])(?:στον|στην|στη|(?:με|για|από|απ[όο]|και|προς|σαν)[ \u00a0]+(?:τον|την|τη|το))[ \u00a0]+([\u0391-\u03a9\u0386-\u038f][\u03ac-\u03ce\u0390]+)(?![\u0370-\u03ff\u1f00-\u1fff])/gu;
/** Every cue above holds a tau (στον, την, τη): one search for it gates the reading. */
export const hasGreekCue = (text: string): boolean => text.indexOf("\u03c4") >= 0;
export function greekPrepNames(text: string, out: Out): void {
  EL_PREP_NAME.lastIndex = 0;
  for (let m = EL_PREP_NAME.exec(text); m; m = EL_PREP_NAME.exec(text)) {
    if (EL_GIVEN.has(m[1].toLowerCase())) out.push([m.index + m[0].length - m[1].length, m.index + m[0].length]);
  }
}

// --- English: "check with X", and a given name alone on its line after a sign-off and a dash
const WORD_AFTER = /[ \u00a0]*([\p{Lu}][\p{Ll}\p{M}'\u2019]+(?:-[\p{Lu}][\p{Ll}\p{M}]+)?)/uy;
const CHECK_TAIL = /^(?![ \u00a0]+(?:team|support|Team|Support|Inc|Ltd|LLC|GmbH|Group|Labs|Bank)(?![\p{L}]))/u;
const SIGNOFF_LEAD = /(?:^|[\n.!?][ \u00a0]*)(?:thanks|thank you|many thanks|cheers|best|all the best|regards|kind regards|best regards|warm regards|warm wishes|best wishes|talk soon|speak soon|much appreciated|appreciated|take care|sincerely|love|see you|thx|ta)(?:[ \u00a0,][^\n.!?]{0,40})?[!.]?[ \u00a0]*$/;
const LINE_END = /[ \u00a0]*[.!]?[ \u00a0]*(?:\n|$)/y;
// tools, services and roles a sign-off or "check with" may name instead of a person (the lists know some as names)
const NOT_GIVEN = new Set(
  "admin administrator support sales team staff everyone docker kubernetes zendesk jira slack github gitlab bitbucket figma notion confluence jenkins terraform ansible postgres mysql redis kafka aws azure gcp google amazon microsoft apple stripe paypal shopify salesforce hubspot datadog sentry grafana vercel netlify heroku npm yarn webpack python java rust chatgpt claude gemini copilot openai anthropic legal finance security ops devops infra qa it hr".split(" "),
);
function givenWord(w: string): boolean {
  if (NOT_GIVEN.has(w.toLowerCase())) return false;
  const f = lexFlags(w.toLowerCase());
  return (f & FLAG.GIVEN) !== 0 || !(f & (FLAG.COMMON | FLAG.PLACE));
}
export function checkWithAndSignOffNames(text: string, out: Out): void {
  // (found by "k w" and the spaced dash by "-": a search whose first character is a space or a common letter costs
  // microseconds per 4 KB)
  for (let k = text.indexOf("k w"); k >= 0; k = text.indexOf("k w", k + 3)) {
    const i = k - 3;
    if (i < 1 || !text.startsWith("heck with ", i) || (text[i - 1] !== "c" && text[i - 1] !== "C")) continue;
    if (i > 1 && /[\p{L}]/u.test(text[i - 2])) continue;
    WORD_AFTER.lastIndex = i + 10;
    const m = WORD_AFTER.exec(text);
    if (m && m.index === i + 10 && givenWord(m[1]) && CHECK_TAIL.test(text.slice(i + 10 + m[0].length, i + 10 + m[0].length + 12)) && !/[\p{L}]/u.test(text[i + 10 + m[0].length] ?? " "))
      out.push([i + 10 + m[0].length - m[1].length, i + 10 + m[0].length]);
  }
  for (const dash of ["\u2014", "\u2013", "-"]) {
    for (let i = text.indexOf(dash); i >= 0; i = text.indexOf(dash, i + 1)) {
      if (dash === "-" && (text.charCodeAt(i - 1) !== 32 || text.charCodeAt(i + 1) !== 32)) continue;
      WORD_AFTER.lastIndex = i + dash.length;
      const m = WORD_AFTER.exec(text);
      if (!m) continue;
      const end = i + dash.length + m[0].length;
      LINE_END.lastIndex = end;
      if (!LINE_END.test(text) || !givenWord(m[1])) continue;
      const lineStart = Math.max(0, i - 60);
      if (!SIGNOFF_LEAD.test(text.slice(lineStart, i).toLowerCase())) continue;
      out.push([end - m[1].length, end]);
    }
  }
}

// --- near misses of cased spans
const ASSISTANTS = new Set(["Siri", "Cortana", "Bixby", "Google", "Alexa"]);
const ALEXA_PERSON_AFTER = /^[ \u00a0]+(?:from|in|at|said|says|told|wrote|emailed|called|is my|was my|and I)(?![\p{L}])/u;
const ALEXA_PERSON_BEFORE = /(?:^|[^\p{L}])(?:my|our|his|her|their)[ \u00a0]+[\p{Ll}]+[ \u00a0]+$/u;
const DE_SALUTATION = new Set(["Liebe", "Lieber", "Liebes", "Sehr", "Geehrte", "Geehrter", "Geehrtes", "Hallo", "Hi", "Servus", "Moin", "Guten", "Tag", "Morgen"]);
const DE_SALUTATION_BEFORE = /(?:Liebe|Lieber|Liebes|[Gg]eehrte|[Gg]eehrter|Hallo|Hi|Servus|Moin|liebe|lieber|liebes|hallo) $/;
const DE_GROUP = /^(?:[\p{Lu}][\p{Ll}]+innen|Kollegen|Damen|Herren|Leute|Eltern|Kunden|Freunde|Team|Mitglieder|Nachbarn|Studierende|Lehrende|Teilnehmende|Anwesende|Reisende|Gäste|Mitarbeiter|Mitarbeitende|Teilnehmer|Zusammen|Alle|Kinder|Schüler|Lehrer|Genossen|Mitbürger|Bürger|Kommilitonen|Fans|Leser|Zuschauer|Verwandte|Familie|Kameraden|Ihr|Euch|Lieben|Community|Gemeinde|Mannschaft|Belegschaft)$/u;
/** Whether a cased span is a voice assistant or a German salutation to a group (round 19), not a person. */
// (round 19b) assistants that are no one's name, inside a longer span too ("Can Siri set a timer": Turkish Can + Siri)
const ASSISTANTS_ANYWHERE = new Set(["Siri", "Cortana", "Bixby", "Copilot", "ChatGPT"]);
export function r19NotPerson(text: string, a: number, b: number, words: readonly string[]): boolean {
  if (words.some((w) => ASSISTANTS_ANYWHERE.has(w))) return true;
  // (round 19b) Apple's computer ("Excel for Mac"), never a person alone
  if (words.length === 1 && words[0] === "Mac") return true;
  if (words.length === 1 && ASSISTANTS.has(words[0])) {
    if (words[0] !== "Alexa") return true;
    return !ALEXA_PERSON_AFTER.test(text.slice(b, b + 16)) && !ALEXA_PERSON_BEFORE.test(text.slice(Math.max(0, a - 30), a));
  }
  // (the salutation inside the span, or right before a span of one word)
  if (!DE_SALUTATION.has(words[0]) && !(words.length === 1 && a > 0 && text.charCodeAt(a - 1) === 32 && DE_SALUTATION_BEFORE.test(text.slice(Math.max(0, a - 9), a)))) return false;
  return words.some((w) => DE_GROUP.test(w)) && words.every((w) => DE_SALUTATION.has(w) || DE_GROUP.test(w) || w === "und");
}
