/** The longest run the sort leaves to insertion sort alone, which is stable. */
export declare const SORTED_STABLY = 16;
/** Sorts `items` in place, in the order vcpkg leaves them; returns it. */
export declare function vcpkgSort<T>(items: T[], compare: (left: T, right: T) => number): T[];
