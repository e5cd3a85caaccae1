// The package ships plain JavaScript without types.
declare module 'snowball-stemmers' {
  export interface SnowballStemmer {
    stem(word: string): string;
  }
  export function newStemmer(algorithm: string): SnowballStemmer;
  export function algorithms(): string[];
  const snowball: { newStemmer: typeof newStemmer; algorithms: typeof algorithms };
  export default snowball;
}
