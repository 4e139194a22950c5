import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the run contract's defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.LEADS_RATE_LIMIT).toBe(10);
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty optional URLs as unset and trims SITE_URL's trailing slash", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " ", SITE_URL: "https://lifts.example.com/" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("https://lifts.example.com");
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", LEADS_RATE_LIMIT: "-1" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", SITE_URL: "not a url" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: .*\(got "eighty"\)/);
      expect((error as Error).message).toMatch(/SITE_URL: /);
    }
  });
});

describe("TRUST_PROXY", () => {
  it("is off unless set to true or 1", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });
});
