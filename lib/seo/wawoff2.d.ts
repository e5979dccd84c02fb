// wawoff2 (WOFF2 to TrueType, Google's woff2 in WebAssembly) ships no types.
declare module 'wawoff2' {
  export function decompress(data: Uint8Array): Promise<Uint8Array>;
  export function compress(data: Uint8Array): Promise<Uint8Array>;
}
