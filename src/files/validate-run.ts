import { withVcpkgChecks, type ManifestSchema } from '../manifest/manifest-schema.js';
import type { Summary } from '../report/totals.js';
import type { CheckOptions, FileToCheck } from './check-files.js';
import type { DeclaredSchemas } from '../manifest/declared-schema.js';
import { declaredSchemaSet, loadRegisteredSchemas } from './declared-schemas.js';
import type { Interrupts } from './interrupts.js';
import { loadSchemaFile, type LoadSchemaOptions, type SchemaRefFile } from './load-schema.js';
import type { ReportSink } from '../report/file-report.js';
import { runChecks, searchReports } from './run-checks.js';
import type { UnreadableDirectory } from './walk-directories.js';

/** The schema settings of a validation, as the CLI and the Action both have them. */
export interface SchemaSettings {
  /** The user's schema file in place of the built-in one: where to read it, and its name. */
  schema?: { path: string; shownAs: string };
  /** More schema files, registered by `$id` for `$ref`s and for schemas named by manifests. */
  refs: readonly SchemaRefFile[];
  /** Run vcpkg's own checks under the user's schema too. */
  vcpkgChecks: boolean;
  /** Check each manifest against the schema its `$schema` names. */
  fromManifest: boolean;
  /** How schema files are read: the size limit, where they must be, how the refs are named. */
  reading: LoadSchemaOptions & { refOption: string };
  /** How a message names the schema file: `the --schema file x.json`, `the schema x.json`. */
  schemaName(shownAs: string): string;
}

/** A schema setting that cannot be used; `input` says which. */
export class SchemaSettingError extends Error {
  constructor(
    readonly input: 'schema' | 'refs',
    message: string,
  ) {
    super(message);
  }
}

/** The schemas a validation checks against; none given is the built-in schema. */
export interface LoadedSchemas {
  schema?: ManifestSchema;
  /** With schemas from manifests: every schema by URI, and the one for the others. */
  declared?: DeclaredSchemas;
}

/** Loads the user's schema files. Throws SchemaSettingError for one that cannot be used. */
export async function loadSchemas(settings: SchemaSettings): Promise<LoadedSchemas> {
  const { reading } = settings;
  let main: { schema: ManifestSchema; uri?: string } | undefined;
  if (settings.schema !== undefined) {
    const loaded = await loadSchemaFile(settings.schema.path, {
      ...reading,
      shownAs: settings.schema.shownAs,
      refs: settings.refs,
    });
    if (!loaded.ok) throw new SchemaSettingError(loaded.input ?? 'schema', loaded.message);
    main = loaded;
  }
  // `vcpkg-checks` runs vcpkg's own checks under a schema that does not say it is vcpkg's.
  const schema = main && settings.vcpkgChecks ? withVcpkgChecks(main.schema) : main?.schema;
  if (!settings.fromManifest) return { schema };
  const registered = await loadRegisteredSchemas(settings.refs, reading, reading.refOption);
  if (!registered.ok) throw new SchemaSettingError('refs', registered.message);
  const fallbackName =
    settings.schema === undefined
      ? 'the built-in schema'
      : settings.schemaName(settings.schema.shownAs);
  const declared = declaredSchemaSet(registered.byUri, schema && { schema, uri: main?.uri }, {
    fallbackName,
    refOption: reading.refOption,
  });
  return { schema, declared };
}

/** One validation run: what to check, how, and where the reports go. */
export interface ValidationRun {
  files: readonly FileToCheck[];
  /** What the search could not go through: reported first, each as an error of its path. */
  unreadable: readonly UnreadableDirectory[];
  options: CheckOptions;
  sinks: readonly ReportSink[];
  interrupts?: Pick<Interrupts, 'signal' | 'pause'>;
}

/** How a run ended: its totals, and the signal that stopped it early, if one did. */
export interface ValidationOutcome {
  summary: Summary;
  interrupted?: { signal: NodeJS.Signals; checked: number; total: number };
}

/** Checks every file and hands each report to the sinks as it is made. */
export async function checkAndReport(run: ValidationRun): Promise<ValidationOutcome> {
  const reports = searchReports(run.unreadable, run.files, run.options);
  const outcome = await runChecks(reports, run.sinks, run.interrupts);
  if (outcome.signal === undefined) return { summary: outcome.summary };
  // Files, as a person counts them: what the search could not go through is no file.
  const checked = Math.max(0, outcome.reported - run.unreadable.length);
  return {
    summary: outcome.summary,
    interrupted: { signal: outcome.signal, checked, total: run.files.length },
  };
}
