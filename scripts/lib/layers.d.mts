// Types of layers.mjs for the lint tests.
export interface Layer {
  name: string;
  rank: number;
  side: 'app' | 'server' | 'contract' | 'sw';
  paths: string[];
}
export interface SourceFile {
  path: string;
  source: string;
}
export const LAYERS: readonly Layer[];
export function layerOf(path: string): Layer | null;
export function specifiersOf(source: string): string[];
export function resolveSpecifier(
  root: string,
  importer: string,
  specifier: string,
  exists?: (path: string) => boolean,
): string | null;
export function layerBreaches(
  root: string,
  files: readonly SourceFile[],
  exists?: (path: string) => boolean,
): { file: string; specifier: string; message: string }[];
export function productionFiles(root: string): SourceFile[];
