// Schemas of the board calls (issue 11, learning.md). Filled by the part's owner.
export {};
