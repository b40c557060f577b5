import { type ProblemDraft } from '../problems/draft.js';
/**
 * Numbers with a fraction or an exponent (`1.0`, `1e0`) where `schema` asks for an integer.
 * JSON.parse makes them whole numbers, so the validator sees `1`; draft-04 `type: integer` and
 * vcpkg (a natural number) both reject them. Only `properties`, `items`, local `$ref` and
 * `allOf`/`anyOf`/`oneOf` are followed: all the built-in schemas use.
 */
export declare function integerSpellingDrafts(text: string, data: unknown, schema: object): ProblemDraft[];
