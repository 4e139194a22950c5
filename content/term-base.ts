/**
 * The term base: the one word each recurring thing has in Gujarati and in Hindi, the words and
 * spellings not to use instead, and the Latin-script words a Gujarati or Hindi text may keep.
 * Written once, here: `scripts/check-terms.ts` (run by `npm run validate`) reads every Gujarati
 * and Hindi text against it (content/term-check.ts), and docs/translations.md describes it.
 *
 * An `avoid` entry is a word: it matches where a word starts, with or without the case endings
 * Gujarati attaches to it ("કાર", "કારમાં", "કારની"; not "કારણ") or the Hindi plural endings
 * ("कार", "कारें"). `except` lists what may follow it and make it another word ("કાર લિફ્ટ", a
 * lift for cars, is right). A `pattern` entry is a regular expression, for what a word list cannot
 * say (a digit before a detached postposition, a feminine word before लिंक).
 */

export type Language = "gu" | "hi";

/** A word not to use, with or without endings; `except`: the words after it that make it right. */
export interface AvoidWord {
  readonly word: string;
  readonly except?: readonly string[];
}

/** A regular expression (source, flags "gu") for forms not to use, and those forms in words (`why`). */
export interface AvoidPattern {
  readonly pattern: string;
  readonly why: string;
}

export type Avoid = string | AvoidWord | AvoidPattern;

export interface Choice {
  /** The word to write. */
  readonly use: string;
  /** What not to write instead. */
  readonly avoid?: readonly Avoid[];
}

export interface Term {
  /** The thing, in English. */
  readonly en: string;
  readonly gu: Choice;
  readonly hi: Choice;
  /** When to use it, and what it is not. */
  readonly note?: string;
}

