import type { Translation } from "../../localize.ts";
import type { PlannerNames } from "../../planner-names.ts";

export const plannerNames: Translation<PlannerNames> = {
  types: {
    capsule: { name: "કેપ્સ્યુલ લિફ્ટ", tables: ["કેપ્સ્યુલ લિફ્ટ, અર્ધગોળ કેબિન"] },
    passenger: {
      name: "પેસેન્જર લિફ્ટ",
      tables: ["પેસેન્જર લિફ્ટ, સેન્ટર-ઓપનિંગ દરવાજા", "પેસેન્જર લિફ્ટ, ટેલિસ્કોપિક સાઇડ-ઓપનિંગ દરવાજા"],
    },
    hospital: { name: "હોસ્પિટલ લિફ્ટ", tables: ["હોસ્પિટલ બેડ લિફ્ટ, ટેલિસ્કોપિક દરવાજા"] },
    hydraulic: { name: "હાઇડ્રોલિક લિફ્ટ", tables: ["હાઇડ્રોલિક લિફ્ટ, G + 5 સુધી"] },
    home: { name: "બંગલો/હોમ લિફ્ટ", tables: ["બંગલો લિફ્ટ"] },
    goods: { name: "ગુડ્સ લિફ્ટ", tables: ["ગુડ્સ લિફ્ટ, સાઇડ-ઓપનિંગ દરવાજા"] },
  },
  doorArrangements: { "centre-opening": "સેન્ટર-ઓપનિંગ", telescopic: "ટેલિસ્કોપિક", "side-opening": "સાઇડ-ઓપનિંગ" },
};
