import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered, for the framework's inline
 * scripts. Only the server knows it; the browser hides it from the page, so it is empty there.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
