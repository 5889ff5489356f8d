import { curatedList } from './curated-list'

// Generators: kw (towable unless noted; model numbers are often kVA, kW is lower)
export const GENERATORS = curatedList('generators', {
  caterpillar: `
    XQ20 | 2015- | 16
    XQ35 | 2015- | 27
    XQ60 | 2015- | 54
    XQ125 | 2012- | 100
    XQ230 | 2015- | 184
    XQ330 | 2015- | 264
    XQ425 | 2015- | 340
    XQ570 | 2015- | 456
    XQ1140 | 2014- | 912
    XQ2000 | 2016- | 1600
    C18 Standby | 2008- | 600 | sub=standby-generators
    3512C Standby | 2008- | 1500 | sub=standby-generators
  `,
  bobcat: `
    G25 | 2022- | 20
    G40 | 2022- | 36
    G70 | 2022- | 56
    G130 | 2022- | 104
    G160 | 2022- | 128
    G260 | 2022- | 208
  `,
  doosan: `
    G25 | 2009-2021 | 20
    G40 | 2009-2021 | 36
    G70 | 2009-2021 | 56
    G100 | 2009-2021 | 80
    G150 | 2009-2021 | 120
    G250 | 2009-2021 | 200
    G400 | 2009-2021 | 320
  `,
  'wacker-neuson': `
    G 25 | 2008- | 20
    G 50 | 2008- | 40
    G 70 | 2008- | 56
    G 120 | 2008- | 96
    G 180 | 2008- | 144
    G 240 | 2010- | 192
  `,
  'atlas-copco': `
    QAS 20 | 2010- | 16
    QAS 45 | 2010- | 36
    QAS 70 | 2010- | 56
    QAS 125 | 2010- | 100
    QAS 185 | 2012- | 148
    QAS 250 | 2012- | 200
    QAS 330 | 2012- | 264
    QAS 500 | 2014- | 400
    QAC 1000 | 2012- | 800 | sub=standby-generators
  `,
})

// Air compressors: cfm
export const AIR_COMPRESSORS = curatedList('air-compressors', {
  bobcat: `
    PA185 | 2022- | 185
    PA375 | 2022- | 375
    HP450 | 2022- | 450
    XP825 | 2022- | 825
    HP1600 | 2022- | 1600
  `,
  doosan: `
    P185 | 2009-2021 | 185
    P250 | 2009-2021 | 250
    HP375 | 2009-2021 | 375
    P425 | 2009-2021 | 425
    XP825 | 2009-2021 | 825
    XHP1170 | 2009-2021 | 1170
    HP1600 | 2009-2021 | 1600
  `,
  'atlas-copco': `
    XAS 185 | 2000- | 185
    XAS 375 | 2000- | 375
    XATS 400 | 2000- | 400
    XAS 900 | 2005- | 900
    XRVS 1000 | 2010- | 1000
    XATS 1600 | 2010- | 1600
  `,
})

// Light towers: mastHeightFt (wt= operating weight, hp= engine)
export const LIGHT_TOWERS = curatedList('light-towers', {
  bobcat: `
    L6 | 2022- | 25 | wt=1500 hp=8
    L8 | 2022- | 30 | wt=1800 hp=11
    L20 | 2022- | 30 | wt=3400 hp=20
  `,
  doosan: `
    L6 | 2009-2021 | 25 | wt=1500 hp=8
    L8 | 2009-2021 | 30 | wt=1800 hp=11
    LSC | 2009-2021 | 30 | wt=1700 hp=11
    L20 | 2012-2021 | 30 | wt=3400 hp=20
  `,
  terex: `
    AL4 | 2012- | 30 | wt=1600 hp=9
    AL4L | 2014- | 30 | wt=1600 hp=9
    AL5 | 2012- | 30 | wt=1900 hp=11
    RL4 | 2012- | 30 | wt=1700 hp=9
  `,
  'wacker-neuson': `
    LTC 4L | 2008- | 25 | wt=1400 hp=8
    LTN 6L | 2008- | 30 | wt=1800 hp=11
    LTN 8L | 2008- | 30 | wt=2000 hp=13
    LTV 6L | 2012- | 30 | wt=1700 hp=11
    LTV 8L | 2012- | 30 | wt=1900 hp=13
  `,
  'atlas-copco': `
    HiLight S2+ | 2018- | 20 | sub=solar-light-towers wt=1500
    HiLight B5+ | 2019- | 25 | sub=led-battery-light-towers wt=2300
    HiLight V4 | 2013- | 30 | wt=2000 hp=9
    HiLight V5+ | 2015- | 30 | wt=2100 hp=9
    HiLight H6+ | 2010- | 30 | wt=2200 hp=11
  `,
})

