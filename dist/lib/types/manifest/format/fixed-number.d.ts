/** `value` as `%f` writes it. */
export declare function fixedNumber(value: number): string;
