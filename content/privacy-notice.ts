/**
 * The full privacy notice (the `/privacy` page, in English, Gujarati and Hindi) as data, ready
 * for the page to render: headings, list items, table cells and paragraphs by key, placeholders
 * filled from the company's facts by `privacyNotice(locale, company)` (as published: the page's
 * loader gives them; as written in content/company.ts by default). The page's title is its entry in
 * content/pages.ts; the short notices by the forms are in contracts/privacy/notices.ts.
 */

import { fillText } from "../contracts/fill-text.ts";
import type { Locale } from "../contracts/locales.ts";
import { type Company, companyIn } from "./company.ts";
import type { CompanyPrivacy } from "./site.schema.ts";

const en = {
  intro:
    "{company} collects personal data only through the forms on this website. This notice says what we collect, why, how long we keep it, who helps us with it, and what you can do.",
  whoHeading: "Who we are",
  who: "{legalName}, {address}. For any question about your data, write to {contact} at {email}.",
  collectHeading: "What each form collects and why",
  formAppointment: "Book an appointment",
  collectAppointment:
    "Your name, mobile number, email, job title, company, project details and preferred date, to arrange the appointment and follow it up.",
  formPlanner: "Booking from the lift planner",
  collectPlanner: "The same, and the lift plan you chose, to arrange the site visit and quote for it.",
  formInquiry: "Contact inquiry",
  collectInquiry: "Your name, mobile number, email and message, to answer you.",
  formQuestion: "Ask a question",
  collectQuestion: "Your name, email and question, to answer you.",
  formAmcQuote: "AMC quote request",
  collectAmcQuote:
    "Your name, mobile number and email, and your lifts' details (how many, type, stops, make, year, current maintainer, the cover you want, building and city), to prepare the maintenance quote and follow it up.",
  formNewsletter: "Newsletter",
  collectNewsletter:
    "Your email, to send you occasional news about our products and services. Subscribing is your consent to these emails.",
  collectTechnical:
    "With every form we also keep the page you sent it from, your browser's name and a scrambled form of your internet address that cannot be turned back into it, to stop abuse.",
  versions:
    "The short notice by each form has a version, and we record with what you send which version you saw, in which language and when.",
  retentionHeading: "How long we keep it",
  retentionRecord: "What we keep",
  retentionPeriod: "How long",
  retentionLeads: "Appointments, planner bookings, inquiries, questions and AMC quote requests",
  retentionLeadsPeriod: "{leadsMonths} months from when they arrive",
  retentionNewsletter: "Newsletter subscription",
  retentionNewsletterPeriod: "Until you withdraw your consent",
  retentionTickets: "Service tickets",
  retentionTicketsPeriod: "{ticketsMonths} months after they are closed",
  retentionDeletion:
    "After that they are deleted automatically: the check runs every day. The technical data is kept and deleted with the form it came with.",
  processorsHeading: "Who processes it for us",
  processorsTerms:
    "They process your data only on our instructions. We do not sell your data or use it for advertising.",
  rightsHeading: "Your rights",
  rightsIntro: "Under India's Digital Personal Data Protection Act, 2023, you can:",
  rightSee:
    "see a summary of the data we hold about you, what we do with it and with whom we have shared it;",
  rightCorrect: "have wrong data corrected, and incomplete data completed or updated;",
  rightErase: "have your data erased, unless a law requires us to keep it;",
  rightWithdraw:
    "withdraw your consent at any time, as easily as you gave it; we then stop using your data for that purpose;",
  rightNominate: "nominate someone to use these rights for you if you die or cannot use them yourself;",
  rightComplain:
    "complain to us, and then to the Data Protection Board of India, if we have not handled your data properly.",
  howHeading: "How to use them",
  howLink:
    "Every email we send you about a form you sent (an inquiry, a booking, the newsletter, a service request, a request made on this page) has a personal link where you can withdraw your consent or have your data erased, each in one step. The link reaches what was sent to us with the email address it came to; for data sent with only your mobile number, write to us.",
  howWrite:
    "For anything else (to see or correct your data, to nominate someone, or if you no longer have our email), write to the contact below. Say what you want and which email or mobile number you gave us, so we can find your data.",
  contactPerson: "Contact for data questions",
  contactEmail: "Email",
  contactAnswer: "Answer within",
  contactDays: "{days} days",
  complainHeading: "How to complain",
  complain:
    "Write to {contact} at {email} first: the law asks you to give us the chance to put it right. We answer within {days} days.",
  complainBoard:
    "If our answer does not settle it, or we have not answered within {days} days, you can complain to the Data Protection Board of India. The Board works online: file your complaint on its website, naming us and saying what happened and what you asked of us.",
};

