/** jsonld.js ships no types; the tests use only `expand`. */
declare module 'jsonld' {
  const jsonld: {
    expand(doc: object, options: { documentLoader: (url: string) => Promise<unknown>; safe?: boolean }): Promise<object[]>;
  };
  export default jsonld;
}
