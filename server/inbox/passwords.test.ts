import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("staff passwords", () => {
  it("hash at the production cost unless a test asks for less, and check against the cost in the hash", async () => {
    const production = await hashPassword("correct horse battery staple");
    expect(production).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse battery staple", production)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", production)).toBe(false);

    const cheap = await hashPassword("correct horse battery staple", { N: 2 ** 10, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("correct horse battery staple", cheap)).toBe(true);
    expect(await verifyPassword("Correct horse battery staple", cheap)).toBe(false);
  });
});
