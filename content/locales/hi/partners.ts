import type { PartnersTexts } from "../../partners.ts";

export const partners: PartnersTexts = [
  { name: "Kestrelon Drives", supplies: "ट्रैक्शन मशीन और VVVF ड्राइव" },
  { name: "Orbitek Controls", supplies: "PLC कंट्रोलर" },
  { name: "Vajrakor Rails", supplies: "T-सेक्शन गाइड रेल" },
  { name: "Nilambra Glassworks", supplies: "टफ़न किया हुआ केबिन ग्लास" },
  { name: "Setuvan Motion", supplies: "डोर ऑपरेटर" },
  { name: "Tarangix Cables", supplies: "ट्रैवलिंग केबल" },
  { name: "Anvilore Steelcraft", supplies: "304 स्टेनलेस स्टील शीट" },
  { name: "Prismade Panels", supplies: "केबिन की दीवार के पैनल" },
];
