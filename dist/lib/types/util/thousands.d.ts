/** A count with thousands separators, `1,000`: what `toLocaleString('en')` writes, without ICU. */
export declare function withThousands(count: number): string;
