/** The French file of a namespace must have every key of the English one (and nothing else). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
