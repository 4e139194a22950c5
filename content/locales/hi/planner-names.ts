import type { Translation } from "../../localize.ts";
import type { PlannerNames } from "../../planner-names.ts";

export const plannerNames: Translation<PlannerNames> = {
  types: {
    capsule: { name: "कैप्सूल लिफ्ट", tables: ["कैप्सूल लिफ्ट, अर्धगोल केबिन"] },
    passenger: {
      name: "पैसेंजर लिफ्ट",
      tables: ["पैसेंजर लिफ्ट, सेंटर-ओपनिंग दरवाज़े", "पैसेंजर लिफ्ट, टेलिस्कोपिक साइड-ओपनिंग दरवाज़े"],
    },
    hospital: { name: "हॉस्पिटल लिफ्ट", tables: ["हॉस्पिटल बेड लिफ्ट, टेलिस्कोपिक दरवाज़े"] },
    hydraulic: { name: "हाइड्रोलिक लिफ्ट", tables: ["हाइड्रोलिक लिफ्ट, G + 5 तक"] },
    home: { name: "बंगला/होम लिफ्ट", tables: ["बंगला लिफ्ट"] },
    goods: { name: "गुड्स लिफ्ट", tables: ["गुड्स लिफ्ट, साइड-ओपनिंग दरवाज़े"] },
  },
  doorArrangements: { "centre-opening": "सेंटर-ओपनिंग", telescopic: "टेलिस्कोपिक", "side-opening": "साइड-ओपनिंग" },
};