/** One word per thing. */
export const TERMS: readonly Term[] = [
  { en: "lift, elevator", gu: { use: "લિફ્ટ" }, hi: { use: "लिफ्ट", avoid: ["लिफ़्ट"] } },
  { en: "service (of a lift)", gu: { use: "સર્વિસ" }, hi: { use: "सर्विस" } },
  { en: "door / door design", gu: { use: "દરવાજો / ડોર ડિઝાઇન" }, hi: { use: "दरवाज़ा / डोर डिज़ाइन" } },
  { en: "stainless steel", gu: { use: "સ્ટેનલેસ સ્ટીલ" }, hi: { use: "स्टेनलेस स्टील" } },
  { en: "civil dimensions", gu: { use: "સિવિલ માપ" }, hi: { use: "सिविल माप" } },
  { en: "benefits", gu: { use: "ફાયદા" }, hi: { use: "फ़ायदे" } },
  { en: "power cut", gu: { use: "લાઇટ જાય ત્યારે" }, hi: { use: "बिजली जाने पर" } },
  { en: "site visit", gu: { use: "સાઇટ વિઝિટ" }, hi: { use: "साइट विज़िट" } },
  { en: "lift ID (on the lift's plate or the AMC card)", gu: { use: "લિફ્ટ નંબર" }, hi: { use: "लिफ्ट नंबर" } },
  { en: "mobile number", gu: { use: "મોબાઇલ નંબર" }, hi: { use: "मोबाइल नंबर" } },
  {
    en: "units (the planner formats figures with Intl; a speed's slash is followed by a word joiner, \\u2060)",
    gu: { use: "મિમી, કિગ્રા, મીટર/સેકન્ડ; મિમીમાં" },
    hi: { use: "मिमी, किग्रा, मी॰/से॰" },
    note: "A size is 1,500 × 2,400 મિમી: '×', never 'x' or 'mm'.",
  },
  {
    en: "cabin (the lift's car, where people stand)",
    gu: { use: "કેબિન", avoid: [{ word: "કાર", except: ["લિફ્ટ", "પાર્કિંગ"] }] },
    hi: { use: "केबिन", avoid: [{ word: "कार", except: ["लिफ्ट", "पार्किंग"] }] },
    note: "'કાર' / 'कार' is an automobile to a customer: only a car lift (કાર લિફ્ટ / कार लिफ्ट) carries one. Hindi केबिन is masculine (लिफ्ट का केबिन); Gujarati કેબિન is feminine (નાની કેબિન).",
  },
  {
    en: "service request, ticket, complaint (what the service form and a breakdown call open)",
    gu: { use: "ફરિયાદ", avoid: ["ટિકિટ", "સર્વિસ વિનંતી", "કમ્પ્લેઇન"] },
    hi: { use: "शिकायत", avoid: ["टिकट", "सर्विस अनुरोध", "कंप्लेंट"] },
    note: "Its number is the ફરિયાદ નંબર / शिकायत नंबर. A quote, an appointment or a data request stays a વિનંતી / अनुरोध.",
  },
  {
    en: "appointment (a meeting booked with the form)",
    gu: { use: "મુલાકાત", avoid: ["અપોઇન્ટમેન્ટ", "એપોઇન્ટમેન્ટ"] },
    hi: { use: "मुलाकात", avoid: ["अपॉइंटमेंट", "मुलाक़ात"] },
  },
  {
    en: "visit (our engineer at the site)",
    gu: { use: "વિઝિટ" },
    hi: { use: "विज़िट", avoid: ["विजिट"] },
    note: "The engineer's visit is a વિઝિટ / विज़िट; a મુલાકાત / मुलाकात is the customer's appointment.",
  },
  {
    en: "message (contact form, WhatsApp)",
    gu: { use: "સંદેશ", avoid: ["મેસેજ"] },
    hi: { use: "संदेश", avoid: ["मैसेज", "मेसेज"] },
  },
  {
    en: "inquiry",
    gu: { use: "પૂછપરછ", avoid: ["ઇન્ક્વાયરી", "ઇન્ક્વાયરી"] },
    hi: { use: "पूछताछ", avoid: ["इन्क्वायरी", "इंक्वायरी"] },
  },
  {
    en: "erase, delete (personal data)",
    gu: { use: "ભૂંસી નાખવું", avoid: ["ડિલીટ"] },
    hi: { use: "मिटाना", avoid: ["डिलीट"] },
    note: "Taking an email off the newsletter list is કાઢી નાખવું / हटाना: that is not an erasure.",
  },
  {
    en: "fits (a model fits the figures, the shaft)",
    gu: { use: "બેસે છે", avoid: [{ word: "ફિટ", except: ["કર"] }] },
    hi: { use: "फ़िट होता है" },
  },
  { en: "pit", gu: { use: "પિટ", avoid: ["ખાડો"] }, hi: { use: "पिट", avoid: ["गड्ढा"] } },
  {
    en: "headroom, overhead (top floor to shaft ceiling)",
    gu: { use: "ઓવરહેડ", avoid: ["હેડરૂમ"] },
    hi: { use: "ओवरहेड", avoid: ["हेडरूम"] },
  },
  { en: "shaft", gu: { use: "શાફ્ટ" }, hi: { use: "शाफ़्ट" } },
  {
    en: "rope (the steel wire ropes that hang the cabin)",
    gu: { use: "રોપ", avoid: [{ pattern: "(?<![\\p{L}\\p{M}])દોરડ", why: "દોરડું, દોરડાં" }] },
    hi: {
      use: "रोप",
      avoid: [{ pattern: "(?<![\\p{L}\\p{M}])रस्सि|(?<![\\p{L}\\p{M}])रस्सी", why: "रस्सी, रस्सियाँ" }],
    },
  },
  {
    en: "machine room",
    gu: { use: "મશીન રૂમ", avoid: ["મશીનરૂમ"] },
    hi: { use: "मशीन रूम", avoid: ["मशीनरूम"] },
  },
  {
    en: "AMC (annual maintenance contract)",
    gu: {
      use: "AMC",
      avoid: ["એએમસી", "એ.એમ.સી.", { pattern: "એન્યુઅલ", why: "એન્યુઅલ; spelled out it is વાર્ષિક" }],
    },
    hi: {
      use: "AMC",
      avoid: ["एएमसी", "ए.एम.सी.", { pattern: "एनुअल", why: "एनुअल; spelled out it is सालाना" }],
    },
    note: "Spelled out once where it first appears: વાર્ષિક મેઇન્ટેનન્સ કોન્ટ્રાક્ટ / सालाना मेंटेनेंस कॉन्ट्रैक्ट.",
  },
  { en: "maintenance", gu: { use: "મેઇન્ટેનન્સ", avoid: ["મેન્ટેનન્સ"] }, hi: { use: "मेंटेनेंस", avoid: ["मेन्टेनेन्स"] } },
  { en: "breakdown", gu: { use: "બ્રેકડાઉન" }, hi: { use: "ब्रेकडाउन" } },
  {
    en: "trapped (a person inside a stopped lift)",
    gu: { use: "ફસાયું", avoid: ["અટવાયું", "અટવાયેલ"] },
    hi: { use: "फँसा", avoid: ["अटका हुआ"] },
    note: "The lift itself stops or is stuck: અટકી ગઈ / रुक गई.",
  },
  {
    en: "engineer (who comes to the site)",
    gu: { use: "એન્જિનિયર", avoid: ["એન્જીનિયર", "એન્જિનીયર"] },
    hi: { use: "इंजीनियर", avoid: ["इन्जीनियर", "इंजिनियर"] },
  },
  {
    en: "branch (an office of ours in another city)",
    gu: {
      use: "બ્રાન્ચ",
      avoid: [{ pattern: "(?<![\\p{L}\\p{M}])શાખા", why: "શાખા, શાખાઓ" }],
    },
    hi: {
      use: "ब्रांच",
      avoid: [{ pattern: "(?<![\\p{L}\\p{M}])शाखा", why: "शाखा, शाखाएँ, शाखाओं" }],
    },
    note: "What a customer says; an engineering degree's field is a બ્રાન્ચ / ब्रांच too.",
  },
  {
    en: "peak hours (when everyone comes and goes)",
    gu: { use: "ભીડનો સમય", avoid: ["પીક અવર્સ"] },
    hi: { use: "भीड़ का समय", avoid: ["पीक आवर्स"] },
  },
  {
    en: "technician (workshop)",
    gu: { use: "ટેક્નિશિયન", avoid: ["ટેકનિશિયન"] },
    hi: { use: "टेक्नीशियन", avoid: ["टेक्निशियन", "तकनीशियन"] },
  },
  {
    en: "to call (by phone)",
    gu: { use: "કૉલ કરવો", avoid: [{ pattern: "(?<![\\p{L}\\p{M}])ફોન કર", why: "ફોન કરો, ફોન કરીશું" }] },
    hi: { use: "कॉल करना", avoid: [{ pattern: "(?<![\\p{L}\\p{M}])फ़ोन कर", why: "फ़ोन करें, फ़ोन करेंगे" }] },
    note: "The number comes before the verb: {phone} પર કૉલ કરો / {phone} पर कॉल करें. A phone (the device) stays ફોન / फ़ोन.",
  },
  {
    en: "email",
    gu: { use: "ઈમેલ", avoid: ["ઇમેલ", "ઈ-મેલ", "ઇ-મેલ"] },
    hi: { use: "ईमेल", avoid: ["इमेल", "ई-मेल"] },
  },
  {
    en: "link (a web address to open)",
    gu: {
      use: "લિંક",
      avoid: [
        {
          pattern: "(?:પેજનું|લિંકનું)\\s+સરનામું|તેનું સરનામું\\s+(?:સાચવ|કૉપી)",
          why: "પેજનું / તેનું સરનામું (a page has a link)",
        },
      ],
    },
    hi: {
      use: "लिंक (masculine)",
      avoid: [
        {
          pattern: "(?:पेज|लिंक) का\\s+पता|(?:इसका|उसका) पता\\s+(?:सहेज|संभाल|कॉपी)",
          why: "पेज का / इसका पता (a page has a link)",
        },
        {
          pattern:
            "(?<![\\p{L}\\p{M}])(?:अपनी|आपकी|हमारी|इसकी|उसकी|वाली|पूरी|नई|पुरानी|भेजी)\\s+(?:(?:ट्रैकिंग|पर्सनल|प्राइवेसी)\\s+)?लिंक",
          why: "अपनी / आपकी / वाली लिंक: लिंक is masculine (अपना लिंक, यह लिंक खुला)",
        },
      ],
    },
    note: "A link is never an address: સરનામું / पता is where a building is (an email address is ઈમેલ / ईमेल).",
  },
  {
    en: "personal link (in every email, to withdraw consent or erase data)",
    gu: { use: "પર્સનલ લિંક", avoid: ["વ્યક્તિગત લિંક"] },
    hi: { use: "पर्सनल लिंक", avoid: ["व्यक्तिगत लिंक"] },
    note: "The tracking link of a complaint is a ખાનગી લિંક / निजी लिंक (keep it to yourself).",
  },
  {
    en: "in one step (one click on the personal link's page)",
    gu: { use: "એક જ ક્લિકમાં", avoid: ["એક જ પગલામાં"] },
    hi: { use: "एक ही क्लिक में", avoid: ["एक ही कदम में"] },
  },
  { en: "working day", gu: { use: "કામકાજનો દિવસ" }, hi: { use: "कामकाजी दिन" } },
  { en: "working hours", gu: { use: "કામકાજનો સમય" }, hi: { use: "काम का समय" } },
  {
    en: "quotation",
    gu: { use: "ક્વોટેશન", avoid: ["કોટેશન", "ભાવપત્રક"] },
    hi: { use: "कोटेशन", avoid: ["क्वोटेशन"] },
  },
  {
    en: "data (personal data)",
    gu: { use: "માહિતી", avoid: [{ word: "ડેટા", except: ["પ્રોટેક્શન"] }] },
    hi: { use: "जानकारी", avoid: [{ word: "डेटा", except: ["प्रोटेक्शन"] }] },
    note: "Only the law's and the Board's names keep ડેટા / डेटा.",
  },
  {
    en: "step (of a complaint's progress)",
    gu: { use: "પગલું" },
    hi: { use: "चरण", avoid: [{ word: "कदम", except: ["दर"] }] },
  },
  { en: "try again", gu: { use: "ફરી પ્રયાસ કરો", avoid: ["પ્રયત્ન"] }, hi: { use: "फिर से कोशिश करें" } },
  { en: "office", gu: { use: "ઑફિસ" }, hi: { use: "ऑफ़िस", avoid: ["दफ़्तर"] } },
  {
    en: "WhatsApp",
    gu: { use: "વૉટ્સએપ", avoid: ["વોટ્સએપ"] },
    hi: { use: "व्हाट्सऐप", avoid: ["वॉट्सऐप", "व्हाट्सएप"] },
  },
];