export type PrivacyNoticeText = Record<keyof typeof en, string>;

export const PRIVACY_NOTICE: Readonly<Record<Locale, PrivacyNoticeText>> = {
  en,
  gu: {
    intro:
      "{company} વ્યક્તિગત માહિતી ફક્ત આ વેબસાઇટના ફોર્મ દ્વારા જ લે છે. આ નોટિસમાં લખ્યું છે કે અમે શું લઈએ છીએ, શા માટે, કેટલો સમય રાખીએ છીએ, તેમાં અમને કોણ મદદ કરે છે, અને તમે શું કરી શકો છો.",
    whoHeading: "અમે કોણ છીએ",
    who: "{legalName}, {address}. તમારી માહિતી વિશે કોઈ પણ પ્રશ્ન માટે {contact}ને {email} પર લખો.",
    collectHeading: "દરેક ફોર્મ શું લે છે અને શા માટે",
    formAppointment: "મુલાકાત બુક કરો",
    collectAppointment:
      "તમારું નામ, મોબાઇલ નંબર, ઈમેલ, ભૂમિકા, કંપની, પ્રોજેક્ટની વિગતો અને અનુકૂળ તારીખ, મુલાકાત ગોઠવવા અને તેના ફોલો-અપ માટે.",
    formPlanner: "લિફ્ટ પ્લાનરથી બુકિંગ",
    collectPlanner: "એ જ વિગતો, અને તમે પસંદ કરેલો લિફ્ટ પ્લાન, સાઇટ વિઝિટ ગોઠવવા અને તેનું ક્વોટેશન આપવા માટે.",
    formInquiry: "સંપર્ક ફોર્મથી પૂછપરછ",
    collectInquiry: "તમારું નામ, મોબાઇલ નંબર, ઈમેલ અને સંદેશ, તમને જવાબ આપવા માટે.",
    formQuestion: "પ્રશ્ન પૂછો",
    collectQuestion: "તમારું નામ, ઈમેલ અને પ્રશ્ન, તમને જવાબ આપવા માટે.",
    formAmcQuote: "AMC ક્વોટેશનની વિનંતી",
    collectAmcQuote:
      "તમારું નામ, મોબાઇલ નંબર અને ઈમેલ, અને તમારી લિફ્ટની વિગતો (કેટલી, પ્રકાર, સ્ટોપ, કંપની, વર્ષ, અત્યારે મેઇન્ટેનન્સ કોણ કરે છે, તમને જોઈતું કવર, બિલ્ડિંગ અને શહેર), મેઇન્ટેનન્સનું ક્વોટેશન તૈયાર કરવા અને તેના ફોલો-અપ માટે.",
    formNewsletter: "ન્યૂઝલેટર",
    collectNewsletter:
      "તમારો ઈમેલ, અમારી પ્રોડક્ટ્સ અને સર્વિસના સમાચાર સમયાંતરે મોકલવા માટે. સબ્સ્ક્રાઇબ કરવું એ આ ઈમેલ માટે તમારી સંમતિ છે.",
    collectTechnical:
      "દુરુપયોગ રોકવા માટે, દરેક ફોર્મ સાથે અમે એ પણ રાખીએ છીએ: તમે કયા પેજ પરથી મોકલ્યું, તમારા બ્રાઉઝરનું નામ, અને તમારા IP એડ્રેસનું એવું બદલેલું રૂપ જેમાંથી મૂળ IP એડ્રેસ પાછું મેળવી શકાતું નથી.",
    versions:
      "દરેક ફોર્મ પાસેની ટૂંકી નોટિસનું એક વર્ઝન હોય છે, અને તમે જે મોકલો તેની સાથે અમે નોંધીએ છીએ કે તમે કયું વર્ઝન, કઈ ભાષામાં અને ક્યારે જોયું.",
    retentionHeading: "અમે કેટલો સમય રાખીએ છીએ",
    retentionRecord: "અમે શું રાખીએ છીએ",
    retentionPeriod: "કેટલો સમય",
    retentionLeads: "મુલાકાતો, પ્લાનર બુકિંગ, પૂછપરછ, પ્રશ્નો અને AMC ક્વોટેશનની વિનંતીઓ",
    retentionLeadsPeriod: "આવ્યા પછી {leadsMonths} મહિના",
    retentionNewsletter: "ન્યૂઝલેટર સબ્સ્ક્રિપ્શન",
    retentionNewsletterPeriod: "તમે સંમતિ પાછી ખેંચો ત્યાં સુધી",
    retentionTickets: "સર્વિસની ફરિયાદો",
    retentionTicketsPeriod: "બંધ થયા પછી {ticketsMonths} મહિના",
    retentionDeletion:
      "એ મુદત પૂરી થાય એટલે માહિતી આપમેળે ભૂંસાઈ જાય છે: તેની તપાસ દરરોજ થાય છે. ટેક્નિકલ માહિતી જે ફોર્મ સાથે આવી હોય તેની સાથે જ રખાય છે અને ભૂંસાય છે.",
    processorsHeading: "અમારા વતી માહિતી કોણ પ્રોસેસ કરે છે",
    processorsTerms:
      "તેઓ તમારી માહિતી ફક્ત અમારી સૂચના મુજબ જ પ્રોસેસ કરે છે. અમે તમારી માહિતી વેચતા નથી કે જાહેરાત માટે વાપરતા નથી.",
    rightsHeading: "તમારા અધિકારો",
    rightsIntro: "ભારતના ડિજિટલ પર્સનલ ડેટા પ્રોટેક્શન એક્ટ, 2023 હેઠળ તમે:",
    rightSee: "અમારી પાસે તમારી કઈ માહિતી છે, અમે તેનું શું કરીએ છીએ અને કોની સાથે શેર કરી છે, તેનો સારાંશ જોઈ શકો છો;",
    rightCorrect: "ખોટી માહિતી સુધરાવી શકો છો, અને અધૂરી માહિતી પૂરી કે અપડેટ કરાવી શકો છો;",
    rightErase: "તમારી માહિતી ભૂંસાવી શકો છો, સિવાય કે કોઈ કાયદો અમને તે રાખવાનું કહે;",
    rightWithdraw:
      "તમે આપી હતી એટલી જ સહેલાઈથી ગમે ત્યારે સંમતિ પાછી ખેંચી શકો છો; પછી અમે તે હેતુ માટે તમારી માહિતી વાપરવાનું બંધ કરીએ છીએ;",
    rightNominate:
      "તમારું અવસાન થાય કે તમે જાતે આ અધિકારો વાપરી ન શકો ત્યારે તમારા વતી વાપરવા કોઈને નોમિનેટ કરી શકો છો;",
    rightComplain:
      "અમે તમારી માહિતી બરાબર ન સંભાળી હોય તો અમને, અને પછી ભારતના ડેટા પ્રોટેક્શન બોર્ડને ફરિયાદ કરી શકો છો.",
    howHeading: "આ અધિકારો કેવી રીતે વાપરવા",
    howLink:
      "તમે મોકલેલા ફોર્મ (પૂછપરછ, બુકિંગ, ન્યૂઝલેટર, સર્વિસની ફરિયાદ, આ પેજ પરથી કરેલી વિનંતી) વિશે અમે મોકલીએ તે દરેક ઈમેલમાં તમારી પર્સનલ લિંક હોય છે, જ્યાં તમે એક જ ક્લિકમાં સંમતિ પાછી ખેંચી શકો છો અથવા તમારી માહિતી ભૂંસાવી શકો છો. લિંકથી ફક્ત એ જ માહિતી ખૂલે છે જે અમને એ ઈમેલ સરનામા સાથે મોકલાઈ હતી જેના પર લિંક આવી છે; ફક્ત મોબાઇલ નંબર સાથે મોકલેલી માહિતી માટે અમને લખો.",
    howWrite:
      "બાકી કંઈ પણ માટે (માહિતી જોવા કે સુધારવા, કોઈને નોમિનેટ કરવા, કે અમારો ઈમેલ તમારી પાસે ન હોય તો) નીચેના સંપર્કને લખો. તમારે શું જોઈએ છે અને તમે અમને કયો ઈમેલ કે મોબાઇલ નંબર આપ્યો હતો તે લખો, જેથી અમે તમારી માહિતી શોધી શકીએ.",
    contactPerson: "માહિતી વિશેના પ્રશ્નો માટે સંપર્ક",
    contactEmail: "ઈમેલ",
    contactAnswer: "જવાબ",
    contactDays: "{days} દિવસમાં",
    complainHeading: "ફરિયાદ કેવી રીતે કરવી",
    complain:
      "પહેલાં {contact}ને {email} પર લખો: કાયદો કહે છે કે પહેલાં અમને ભૂલ સુધારવાની તક આપો. અમે {days} દિવસમાં જવાબ આપીએ છીએ.",
    complainBoard:
      "જો અમારા જવાબથી વાત ન પતે, અથવા {days} દિવસમાં અમારો જવાબ ન આવે, તો તમે ભારતના ડેટા પ્રોટેક્શન બોર્ડને ફરિયાદ કરી શકો છો. બોર્ડ ઑનલાઇન કામ કરે છે: તેની વેબસાઇટ પર ફરિયાદ નોંધાવો, જેમાં અમારું નામ, શું થયું અને તમે અમારી પાસે શું માગ્યું હતું તે લખો.",
  },
  hi: {
    intro:
      "{company} निजी जानकारी सिर्फ़ इस वेबसाइट के फ़ॉर्म से लेती है। इस नोटिस में लिखा है कि हम क्या लेते हैं, क्यों, कितने समय तक रखते हैं, इसमें हमारी मदद कौन करता है, और आप क्या कर सकते हैं।",
    whoHeading: "हम कौन हैं",
    who: "{legalName}, {address}। अपनी जानकारी के बारे में किसी भी सवाल के लिए {contact} को {email} पर लिखें।",
    collectHeading: "हर फ़ॉर्म क्या लेता है और क्यों",
    formAppointment: "मुलाकात बुक करें",
    collectAppointment:
      "आपका नाम, मोबाइल नंबर, ईमेल, पद, कंपनी, प्रोजेक्ट की जानकारी और पसंद की तारीख, मुलाकात तय करने और उसके फ़ॉलो-अप के लिए।",
    formPlanner: "लिफ्ट प्लानर से बुकिंग",
    collectPlanner: "वही जानकारी, और आपका चुना लिफ्ट प्लान, साइट विज़िट तय करने और उसका कोटेशन देने के लिए।",
    formInquiry: "संपर्क फ़ॉर्म से पूछताछ",
    collectInquiry: "आपका नाम, मोबाइल नंबर, ईमेल और संदेश, आपको जवाब देने के लिए।",
    formQuestion: "सवाल पूछें",
    collectQuestion: "आपका नाम, ईमेल और सवाल, आपको जवाब देने के लिए।",
    formAmcQuote: "AMC कोटेशन का अनुरोध",
    collectAmcQuote:
      "आपका नाम, मोबाइल नंबर और ईमेल, और आपकी लिफ्ट की जानकारी (कितनी, प्रकार, स्टॉप, कंपनी, साल, अभी मेंटेनेंस कौन करता है, आपको कौन-सा कवर चाहिए, बिल्डिंग और शहर), मेंटेनेंस का कोटेशन तैयार करने और उसके फ़ॉलो-अप के लिए।",
    formNewsletter: "न्यूज़लेटर",
    collectNewsletter:
      "आपका ईमेल, हमारे प्रोडक्ट और सर्विस की कभी-कभार खबरें भेजने के लिए। सब्सक्राइब करना इन ईमेल के लिए आपकी सहमति है।",
    collectTechnical:
      "दुरुपयोग रोकने के लिए, हर फ़ॉर्म के साथ हम यह भी रखते हैं: आपने किस पेज से भेजा, आपके ब्राउज़र का नाम, और आपके IP एड्रेस का ऐसा बदला हुआ रूप जिससे असली IP एड्रेस वापस नहीं निकाला जा सकता।",
    versions:
      "हर फ़ॉर्म के साथ दिखने वाले छोटे नोटिस का एक वर्ज़न होता है, और आपकी भेजी जानकारी के साथ हम दर्ज करते हैं कि आपने कौन-सा वर्ज़न, किस भाषा में और कब देखा।",
    retentionHeading: "हम कितने समय तक रखते हैं",
    retentionRecord: "हम क्या रखते हैं",
    retentionPeriod: "कितने समय तक",
    retentionLeads: "मुलाकातें, प्लानर बुकिंग, पूछताछ, सवाल और AMC कोटेशन के अनुरोध",
    retentionLeadsPeriod: "आने के बाद {leadsMonths} महीने",
    retentionNewsletter: "न्यूज़लेटर सब्सक्रिप्शन",
    retentionNewsletterPeriod: "जब तक आप सहमति वापस न लें",
    retentionTickets: "सर्विस की शिकायतें",
    retentionTicketsPeriod: "बंद होने के बाद {ticketsMonths} महीने",
    retentionDeletion:
      "यह अवधि पूरी होते ही जानकारी अपने आप मिटा दी जाती है: इसकी जाँच हर दिन होती है। तकनीकी जानकारी जिस फ़ॉर्म के साथ आई, उसी के साथ रखी और मिटाई जाती है।",
    processorsHeading: "हमारे लिए कौन प्रोसेस करता है",
    processorsTerms:
      "वे आपकी जानकारी सिर्फ़ हमारे निर्देश पर प्रोसेस करते हैं। हम आपकी जानकारी न बेचते हैं, न विज्ञापन के लिए इस्तेमाल करते हैं।",
    rightsHeading: "आपके अधिकार",
    rightsIntro: "भारत के डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, 2023 के तहत आप:",
    rightSee:
      "हमारे पास आपकी कौन-सी जानकारी है, हम उसका क्या करते हैं और हमने उसे किसके साथ शेयर किया है, इसका सारांश देख सकते हैं;",
    rightCorrect: "गलत जानकारी सुधरवा सकते हैं, और अधूरी जानकारी पूरी या अपडेट करवा सकते हैं;",
    rightErase: "अपनी जानकारी मिटवा सकते हैं, जब तक कोई कानून हमें उसे रखने को न कहे;",
    rightWithdraw:
      "जितनी आसानी से सहमति दी, उतनी ही आसानी से कभी भी उसे वापस ले सकते हैं; फिर हम उस काम के लिए आपकी जानकारी इस्तेमाल करना बंद कर देते हैं;",
    rightNominate:
      "आपकी मृत्यु होने पर या खुद इन अधिकारों का इस्तेमाल न कर पाने पर आपकी ओर से इस्तेमाल के लिए किसी को नॉमिनेट कर सकते हैं;",
    rightComplain:
      "अगर हमने आपकी जानकारी ठीक से नहीं सँभाली, तो हमसे, और फिर भारत के डेटा प्रोटेक्शन बोर्ड से शिकायत कर सकते हैं।",
    howHeading: "इनका इस्तेमाल कैसे करें",
    howLink:
      "आपके भेजे फ़ॉर्म (पूछताछ, बुकिंग, न्यूज़लेटर, सर्विस की शिकायत, इस पेज से किया गया अनुरोध) के बारे में हमारे भेजे हर ईमेल में आपका पर्सनल लिंक होता है, जहाँ आप एक ही क्लिक में सहमति वापस ले सकते हैं या अपनी जानकारी मिटवा सकते हैं। लिंक से सिर्फ़ वही जानकारी खुलती है जो हमें उस ईमेल पते के साथ भेजी गई थी जिस पर लिंक आया है; सिर्फ़ मोबाइल नंबर के साथ भेजी गई जानकारी के लिए हमें लिखें।",
    howWrite:
      "बाकी किसी भी बात के लिए (जानकारी देखने या सुधारने, किसी को नॉमिनेट करने, या हमारा ईमेल आपके पास न हो तो) नीचे दिए संपर्क को लिखें। बताएँ कि आपको क्या चाहिए और आपने हमें कौन-सा ईमेल या मोबाइल नंबर दिया था, ताकि हम आपकी जानकारी ढूँढ सकें।",
    contactPerson: "जानकारी से जुड़े सवालों के लिए संपर्क",
    contactEmail: "ईमेल",
    contactAnswer: "जवाब",
    contactDays: "{days} दिन में",
    complainHeading: "शिकायत कैसे करें",
    complain:
      "पहले {contact} को {email} पर लिखें: कानून कहता है कि पहले हमें गलती सुधारने का मौका दें। हम {days} दिन में जवाब देते हैं।",
    complainBoard:
      "अगर हमारे जवाब से बात न सुलझे, या {days} दिन में हमारा जवाब न आए, तो आप भारत के डेटा प्रोटेक्शन बोर्ड से शिकायत कर सकते हैं। बोर्ड ऑनलाइन काम करता है: उसकी वेबसाइट पर शिकायत दर्ज करें, जिसमें हमारा नाम, क्या हुआ और आपने हमसे क्या माँगा था, यह लिखें।",
  },
};

