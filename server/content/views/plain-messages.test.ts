import { describe, expect, it } from "vitest";
import { plainMessage } from "./FormFields.tsx";

describe("the editor's plain messages", () => {
  it.each([
    ["Too small: expected array to have >=1 items", "Keep at least one item in this list."],
    ["Too small: expected array to have >=3 items", "Keep at least 3 items in this list."],
    ["must be a lowercase slug", "Use only lowercase letters, digits and dashes, without spaces."],
    ["duplicate id", "Another item of this list already uses this id: choose another one."],
    ["must be a real date", "Write a date that exists, as YYYY-MM-DD."],
    [
      "must be a web address starting https://",
      "Write a web address starting https:// (a secure page), such as https://www.facebook.com/urdhva.",
    ],
    ["Invalid email address", "Write an email address, such as name@example.com."],
    [
      "must be +91 followed by 10 digits",
      "Write +91 and the 10 digits without spaces, such as +919825012345.",
    ],
    [
      "must dial the number shown",
      "A tap on the number must call the number shown: write the same 10 digits in both.",
    ],
    ["Something else", "Something else"],
    // A field's problems, one a line: each in plain words, one after the other.
    [
      'Too small: expected string to have >=40 characters\n"General" is an English word: write it in Gujarati.',
      'Write at least 40 characters. "General" is an English word: write it in Gujarati.',
    ],
  ])("says %j as %j", (message, plain) => {
    expect(plainMessage(message)).toBe(plain);
  });
});
