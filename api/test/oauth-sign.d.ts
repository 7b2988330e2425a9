/** oauth-sign (request's OAuth 1 signer) ships no types: the one function the test OAuth server uses. */
declare module 'oauth-sign' {
  export function hmacsign(
    httpMethod: string,
    baseUri: string,
    params: Record<string, string>,
    consumerSecret: string,
    tokenSecret?: string,
  ): string;
}
