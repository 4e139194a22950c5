/** Types of render.mjs for the TypeScript test beside it. */
export function render(write: (path: string, data: string | Buffer) => void, only?: string[]): Promise<void>;
