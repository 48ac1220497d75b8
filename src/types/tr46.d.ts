/** tr46 (UTS #46, the IDNA mapping of the WHATWG URL standard) ships no types; the two calls we use. */
declare module 'tr46' {
  export interface Tr46Options {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    verifyDNSLength?: boolean;
    transitionalProcessing?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  export function toASCII(domainName: string, options?: Tr46Options): string | null;
  export function toUnicode(domainName: string, options?: Omit<Tr46Options, 'verifyDNSLength'>): { domain: string; error: boolean };
}
