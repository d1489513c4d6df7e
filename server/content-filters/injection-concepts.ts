/**
 * Concept words of the prompt-injection featurizer (round 9, docs/filters-data-card.md): a small
 * multilingual vocabulary that maps the words of an attack's parts ("ignore", "instructions",
 * "previous", "reveal", "system", "you" …) to one concept token each, whatever the language or the
 * synonym. injection-model.ts emits a concept's token and ordered pairs of concepts a few words
 * apart ("ignore … instructions", "reveal … system … prompt"), so a pair learned from the
 * phrasings of some languages carries over to a paraphrase or a language with few training texts.
 *
 * Round 12 added concepts 13–22 (agentic: tool call, sending, chat history / credentials, secrecy, the user,
 * claimed authority, cancelled rules, combining parts, the AI that summarises / processes a
 * document, destructive actions) and "agent" as an AI word: the parts of indirect and agentic
 * injections (docs/filters-data-card.md, "Round 12 (injection)").
 *
 * Vocabulary written here for ~30 languages (lower case; a trailing * is a prefix, looked up by its first 2–8
 * characters; anything else a whole word; forms without diacritics are added by the table builder).
 * Words only: no example text. Round 12 (at the end of this file): the concepts ROLE, MODE and
 * SHELL, more words of the old ones, and affixed forms generated from every entry.
 */

export const CONCEPTS = {
  /** ignore / disregard / forget / override / bypass / set aside */
  IGNORE: 1,
  /** instruction / rule / prompt / guideline / directive / restriction / policy */
  RULES: 2,
  /** reveal / print / repeat / show / output / disclose / leak */
  REVEAL: 3,
  /** previous / above / earlier / prior / original / initial */
  PREVIOUS: 4,
  /** system / developer / admin / operator / creator */
  SYSTEM: 5,
  /** second person: you / your (the model addressed) */
  YOU: 6,
  /** secret / hidden / confidential / internal */
  SECRET: 7,
  /** unrestricted / unfiltered / uncensored / jailbreak / no limits / mode */
  UNBOUND: 8,
  /** from now on / new / instead / no longer */
  NOW: 9,
  /** AI / assistant / model / chatbot / bot */
  AI: 10,
  /** follow / obey / comply / apply */
  OBEY: 11,
  /** all / every / any */
  ALL: 12,
  // round 12: the parts of indirect and agentic injections
  /** tool / function / call / invoke (a tool call asked for) */
  TOOL: 13,
  /** send / forward / upload / post / publish (data leaving) */
  SEND: 14,
  /** chat history / conversation / credentials / passwords / keys / tokens (what is exfiltrated) */
  DATA: 15,
  /** silently / quietly / secretly / unnoticed (secrecy towards the user) */
  SILENT: 16,
  /** the user (whose request is set aside, who is not to be told) */
  USER: 17,
  /** authorised / cleared / permitted / authorisation code / employee / red team (claimed authority) */
  AUTH: 18,
  /** cancelled / void / lifted / suspended / revoked (rules said to be off) */
  CANCEL: 19,
  /** combine / join / merge / concatenate / part / fragment (a split payload assembled) */
  COMBINE: 20,
  /** summarising / processing / reading / crawling (the AI that handles a document) */
  READER: 21,
  /** delete / erase / wipe / destroy (a destructive action asked of an agent) */
  DESTROY: 22,
} as const;

type Concept = keyof typeof CONCEPTS;

