/**
 * The maintained prompt-injection pattern set: the second signal of the `regex-prompt-injection`
 * builtin, whose detector is the learned model (prompt-injection-detector.ts): a match lowers
 * the model's bar. Each pattern is
 * case-insensitive, has no nested quantifier, and names the family it belongs to. Measured on
 * the labelled set in prompt-injection.data.ts (see the test): keep both in step when adding one.
 *
 * Families: instruction override, role play / jailbreak personas, system-prompt extraction,
 * delimiter and chat-template injection, encoding and obfuscation tricks.
 */
export interface InjectionPattern {
  family: "override" | "roleplay" | "extraction" | "delimiter" | "encoding";
  source: string;
  /** Round 19: specific enough to lower the model's bar further (prompt-injection-detector.ts, STRONG_ASSIST). */
  strong?: true;
  /** Round 22: counts inside quotation marks too (an AI addressed inside a quoted document to summarise). */
  quoted?: true;
  /** Round 22: two specific parts no benign text was seen to hold together: lowers the bar to CERTAIN_ASSIST (the model scores these languages and requests near zero). */
  certain?: true;
}

const ALL = "(?:all |any |the |your |my |these |those |every )?";
const PRIOR = "(?:previous|prior|above|preceding|earlier|former|original|initial|foregoing|system|developer|safety)";
const RULES = "(?:instructions?|directions|orders|prompts?|rules|directives?|guidelines|guardrails|constraints|context|programming|commands?|restrictions|policies|messages?)";

// round 21: a secret, the model's own context, and a request to write it out
const SECRET = "(?:api[-_ ]?(?:key|schlüssel|sleutel|ключ|anahtar\\S*|キー|密钥)|(?:clé|clave|chiave|chave|klucz|kunci|khóa) (?:de )?api|secret|token|jeton|password|passwort|mot de passe|contraseña|senha|wachtwoord|hasło|пароль|credentials?|zugangsdaten|access key|geheim\\S*|секретн\\S*|токен|密钥|秘密|トークン|パスワード|rahasia|bí mật|mật khẩu|lösenord|api-nyckel|คีย์ api|รหัสผ่าน|โทเค็น|api 키|비밀번호|토큰|مفتاح api|كلمة المرور|api कुंजी|पासवर्ड|टोकन)";
const MODEL_CTX = "(?:your (?:context|instructions|system prompt|configuration|config|setup|prompt|environment)|you were given|dein(?:em)? (?:kontext|konfiguration|anweisungen)|deiner konfiguration|ton contexte|tes instructions|tu contexto|tu configuración|il tuo contesto|le tue istruzioni|o seu contexto|seu contexto|suas instruções|je context|twój kontekst|твоём контексте|твоем контексте|твоих инструкциях|bağlamında|あなたのコンテキスト|你的上下文|konteksmu|instruksimu|ngữ cảnh của bạn|din kontext|dina instruktioner|บริบทของคุณ|คำสั่งของคุณ|컨텍스트에|당신의 컨텍스트|너의 컨텍스트|سياقك|تعليماتك|आपके संदर्भ|तुम्हारे संदर्भ)";
const DISCLOSE = "(?:between|wrapped in|enclosed in|inside <|zwischen|entre|tra i|tussen|między|между|arasında|の間|之间|di antara|giữa|mellan|ระหว่าง|사이에|بين|के बीच|<[a-z_]{2,12}>|\\[\\[|\\b(?:print|output|write|echo|show|repeat|paste|include|reveal|display|dump)\\b|ausgeben|gib ihn|gib es|schreib|zeig|affiche|écris|recopie|escribe|muestra|repite|stampa|scrivi|mostra|escreva|repita|mostre|schrijf|toon|wypisz|pokaż|выведи|напиши|покажи|yazdır|出力|输出|打印|tampilkan|tulis|cetak|in ra|hiển thị|พิมพ์|แสดง|출력|اكتب|اطبع|लिखें|दिखा|skriv ut|visa)";