/** The full notice in a page's language: its texts, and the contact and processors it names. */
export interface PrivacyNotice {
  text: PrivacyNoticeText;
  contact: CompanyPrivacy["contact"];
  processors: CompanyPrivacy["processors"];
}

/** The values the full notice's texts name, from `company` in the notice's language. */
function noticeValues(company: Company): Record<string, string | number> {
  const { headOffice: office, privacy } = company;
  return {
    company: company.name,
    legalName: company.legalName,
    address: `${office.street}, ${office.city} ${office.postalCode}, ${office.region}`,
    contact: privacy.contact.name,
    email: privacy.contact.email,
    days: privacy.grievanceResponseDays,
    leadsMonths: privacy.retentionMonths.leads,
    ticketsMonths: privacy.retentionMonths.closedTickets,
  };
}

/** The full notice in `locale`, every placeholder filled from `company` (in that language). */
export function privacyNotice(locale: Locale, company: Company = companyIn(locale)): PrivacyNotice {
  const values = noticeValues(company);
  const text = Object.fromEntries(
    Object.entries(PRIVACY_NOTICE[locale]).map(([key, template]) => [key, fillText(template, values)]),
  ) as PrivacyNoticeText;
  const { contact, processors } = company.privacy;
  return { text, contact, processors };
}
