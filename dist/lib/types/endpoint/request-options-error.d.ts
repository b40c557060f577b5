/** Options that cannot become a request: names the option and says what was expected. */
export declare class RequestOptionsError extends Error {
    /** Where the problem is, such as `method` or `headers["x-a"]`. */
    readonly option: string;
    /** What was wrong and what was expected. */
    readonly reason: string;
    readonly name = "RequestOptionsError";
    constructor(
    /** Where the problem is, such as `method` or `headers["x-a"]`. */
    option: string, 
    /** What was wrong and what was expected. */
    reason: string);
}
/** The error of an option that is not what was expected: `url: expected a string, got 5`. */
export declare function notExpected(option: string, expected: string, value: unknown): RequestOptionsError;
/** How a value a caller gave reads in an error message: a string quoted, on one line. */
export declare function shown(value: unknown): string;
