// Box sizes shared by the map, its list and their skeletons, so nothing shifts when the data,
// the lazy Leaflet chunk or the tiles arrive. The list matches the map's height on wide screens.

export const MAP_BOX = 'h-80 md:h-[26rem] lg:h-[30rem]'
export const MAP_LIST_BOX = 'max-h-[26rem] lg:h-[30rem] lg:max-h-none'
/** Map beside the list on wide screens, above it on phones. */
export const MAP_GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]'
