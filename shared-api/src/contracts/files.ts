// Schemas of the files calls (issue 11, learning.md). Filled by the part's owner.
export {};
