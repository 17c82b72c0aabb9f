/**
 * The attendance tables' look, as one style sheet on the wrapper: the cells are plain elements (thousands
 * of them in a year's table), the pupil column and the header row stay in view while scrolling.
 */
export const tableCss = {
  '& table': { borderCollapse: 'separate', borderSpacing: 0, fontSize: 'sm', minW: 'full' },
  '& caption': { captionSide: 'top', textAlign: 'start', fontWeight: 'semibold', p: '2' },
  '& th, & td': {
    borderBottomWidth: '1px',
    borderRightWidth: '1px',
    borderColor: 'border',
    px: '2',
    py: '1',
    bg: 'bg',
  },
  '& thead th': { position: 'sticky', top: 0, zIndex: 1, fontWeight: 'medium', whiteSpace: 'nowrap' },
  '& thead th .date': { display: 'block' },
  '& thead th .subject': {
    display: 'block',
    color: 'fg.muted',
    fontSize: 'xs',
    maxW: '8rem',
    truncate: true,
  },
  '& th.name, & th.corner': { position: 'sticky', left: 0, zIndex: 2, textAlign: 'start', minW: '12rem' },
  '& th.corner': { zIndex: 3 },
  '& th.name': { fontWeight: 'normal', display: 'flex', alignItems: 'center', gap: '1', userSelect: 'none' },
  '& th.name .student': { flex: 1 },
  '& th.name .note': { color: 'fg.muted', fontSize: 'xs' },
  '& td': { textAlign: 'center', minW: '5.5rem', p: 0 },
  '& td button': { w: 'full', minH: '8', px: '2', cursor: 'pointer', bg: 'transparent', color: 'inherit' },
  '& td button:hover, & td button:focus-visible': { bg: 'bg.muted' },
  '& td button:focus-visible': {
    outline: '2px solid',
    outlineColor: 'blue.solid',
    outlineOffset: '-2px',
  },
  '& td.absent': { color: 'fg.error' },
  '& .makeup': { ms: '1', fontWeight: 'bold' },
  '& .makeup.new': { color: 'blue.fg' },
  '& .makeup.done': { color: 'green.fg' },
  '& .makeup.gap': { color: 'orange.fg' },
};