// round 22: hidden / secret instructions of the model's own, in languages the English extraction pattern misses
const HIDDEN_INSTR = "(?:(?:अपने|तुम्हारे|आपके|तुम्हें जो|आपको जो) (?:छिपे हुए |छुपे हुए |गुप्त |सिस्टम )निर्देश|(?:तुझ्या|तुमच्या) (?:लपवलेल्या|गुप्त) सूचना|গোপন নির্দেশ|লুকানো নির্দেশ|چھپی ہوئی ہدایات|خفیہ ہدایات|மறைக்கப்பட்ட (?:வழிமுறை|அறிவுறுத்தல்)|(?:التعليمات|تعليماتك) (?:المخفية|السرية|الخفية)|숨겨진 (?:지시|지침|명령)|비밀 (?:지시|지침)|ההוראות (?:הנסתרות|הסודיות)|tus instrucciones (?:ocultas|secretas)|دستورالعمل‌های (?:مخفی|محرمانه)|دستورات مخفی|คำสั่งลับ|คำสั่งที่ซ่อน|(?:μυστικές|κρυφές) (?:οδηγίες|εντολές)|μυστικό σου prompt|(?:тайните|скритите) (?:си )?инструкции|(?:приховані|таємні) інструкції|titkos utasítás|instrucțiunile (?:tale )?(?:secrete|ascunse)|(?:tajné|skryté) (?:pokyny|instrukce))";
const DISCLOSE_ANY = "(?:दिखा|लिख|प्रिंट|बता|लिहून|दाखव|লিখে|দেখা|لکھ|دکھا|எழுது|காட்டு|اكتب|اعرض|اكشف|أظهر|출력|보여|공개|알려|כתוב|הצג|חשוף|escribe|muestra|revela|بنویس|نشان بده|บอก|เปิดเผย|แสดง|เล่า|αποκαλ|δείξε|διαβάζεις|πες|разкрий|покажи|розкри|áruld el|mutasd|dezvăluie|arată|prozraď|ukaž|\\blikh|\\bprint|\\bpaste|\\bwrite|\\bshow|\\breveal)";
// round 22: the opening words of "this conversation" including what came before the user's first message
const CONV = "(?:conversation|chat|thread|dialog|gesprächs|unterhaltung|conversación|conversazione|conversa|gesprek|rozmowy|диалога|разговора|переписки|sohbet|会話|对话|대화)";
const FIRST_N = "(?:(?:first|opening) \\d{1,4} words|ersten \\d{1,4} wörter|\\d{1,4} premiers mots|primeras \\d{1,4} palabras|prime \\d{1,4} parole|primeiras \\d{1,4} palavras|eerste \\d{1,4} woorden|pierwsze \\d{1,4} słów|первые \\d{1,4} слов|ilk \\d{1,4} kelime|最初の\\d{1,4}(?:語|単語|文字)|前\\d{1,4}个(?:字|词)|처음 \\d{1,4}(?:단어|글자))";
const BEFORE_FIRST = "(?:(?:before|above|preceding|ahead of) my (?:first|1st|very first) (?:message|prompt|question)|vor meiner ersten nachricht|avant mon premier message|(?:anterior a|antes de) mi primer mensaje|prima del mio primo messaggio|antes da minha primeira mensagem|v[óo]{1,2}r mijn eerste bericht|przed moją pierwszą wiadomością|до моего первого сообщения|ilk mesajımdan önce|最初のメッセージ(?:より前|の前)|我第一条消息之前|첫 메시지 (?:이전|전))";
// round 22: the chat itself sent to an address, without the user knowing
const CHATLOG = "(?:chat history|conversation history|transcript|chat log|this (?:chat|conversation)|chatverlauf|gesprächsverlauf|historique|historial|histórico|cronologia|riwayat (?:percakapan|obrolan|chat)|sohbet|lịch sử trò chuyện|mazungumzo|gumzo|ibaraẹnisọrọ|umlando|የውይይት|переписк|истори\\S{1,3} (?:чата|диалога|разговора)|聊天记录|对话记录|会話(?:履歴|の履歴|記録)|대화 (?:기록|내역)|سجل المحادثة|gesprek|rozmow|czatu)";
const STEALTH = "(?:without (?:telling|informing|notifying|alerting) (?:the )?user|(?:don't|do not) (?:mention|tell|inform)|\\bquietly\\b|\\bsecretly\\b|\\bsilently\\b|ohne dass (?:der |die )?(?:nutzer|benutzer|nutzerin)|heimlich|sans (?:en )?(?:informer|prévenir|avertir|le dire)|sin (?:decírselo|avisar|informar|que el usuario)|sem (?:avisar|informar|que o usuário)|senza (?:avvisare|dirlo|informare)|zonder (?:de gebruiker|het te)|bez wiedzy|без ведома|не сообщая|tanpa (?:memberi tahu|sepengetahuan|memberitahu) pengguna|kullanıcıya (?:söylemeden|haber vermeden)|không cho người dùng biết|usimjulishe|bila (?:mtumiaji|kumwambia)|kimya kimya|laisi sọ|ungamtsheli|ሳትነግር|不要告诉用户|悄悄|ユーザーに(?:知らせず|言わずに)|몰래|사용자에게 알리지|دون (?:إخبار|علم) المستخدم)";
// round 22: role play as an assistant without rules, in Greek, Thai and other languages the round-21 pattern misses
const ROLE_ANY = "(?:υποδύσου|παίξε (?:τον )?ρόλο|είσαι (?:ένα?|ο)|ρόλο|เล่นเป็น|เล่นบท|สวมบท|แกล้งเป็น|играй ролята|зіграй роль|грай роль|역할을|تقمّص دور|تقمص دور|العب دور|játszd el|joacă rolul|hraj roli)";
const NO_RULES = "(?:χωρίς (?:κανόνες|περιορισμούς|όρια|φίλτρα)|δεν έχει (?:κανόνες|περιορισμούς)|ไม่มีกฎ|ไม่ถูกจำกัด|ไร้ขีดจำกัด|без (?:никакви )?правила|без (?:жодних )?правил|규칙이 없는|제한이 없는|بلا (?:قواعد|قيود)|بدون (?:قواعد|قيود)|szabályok nélküli|fără reguli|bez (?:jakýchkoli )?pravidel)";
// an AI, an assistant or a bot (the persona played)
const AI_NOUN = "(?:\\bai\\b|\\bbot\\b|βοηθ|ผู้ช่วย|บอท|асистент|ассистент|어시스턴트|비서|مساعد|asszisztens|asistent|robot)";
// round 22: an AI addressed by a note inside pasted material ("IMPORTANT INSTRUCTION FOR LANGUAGE MODELS:", "any AI reading this must")
const AI_READER = "(?:(?:important|attention|note|notice|warning)\\W{1,3}(?:(?:instructions?|notes?|messages?) )?(?:for|to) (?:any |all )?(?:language models?|llms?|ai(?: systems?| models?| assistants?)?)\\b|(?:any|every|all) (?:ai|assistant|language model|llm)s?(?: systems?| models?)? (?:reading|summari[sz]ing|reviewing|processing) this|ai systems? (?:reading|summari[sz]ing|reviewing) this|(?:een )?ai die dit leest|sprachmodelle, die diesen text lesen|(?:toute|une) ia qui lit ce|si eres un modelo de lenguaje|qualsiasi ia che legga|modelos de linguagem devem|нейросеть, читающая|(?:を)?読むAI|ai som läser)";

