/** Writes `<name>.br` and `<name>.gz` beside each compressible file of `assetsDir`; returns how many. */
export function compressAssets(assetsDir: string): number;
