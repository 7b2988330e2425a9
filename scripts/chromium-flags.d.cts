/** The flags every run of Debian's Chromium here starts with (no sandbox, no GPU, no QUIC, nothing online). */
export declare const CHROMIUM_FLAGS: readonly string[];
