import { type Database, type PortState } from './database.js';
import type { RegistryProblems } from './file-drafts.js';
import { type DatabaseIndex } from './read-database.js';
/** What a port is checked against. */
export interface PortContext {
    database: Database;
    index: DatabaseIndex;
    problems: RegistryProblems;
    versionsDir: string;
    baselinePath: string;
}
/** One port against the database: its entry and git tree, its baseline entry, its dependencies. */
export declare function checkPort(port: PortState, data: Record<string, unknown>, context: PortContext): void;
/** The port's version is in its versions file, with the port's scheme and git tree. */
export declare function checkPortEntry(port: PortState, context: PortContext): void;