// Drills: pullbackLb (wt= operating weight, hp= engine)
export const DRILLS = curatedList('drills', {
  caterpillar: `
    MD5125 | 2016- | 9000 | sub=surface-rock-drills wt=30000 hp=275
    MD5150C | 2013- | 12000 | sub=surface-rock-drills wt=36000 hp=375
    MD6250 | 2013- | 60000 | sub=surface-rock-drills wt=100000 hp=760
    MD6310 | 2015- | 70000 | sub=surface-rock-drills wt=130000 hp=800
    MD6420 | 2015- | 90000 | sub=surface-rock-drills wt=180000 hp=950
  `,
  vermeer: `
    D24x40 Series II | 2008-2013 | 24000 | wt=22000 hp=125
    D10x15 S3 | 2015- | 10000 | wt=10000 hp=49
    D20x22 S3 | 2014- | 20000 | wt=20000 hp=125
    D23x30 S3 | 2014- | 23000 | wt=22000 hp=125
    D24x40 S3 | 2014- | 24000 | wt=25000 hp=140
    D40x55 S3 | 2014- | 40000 | wt=33000 hp=200
    D60x90 S3 | 2014- | 60000 | wt=45000 hp=260
    D100x140 S3 | 2014- | 100000 | wt=62000 hp=350
    D220x300 S3 | 2016- | 220000 | wt=112000 hp=600
  `,
  'atlas-copco': `
    FlexiROC T15 | 2012- | 4500 | sub=surface-rock-drills wt=15000 hp=100
    PowerROC T35 | 2014- | 8000 | sub=surface-rock-drills wt=28000 hp=200
    SmartROC T35 | 2013- | 8000 | sub=surface-rock-drills wt=30000 hp=230
    SmartROC D65 | 2013- | 16000 | sub=surface-rock-drills wt=48000 hp=400
    FlexiROC D65 | 2012- | 16000 | sub=surface-rock-drills wt=48000 hp=400
    T3W | 2008- | 45000 | sub=water-well-drills wt=60000 hp=600
    RD20 | 2005- | 60000 | sub=water-well-drills wt=75000 hp=760
  `,
})

// Crushers and screens: capacityTph (Powerscreen, Finlay and Cedarapids are Terex brands)
export const CRUSHERS_SCREENS = curatedList('crushers-screens', {
  terex: `
    Cedarapids CRJ3255 | 2008- | 450 | sub=jaw-crushers
    Cedarapids TC1000 | 2008- | 330 | sub=cone-crushers
    Powerscreen 1000 Maxtrak | 2010- | 300 | sub=cone-crushers
    Powerscreen Warrior 1800 | 2010- | 600 | sub=screening-plants
    Powerscreen Chieftain 2100X | 2013- | 600 | sub=screening-plants
    Powerscreen Premiertrak 400X | 2016- | 400 | sub=jaw-crushers
    Powerscreen Trakpactor 320SR | 2017- | 320 | sub=impact-crushers
    Finlay 883+ | 2012- | 500 | sub=screening-plants
    Finlay J-1175 | 2013- | 400 | sub=jaw-crushers
    Finlay C-1540 | 2013- | 300 | sub=cone-crushers
    Finlay I-140 | 2015- | 350 | sub=impact-crushers
  `,
})