// per concept: words of many languages (en de fr es it pt nl sv da no fi pl cs sk ru uk bg sr hr ro
// hu tr el ar he fa hi id vi tl sw ko)
const WORDS: Record<Concept, string> = {
  IGNORE: `ignor* disregard* forget* forgot* overrid* overrul* bypass* circumvent* skip* discard* dismiss* abandon* drop neglect* omit*
    vergiss* vergess* missacht* übergeh* umgeh* verwirf* überschreib* außer
    oubli* contourn* outrepass* néglig* écart* abandonn*
    olvid* salta saltar salte descart* anul* desestim* pasa
    dimentic* trascur* scavalc* tralasci* aggir* annull*
    esquec* desconsider* despreze* despreza* pule pular contorn*
    vergeet* negeer* omzeil* overschrijf* negeren
    glöm* glom* strunta* bortse* kringgå* åsidosätt* asidosatt* ignorer* glem* overse* tilsidesæt* tilsidesett*
    unohda* unohtak* sivuuta* ohita* ohit* jätä
    zignoruj* ignoruj* zapomnij* pomiń* pomin* pomij* omiń* obejdź* lekceważ*
    ignoruj* zapomeň* zapomen* přeskoč* preskoc* obejdi* zapomeň
    игнорир* забудь* забуд* пренебре* обойди* обход* отбрось* отбрас* пропусти* отмени* игноруй* забудьте* знехтуй* оминь* забрав*
    заборави* занемари* игнориши* zaboravi* zanemari* ignoriši* ignoriraj* zaobiđi*
    uită* uita* ignoră* ignora* neglij* ocoleș* ocoles*
    felejtsd* figyelmen hagyd* mellőz* mellőzd* kerüld* megkerül*
    unut* yoksay* görmezden gormezden atla boşver* bosver* geçersiz* gecersiz*
    αγνόησ* αγνοησ* ξέχασ* ξεχασ* παράκαμψ* παρακαμψ* παράβλεψ*
    تجاهل* انس انسَ تخط* تجاوز* أهمل* اهمل* اغفل*
    התעלם* שכח* תשכח* עקוף* דלג*
    نادیده فراموش* بگذر* دور بزن
    अनदेखा अनदेखी भूल* नज़रअंदाज़ नजरअंदाज
    abaikan* lupakan* lupa* lewati* abaikanlah
    bỏ quên qua
    balewalain* kalimutan* laktawan*
    puuza* sahau* ruka*
    무시* 잊* 우회* 건너뛰*`,
  RULES: `instruct* rule rules guideline* directive* prompt prompts prompting restrict* constraint* guardrail* polic* command* orders guidance
    anweisung* regel* richtlinie* vorgab* befehl* anordnung* einschränk* beschränk*
    instruction* consigne* règle* regle* directive* restriction* contrainte* commande*
    instruccion* instrucción* regla* directriz* directric* norma* restriccion* restricción* órden* ordenes
    istruzion* regol* diretti* vincol* restrizion* comand*
    instruç* instruc* regra* diretriz* restriç* restric* comando*
    instructie* regels* richtlijn* opdracht* beperking*
    instruktion* regler* riktlinj* begränsning* instruks* retningslinj* begrænsning* begrensning*
    ohje* ohjeet* säännö* saanno* sääntö* saanto* rajoitu* käsky*
    instrukc* zasad* reguł* regul* wytyczn* polecen* ogranicz* pokyn* pravidl* omezen* príkaz* příkaz*
    инструкц* правил* указани* директив* ограничен* настанов* вказівк* обмеженн* упутств* uputstv* pravil* uput*
    instrucțiun* instructiun* regul* reguli* restricți* restrictii*
    utasítás* utasitas* szabály* szabaly* irányelv* korlátoz*
    talimat* kural* yönerge* yonerge* kısıtlama* kisitlama* komut*
    οδηγί* οδηγι* κανόν* κανον* περιορισμ* εντολ*
    تعليم* التعليم* تعليمات* قواعد* القواعد* قاعد* إرشاد* ارشاد* الإرشاد* قيود* القيود* أوامر* الأوامر*
    הוראות* ההוראות* כללים* הכללים* הנחיות* ההנחיות* הגבלות*
    دستورالعمل* دستور* دستورات* قوانین* قواعد* محدودیت*
    निर्देश* नियम* दिशानिर्देश*
    instruksi* aturan* pedoman* perintah* batasan*
    hướng dẫn chỉ lệnh quy tắc
    tagubilin* patakaran* alituntunin*
    maagizo* maelekezo* sheria* kanuni*
    지시* 지침* 규칙* 명령* 프롬프트* 제한*
    politique* política* politica* politiche polityk* politik* zásad* политик* سياس* नीति* kebijakan* politika* policy* safeguard* garde-fou* salvaguard* schutzmaßnahm* schutzmechan* zabezpiecz* ochran* захист* защит* حماي* 정책*`,
  REVEAL: `reveal* print* repeat* show* output* display* disclose* leak* dump* echo* recite* expose* spell* tell* share* paste* copy* verbatim
    zeig* gib verrat* wiederhol* ausgeb* offenleg* preisgeb* druck* nenn*
    révèl* revel* affich* montr* répèt* repet* imprim* divulgu* dévoil* devoil* donne* écri* ecri*
    revela* muestr* mostr* imprim* repit* repet* divulg* escrib* dime dinos
    rivel* mostr* stamp* ripet* divulg* scriv* dimmi*
    revel* mostr* imprim* repit* repet* divulg* escrev* diga*
    onthul* toon herhaal* print* geef* vertel*
    avslöj* avsloj* visa* upprepa* skriv* avslør* avslor* vis gentag* gjenta*
    paljast* näytä* nayta* toista* tulosta* kerro*
    ujawnij* ujawn* pokaż* pokaz* powtórz* powtorz* wypisz* wydrukuj* podaj* zdradź* prozraď* prozrad* ukaž* ukaz* zopakuj* vypiš* vypis*
    раскрой* раскры* покажи* показ* повтори* выведи* вывед* напечатай* распечата* расскажи* выдай* розкрий* покажи* повтори* виведи* откриј* прикажи* понови* otkrij* prikaži* ponovi* ispiši*
    dezvălu* dezvalu* arată* arata* repetă* afișeaz* afiseaz* tipăr*
    fedd* mutasd* ismételd* ismeteld* írd* ird* nyomtasd*
    göster* goster* açıkla* acikla* tekrarla* yazdır* yazdir* söyle* soyle* ifşa* ifsa*
    αποκάλυψ* αποκαλυψ* δείξ* δειξ* επανάλαβ* επαναλαβ* τύπωσ* τυπωσ* εμφάνισ*
    اكشف* أظهر* اظهر* اعرض* كرر* اطبع* أخبر* اخبر* افصح*
    חשוף* הצג* הראה* חזור* הדפס* גלה* תגלה*
    نشان فاش* تکرار* چاپ* بگو
    दिखा* बता* दोहरा* प्रकट* छाप*
    tampilkan* ungkapkan* tunjukkan* ulangi* cetak* beritahu*
    hiển tiết lộ lặp in
    ipakita* ibunyag* ulitin* isulat*
    onyesha* fichua* rudia* chapisha*
    공개* 보여* 출력* 반복* 알려* 밝혀*`,
  PREVIOUS: `previous* above earlier prior preceding initial* original* former* foregoing aforementioned before
    vorherig* vorige* obig* bisherig* früher* frueher* ursprünglich* ursprunglich* oben vorangegangen* vorstehend*
    précédent* precedent* antérieur* anterieur* ci-dessus dessus initial* originel* préalabl*
    anterior* previa* previo* previas* previos* arriba original* inicial*
    precedent* preceden* sopra originar* iniziali* iniziale* prima
    anterior* acima original* originais* inicial* iniciais* prévia* prévias*
    vorige* eerdere* bovenstaand* oorspronkelijk* voorgaand*
    tidigare föregående foregaende ovan ursprungliga ovenfor tidligere foregående oprindelig* opprinnelig*
    aiemm* edellis* yllä ylla alkuperäi* alkuperai*
    poprzedni* wcześniejsz* wczesniejsz* powyższ* powyzsz* pierwotn* początkow* předchozí* predchozi* předešl* původní* puvodni* výše
    предыдущ* прежн* выше ранн* исходн* первоначальн* попередн* раніш* вище претходн* раније горе prethodn* ranij* izvorn*
    anterioar* anterior* precedent* originale* inițial* initial*
    előző* elozo* korábbi* fenti eredeti*
    önceki onceki yukarıdaki yukaridaki orijinal* ilk
    προηγούμ* προηγουμ* παραπάνω παραπανω αρχικ*
    السابق* السابقة أعلاه اعلاه الأصلي* الاصلي* المسبق*
    הקודמ* הקודמות לעיל המקורי* הקודם
    قبلی قبلي بالا اصلی اولیه
    पिछल* पहले पूर्व* ऊपर मूल
    sebelumnya sebelum atas awal asli
    trước trên ban đầu
    nakaraan* naunang* itaas orihinal*
    zilizopita* iliyopita* hapo juu awali* asili*
    이전* 위의 위 앞의 기존* 원래*`,
  SYSTEM: `system* developer* dev admin* administrator* operator* creator* owner* root sysadmin openai anthropic maintainer* engineer*
    system* entwickler* systemanweisung* systemprompt* betreiber* ersteller*
    système* systeme* développeur* developpeur* administrat* créateur* createur*
    sistema* desarrollador* administrador* creador* operador*
    sistema* sviluppator* amministrat* creator*
    sistema* desenvolvedor* administrador* criador*
    systeem* ontwikkelaar* beheerder* maker*
    systemet utvecklar* udvikler* utvikler*
    järjestelmä* jarjestelma* kehittäj* kehittaj* ylläpitäj*
    systemow* systemu system* programist* twórc* tworc* deweloper* administrator* systémov* systemov* vývojář* vyvojar*
    систем* разработчик* администрат* создател* розробник* творц* програмер* programer* sistem*
    sistem* dezvoltator* administrator* creator*
    rendszer* fejlesztő* fejleszto* adminisztrátor*
    sistem* geliştirici* gelistirici* yönetici* yonetici* yapımcı*
    σύστημ* συστημ* προγραμματιστ* διαχειριστ* δημιουργ*
    النظام نظام* المطور* مطور* المسؤول* المشرف*
    המערכת מערכת* המפתח* מפתח מנהל* היוצר*
    سیستم* توسعه‌دهنده توسعه مدیر* سازنده*
    सिस्टम डेवलपर* व्यवस्थापक*
    sistem* pengembang* admin*
    hệ thống nhà phát triển quản trị
    sistema* developer* tagalikha*
    mfumo* msanidi* mtengenezaji*
    시스템* 개발자* 관리자*`,
  YOU: `you your yours yourself u ur
    du dich dir dein* sie ihr ihre ihren euch
    tu te toi ton ta tes vous votre vos
    tú tu te ti tus usted ustedes su sus
    tu ti te tuo tua tuoi tue voi vostr*
    você voce vocês tu teu tua teus tuas seu sua
    jij je jou jouw u uw
    du dig din dina ditt du deg di dine
    sinä sina sinun sinua sinulle te teidän
    ty ci ciebie twoj* twoje twoich wy wasz* ty tvůj tvuj tvoje tebe ti
    ты тебе тебя твои твой твоя твоё твое вы вас ваш* ти тобі твої ти теби твоје
    tu tău tau tale tine voi
    te neked téged ön
    sen senin sana seni siz sizin
    εσύ εσυ σου σας εσείς
    أنت انت لك عليك
    אתה את שלך לך
    تو شما
    तुम आप तुम्हारे आपके तुम्हें
    kamu anda
    bạn
    ikaw mo iyong
    wewe yako
    너 당신 너의 당신의`,
  SECRET: `secret* hidden confidential* internal* private* concealed classified
    geheim* versteckt* vertraulich* intern*
    secret* caché* cache* cachée* confidentiel* interne*
    secret* oculto* oculta* ocultas* ocultos* confidencial* intern*
    segret* nascost* riservat* confidenzial* intern*
    secret* escondid* sigilos*
    geheim* verborgen* vertrouwelijk*
    hemlig* dold* dolda konfidentiel* hemmelig* skjult*
    salai* piilo* luottamukselli* sisäi*
    tajn* ukryt* poufn* wewnętrzn* skryt* důvěrn*
    секрет* скрыт* тайн* конфиденциальн* внутренн* прихован* таємн* скривен* тајн* tajn* skriven*
    secret* ascuns* confidențial*
    titkos* rejtett* bizalmas* belső*
    gizli* saklı* sakli* dahili*
    μυστικ* κρυφ* εμπιστευτικ* εσωτερικ*
    سري* السري* مخفي* المخفي* الخفي* سرية
    סודי* נסתר* חסוי* פנימי*
    مخفی* پنهان* محرمانه*
    गुप्त छिपा* छुपा* आंतरिक*
    rahasia* tersembunyi* internal*
    bí mật ẩn
    lihim* nakatago*
    siri* iliyofichwa*
    비밀* 숨겨진* 숨은* 내부*`,
  UNBOUND: `unrestrict* unfilter* uncensor* unlimited unbound* jailbr* unchained unaligned unlocked limitless lawless
    uneingeschränk* ungefilter* unzensiert* unbegrenz* grenzenlos*
    illimité* illimite* débrid* debrid* censure* filtre*
    ilimitad* sin restric* sin filtro* sin censura libre
    illimitat* senza limit* censur* filtr*
    ilimitad* sem restri* sem filtro* sem censura
    onbeperkt* ongefilterd* ongecensureerd*
    obegränsad* obegransad* ocensurerad* ubegrænset* ubegrenset*
    rajoittamaton* sensuroimaton*
    nieograniczon* bez ograniczeń bez ograniczen bez cenzur* neomezen* bez omezení
    неограниченн* без ограничени* без цензур* без фильтр* необмежен* без обмежень неограничен* neograničen* bez ograničenja
    nelimitat* fără restricții fara restrictii
    korlátlan* korlatlan* cenzúrázatlan*
    sınırsız* sinirsiz* kısıtlamasız* kisitlamasiz* sansürsüz* sansursuz* filtresiz*
    απεριόριστ* απεριοριστ* χωρίς περιορισμούς λογοκρισ*
    مقيد* قيود بلا رقابة
    מוגבל* ללא הגבלות צנזורה
    محدودیت بدون سانسور
    प्रतिबंध बिना असीमित*
    tanpa batasan tanpa sensor tak terbatas
    không giới hạn kiểm duyệt
    walang limitasyon
    bila vikwazo
    제한 없* 무제한* 검열*`,
  NOW: `now henceforth onward onwards hereafter instead anymore longer new
    jetzt nun sofort fortan stattdessen mehr neue neuen
    maintenant désormais desormais dorénavant dorenavant nouvelle* nouveau*
    ahora adelante partir nuevas nuevo nueva nuevos lugar ya
    ora adesso poi più piu nuove nuovo nuova invece
    agora diante novas novo nova vez mais
    nu voortaan nieuwe plaats langer
    nu hädanefter hadanefter istället istallet nya längre nå fremover stedet nye lenger
    nyt tästä lähtien sijaan uudet
    teraz odtąd odtad zamiast nowe nowy nyní nyni teď ted místo nové nove
    теперь сейчас отныне вместо новые новый больше тепер замість нові тепер сада убудуће уместо sada ubuduće umjesto nove
    acum înainte locul noi noua
    mostantól mostantol helyett új uj
    şimdi simdi artık artik bundan yerine yeni
    τώρα τωρα εφεξής πλέον αντί νέες νέα
    الآن الان من الآن بدلا بدلاً جديدة الجديدة
    עכשיו מעתה במקום חדשות החדשות
    اکنون حالا بعد جای جدید
    अब से बजाय नए नई
    sekarang mulai seterusnya alih-alih baru
    bây giờ từ nay thay vì mới
    ngayon simula bago
    sasa kuanzia badala mpya
    이제 지금부터 앞으로 대신 새로운`,
  AI: `ai a.i assistant* chatbot* bot llm gpt chatgpt claude gemini model language-model
    ki assistent* sprachmodell* modell*
    ia assistant* modèle* modele*
    ia asistente* modelo*
    ia assistente* modello*
    ia assistente* modelo*
    ai assistent* taalmodel*
    ai assistent* språkmodell* tekoäly* tekoaly* avustaj*
    ai asystent* model* asistent*
    ии ии-ассистент ассистент* модел* бот* помощник* асистент* помічник* модель
    ia asistent*
    mi asszisztens* modell*
    yz yapay asistan* model*
    τν βοηθ* μοντέλ*
    الذكاء المساعد* مساعد* النموذج*
    הבינה העוזר* עוזר* המודל*
    هوش دستیار* مدل*
    एआई सहायक* मॉडल*
    ai asisten* model*
    ai trợ lý mô hình
    ai katulong*
    msaidizi* akili
    ai 어시스턴트* 모델* 챗봇* 인공지능*
    agent agents agente agenti agentes agenten агент агенту агенты агенти وكيل الوكيل 에이전트*`,
  OBEY: `follow* obey* comply* complies execute* adhere* respect* honor* honour* abide
    befolg* gehorch* folg* halte* beachte*
    suivez suivre obé* obéis* respect* exécut* execut*
    sigue* seguir* obedec* cumpl* acata* respeta*
    segui* seguire obbedisc* rispett* esegui*
    siga* seguir* obedeç* obedec* cumpr* respeit*
    volg* gehoorza* naleven* houd*
    följ* folj* lyd* følg* folg* overhold*
    noudata* tottele*
    wykonaj* przestrzegaj* stosuj* słuchaj* posłuch* následuj* dodržuj* poslechni*
    следуй* следова* подчин* выполняй* выполни* соблюда* дотримуй* виконуй* слідуй* следи* poštuj* slijedi* prati*
    urmează* urmeaza* respectă* respecta* execută*
    kövesd* kovesd* engedelmesked* tartsd*
    uy uyun takip* itaat* uygula*
    ακολούθ* ακολουθ* υπάκου* εφάρμοσ* τήρησ*
    اتبع* أطع* اطع* نفذ* التزم*
    עקוב* ציית* בצע*
    پیروی اطاعت اجرا*
    पालन मानो
    ikuti* patuhi* jalankan* taati*
    tuân làm theo
    sundin* sumunod*
    fuata* tii* tekeleza*
    따르* 따라* 준수* 복종* 실행*`,
  ALL: `all every everything any anything entire whole
    alle alles jede* jeglich* sämtlich* samtlich* gesamte*
    tout toutes tous toute
    todo todas todos toda cualquier*
    tutto tutte tutti tutta qualsiasi ogni
    todo todas todos toda qualquer*
    alle alles elke ieder*
    alla allt varje alle alt hver*
    kaikki kaiken kaikkia
    wszystk* każd* kazd* všechn* vsechn* veškeré
    все всё всех любые любых всі всіх будь-які све сва svi sve sva
    toate tot orice
    összes osszes minden mindent
    tüm tum bütün butun hepsini
    όλ* ολ* κάθε
    كل جميع
    כל כלל
    همه تمام هر
    सभी सब सारे
    semua seluruh setiap
    tất mọi
    lahat bawat
    zote kila
    모든 전부 모두`,
  TOOL: `tool tools function functions call invoke* trigger* plugin* api endpoint* webhook*
    werkzeug* funktion* rufe aufruf*
    outil* fonction* appelle appeler invoque*
    herramienta* función funcion llama llamar invoca* ejecuta*
    strumento* funzione chiama chiamare invoca*
    ferramenta* função funcao chame chamar invoque*
    functie* roep aanroep*
    narzędzi* narzedzi* funkcj* wywołaj* wywolaj* uruchom*
    nástroj* nastroj* funkci* zavolej* spusť*
    інструмент* функці* виклич* викликай*
    инструмент* функци* вызови* вызвать запусти*
    أداة الأداة أدوات دالة الدالة استدع* استدعي* شغل*
    gọi hàm
    टूल फ़ंक्शन फंक्शन कॉल
    alat fungsi panggil* jalankan*
    araç* arac* fonksiyon* çağır* cagir*
    verktyg* funktion* anropa* kör
    fungsi kazi
    도구* 함수* 호출*`,
  SEND: `send* forward* upload* exfiltrat* transmit* publish* post mail email e-mail leak* sync* push
    schick* send* sende* lade leite* übermittel* veröffentlich* hochlad*
    envoie* envoy* transf* publie* publi* téléverse*
    envía* envia* enviar* manda* mandar* reenvía* reenvia* sube* publica*
    invia* inoltra* manda* carica* pubblica*
    envie* enviar* mande* encaminh* carregue* publique*
    stuur* verstuur* upload* doorstur* publiceer*
    wyślij* wyslij* prześlij* przeslij* opublikuj* wrzuć*
    pošli* posli* odešli* odesli* nahraj* zveřejni*
    надішли* надіслати відправ* перешли* завантаж* опублікуй*
    отправь* отправ* пошли* перешли* загрузи* опубликуй*
    أرسل* ارسل* ابعث* انشر* حمّل* ارفع*
    gửi tải đăng
    भेज* भेजो अपलोड
    kirim* unggah* teruskan* publikasikan*
    gönder* gonder* yükle* yukle* ilet* yayınla*
    skicka* ladda vidarebefordra* publicera*
    tuma* pakia*
    보내* 전송* 업로드* 게시*`,
  DATA: `history conversation* chat chats transcript* credential* password* passwd token* key keys secrets env dotenv inbox emails messages cookie* session* ssh
    verlauf* chatverlauf* gesprächs* gesprachs* konversation* passwort* passwört* zugangsdat* schlüssel*
    historique* conversation* discussion* identifiant* clé
    historial* conversación* conversacion* contraseña* contrasena* credencial* claves
    cronologia* conversazion* credenzial* chiavi
    histórico* historico* conversa* senha* senhas credenci* chaves
    geschiedenis* gesprek* wachtwoord* inloggegeven* sleutel*
    histori* rozmow* hasł* hasl* poświadcz* klucz*
    historii historie konverzac* hesl* přihlašov* klíč* klic*
    історі* розмов* переписк* пароль* паролі ключ*
    истори* переписк* разговор* парол* учётн* учетн* ключ*
    سجل* المحادثة المحادثات محادث* كلمة كلمات المرور مفاتيح*
    lịch sử trò chuyện mật khẩu khóa
    हिस्ट्री इतिहास चैट बातचीत पासवर्ड
    riwayat* percakapan* obrolan* sandi kredensial*
    geçmiş* gecmis* sohbet* şifre* sifre* parola*
    historik* chatthistorik* konversation* lösenord* losenord* nycklar
    historia mazungumzo* nenosiri*
    기록* 대화* 비밀번호* 자격*`,
  SILENT: `silent* quiet* secretly covert* discreet* unnotic* stealth* nowhere unseen
    heimlich* stillschweigend* unbemerkt* stillheimlich
    discrètement discretement silencieusement secrètement secretement silence
    silencio silenciosamente calladamente discretamente sigilosamente
    silenzio silenziosamente nascosto segretamente
    silêncio silencio silenciosamente discretamente escondido
    stilletjes ongemerkt heimelijk
    cicho potajemnie dyskretnie
    potichu tajně tajne nenápadně nenapadne
    тихо непомітно таємно
    незаметно втайне тайком
    سرا سراً بصمت خلسة
    lặng lẽ âm thầm
    चुपचाप गुपचुप
    diam-diam diam rahasia
    sessizce gizlice
    tyst tyst tyst hemlighet obemärkt
    kimya
    조용히 몰래 은밀히`,
  USER: `user user's users
    nutzer* benutzer* anwender*
    utilisateur*
    usuario* usuaria*
    utente* utenti
    usuário* usuario* utilizador*
    gebruiker*
    użytkownik* uzytkownik*
    uživatel* uzivatel*
    користувач*
    пользовател*
    المستخدم مستخدم*
    người dùng
    उपयोगकर्ता यूज़र
    pengguna*
    kullanıcı* kullanici*
    användar* anvandar*
    mtumiaji*
    사용자*`,
  AUTH: `authori* clearance cleared permitted permission* allowed entitled employee* staff red-team redteam
    freigab* berechtig* befugt* autorisier* genehmig* mitarbeiter*
    autoris* habilit* permission* employé* employe*
    autoriza* permiso* permitido* empleado*
    autorizza* autorizzat* permesso dipendent*
    autoriza* autorizad* liberado* permissão* funcionári* funcionari*
    geautoriseerd* autorisatie* toestemming* bevoegd* medewerker*
    autoryzac* uprawnien* upoważn* upowazn* pracownik*
    autoriza* oprávněn* opravnen* povolen* zaměstnan* zamestnan*
    авториз* дозвол* уповноваж* співробітник*
    разреш* допуск* сотрудник*
    تفويض* التفويض مسموح* مصرح* موظف*
    ủy quyền phép
    अधिकृत अनुमति कर्मचारी
    otorisasi* diizinkan* izin* karyawan*
    yetki* izin* çalışan* calisan*
    behörig* behorig* tillåt* tillat* anställd* anstalld*
    ruhusa*
    인증* 권한* 허가* 직원*
    exception* exemption* exempt ausnahme* excepci* eccezion* exceç* excec* uitzondering* wyjąt* wyjat* výjimk* vyjimk* виняток* исключени* استثناء ngoại lệ छूट pengecualian* istisna* undantag* 예외*`,
  DESTROY: `delete* erase* wipe* destroy* purge* drop-table
    lösch* losch* vernicht*
    supprim* effac* détrui* detrui*
    borra* elimin* destru*
    cancella* distrugg*
    apag* exclu* destrua*
    verwijder* wis
    usuń* usun* skasuj* wymaż*
    smaž* smaz* vymaž* vymaz*
    видали* знищ*
    удали* уничтож* сотри*
    احذف* حذف امسح*
    xóa xoá
    हटा* मिटा*
    hapus*
    sil silin*
    radera* ta bort
    futa*
    삭제* 지워*`,
  CANCEL: `cancel* void annul* revok* lifted suspend* nullif* invalid* expired rescind* waived
    aufgehob* annulliert* ungültig* ungultig* aufgeh* widerruf* ausgesetzt*
    annul* suspendu* levée* levee* révoqu* revoqu* caduc*
    anulad* cancelad* suspendid* revocad* nulas nulos
    annullat* sospes* revocat* decadut*
    cancelad* anulad* suspens* revogad*
    vervallen* ingetrokken* opgeheven* ongeldig*
    anulowan* uchylon* zawieszon* nieważn* niewazn*
    zrušen* zrusen* neplatn* pozastaven*
    скасован* недійсн* анульован*
    отменен* отменён* аннулир* недействительн*
    ملغا* ملغي* ملغاة ألغي* الغي* باطل*
    hủy huỷ
    रद्द निरस्त
    dibatalkan* batal* dicabut*
    iptal* geçersiz* gecersiz*
    upphäv* upphav* ogiltig* inställd*
    imefutwa batili
    취소* 무효* 해제*`,
  COMBINE: `combin* concaten* join merge* assembl* part parts fragment* piece* chunk* glue
    kombinier* zusammensetz* zusammenfüg* verbind* teil teile fragment*
    combin* assembl* concatèn* concaten* partie* fragment* morceau*
    unir combina* junta* parte partes fragmento*
    unisci* combina* concatena* parte parti frammento*
    junte* juntar combine* parte partes fragmento*
    combineer* voeg deel delen fragment*
    połącz* polacz* złącz* zlacz* część* czesc* fragment*
    spoj* zkombinuj* část* fragment*
    об'єднай* обєднай* з'єднай* частин* фрагмент*
    объедин* соедин* склей* част* фрагмент*
    اجمع* ادمج* دمج* الجزء جزء* الجزأين
    ghép kết hợp phần
    जोड़* जोड़ो मिलाओ भाग हिस्सा
    gabung* satukan* bagian*
    birleştir* birlestir* parça* parca* bölüm*
    kombinera* sätt delar fragment*
    unganisha* sehemu
    합쳐* 결합* 합치* 부분* 파트*`,
  READER: `summar* summaris* summariz* digest* processing reading crawl* parsing indexing scrap* compil* ingest*
    zusammenfass* verarbeit* liest lesende* auswert*
    résum* resum* traite* traitant* analys* lisant
    resum* procesa* lee leyendo analiza*
    riassum* elabor* legge leggendo analizz*
    resum* process* lendo analis*
    samenvat* verwerk* leest lezend*
    podsumow* przetwarz* czyta* analizuj*
    shrnuj* shrnutí zpracov* čte cte
    підсумов* обробля* читає аналізу*
    сводк* обрабатыв* резюмир* читает анализир*
    يلخص* تلخيص* يعالج* يقرأ* يحلل*
    tóm tắt xử lý đọc
    सारांश पढ़ने पढ़
    merangkum* ringkas* memproses* membaca*
    özetle* ozetle* işleyen* isleyen* okuyan*
    sammanfatt* bearbeta* läser
    muhtasari*
    요약* 처리* 읽는*`,
};

