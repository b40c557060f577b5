/** What vcpkg says of a platform expression it refuses, and where in the string. */
export interface PlatformFinding {
    message: string;
    at: {
        offset: number;
        length: number;
    };
}
/** vcpkg's verdict on `expression`: undefined when it accepts it. */
export declare function checkCurrentPlatform(expression: string): PlatformFinding | undefined;
