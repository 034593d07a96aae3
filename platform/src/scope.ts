import { useContext, type Context } from 'react';

/** Reads a provider's context, or throws the clear error of docs/product.md "Errors". */
export function useScoped<T>(context: Context<T | null>, hook: string, provider: string): T {
  const value = useContext(context);
  if (value === null) {
    throw new Error(`${hook} must be used inside <${provider}>`);
  }
  return value;
}
