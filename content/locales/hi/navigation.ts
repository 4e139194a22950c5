import type { Translation } from "../../localize.ts";
import type { Navigation } from "../../navigation.ts";

const services = [
  { name: "डोर डिज़ाइन" },
  { name: "कैप्सूल लिफ्ट" },
  { name: "पैसेंजर लिफ्ट" },
  { name: "हॉस्पिटल लिफ्ट" },
  { name: "हाइड्रोलिक लिफ्ट" },
  { name: "बंगला/होम लिफ्ट" },
  { name: "गुड्स लिफ्ट" },
];
const service = { name: "ब्रेकडाउन और सर्विस" };
const planner = { name: "लिफ्ट प्लानर" };

export const navigation: Translation<Navigation> = {
  servicesMenu: services,
  plannerLink: planner,
  serviceLink: service,
  mainMenu: [
    { name: "होम" },
    { name: "हमारे बारे में" },
    { name: "सर्टिफ़िकेशन" },
    { name: "सेवाएँ", submenu: [...services, planner, service] },
    { name: "ब्लॉग" },
    { name: "गैलरी", submenu: [{ name: "लिफ्ट" }, { name: "दरवाज़े" }] },
    { name: "सवाल-जवाब" },
    { name: "करियर" },
    { name: "संपर्क" },
  ],
  enquiryLink: { name: "पूछताछ करें" },
  footerLinks: [{ name: "हमसे संपर्क करें" }, ...services.slice(1), planner, service],
};
