/**
 * ECMAScript patterns (JSON Schema's `pattern`, read with the `u` flag as ajv reads it) rewritten
 * in RE2 syntax with the same meaning, or refused with the reason where RE2 has none.
 */

/** A pattern in RE2 syntax, or why it has none. */
export type TranslatedPattern = { ok: true; re2: string } | { ok: false; reason: string };

/** RE2's largest repetition count; ECMAScript has no limit. */
const MAX_REPEAT = 1000;
const MAX_CODE_POINT = 0x10ffff;

/** Inclusive code point ranges, sorted and apart. */
type Ranges = readonly (readonly [number, number])[];

const DIGIT: Ranges = [[0x30, 0x39]];
const WORD: Ranges = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
// ECMAScript's WhiteSpace and LineTerminator; RE2's \s is only [\t\n\f\r ].
const SPACE: Ranges = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
// What ECMAScript's `.` does not match; RE2's `.` leaves out only \n.
const LINE_TERMINATOR: Ranges = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];
const CLASS_ESCAPES: Record<string, Ranges> = { d: DIGIT, w: WORD, s: SPACE };
const CONTROL_ESCAPES: Record<string, number> = { f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b };
/** `\p{KEY=VALUE}` keys whose values RE2 names alone, as `\p{VALUE}`. */
const PROPERTY_KEYS = new Set(['General_Category', 'gc', 'Script', 'sc']);
/**
 * ECMAScript's long names of the general categories, by the short names RE2 knows; scripts RE2
 * knows by their long names, as ECMAScript does.
 */
const GENERAL_CATEGORIES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    Letter: 'L',
    Cased_Letter: 'LC',
    Uppercase_Letter: 'Lu',
    Lowercase_Letter: 'Ll',
    Titlecase_Letter: 'Lt',
    Modifier_Letter: 'Lm',
    Other_Letter: 'Lo',
    Mark: 'M',
    Combining_Mark: 'M',
    Nonspacing_Mark: 'Mn',
    Spacing_Mark: 'Mc',
    Enclosing_Mark: 'Me',
    Number: 'N',
    Decimal_Number: 'Nd',
    digit: 'Nd',
    Letter_Number: 'Nl',
    Other_Number: 'No',
    Punctuation: 'P',
    punct: 'P',
    Connector_Punctuation: 'Pc',
    Dash_Punctuation: 'Pd',
    Open_Punctuation: 'Ps',
    Close_Punctuation: 'Pe',
    Initial_Punctuation: 'Pi',
    Final_Punctuation: 'Pf',
    Other_Punctuation: 'Po',
    Symbol: 'S',
    Math_Symbol: 'Sm',
    Currency_Symbol: 'Sc',
    Modifier_Symbol: 'Sk',
    Other_Symbol: 'So',
    Separator: 'Z',
    Space_Separator: 'Zs',
    Line_Separator: 'Zl',
    Paragraph_Separator: 'Zp',
    Other: 'C',
    Control: 'Cc',
    cntrl: 'Cc',
    Format: 'Cf',
    Surrogate: 'Cs',
    Private_Use: 'Co',
    Unassigned: 'Cn',
  }),
);
const ANYTHING = `[${rangeText(0, MAX_CODE_POINT)}]`;
const NOTHING = `[^${rangeText(0, MAX_CODE_POINT)}]`;
const DOT = `[${rangesText(complement(LINE_TERMINATOR))}]`;

/** Thrown inside the translator; becomes a `{ ok: false }` result. */
class Refusal extends Error {}

