/**
 * `x` with `decimals` decimals and commas between thousands, exactly as `x.toLocaleString('en-US',
 * { minimumFractionDigits: decimals, maximumFractionDigits: decimals })` writes it, without ICU,
 * whose number formats take some 20 ms to start in a run that needs nothing else of them
 * (docs/architecture.md, "Cold start"). Like ICU, it rounds the shortest decimal that reads back as
 * the double (`String(x)`: 1.005, not the binary value's 1.00499...), half away from zero, and a
 * negative figure that rounds to zero keeps its sign (`-0`).
 */
export function groupedNumber(x: number, decimals = 0): string {
  if (!Number.isFinite(x)) return x.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  // A whole figure, the common case (a budget stub quotes one per cleared result): its digits as they are.
  if (decimals === 0 && Number.isSafeInteger(x) && !Object.is(x, -0)) return grouped(x);
  const { digits, point } = rounded(Math.abs(x), decimals);
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(point);
  return `${x < 0 || Object.is(x, -0) ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction === '' ? '' : `.${fraction}`}`;
}

/** A safe integer with commas between thousands. */
function grouped(x: number): string {
  const digits = String(x < 0 ? -x : x);
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return x < 0 ? `-${out}` : out;
}

/** The digits of `abs` rounded to `decimals` places, and where the decimal point falls among them. */
function rounded(abs: number, decimals: number): { digits: string; point: number } {
  const [mantissa, exponent] = String(abs).split('e') as [string, string | undefined];
  const [int, frac = ''] = mantissa.split('.') as [string, string | undefined];
  let digits = int + frac;
  let point = int.length + Number(exponent ?? 0);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  const keep = point + decimals;
  if (digits.length <= keep) return { digits: digits.padEnd(keep, '0'), point };
  const up = digits[keep]! >= '5';
  digits = digits.slice(0, keep);
  if (!up) return { digits, point };
  // Carry the rounding up the digits: 0.995 to two places is 1.00.
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  digits = i < 0 ? `1${'0'.repeat(digits.length)}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - 1 - i)}`;
  return { digits, point: i < 0 ? point + 1 : point };
}
