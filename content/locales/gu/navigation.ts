import type { Translation } from "../../localize.ts";
import type { Navigation } from "../../navigation.ts";

const services = [
  { name: "ડોર ડિઝાઇન" },
  { name: "કેપ્સ્યુલ લિફ્ટ" },
  { name: "પેસેન્જર લિફ્ટ" },
  { name: "હોસ્પિટલ લિફ્ટ" },
  { name: "હાઇડ્રોલિક લિફ્ટ" },
  { name: "બંગલો/હોમ લિફ્ટ" },
  { name: "ગુડ્સ લિફ્ટ" },
];
const service = { name: "બ્રેકડાઉન અને સર્વિસ" };
const planner = { name: "લિફ્ટ પ્લાનર" };

export const navigation: Translation<Navigation> = {
  servicesMenu: services,
  plannerLink: planner,
  serviceLink: service,
  mainMenu: [
    { name: "હોમ" },
    { name: "અમારા વિશે" },
    { name: "સર્ટિફિકેશન" },
    { name: "સેવાઓ", submenu: [...services, planner, service] },
    { name: "બ્લોગ" },
    { name: "ગેલેરી", submenu: [{ name: "લિફ્ટ" }, { name: "દરવાજા" }] },
    { name: "પ્રશ્નો-જવાબ" },
    { name: "કારકિર્દી" },
    { name: "સંપર્ક" },
  ],
  enquiryLink: { name: "પૂછપરછ કરો" },
  footerLinks: [{ name: "અમારો સંપર્ક કરો" }, ...services.slice(1), planner, service],
};
