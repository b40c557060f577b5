/** True for a JSON object (what JSON.parse makes of `{…}`): not null, not an array. */
export declare function isJsonObject(value: unknown): value is Record<string, unknown>;
