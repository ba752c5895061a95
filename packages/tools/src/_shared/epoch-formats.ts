/**
 * The timestamp formats Windows, Office, .NET and Apple use beside Unix time (pure data: definitions
 * import it). Conversions are in epoch-instants.ts.
 */
export const EPOCH_FORMATS = [
  { value: 'filetime', label: 'Windows FILETIME (100 ns since 1601)' },
  { value: 'ldap', label: 'LDAP / Active Directory timestamp (same as FILETIME)' },
  { value: 'dotnet', label: '.NET DateTime ticks (100 ns since 0001-01-01)' },
  { value: 'excel1900', label: 'Excel serial date (1900 system)' },
  { value: 'excel1904', label: 'Excel serial date (1904 system, old Mac)' },
  { value: 'ole', label: 'OLE Automation date (VB/COM, days since 1899-12-30)' },
  { value: 'webkit', label: 'WebKit/Chrome time (µs since 1601)' },
  { value: 'cocoa', label: 'Apple Cocoa / Core Data (s since 2001-01-01)' },
  { value: 'unix', label: 'Unix seconds' },
  { value: 'unixms', label: 'Unix milliseconds' },
  { value: 'julian', label: 'Julian Day' },
  { value: 'iso', label: 'ISO 8601 date and time' },
] as const;

export type EpochFormat = (typeof EPOCH_FORMATS)[number]['value'];
