/** A read expression: its canonical text and its complexity (1 a name or operator). */
export interface Platform {
    text: string;
    complexity: number;
}
/** The canonical form of a platform expression; the empty platform for "" (no expression). */
export declare const readPlatform: (key: string) => Platform;
/** vcpkg's order of two platforms: complexity, then text length, then text. */
export declare function comparePlatforms(left: Platform, right: Platform): number;
