import { createContext, useContext } from 'react';

/** The request's CSP nonce, for the scripts React Router renders. Empty in the browser. */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
