/** `@games/*` import aliases to the packages' TypeScript sources, but for the packages named in `skip`. */
export function sourceAliases(skip?: string[]): { find: RegExp; replacement: string }[];
