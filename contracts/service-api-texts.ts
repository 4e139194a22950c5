/**
 * The service API's refusals a customer reads, in the site's three languages (`{phone}`: the 24/7
 * support number, from content/company.ts, filled in by `fillText`). Apart from service-texts.ts
 * so the tracking page's code carries none of them.
 */
import type { Locale } from "./locales.ts";

/** Why a form posted without JavaScript was refused before it could be read: `?refused=<reason>`. */
export const REFUSED_POST_REASONS = ["too-large", "content-type", "origin"] as const;
export type RefusedPostReason = (typeof REFUSED_POST_REASONS)[number];

export function isRefusedPostReason(value: unknown): value is RefusedPostReason {
  return typeof value === "string" && (REFUSED_POST_REASONS as readonly string[]).includes(value);
}

interface ServiceApiTexts {
  /** Someone is trapped, and the per-sender limit refused the report: the number first. */
  rateLimitedTrapped: string;
  refused: Readonly<Record<RefusedPostReason, string>>;
}

export const SERVICE_API_TEXTS: Readonly<Record<Locale, ServiceApiTexts>> = {
  en: {
    rateLimitedTrapped:
      "Someone trapped? Call our 24/7 emergency number now: {phone}. We cannot take more reports online from this connection just now. Do not force the lift doors open.",
    refused: {
      "too-large":
        "Your request was too long to send. Please shorten the description and send the form again, or call us on {phone}.",
      "content-type":
        "Your request could not be read. Please fill in the form below and send it again, or call us on {phone}.",
      origin:
        "This form can only be sent from our own website. Please fill in the form below, or call us on {phone}.",
    },
  },
  gu: {
    rateLimitedTrapped:
      "કોઈ લિફ્ટમાં ફસાયું છે? અત્યારે જ અમારા 24/7 ઇમરજન્સી નંબર {phone} પર કૉલ કરો. આ કનેક્શન પરથી અત્યારે વધુ ફરિયાદ ઑનલાઇન નોંધી શકાતી નથી. લિફ્ટના દરવાજા જબરદસ્તીથી ખોલશો નહીં.",
    refused: {
      "too-large":
        "તમારી ફરિયાદનું લખાણ ઘણું લાંબું હોવાથી મોકલી શકાયું નહીં. કૃપા કરીને વર્ણન ટૂંકું કરીને ફોર્મ ફરી મોકલો, અથવા અમને {phone} પર કૉલ કરો.",
      "content-type":
        "તમારી ફરિયાદ વાંચી શકાઈ નહીં. કૃપા કરીને નીચેનું ફોર્મ ભરીને ફરી મોકલો, અથવા અમને {phone} પર કૉલ કરો.",
      origin:
        "આ ફોર્મ ફક્ત અમારી વેબસાઇટ પરથી જ મોકલી શકાય છે. કૃપા કરીને નીચેનું ફોર્મ ભરો, અથવા અમને {phone} પર કૉલ કરો.",
    },
  },
  hi: {
    rateLimitedTrapped:
      "कोई लिफ्ट में फँसा है? अभी हमारे 24/7 इमरजेंसी नंबर {phone} पर कॉल करें। इस कनेक्शन से अभी और शिकायतें ऑनलाइन दर्ज नहीं हो सकतीं। लिफ्ट के दरवाज़े ज़बरदस्ती न खोलें।",
    refused: {
      "too-large":
        "आपकी शिकायत बहुत लंबी होने के कारण भेजी नहीं जा सकी। कृपया विवरण छोटा करके फ़ॉर्म फिर से भेजें, या हमें {phone} पर कॉल करें।",
      "content-type": "आपकी शिकायत पढ़ी नहीं जा सकी। कृपया नीचे का फ़ॉर्म भरकर फिर से भेजें, या हमें {phone} पर कॉल करें।",
      origin: "यह फ़ॉर्म सिर्फ़ हमारी वेबसाइट से ही भेजा जा सकता है। कृपया नीचे का फ़ॉर्म भरें, या हमें {phone} पर कॉल करें।",
    },
  },
};
