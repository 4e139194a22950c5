/** Runs in every browser-project test file: the file's Chromium closes after its last test. */
import { afterAll } from "vitest";
import { closeFileBrowser } from "./browser.ts";

afterAll(closeFileBrowser);
