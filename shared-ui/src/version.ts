/**
 * The version of shared-ui this copy was built as: the building app's webpack puts it in (DefinePlugin), so
 * it tells which copy a remote runs with - its own, or a compatible one already loaded (DESIGN.md section 2).
 * Absent under jest.
 */
export const SHARED_UI_VERSION: string = process.env.SHARED_UI_VERSION ?? 'dev';
