import { type Rules } from './check-document.js';
/**
 * The rules of a schema (`--profile spec`): the 2020 spec's built-in schema, or a user's, and
 * vcpkg's checks where the schema asks for them.
 */
export declare const specRules: Rules;
