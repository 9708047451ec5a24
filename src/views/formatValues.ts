// Money, days and times as a person reads them in the locale spoken (Intl). Apart from format.ts, which the connect
// button loads before the first click: only the lazily loaded views use these.
/** A value in US dollars, the currency the blockchain service prices tokens in ('$1,234.56' in English). */
export function formatUsd(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value)
}

/** The calendar day of a moment, spelled out ('May 1, 2024' in English). */
export function formatDay(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date)
}

/** The time of day of a moment, to the second ('10:00:00 AM' in English). */
export function formatTime(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', second: 'numeric' }).format(date)
}
