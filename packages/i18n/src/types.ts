/** The Portuguese catalog must have exactly the English keys (a missing key fails typecheck). */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
