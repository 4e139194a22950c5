/**
 * The pdf.js worker as our own bundled worker script, so it is emitted as a .js asset (served
 * precompressed like the rest of the JavaScript) instead of the raw 1.3 MB .mjs file.
 */
import "pdfjs-dist/legacy/build/pdf.worker.min.mjs";
