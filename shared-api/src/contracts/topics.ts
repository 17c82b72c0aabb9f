// Schemas of the topics calls (issue 11, learning.md). Filled by the part's owner.
export {};
