import type { PartnersTexts } from "../../partners.ts";

export const partners: PartnersTexts = [
  { name: "Kestrelon Drives", supplies: "ટ્રેક્શન મશીન અને VVVF ડ્રાઇવ" },
  { name: "Orbitek Controls", supplies: "PLC કંટ્રોલર" },
  { name: "Vajrakor Rails", supplies: "T-સેક્શન ગાઇડ રેલ" },
  { name: "Nilambra Glassworks", supplies: "ટફન કરેલો કેબિન ગ્લાસ" },
  { name: "Setuvan Motion", supplies: "ડોર ઓપરેટર" },
  { name: "Tarangix Cables", supplies: "ટ્રાવેલિંગ કેબલ" },
  { name: "Anvilore Steelcraft", supplies: "304 સ્ટેનલેસ સ્ટીલ શીટ" },
  { name: "Prismade Panels", supplies: "કેબિનની દીવાલના પેનલ" },
];