/** The pattern in RE2 syntax, or why RE2 cannot run it with ECMAScript's meaning. */
export function translatePattern(pattern: string): TranslatedPattern {
  try {
    // Compiling runs nothing, so it is safe on any pattern; it settles the grammar for the rest.
    new RegExp(pattern, 'u');
  } catch (error) {
    const message = (error as Error).message;
    const reason = message.slice(message.lastIndexOf(': ') + 2);
    return { ok: false, reason: `not a valid ECMAScript regular expression: ${reason}` };
  }
  try {
    return { ok: true, re2: new Translator(pattern).translate() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    // A gap in the translator refuses the pattern: never a crash, never a wrong meaning.
    return { ok: false, reason: `the translator failed on it: ${(error as Error).message}` };
  }
}

/** Reads a valid `u`-flag pattern code point by code point, writing RE2 syntax. */
class Translator {
  private at = 0;

  constructor(private readonly text: string) {}

  translate(): string {
    let out = '';
    while (this.at < this.text.length) {
      const char = this.next();
      if (char === '\\') out += this.atomEscape();
      else if (char === '[') out += this.characterClass();
      else if (char === '(') out += this.groupOpening();
      else if (char === '{') out += this.repetition();
      else if (char === '.') out += DOT;
      else if ('^$|)*+?'.includes(char)) out += char;
      else out += literal(char.codePointAt(0) as number);
    }
    return out;
  }

  private next(): string {
    const char = String.fromCodePoint(this.text.codePointAt(this.at) as number);
    this.at += char.length;
    return char;
  }

  private eat(text: string): boolean {
    if (!this.text.startsWith(text, this.at)) return false;
    this.at += text.length;
    return true;
  }

  /** Reads up to `end` (not included) and past it. */
  private until(end: string): string {
    const stop = this.text.indexOf(end, this.at);
    // ECMAScript's parser has accepted the pattern, so this is a gap in the translator.
    if (stop < 0) throw new Refusal(`the pattern's syntax at offset ${this.at} is not supported`);
    const read = this.text.slice(this.at, stop);
    this.at = stop + end.length;
    return read;
  }

  private groupOpening(): string {
    if (!this.eat('?')) return '(?:'; // captures mean nothing to a yes/no match
    if (this.eat(':')) return '(?:';
    if (this.eat('=') || this.eat('!'))
      throw new Refusal('lookahead assertions cannot be matched in linear time');
    if (this.eat('<=') || this.eat('<!'))
      throw new Refusal('lookbehind assertions cannot be matched in linear time');
    if (this.eat('<')) {
      this.until('>');
      return '(?:';
    }
    throw new Refusal('inline modifiers such as (?i:…) are not supported');
  }

  private repetition(): string {
    const counts = this.until('}')
      .split(',')
      .map((count) => (count === '' ? '' : Number(count)));
    if (counts.some((count) => count !== '' && count > MAX_REPEAT))
      throw new Refusal(
        `repetition counts above ${MAX_REPEAT} are not supported by the linear-time engine`,
      );
    return `{${counts.join(',')}}`;
  }

  /** After `\` outside a class. */
  private atomEscape(): string {
    const char = this.next();
    if (char === 'b' || char === 'B') return `\\${char}`; // both mean an ASCII word boundary
    if (char === 'k' || (char >= '1' && char <= '9'))
      throw new Refusal('backreferences cannot be matched in linear time');
    const set = this.setEscape(char);
    if (set !== undefined) return `[${set}]`;
    return literal(this.characterEscape(char));
  }

  /** `\d`, `\S`, `\p{…}` and the like as class contents, or undefined for other escapes. */
  private setEscape(char: string): string | undefined {
    const ranges = CLASS_ESCAPES[char.toLowerCase()];
    if (ranges) return rangesText(char === char.toLowerCase() ? ranges : complement(ranges));
    if (char !== 'p' && char !== 'P') return undefined;
    this.eat('{');
    const name = this.until('}');
    const [key, value] = name.includes('=') ? name.split('=') : [undefined, name];
    if (key !== undefined && !PROPERTY_KEYS.has(key))
      throw new Refusal(`the Unicode property ${name} is not supported by the linear-time engine`);
    return `\\${char}{${GENERAL_CATEGORIES.get(value) ?? value}}`;
  }

  /** The code point of an escape that stands for one character (`\n`, `\u{…}`, `\/`). */
  private characterEscape(char: string): number {
    const control = CONTROL_ESCAPES[char];
    if (control !== undefined) return control;
    if (char === 'c') return (this.next().codePointAt(0) as number) % 32;
    if (char === '0') return 0;
    if (char === 'x') return this.hex(2);
    if (char !== 'u') return char.codePointAt(0) as number; // identity escape: `\/`, `\.`, `\-`
    if (this.eat('{')) return parseInt(this.until('}'), 16);
    const unit = this.hex(4);
    // With the u flag, an escaped surrogate pair is one code point; `\u{D83D}\u{DE00}` is two.
    const trail = /^\\u(d[c-f][0-9a-f]{2})/i.exec(this.text.slice(this.at, this.at + 6));
    if (unit >= 0xd800 && unit <= 0xdbff && trail) {
      this.at += 6;
      return 0x10000 + ((unit - 0xd800) << 10) + (parseInt(trail[1] as string, 16) - 0xdc00);
    }
    return unit;
  }

  private hex(digits: number): number {
    const value = parseInt(this.text.slice(this.at, this.at + digits), 16);
    this.at += digits;
    return value;
  }

  /** After `[`: the class's members written out, so RE2 reads none of them its own way. */
  private characterClass(): string {
    const negated = this.eat('^');
    let members = '';
    while (!this.eat(']')) {
      const first = this.classAtom();
      if (typeof first === 'string') {
        members += first;
      } else if (this.text[this.at] === '-' && this.text[this.at + 1] !== ']') {
        this.at += 1;
        members += rangeText(first, this.classAtom() as number);
      } else {
        members += rangeText(first, first);
      }
    }
    if (members === '') return negated ? ANYTHING : NOTHING;
    return `[${negated ? '^' : ''}${members}]`;
  }

  /** One class member: a code point, or a set's contents (`\d`, `\p{L}`). */
  private classAtom(): number | string {
    const char = this.next();
    if (char !== '\\') return char.codePointAt(0) as number;
    const escaped = this.next();
    if (escaped === 'b') return 0x08; // backspace, inside a class
    return this.setEscape(escaped) ?? this.characterEscape(escaped);
  }
}

/** A code point as RE2 reads it literally anywhere: letters and digits as they are. */
function literal(code: number): string {
  const char = String.fromCodePoint(code);
  return /^[0-9A-Za-z]$/.test(char) ? char : `\\x{${code.toString(16)}}`;
}

function rangeText(from: number, to: number): string {
  return from === to ? literal(from) : `${literal(from)}-${literal(to)}`;
}

function rangesText(ranges: Ranges): string {
  return ranges.map(([from, to]) => rangeText(from, to)).join('');
}

/** Every code point not in `ranges`. */
function complement(ranges: Ranges): Ranges {
  const result: [number, number][] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    if (start > from) result.push([from, start - 1]);
    from = end + 1;
  }
  if (from <= MAX_CODE_POINT) result.push([from, MAX_CODE_POINT]);
  return result;
}
