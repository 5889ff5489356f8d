import { curatedList } from './curated-list'

/*
 * No featured make builds trailers, so these model families belong to trailer builders that
 * NHTSA vPIC lists (non-featured makes, by their normalised slugs). Several names also appear in
 * vPIC's own model list (Eager Beaver 20XPT, Landoll 455B); the builder keeps one row for them.
 */

// Dump trailers: capacityYd3 lengthFt
export const DUMP_TRAILERS = curatedList('dump-trailers', {
  mac: `
    Construction Frame Dump | 2005- | 22 34
    Half Round End Dump | 2005- | 24 36
    Frameless Dump | 2005- | 28 39
  `,
  'travis-body': `
    Frameless End Dump | 2000- | 26 38
    Frame End Dump | 2000- | 22 34
  `,
  smithco: `
    SX-2 Side Dump | 2005- | 20 37 | sub=side-dump-trailers
    SX-3 Side Dump | 2005- | 22 40 | sub=side-dump-trailers
  `,
})

// Flatbed trailers: lengthFt
export const FLATBED_TRAILERS = curatedList('flatbed-trailers', {
  fontaine: `
    Infinity | 2003- | 48
    Revolution | 2008- | 53
    Velocity | 2010- | 48
  `,
  'great-dane': `
    Freedom LT | 2004- | 53
    Freedom XP | 2010- | 48
  `,
  reitnouer: `
    Miser | 1990- | 48
    Big Bubba | 2000- | 48
    MaxMiser | 2000- | 53
  `,
  manac: `
    DarkWing | 2015- | 53
  `,
})

// Equipment trailers: capacityTons lengthFt
export const EQUIPMENT_TRAILERS = curatedList('equipment-trailers', {
  'trail-king': `
    TK70HT | 2005- | 35 46 | sub=lowboy-rgn-trailers
    TK80HT | 2005- | 40 48 | sub=lowboy-rgn-trailers
    TK110HDG | 2005- | 55 48 | sub=lowboy-rgn-trailers
  `,
  fontaine: `
    Magnitude 55H | 2010- | 55 48 | sub=lowboy-rgn-trailers
    Renegade LXT | 2010- | 55 50 | sub=lowboy-rgn-trailers
  `,
  talbert: `
    35CC | 2000- | 35 46 | sub=lowboy-rgn-trailers
    55SA | 2000- | 55 48 | sub=lowboy-rgn-trailers
  `,
  etnyre: `
    Falcon | 1995- | 40 46 | sub=lowboy-rgn-trailers
    Blackhawk | 1990- | 55 48 | sub=lowboy-rgn-trailers
  `,
  'load-king': `
    503SS | 2000- | 50 48 | sub=lowboy-rgn-trailers
  `,
  'eager-beaver': `
    20XPT | 2021- | 10 24 | sub=tag-along-equipment-trailers
    20HAL | 2021- | 10 26 | sub=tag-along-equipment-trailers
    25XPL | 2021- | 25 45 | sub=lowboy-rgn-trailers
  `,
  felling: `
    FT-20 | 2005- | 8 22 | sub=tag-along-equipment-trailers
    FT-40-2 | 2005- | 15 30 | sub=tilt-deck-trailers
  `,
  landoll: `
    930E | 2019- | 25 48 | sub=traveling-axle-trailers
    440B | 2019- | 40 53 | sub=traveling-axle-trailers
    455B | 2019- | 55 53 | sub=traveling-axle-trailers
  `,
})
