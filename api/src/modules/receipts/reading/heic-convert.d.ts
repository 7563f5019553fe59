// heic-convert 2.x ships no types: the one call the reader makes.
declare module 'heic-convert' {
  function convert(options: { buffer: Uint8Array | ArrayBuffer; format: 'JPEG' | 'PNG'; quality?: number }): Promise<ArrayBuffer>;
  export = convert;
}