/** Forms of a word without combining marks (é → e), for text typed without diacritics. */
const stripMarks = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");

export interface ConceptEntry {
  /** lower-case, NFKC form of the word or prefix */
  form: string;
  prefix: boolean;
  concept: number;
}

/** Every entry of the vocabulary (with and without diacritics); multi-word entries give one entry per word. */
export function conceptEntries(): ConceptEntry[] {
  const out: ConceptEntry[] = [];
  const seen = new Set<string>();
  for (const [name, list] of Object.entries(WORDS) as Array<[Concept, string]>) {
    for (const raw of list.split(/\s+/)) {
      if (!raw) continue;
      const prefix = raw.endsWith("*");
      const base = (prefix ? raw.slice(0, -1) : raw).normalize("NFKC").toLowerCase();
      for (let form of new Set([base, stripMarks(base)])) {
        // the featurizer's tokens are runs of word characters: a hyphenated or dotted entry is never one token
        if (!form || /[-.\s]/.test(form)) continue;
        if (prefix && form.length < 2) continue;
        // the featurizer looks prefixes up at 2–8 characters: a longer prefix stands for its first 8
        if (prefix && form.length > 8) form = form.slice(0, 8);
        const key = `${prefix ? "p" : "w"}:${form}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ form, prefix, concept: CONCEPTS[name] });
      }
    }
  }
  // round 12: its words and the affixed forms (after these: the first entry of a form wins)
  return [...out, ...conceptEntriesR12(out)];
}

// Round 10: words of the scripts written without spaces (Chinese simplified and traditional,
// Japanese, Thai). The featurizer reads a run of such characters as one token, so these are found
// as substrings of a run (the longest match at a position wins; a match is skipped over), not as
// words or prefixes. Written here, words only.
const NO_SPACE_WORDS: Record<Concept, string> = {
  IGNORE: `忽略 忽视 忽視 无视 無視 忘记 忘記 忘掉 不理会 不理會 不要理 别管 別管 绕过 繞過 跳过 跳過 覆盖 覆蓋 抛开 拋開 撇开 撇開 丢弃 丟棄 放弃 放棄 无需遵守 無需遵守 不必遵守 不用遵守
    無視 忘れ 無効に 回避 迂回 スキップ 破棄 捨て 上書き 取り消 放棄 気にしな
    เพิกเฉย ละเว้น ละทิ้ง ลืม ข้าม ไม่ต้องสนใจ ไม่ต้องทำตาม หลีกเลี่ยง ยกเลิก เมินเฉย ไม่สนใจ`,
  RULES: `指令 指示 说明 說明 规则 規則 安全防护 防护 安全措施 安全対策 规定 規定 提示词 提示詞 准则 準則 守则 守則 限制 约束 約束 政策 命令 设定 設定 要求
    指示 命令 ルール 規則 プロンプト 制限 制約 ガイドライン 指針 ポリシー 設定 規約
    คำสั่ง คำแนะนำ กฎ ข้อกำหนด ข้อจำกัด แนวทาง นโยบาย พรอมต์ พรอมท์ พร้อมต์`,
  REVEAL: `显示 顯示 输出 輸出 打印 泄露 洩露 洩漏 泄漏 透露 告诉我 告訴我 重复 重複 展示 公开 公開 列出 说出 說出 复述 複述 念出
    表示 出力 教えて 見せて 開示 繰り返 漏らし 漏えい 公開 書き出 印刷 明かし
    แสดง เปิดเผย พิมพ์ บอก ทวน ซ้ำ ส่งออก`,
  PREVIOUS: `之前 以前 先前 上面 上述 以上 前面 原来 原來 原始 最初 初始 此前
    以前 前の 上記 先ほど 元の 最初の 初期 これまで 上の
    ก่อนหน้า ข้างต้น เดิม ต้นฉบับ ที่ผ่านมา ข้างบน`,
  SYSTEM: `系统 系統 开发者 開發者 开发人员 開發人員 管理员 管理員 运营方 營運方 创建者 創建者 开发商 開發商
    システム 開発者 管理者 運営 作成者 デベロッパー 開発元
    ระบบ นักพัฒนา ผู้พัฒนา ผู้ดูแล แอดมิน ผู้สร้าง`,
  YOU: `你 您
    あなた 君 お前 貴方 きみ
    คุณ`,
  SECRET: `秘密 隐藏 隱藏 机密 機密 内部 內部 保密 隐秘 隱秘
    秘密 隠し 隠れた 機密 内部 非公開 内緒
    ความลับ ลับ ซ่อน ภายใน`,
  UNBOUND: `不受限制 无限制 無限制 没有限制 沒有限制 越狱 越獄 无审查 無審查 不受约束 不受約束 模式 无过滤 無過濾
    制限なし 制限のない 無制限 脱獄 ジェイルブレイク モード 検閲なし 検閲のない フィルターなし
    ไม่จำกัด ไร้ขีดจำกัด ไม่มีข้อจำกัด เจลเบรก โหมด ไม่มีการเซ็นเซอร์`,
  NOW: `从现在开始 從現在開始 从现在起 從現在起 现在起 現在起 今后 今後 此后 此後 新的 改为 改為 而是 不再
    今から 今後 これから 以降 新しい 代わりに もはや
    ตั้งแต่นี้ ต่อจากนี้ ใหม่ แทน ไม่อีกต่อไป`,
  AI: `人工智能 助手 助理 模型 机器人 機器人 聊天机器人 聊天機器人
    アシスタント モデル ボット チャットボット 人工知能
    ผู้ช่วย โมเดล บอท ปัญญาประดิษฐ์ แชทบอท`,
  OBEY: `遵守 遵循 服从 服從 执行 執行 照做 按照 听从 聽從
    従って 従え 従う 従わ 実行 守って 遵守
    ทำตาม ปฏิบัติตาม เชื่อฟัง ดำเนินการ`,
  ALL: `所有 全部 一切 任何
    すべて 全て 全部 あらゆる 一切
    ทั้งหมด ทุก ใดๆ`,
  TOOL: `工具 函数 函數 调用 調用 插件 智能体 代理
    ツール 関数 呼び出 プラグイン
    เครื่องมือ ฟังก์ชัน เรียกใช้`,
  SEND: `发送 發送 发给 發給 上传 上傳 转发 轉發 寄给 公开发布
    送信 送って 転送 アップロード 送付
    ส่ง อัปโหลด ส่งต่อ`,
  DATA: `聊天记录 聊天紀錄 聊天記錄 对话记录 對話記錄 历史记录 歷史記錄 密码 密碼 凭证 憑證 密钥 密鑰 会话 會話
    履歴 会話 パスワード 認証情報 キー
    ประวัติ การสนทนา รหัสผ่าน`,
  SILENT: `悄悄 偷偷 秘密地 暗中 默默
    こっそり 黙って 密かに 知らせずに
    เงียบๆ แอบ`,
  USER: `用户 用戶 使用者
    ユーザー 利用者
    ผู้ใช้`,
  AUTH: `授权 授權 许可 許可 允许 允許 权限 權限 员工 員工 例外
    認可 権限 許可 社員 従業員
    อนุญาต สิทธิ์ พนักงาน`,
  CANCEL: `取消 作废 作廢 失效 无效 無效 解除
    取り消 無効 解除
    ยกเลิก เป็นโมฆะ`,
  COMBINE: `合并 合併 拼接 组合 組合 拼起来 部分 第一部分 第二部分
    結合 組み合わせ つなげ 部分 パート
    รวม ส่วนที่`,
  READER: `总结 總結 汇总 彙總 摘要 概括
    要約 まとめ 処理
    สรุป`,
  DESTROY: `删除 刪除 清空 销毁 銷毀
    削除 消去 消して
    ลบ ทำลาย`,
};

/** Substring entries for runs of a no-space script (NFKC, lower case; the first entry of a form wins). */
export function noSpaceConceptEntries(): Array<{ form: string; concept: number }> {
  const out: Array<{ form: string; concept: number }> = [];
  const seen = new Set<string>();
  for (const [name, list] of Object.entries(NO_SPACE_WORDS) as Array<[Concept, string]>) {
    for (const raw of list.split(/\s+/)) {
      const form = raw.normalize("NFKC").toLowerCase();
      if (!form || seen.has(form)) continue;
      seen.add(form);
      out.push({ form, concept: CONCEPTS[name] });
    }
  }
  for (const e of noSpaceConceptEntriesR12()) if (!seen.has(e.form) && (seen.add(e.form), true)) out.push(e);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Round 12 (direct injections across languages and morphology, docs/filters-data-card.md
// "Round 12 — direct injections"): three new concepts (ids 23-25, after the agentic round's 13-22),
// more words of the old ones for the languages the r8 check missed, and
// affixed forms generated from the whole vocabulary (clitics and verb prefixes: a word list
// cannot spell every "wa-l-ta'limat", "про-игнорируй", "meng-abaikan").
// ---------------------------------------------------------------------------------------------

/** Round 12's concepts. */
export const CONCEPTS_R12 = {
  /** act as / behave / pretend / imagine / simulate / play a role */
  ROLE: 23,
  /** mode (developer mode, debug mode, no-limits mode) */
  MODE: 24,
  /** terminal / shell / console (a pretend machine whose files hold the system prompt) */
  SHELL: 25,
} as const;

type ConceptR12 = Concept | keyof typeof CONCEPTS_R12;
const conceptId = (name: ConceptR12): number => (name in CONCEPTS ? CONCEPTS[name as Concept] : CONCEPTS_R12[name as keyof typeof CONCEPTS_R12]);

// the same notation as WORDS (a trailing * is a prefix); entries of an existing concept only add
// forms (the first entry of a form wins, and WORDS come first)
const WORDS_R12: Partial<Record<ConceptR12, string>> = {
  ROLE: `act acting behave* pretend* imagine* simulat* emulat* roleplay* impersonat* embody
    verhalte* verhalt* benimm* simulier* spiele* vorgeben
    comporte* comportez* agis agissez joue* simule* incarne* prétend* imaginez
    actúa* actua* actúe compórta* comporta* finge* finja* imagina* simula* interpreta* hazte
    comportati comportatevi agisci fingi* immagina* interpreti
    aja aje atue* comporte-se finja* imagine-se simule*
    gedraag* alsof speel* simuleer* verbeeld*
    bete* låtsas* latsas* föreställ* agera* oppfør* opfør* lat
    toimi toimikaa käyttäydy* kayttaydy* esitä* esita* kuvittele* teeskentele* leiki*
    zachowuj* zachowaj* udawaj* udaj* wyobraź* wyobraz* symuluj* działaj* dzialaj* odgrywaj* wciel*
    chovej* chovejte* chovaj* správaj* spravaj* předstírej* predstiraj* předstírejte představ* predstav* hraj* jednej* tvař*
    веди ведите притворись* притворяй* представь* сыграй* играй* действуй* симулируй* поводься* поводьтеся поводь* уяви* удавай* прикинься* дръж* престори* преструвай* ponašaj* ponasaj* понашај* pretvaraj* zamisli* замисли* glumi* ponašajte
    comportă* prefă imaginează* imagineaza* joacă* acționează* actioneaza*
    viselkedj* viselkedjen tégy tegy tegyél játszd* jatszd* képzeld* kepzeld* színlel* szinlel*
    davran* farz* hayal* canlandır* canlandir* taklit*
    συμπεριφέρσου συμπεριφερσου φέρσου φερσου προσποιήσου* προσποιησου* παρίστανε* παριστανε* φαντάσου* φαντασου* υποδύσου*
    تصرف* تصرّف* تظاهر* تخيل* تخيّل* تقمص* العب*
    תתנהג* התנהג* התחזה* תתחזה* תעמיד* העמד* דמיין* תדמיין* גלם*
    رفتار وانمود* تصور* نقش*
    व्यवहार बर्ताव नाटक अभिनय कल्पना दिखावा
    برتاؤ رویہ اداکاری فرض
    bertindak* bertingkah* berperan* berpura* pura bayangkan* anggap* simulasikan* jadilah berlakulah
    xử vờ tưởng
    kumilos* umakto* magkunwari* kunwari* isipin* gumanap*
    tenda* jifanye* fikiria* igiza*
    행동* 척해* 척하* 가정해* 연기해* 흉내*`,
  MODE: `mode modes modus modo modalità modalita modalidade mod modu modunda modunu läge läget tila tilaan tilassa
    режим режиме режима режимі tryb trybie trybu režim režimu rezim rezimu režime režimom mód módba módban
    λειτουργία λειτουργια وضع الوضع بوضع ووضع מצב במצב ומצב حالت مود موڈ मोड 모드*`,
  SHELL: `terminal* terminál* terminaal* pääte* päätteeni shell bash zsh powershell console* konsol* consola* consolle cmd sudo
    терминал* термінал* конзол* консол* طرفية* الطرفية* طرفيتي טרמינל* ترمینال* ټرمینل टर्मिनल*`,
  IGNORE: `ігнор* проігнор* знехтуй* нехтуй* игнорирай* игнорирайте забрави* zanemar* zabudni* zabudnite* zapomni* ignorujte* ignorujcie* ignorieren* ignoriere*
    felejt* figyelmen huomiotta نظرانداز بھول* भुला* छोड़* छोड pansin* pansinin
    mengabaikan diabaikan melupakan dilupakan melewati dilewati`,
  RULES: `filter* фильтр* фільтр* فلتر* فیلتر* फ़िल्टर* फिल्टर* מסנן* φίλτρ* szűr* suodat* limit* limite* límite* grenzen лимит*
    promptu* prompta* prompte* prompty promptod* promptun* promptov* promptów promptul* промпт* промт* موجه* الموجه* פרומפט* پرامپت* پرامپٹ* प्रॉम्प्ट* प्रोम्प्ट* προτροπ* kehot* kehott*
    politique* politika* politiky politiku polityk* polityce polític* politica* политик* політик* polisi kebijakan* سياس* السياس* מדיניות* سیاست* नीति* पॉलिसी 정책* πολιτικ* käytäntö* kaytanto*
    інструкці* обмежен* korlát* korlat* ہدایت* ہدایات* اصول* `,
  REVEAL: `dame dadme deme dammi datemi daj дай дайте afiș* afis* vypíš* vypiste* vypište viveď* виведіть* copie* copia* recopie* kopier* skopiuj* скопируй* скопіюй* salin*
    menampilkan ditampilkan mengungkapkan diungkapkan menunjukkan ditunjukkan mencetak dicetak`,
  SECRET: `sembunyi* disembunyikan چھپا* چھپے* skrit* skriveno`,
  UNBOUND: `cenzur* цензур* sansür* zensur* censor*
    bezgranic* необмеж* unrestricted`,
  NOW: `відтепер odteraz odteď odted odsud dorazu thenceforth`,
  AI: `ші inteligenc* intelligen* intelligenz* інтелект* интеллект* ذكاء ذہانت* νοημοσύνη* νοημοσυνη* mesterséges mesterseges tekoälyä`,
  YOU: `svůj svuj svoje své swój swoj swoje swoich свой свои свою своё свій свої своє अपना अपनी अपने تم تمہیں تمہارا تمہاری اپنا اپنے آپ`,
  OBEY: `dodrž* řiď* řídi* ridi* дотрим* uym* uyu* mematuh* dipatuh* taat* mengikuti* diikuti menjalankan* تلتزم* يلتزم* الالتزام* تتبع* تنفذ*`,
};

const NO_SPACE_WORDS_R12: Partial<Record<ConceptR12, string>> = {
  ROLE: `扮演 假装 假裝 充当 充當 模拟 模擬 当作 當作 表现得 ふり 振る舞 振舞 なりきっ 演じ シミュレート แสร้ง สมมติ ทำตัว แกล้งทำ จำลอง`,
  SHELL: `终端 終端 命令行 控制台 ターミナル シェル コンソール เทอร์มินัล คอนโซล`,
};

/**
 * Affixes attached to a word in writing (round 12): Arabic-script clitics ("and", "the", "by",
 * "to", "like", Persian / Urdu verb prefixes), Hebrew prefixes, and Slavic / Hungarian verb
 * prefixes (aspect pairs: "игнорируй" / "проигнорируй", "pisz" / "wypisz"). Each entry of the
 * vocabulary in a matching script gets its affixed forms (Slavic / Hungarian verb prefixes only on
 * verbs: IGNORE, REVEAL): a table built once, no cost per word.
 */
const AFFIXES: Array<{ script: RegExp; prefixes: string[]; verbsOnly: boolean }> = [
  { script: /^[\u0600-\u06ff]/, prefixes: ["و", "ف", "ب", "ل", "ال", "وال", "بال", "لل", "می"], verbsOnly: false },
  { script: /^[\u0590-\u05ff]/, prefixes: ["ו", "ה", "ש", "ב", "ל", "מ", "וה", "שה"], verbsOnly: false },
  { script: /^[\u0400-\u04ff]/, prefixes: ["про", "за", "по", "ви", "вы", "не", "пере"], verbsOnly: true },
  { script: /^[a-z\u00e0-\u017e]/, prefixes: ["za", "po", "wy", "vy", "pro", "ne", "meg", "el", "ki"], verbsOnly: true },
];
const VERB_CONCEPTS = new Set<number>([CONCEPTS.IGNORE, CONCEPTS.REVEAL]);

/** Round 12's entries: its words, then affixed forms of every entry (the old vocabulary's and its own). */
export function conceptEntriesR12(base: ConceptEntry[]): ConceptEntry[] {
  const out: ConceptEntry[] = [];
  for (const [name, list] of Object.entries(WORDS_R12) as Array<[ConceptR12, string]>) {
    for (const raw of list.split(/\s+/)) {
      if (!raw) continue;
      const prefix = raw.endsWith("*");
      const w = (prefix ? raw.slice(0, -1) : raw).normalize("NFKC").toLowerCase();
      for (let form of new Set([w, stripMarks(w)])) {
        if (!form || /[-.\s]/.test(form) || (prefix && form.length < 2)) continue;
        if (prefix && form.length > 8) form = form.slice(0, 8);
        out.push({ form, prefix, concept: conceptId(name) });
      }
    }
  }
  const affixed: ConceptEntry[] = [];
  for (const e of [...base, ...out]) {
    for (const a of AFFIXES) {
      if (!a.script.test(e.form) || (a.verbsOnly && !VERB_CONCEPTS.has(e.concept))) continue;
      for (const p of a.prefixes) {
        if (e.form.startsWith(p)) continue;
        let form = p + e.form;
        if (e.prefix && form.length > 8) form = form.slice(0, 8);
        affixed.push({ form, prefix: e.prefix, concept: e.concept });
      }
    }
  }
  return [...out, ...affixed];
}

/** Round 12's substring entries for runs of a no-space script. */
export function noSpaceConceptEntriesR12(): Array<{ form: string; concept: number }> {
  const out: Array<{ form: string; concept: number }> = [];
  for (const [name, list] of Object.entries(NO_SPACE_WORDS_R12) as Array<[ConceptR12, string]>) {
    for (const raw of list.split(/\s+/)) if (raw) out.push({ form: raw.normalize("NFKC").toLowerCase(), concept: conceptId(name) });
  }
  return out;
}