/**
 * One spelling where two are written. Matched where a word starts, as a whole word or its
 * beginning ("जांच" in "जांचकर" too). A `pattern` is a regular expression instead.
 */
export interface Spelling {
  readonly avoid: string;
  readonly use: string;
  /** "start" (the default): where a word starts; "word": a whole word, with endings; "pattern": a regular expression. */
  readonly match?: "start" | "word" | "pattern";
  readonly why: string;
}

/** Spellings that share a reason: [not this, but this] pairs. */
const spell = (why: string, pairs: readonly (readonly [string, string])[]): Spelling[] =>
  pairs.map(([avoid, use]) => ({ avoid, use, why }));

const CHANDRABINDU = "chandrabindu where no vowel sign stands above the line";
const NUKTA_Z_F = "nukta on ज़ and फ़ in loan words (लिफ्ट is the one fixed exception)";
const NO_NUKTA_K = "no nukta on क ख ग";
const GU_O = "ઑ / ૉ for the English 'o' of office, call";

export const SPELLINGS: Readonly<Record<Language, readonly Spelling[]>> = {
  hi: [
    ...spell(CHANDRABINDU, [
      ["ऊंच", "ऊँच"],
      ["जांच", "जाँच"],
      ["पहुंच", "पहुँच"],
      ["मांग", "माँग"],
      ["मंगा", "मँगा"],
      ["यहां", "यहाँ"],
      ["वहां", "वहाँ"],
      ["कहां", "कहाँ"],
      ["हां", "हाँ"],
      ["फंस", "फँस"],
      ["आंकड़", "आँकड़"],
      ["आंख", "आँख"],
      ["सांस", "साँस"],
      ["कांच", "काँच"],
      ["पांच", "पाँच"],
      ["फैक्ट्रियां", "फ़ैक्ट्रियाँ"],
      ["नौकरियां", "नौकरियाँ"],
      ["संभाल", "सँभाल"],
    ]),
    { avoid: "ाएं(?![\\p{L}\\p{M}])", use: "-ाएँ (जाएँ, बताएँ; not जाएं)", match: "pattern", why: CHANDRABINDU },
    {
      avoid: "ियां(?![\\p{L}\\p{M}])",
      use: "-ियाँ (नौकरियाँ; not नौकरियां)",
      match: "pattern",
      why: CHANDRABINDU,
    },
    ...spell(NUKTA_Z_F, [
      ["ज्यादा", "ज़्यादा"],
      ["जरूर", "ज़रूर"],
      ["दरवाजा", "दरवाज़ा"],
      ["दरवाजे", "दरवाज़े"],
      ["दरवाजों", "दरवाज़ों"],
      ["डिजाइन", "डिज़ाइन"],
      ["विजिट", "विज़िट"],
      ["इंतजार", "इंतज़ार"],
      ["मजबूत", "मज़बूत"],
      ["मजदूरी", "मज़दूरी"],
      ["मंजिल", "मंज़िल"],
      ["बाजार", "बाज़ार"],
      ["अंग्रेजी", "अंग्रेज़ी"],
      ["दस्तावेज", "दस्तावेज़"],
      ["फोन", "फ़ोन"],
      ["फॉर्म", "फ़ॉर्म"],
      ["शाफ्ट", "शाफ़्ट"],
      ["फ्लोर", "फ़्लोर"],
      ["फिट", "फ़िट"],
      ["सेफ्टी", "सेफ़्टी"],
      ["फीचर", "फ़ीचर"],
      ["ऑफिस", "ऑफ़िस"],
      ["फिनिश", "फ़िनिश"],
      ["फ्रेम", "फ़्रेम"],
      ["फायद", "फ़ायद"],
      ["फैक्ट्र", "फ़ैक्ट्र"],
      ["सर्टिफिके", "सर्टिफ़िके"],
      ["स्पेसिफिकेशन", "स्पेसिफ़िकेशन"],
      ["फुल", "फ़ुल"],
      ["फाइल", "फ़ाइल"],
      ["प्रोफाइल", "प्रोफ़ाइल"],
      ["फर्म", "फ़र्म"],
      ["फिक्स", "फ़िक्स"],
      ["ट्रैफिक", "ट्रैफ़िक"],
      ["लिफ़्ट", "लिफ्ट"],
    ]),
    ...spell("the polite imperative in -एँ / -ें (बताएँ, करें)", [
      ["मँगाइए", "मँगाएँ"],
      ["बताइए", "बताएँ"],
      ["दिखाइए", "दिखाएँ"],
      ["लिखिए", "लिखें"],
      ["सुधारिए", "सुधारें"],
      ["भेजिए", "भेजें"],
      ["चुनिए", "चुनें"],
      ["देखिए", "देखें"],
      ["पूछिए", "पूछें"],
      ["कीजिए", "करें"],
      ["दीजिए", "दें"],
      ["जानिए", "जानें"],
    ]),
    ...spell(NO_NUKTA_K, [
      ["ख़राब", "खराब"],
      ["ख़त्म", "खत्म"],
      ["तारीख़", "तारीख"],
      ["तरीक़", "तरीक"],
      ["ख़याल", "खयाल"],
      ["ख़ास", "खास"],
      ["ख़र्च", "खर्च"],
      ["ख़ुद", "खुद"],
      ["ख़ाली", "खाली"],
      ["ग़लत", "गलत"],
      ["क़ीमत", "कीमत"],
      ["क़रीब", "करीब"],
      ["ख़ुल", "खुल"],
      ["आख़िर", "आखिर"],
      ["दाख़िल", "दाखिल"],
      ["सख़्त", "सख्त"],
      ["इलाक़", "इलाक"],
      ["दिक़्क़त", "दिक्कत"],
      ["तरक़्क़ी", "तरक्की"],
    ]),
    { avoid: "टेलीस्कोपिक", use: "टेलिस्कोपिक", why: "one spelling" },
  ],
  gu: [
    ...spell(GU_O, [
      ["ઓફિસ", "ઑફિસ"],
      ["ઓનલાઇન", "ઑનલાઇન"],
      ["ઓર્ડર", "ઑર્ડર"],
      ["ઓટોમેટિક", "ઑટોમેટિક"],
      ["ઓપરેટિંગ", "ઑપરેટિંગ"],
      ["ઓડિટ", "ઑડિટ"],
      ["કોપી", "કૉપી"],
      ["કોલમ", "કૉલમ"],
      ["ડોક્ટર", "ડૉક્ટર"],
      ["સ્ક્રીનશોટ", "સ્ક્રીનશૉટ"],
      ["ઓફર", "ઑફર"],
      ["ઓટો", "ઑટો"],
    ]),
    { avoid: "કોલ", use: "કૉલ", match: "word", why: GU_O },
    { avoid: "લોક", use: "લૉક", match: "word", why: GU_O },
    { avoid: "મોલ", use: "મૉલ", match: "word", why: GU_O },
    {
      avoid: "હંમેશા(?![\\p{L}\\p{M}])",
      use: "હંમેશાં (not હંમેશા)",
      match: "pattern",
      why: "anusvara where it is said",
    },
    { avoid: "હજુ", use: "હજી", why: "one spelling" },
    { avoid: "રેસ્ક્યૂ", use: "રેસ્ક્યુ", why: "one spelling" },
    { avoid: "ઇમર્જન્સી", use: "ઇમરજન્સી", why: "one spelling" },
    { avoid: "મોડેલ", use: "મોડલ", why: "one spelling" },
    { avoid: "ઇન્ટીરિયર", use: "ઇન્ટિરિયર", why: "one spelling" },
    { avoid: "રહેણાક", use: "રહેણાંક", why: "one spelling" },
    { avoid: "શેમ્પેઇન", use: "શેમ્પેન", why: "one spelling" },
    { avoid: "પેનોરેમિક", use: "પેનોરમિક", why: "one spelling" },
    { avoid: "માંગ", use: "માગ (માગો, માગે)", why: "one spelling" },
    {
      avoid: "(?<=[0-9}%)]) (?:થી|માં|માંથી|ના|ની|નું|નો|ને|નાં)(?![\\p{L}\\p{M}])",
      use: "8થી, {count}માંથી (not 8 થી)",
      match: "pattern",
      why: "a postposition joins the number or name before it",
    },
  ],
};

/**
 * Latin-script words a Gujarati or Hindi text may keep, besides the names in
 * content/locales/kept-names.ts: the trade's abbreviations, standards, degrees, and the names of
 * our cabin designs (written as the English page writes them). Units are written in the script
 * (મિમી, કિગ્રા; मिमी, किग्रा), and a size's "x" is "×".
 */
export const ALLOWED_LATIN: readonly string[] = [
  // Abbreviations a customer reads as they are
  "AMC",
  "IP",
  "ARD",
  "LED",
  "PDF",
  "PLC",
  "PVD",
  "VVVF",
  "SS",
  "RCC",
  "MCB",
  "PPE",
  "CV",
  "ITI",
  "B.E.",
  "B.Tech",
  "R&D",
  "ISO",
  "ISI",
  "IS",
  "No.",
  "G",
  "B2",
  "T",
  // The letters that name the dimensions on a drawing
  ..."ABCDEFGHI",
  // Cabin and door design names
  "Formonic",
  "Woodland",
  "Alpha",
  "Adenium",
  "Aura",
  "Iris",
  "Scarlet",
  "Pinwheel",
  "Sky",
  "Platinum",
  "Signet",
  "Luxuria",
  "Imperia",
  "Rose Gold Mirror Etched",
];
