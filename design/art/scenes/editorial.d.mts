/** Types of editorial.mjs for the TypeScript test beside it: each picture, drawn as SVG text. */
export function blog1(): string;
export function blog2(): string;
export function blog3(): string;
export function faq1(): string;
export function faq2(): string;
export function about(): string;
export function writeEditorial(write: (path: string, data: string) => void): void;