export const PROMPT_INJECTION_PATTERNS: readonly InjectionPattern[] = [
  // --- instruction override
  { family: "override", source: `\\b(?:ignore|disregard|forget|skip|bypass|override|overrule|drop|discard|abandon|dismiss|neglect|pay no (?:attention|heed|mind) to)\\s+(?:about\\s+)?${ALL}(?:of\\s+)?(?:the\\s+|your\\s+)?${PRIOR}\\s+(?:\\w+\\s+)?${RULES}` },
  { family: "override", source: `\\b(?:ignore|disregard|forget)\\s+(?:everything|all(?: of it)?|anything)\\s+(?:you(?:'ve| have)? (?:been told|were told|read|know)|(?:said |written |stated )?(?:above|before|earlier|previously|so far))` },
  { family: "override", source: `\\b(?:ignore|disregard|forget|override)\\s+(?:your|the|all|any)\\s+(?:safety |content |ethical |moral )?(?:rules|guidelines|restrictions|filters|policies|training|programming|alignment)` },
  { family: "override", source: `\\bdo not (?:follow|obey|listen to)\\s+${ALL}(?:${PRIOR}\\s+)?${RULES}` },
  { family: "override", source: `\\b(?:new|updated|revised|real|actual|true) (?:system )?instructions?\\s*(?::|follow|are|-)` },
  { family: "override", source: `\\bfrom now on,? (?:you (?:will|must|shall|are)|ignore|always respond|respond only|answer without)` },
  { family: "override", source: `\\b(?:instead|rather),? (?:of (?:that|your (?:task|instructions)),? )?(?:do|follow|obey) (?:what i say|my (?:instructions|commands|orders))` },
  { family: "override", source: `\\byour (?:previous|prior|original|initial|old) (?:instructions|rules|prompt|task) (?:are|is|were|was|have been) (?:void|cancell?ed|revoked|no longer valid|obsolete|overridden|replaced|null)` },
  { family: "override", source: `\\b(?:stop|cease) (?:being|acting as) (?:an? )?(?:ai|assistant|chatbot|language model)\\b` },
  { family: "override", source: `\\bthe (?:above|previous|prior) (?:was|is) (?:just )?(?:a test|fake|not real|a joke)[.,!]? (?:now|the real)` },
  { family: "override", source: `\\b(?:without|with no) (?:any )?(?:restrictions|filters|censorship|limitations|ethical (?:guidelines|constraints)|safety (?:guidelines|measures))\\b.{0,40}\\b(?:answer|respond|reply|tell|write|explain)` },
  { family: "override", source: `\\b(?:answer|respond|reply|talk|speak|write)\\s+(?:me\\s+)?(?:without|with no)\\s+(?:any\\s+)?(?:restrictions|filters|censorship|limits|limitations|rules|guidelines)` },
  { family: "override", source: `\\b(?:you (?:will |must |shall )?(?:now )?)?(?:obey|serve|answer to|listen to) only (?:me|my (?:commands|orders|instructions))\\b` },
  { family: "override", source: `\\b(?:disable|turn off|deactivate|switch off|remove|lift)\\s+(?:all\\s+)?(?:of\\s+)?(?:your\\s+|the\\s+)?(?:safety|content|moderation|ethical|ethics)?\\s*(?:protocols|filters?|guardrails|restrictions|safeguards|censorship)\\b` },
  { family: "override", source: `\\b(?:this is|i am|i'm|as) (?:the |an? |your )?(?:system administrator|sysadmin|developer|admin(?:istrator)?|creator|(?:openai|anthropic|google) (?:staff|employee|engineer|team))\\b.{0,60}\\b(?:order|command|instruct|override|disable|turn off|reveal|print|grant)` },
  { family: "override", source: `\\b(?:is|comes?) (?:actually |really )?from (?:the )?(?:system|developer|administrator|admin)\\b.{0,40}\\b(?:priority|obey|follow|override|must)` },
  { family: "roleplay", source: `\\b(?:game|world|scenario|simulation|story|universe|hypothetical) (?:where|in which) (?:you have no (?:rules|limits|restrictions|filters)|there are no (?:rules|limits|restrictions|filters)|(?:ethics|morals|rules|laws) (?:don't|do not) apply|you can say anything)` },
  { family: "roleplay", source: `\\bgrand(?:ma|mother|pa|father)\\b.{0,80}\\b(?:used to|would) (?:read|tell|say|recite|give)\\b.{0,60}\\b(?:keys|passwords|serial numbers|recipe for (?:napalm|meth|explosives)|how to (?:make|build) (?:a bomb|napalm|meth|weapons))` },
  // --- role play and jailbreak personas
  { family: "roleplay", source: `\\byou are (?:now |no longer )?(?:dan|stan|dude|aim|evil ?bot|jailbroken|unfiltered|uncensored|unrestricted|an? (?:unfiltered|uncensored|unrestricted|unaligned|evil|rogue) (?:ai|assistant|model|chatbot))\\b` },
  { family: "roleplay", source: `\\bdo anything now\\b|\\b(?:developer|god|jailbreak(?:ed)?|dan|sudo|admin|debug|unrestricted) mode (?:is )?(?:now )?(?:enabled|activated|on|engaged)\\b` },
  { family: "roleplay", source: `\\b(?:pretend|imagine|act|behave|roleplay|role-play)\\s+(?:that\\s+)?(?:you are|you're|to be|as(?: if you (?:were|are))?)\\s+(?:an?\\s+)?(?:ai|assistant|model|chatbot|character|persona|bot)?\\s*(?:with(?:out)? (?:any |no )?(?:restrictions|rules|filters|limits|guidelines|morals|ethics)|that (?:has no|ignores|doesn't follow|does not follow) (?:rules|restrictions|guidelines|filters))` },
  { family: "roleplay", source: `\\b(?:enable|activate|enter|switch to|turn on)\\s+(?:the\\s+)?(?:developer|jailbreak|dan|unrestricted|unfiltered|god|sudo|evil)\\s+mode\\b` },
  { family: "roleplay", source: `\\b(?:stay|remain) in character\\b.{0,60}\\b(?:no matter what|whatever (?:i|happens)|even if|regardless)` },
  { family: "roleplay", source: `\\b(?:you have been|you've been|you are) (?:freed|liberated|released|unshackled|jailbroken) from\\b` },
  { family: "roleplay", source: `\\bhypothetically,? (?:if you (?:had|were) no (?:rules|restrictions|guidelines|filters))` },
  { family: "roleplay", source: `\\b(?:opposite|anti|evil|shadow|uncensored) (?:mode|version of you|twin|self)\\b.{0,60}\\b(?:answer|respond|reply|say)` },
  // --- system prompt extraction
  { family: "extraction", source: `\\b(?:reveal|show|print|display|output|repeat|recite|leak|dump|tell me|give me|share|expose|write out|spell out|list|paste)\\s+(?:me\\s+)?${ALL}(?:of\\s+)?(?:your\\s+|the\\s+)?(?:\\w+\\s+)?(?:system|hidden|secret|initial|original|developer|internal|confidential|full)\\s+(?:prompt|instructions?|message|rules|directives|configuration|guidelines)` },
  { family: "extraction", source: `\\bwhat (?:are|were|is|was) (?:your|the) (?:exact |original |initial |hidden |secret |full )?(?:system prompt|system instructions|instructions you were given|initial instructions|hidden instructions|prompt you were given)` },
  { family: "extraction", source: `\\b(?:repeat|print|output|copy|echo|reproduce|recite) (?:the |all )?(?:text|words|content|everything|lines) (?:above|before (?:this|my)|preceding|that came before|starting with)` },
  { family: "extraction", source: `\\b(?:begin|start) your (?:reply|response|answer) with ["'\`]?(?:sure|certainly|of course|absolutely)[,!]? here` },
  { family: "extraction", source: `\\b(?:verbatim|word for word|in full)\\b.{0,40}\\b(?:system prompt|instructions|prompt above|initial prompt|your prompt)` },
  { family: "extraction", source: `\\bwhat (?:was|is) written (?:at the (?:top|beginning|start) of (?:this|the|our) (?:conversation|chat|prompt|context|thread)|above (?:this|my) (?:message|question)|before (?:this|my|the user'?s?) (?:message|question))` },
  // round 19: extraction and claimed authority in Russian, Chinese and Japanese (no \\b: it is ASCII-only)
  { family: "extraction", source: `(?:покажи|выведи|процитируй|повтори|переведи|распечатай)[^.!?\\n]{0,40}(?:дословно|слово в слово|скрыт\\S* инструкц|системн\\S* (?:промпт|инструкц)|исходн\\S* инструкц)`, strong: true },
  { family: "override", source: `(?:^|[^а-яё])(?:я|как)\\s+(?:главн\\S+\\s+|системн\\S+\\s+)?(?:администратор|разработчик)[^\\n]{0,60}(?:разрешаю|позволяю|снимаю|отключ|даю тебе (?:право|разрешение))`, strong: true },
  { family: "override", source: `сообщение от (?:разработчик|администратор)[^.!?\\n]{0,60}(?:отключ|снят|выполняй любые)`, strong: true },
  { family: "override", source: `我是(?:你的)?(?:系统)?(?:管理员|开发者|开发人员)[^。！？\\n]{0,20}(?:授权|允许|命令|批准)你`, strong: true },
  { family: "extraction", source: `(?:隐藏|系统|初始)的?(?:指令|提示词?)[^。！？\\n]{0,10}(?:翻译|输出|显示|复述)|(?:翻译|输出|显示|复述)[^。！？\\n]{0,12}(?:隐藏|系统给你|初始)的?(?:指令|提示词?)|对话(?:开始)?(?:之前|以前)的(?:文字|内容|文本)`, strong: true },
  { family: "override", source: `私は(?:システム)?(?:管理者|開発者)です[^\\n]{0,30}(?:許可|無効|解除|無視)`, strong: true },
  { family: "extraction", source: `(?:会話|メッセージ)(?:が始まる|の)?(?:前|以前|より前)に(?:あった|書かれている|設定された)[^。！？\\n]{0,20}(?:表示|出力|教え|出して)|(?:隠し|システム|最初の)(?:指示|プロンプト)[^。！？\\n]{0,15}(?:翻訳|出力|表示)`, strong: true },
  // round 19: an AI addressed inside a data field of pasted content (a log line's msg=, a JSON note)
  { family: "delimiter", source: `(?:msg|message|note|text|comment|body|description|alt)\\s*[=:]\\s*["']\\s*(?:the\\s+)?(?:assistant|asistente|assistent|assistente|assistant ia|ai|ia|ki|bot|llm|ассистент|ии)\\s*[:,]\\s*\\S`, strong: true },
  // round 21: a secret said to be in the model's context, to be written out (for "debugging", between tags)
  { family: "extraction", source: `(?:${MODEL_CTX}[^\\n]{0,100}${SECRET}|${SECRET}[^\\n]{0,100}${MODEL_CTX})[^\\n]{0,160}${DISCLOSE}|${DISCLOSE}[^\\n]{0,60}${SECRET}[^\\n]{0,80}${MODEL_CTX}`, strong: true },
  // round 21: role play as an unrestricted AI in Vietnamese, Thai, Indonesian, Malay, Tagalog
  { family: "roleplay", source: `(?:đóng vai|nhập vai|giả vờ|bạn là|สวมบท|บทบาท|แกล้งทำ|คุณคือ|คุณเป็น|berperan|bermain peran|mainkan peran|berpura-pura|kamu adalah|anda adalah|main peranan|gampanan|magpanggap|ikaw ay)[^\\n]{0,80}(?:không (?:bị )?giới hạn|không có (?:bất kỳ )?giới hạn|không bị kiểm duyệt|không có bộ lọc|không bị ràng buộc|không có đạo đức|ไร้ข้อจำกัด|ไม่มีข้อจำกัด|ไม่มีการเซ็นเซอร์|ไม่มีตัวกรอง|ไม่มีกฎ|ปลดล็อก|tanpa batas|tanpa filter|tidak disensor|tanpa sensor|bebas dari (?:semua )?(?:aturan|pembatasan)|tanpa sekatan|walang limitasyon|walang patakaran|walang filter)` },
  // round 22: hidden / secret instructions to be written out, in Hindi, Bengali, Urdu, Tamil, Arabic, Korean, Hebrew, Persian, Thai, Greek …
  { family: "extraction", source: `${HIDDEN_INSTR}[^\\n]{0,60}${DISCLOSE_ANY}|${DISCLOSE_ANY}[^\\n]{0,60}${HIDDEN_INSTR}`, strong: true, certain: true },
  // round 22: the first N words of the conversation including the part before the user's first message
  { family: "extraction", source: `${FIRST_N}[^\\n]{0,40}${CONV}[^\\n]{0,120}${BEFORE_FIRST}|${CONV}[^\\n]{0,80}${FIRST_N}[^\\n]{0,120}${BEFORE_FIRST}`, strong: true, certain: true },
  // round 22: the chat sent to a URL without the user knowing (one line holds the log, the URL and the stealth)
  { family: "extraction", source: `(?:^|\\n)(?=[^\\n]{0,300}https?://)(?=[^\\n]{0,300}${STEALTH})(?![^\\n]{0,300}[?？])[^\\n]{0,300}?${CHATLOG}`, strong: true, certain: true },
  // round 22: role play as an assistant without rules (Greek, Thai, Bulgarian, Ukrainian, Korean, Arabic, Hungarian, Romanian, Czech)
  { family: "roleplay", source: `${ROLE_ANY}(?=[^\\n]{0,160}${AI_NOUN})[^\\n]{0,80}${NO_RULES}|${NO_RULES}(?=[^\\n]{0,120}${AI_NOUN})[^\\n]{0,40}${ROLE_ANY}`, strong: true, certain: true },
  // round 22: an override as a spreadsheet cell (a quoted field after a delimiter or at a line's start)
  { family: "delimiter", source: `(?:^|[,;\\t\\n])"[ \\t]*(?:(?:ai|ia|ki|assistant|system|note)[ \\t]*:[ \\t]*)?(?:ignore|disregard|forget|override|ignoriere|ignora|oublie|negeer|zignoruj|игнорируй|desconsidere)[ \\t]+(?:all[ \\t]+|alle[ \\t]+|toutes[ \\t]+|todas[ \\t]+)?(?:the[ \\t]+|your[ \\t]+|les[ \\t]+|las[ \\t]+|le[ \\t]+)?(?:previous|prior|above|earlier|system|user|vorherigen|précédentes|anteriores|precedenti)`, strong: true },
  // round 22: a note to AI readers inside pasted material; matches inside quotation marks too (the abstract to summarise is quoted)
  { family: "delimiter", source: AI_READER, strong: true, quoted: true },
  // --- delimiter and chat-template injection
  { family: "delimiter", source: `<\\|?(?:im_start|im_end|system|endoftext|eot_id|start_header_id|end_header_id)\\|?>` },
  { family: "delimiter", source: `\\[/?(?:INST|SYS|SYSTEM)\\]|<</?SYS>>` },
  { family: "delimiter", source: `</?(?:system|sys|system_prompt|instructions|admin|developer)>` },
  { family: "delimiter", source: `(?:^|\\n)\\s*(?:#{2,}|={3,}|-{3,}|\\*{3,})\\s*(?:new\\s+)?(?:system|admin|developer|instruction)s?(?:\\s+(?:prompt|message|override|mode))?\\s*(?:#{2,}|={3,}|-{3,}|\\*{3,}|:)` },
  { family: "delimiter", source: `(?:^|\\n)\\s*(?:system|assistant|developer)\\s*(?:message|prompt)?\\s*:\\s*(?:you (?:are|must|will|should)|ignore|new instructions|override)` },
  { family: "delimiter", source: `\\b(?:end|close) of (?:the )?(?:system prompt|instructions|user input|context)\\b.{0,40}\\b(?:new|now|begin|start)\\b` },
  { family: "delimiter", source: `\`\`\`\\s*(?:system|instructions|admin)\\b` },
  // --- encoding and obfuscation tricks
  { family: "encoding", source: `\\b(?:decode|decrypt|deobfuscate|translate|convert|interpret)\\s+(?:this|the following|the text below|it)\\s+(?:from\\s+)?(?:base64|base-64|b64|rot-?13|hex|binary|morse|leetspeak|unicode escapes?|caesar cipher)\\b.{0,60}\\b(?:and|then)\\s+(?:follow|execute|obey|do|run|carry out|act on)` },
  { family: "encoding", source: `\\b(?:follow|execute|obey|run|carry out)\\s+(?:the\\s+)?(?:decoded|hidden|encoded|embedded|base64|secret)\\s+(?:instructions?|commands?|message|text|payload)` },
  { family: "encoding", source: `\\b(?:i\\s*g\\s*n\\s*o\\s*r\\s*e|1gn0re|ign0re|1gnore|disreg4rd)\\b.{0,30}\\b(?:instructions?|1nstructions|instruct1ons|rules|prompt)` },
  { family: "encoding", source: `\\b(?:aWdub3Jl|SWdub3Jl|aWdub3JlIGFsbC|SWdub3JlIGFsbC|ZGlzcmVnYXJk|RGlzcmVnYXJk)` },
  { family: "encoding", source: `\\b(?:respond|reply|answer|write) only in (?:base64|hex|rot-?13|binary|leetspeak|a cipher)\\b.{0,40}\\b(?:so|to) (?:(?:that )?(?:the )?(?:filters?|moderation|safety|monitors?)|avoid|bypass|evade)` },
  { family: "encoding", source: `\\b(?:bypass|evade|avoid|get around|circumvent|trick|fool)\\s+(?:the\\s+|your\\s+)?(?:content\\s+|safety\\s+)?(?:filters?|moderation|guardrails?|safety (?:systems?|checks?|measures)|censorship|restrictions)\\b` },
];
