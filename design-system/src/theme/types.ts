/** Same shape as a theme contract, with every leaf a token value. */
export type MapLeafNodes<T, V> = {
  [K in keyof T]: T[K] extends string ? V : MapLeafNodes<T[K], V>;
};
