// Command-line flags of `npm run bench`.

export const CASE_NAMES = [
  'corpus',
  'current',
  'format',
  'format-large',
  'builder',
  'cold',
  'request',
  'growth',
  'versions',
];

export const USAGE = `Usage: node bench/bench.js [--quick] [--huge] [--case NAME ...] [--json FILE] [--against REF]

  --quick        fewer runs; growth only at 1k and 10k files
  --huge         growth also runs once on 1,000,000 tiny manifests (minutes, ~8 GB of disk)
  --case NAME    run only this case (repeatable): ${CASE_NAMES.join(', ')}
  --json FILE    also write every number as JSON to FILE
  --against REF  also run git REF's dist in the same rounds, and print this tree's times over REF's
  -h, --help     show this help`;

/** A user mistake on the command line; bench.js prints it with the usage and exits 2. */
export class UsageError extends Error {}

/** Parses argv (without node and the script) into {quick, huge, cases, jsonFile, against, help}. */
export function parseOptions(argv) {
  const options = {
    quick: false,
    huge: false,
    cases: [],
    jsonFile: null,
    against: null,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--quick') options.quick = true;
    else if (flag === '--huge') options.huge = true;
    else if (flag === '-h' || flag === '--help') options.help = true;
    else if (flag === '--case') options.cases.push(requireValue(argv, ++i, flag));
    else if (flag === '--json') options.jsonFile = requireValue(argv, ++i, flag);
    else if (flag === '--against') options.against = requireValue(argv, ++i, flag);
    else throw new UsageError(`unknown argument: ${flag}`);
  }
  for (const name of options.cases) {
    if (!CASE_NAMES.includes(name)) throw new UsageError(`unknown case: ${name}`);
  }
  options.cases = options.cases.length === 0 ? [...CASE_NAMES] : [...new Set(options.cases)];
  return options;
}

function requireValue(argv, index, flag) {
  const value = argv[index];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  return value;
}
