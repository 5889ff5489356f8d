import { curatedList } from './curated-list'

// Tractors: engineHp (sub= where the frame, not the power, decides the class)
export const TRACTORS = curatedList('tractors', {
  'john-deere': `
    4020 | 1964-1972 | 95
    4440 | 1977-1982 | 130
    8530 | 2006-2009 | 325 | sub=row-crop-tractors-100-300-hp
    1025R | 2012- | 24.2
    2032R | 2013- | 31.8
    3038E | 2014- | 37.3
    4066R | 2014- | 66
    5075E | 2014- | 75
    5100E | 2016- | 100
    6120M | 2013- | 120
    6145R | 2014- | 145
    6155M | 2013- | 155
    6R 155 | 2022- | 155
    7230R | 2011- | 230
    7R 330 | 2020- | 330 | sub=row-crop-tractors-100-300-hp
    8320R | 2010-2019 | 320 | sub=row-crop-tractors-100-300-hp
    8R 410 | 2020- | 410 | sub=row-crop-tractors-100-300-hp
    8RX 410 | 2020- | 410
    9620R | 2015-2019 | 620
    9R 640 | 2020- | 640
    9RX 640 | 2020- | 640
  `,
  case: `
    7120 Magnum | 1988-1993 | 170
    MX285 | 2000-2006 | 285
    Farmall 35C | 2014- | 35
    Farmall 55C | 2014- | 55
    Farmall 75C | 2014- | 75
    Farmall 120A | 2016- | 110
    Maxxum 125 | 2013- | 125
    Maxxum 150 | 2013- | 150
    Puma 185 | 2014- | 185
    Puma 240 CVXDrive | 2014- | 240
    Magnum 250 | 2011- | 250
    Magnum 340 | 2011- | 340 | sub=row-crop-tractors-100-300-hp
    Magnum 380 CVT | 2014- | 380 | sub=row-crop-tractors-100-300-hp
    Steiger 470 | 2012- | 470
    Steiger 620 Quadtrac | 2015- | 620
    Steiger 715 Quadtrac | 2023- | 715
  `,
  kubota: `
    BX2380 | 2016- | 23
    BX25D | 2010- | 23
    L2501 | 2016- | 25
    B2650 | 2013- | 26
    L3301 | 2016- | 33.5
    L3901 | 2016- | 37.5
    L4701 | 2016- | 47
    MX5200 | 2016- | 52
    MX6000 | 2016- | 60
    M5-111 | 2017- | 105
    M6-141 | 2017- | 141
    M7-153 | 2016- | 153
    M7-172 | 2016- | 168
  `,
  'new-holland': `
    TM190 | 2003-2008 | 190
    TJ450 | 2002-2007 | 450
    Workmaster 25S | 2016- | 25
    Boomer 40 | 2010- | 37
    Workmaster 75 | 2014- | 75
    T4.75 | 2014- | 75
    T5.120 | 2016- | 117
    T6.180 | 2013- | 145
    T7.270 | 2015- | 270
    T7.315 HD | 2020- | 315 | sub=row-crop-tractors-100-300-hp
    T8.410 | 2013- | 410 | sub=row-crop-tractors-100-300-hp
    T9.645 | 2015- | 645
    T9.700 | 2020- | 700
  `,
})

// Combines: grainTankBu engineHp
export const COMBINES = curatedList('combines', {
  'john-deere': `
    9600 | 1989-1997 | 240 240
    9770 STS | 2008-2011 | 300 365
    9870 STS | 2008-2011 | 350 425
    S660 | 2012-2017 | 300 330
    S670 | 2012-2017 | 300 373
    S680 | 2012-2017 | 400 473
    S690 | 2012-2017 | 400 543
    T670 | 2012- | 300 345
    S760 | 2018- | 300 337
    S770 | 2018- | 300 380
    S780 | 2018- | 400 473
    S790 | 2018- | 400 543
    X9 1000 | 2022- | 420 590
    X9 1100 | 2022- | 420 690
  `,
  case: `
    2388 | 1996-2003 | 210 260
    2588 | 2004-2007 | 250 305
    5150 | 2012-2014 | 250 329
    6140 | 2015- | 250 320
    7140 | 2015- | 315 400
    8240 | 2014-2017 | 350 450
    9240 | 2014-2017 | 410 550
    7250 | 2018- | 350 450
    8250 | 2018- | 410 450
    9250 | 2018- | 410 550
    AF11 | 2023- | 450 775
  `,
  'new-holland': `
    TR99 | 1999-2003 | 250 300
    CR8090 | 2010-2014 | 350 449
    CR9090 | 2010-2014 | 350 523
    CR7.90 | 2015- | 300 374
    CR8.90 | 2015- | 350 449
    CR9.90 | 2015- | 410 530
    CR10.90 | 2015- | 410 653
    CX8.90 | 2015- | 300 449
    CR11 | 2023- | 480 775
  `,
})

// Hay and forage: cuttingWidthFt (balers: pickup width; hp= for self-propelled machines)
export const HAY_FORAGE = curatedList('hay-forage', {
  'john-deere': `
    460M | 2014- | 5.2 | sub=round-balers wt=6000
    560M | 2014- | 6.6 | sub=round-balers wt=7600
    560R | 2015- | 7.3 | sub=round-balers wt=8800
    L341 | 2014- | 7.5 | sub=large-square-balers wt=19000
    630 MoCo | 2012- | 9.9 | sub=mower-conditioners wt=5300
    956 MoCo | 2012- | 13 | sub=mower-conditioners wt=7600
    W235 | 2014- | 16 | sub=windrowers hp=235
    W260 | 2016- | 18 | sub=windrowers hp=260
    8800 | 2016- | 25 | sub=forage-harvesters hp=770
  `,
  case: `
    RB455 | 2012- | 6.6 | sub=round-balers wt=7000
    RB565 | 2012- | 7.3 | sub=round-balers wt=8600
    LB334 | 2012- | 7.5 | sub=large-square-balers wt=17000
    DC133 | 2013- | 13 | sub=mower-conditioners wt=7400
    DC163 | 2013- | 16 | sub=mower-conditioners wt=8800
    WD1504 | 2012- | 16 | sub=windrowers hp=150
    WD2104 | 2012- | 18 | sub=windrowers hp=210
  `,
  'new-holland': `
    Roll-Belt 450 | 2012- | 6.6 | sub=round-balers wt=7000
    Roll-Belt 560 | 2012- | 7.3 | sub=round-balers wt=8600
    BigBaler 340 | 2012- | 7.5 | sub=large-square-balers wt=17500
    Discbine 313 | 2014- | 13 | sub=mower-conditioners wt=7300
    Speedrower 240 | 2014- | 16 | sub=windrowers hp=240
    Speedrower 260 | 2018- | 18 | sub=windrowers hp=260
    FR780 | 2016- | 25 | sub=forage-harvesters hp=782
  `,
  vermeer: `
    504N | 2009- | 6.1 | sub=round-balers wt=6400
    604N | 2009- | 6.6 | sub=round-balers wt=7300
    605N | 2009- | 6.6 | sub=round-balers wt=7700
    504R Signature | 2012- | 6.1 | sub=round-balers wt=6800
    MC2800 | 2015- | 9.2 | sub=mower-conditioners wt=5200
    TM1400 | 2014- | 13.5 | sub=mower-conditioners wt=4600
  `,
})

// Feller bunchers: netHp operatingWeightLb
export const FELLER_BUNCHERS = curatedList('feller-bunchers', {
  caterpillar: `
    521B | 2008-2017 | 284 58000
    541 2 | 2011-2018 | 284 60000
    552 2 | 2011- | 300 64000 | sub=leveling-feller-bunchers
    553C | 2013- | 260 40000 | sub=wheeled-feller-bunchers
    563D | 2013- | 280 43000 | sub=wheeled-feller-bunchers
    573D | 2013- | 300 46000 | sub=wheeled-feller-bunchers
  `,
  'john-deere': `
    643K | 2011-2013 | 205 36000 | sub=wheeled-feller-bunchers
    843K | 2011-2013 | 235 40000 | sub=wheeled-feller-bunchers
    643L | 2014- | 218 38000 | sub=wheeled-feller-bunchers
    843L | 2014- | 250 42000 | sub=wheeled-feller-bunchers
    853M | 2014- | 300 62000
    859M | 2014- | 330 68000 | sub=leveling-feller-bunchers
    903M | 2014- | 300 60000
    953M | 2014- | 330 70000 | sub=leveling-feller-bunchers
  `,
  bell: `
    220A | 2000-2007 | 150 22000 | sub=wheeled-feller-bunchers
    225A | 2008-2014 | 173 25000 | sub=wheeled-feller-bunchers
    225F | 2015- | 173 24000 | sub=wheeled-feller-bunchers
  `,
  tigercat: `
    718E | 2014- | 200 36000 | sub=wheeled-feller-bunchers
    724G | 2016- | 240 42000 | sub=wheeled-feller-bunchers
    726G | 2016- | 260 45000 | sub=wheeled-feller-bunchers
    822E | 2014- | 240 50000
    845E | 2014- | 300 62000
    855E | 2013- | 300 65000
    870C | 2010- | 300 68000 | sub=leveling-feller-bunchers
    LX830D | 2014- | 300 68000 | sub=leveling-feller-bunchers
  `,
})

// Skidders: netHp operatingWeightLb
export const SKIDDERS = curatedList('skidders', {
  caterpillar: `
    525C | 2005-2011 | 173 29000
    535C | 2005-2011 | 198 32000
    525D | 2012- | 191 31000
    535D | 2012- | 208 34000
    545D | 2012- | 225 37000
    555D | 2012- | 238 41000
  `,
  'john-deere': `
    640H | 2005-2012 | 160 27000
    848H | 2005-2012 | 200 37000
    640L | 2014- | 180 30000
    648L | 2014- | 231 37000
    748L | 2014- | 231 39000
    848L | 2014- | 246 41000
    948L | 2014- | 275 44000
    1210G | 2014- | 156 36000 | sub=forwarders
  `,
  tigercat: `
    610E | 2015- | 173 29000
    620E | 2014- | 220 34000
    630E | 2014- | 240 38000
    632E | 2014- | 250 41000
    635H | 2019- | 280 45000
    1055C | 2012- | 200 44000 | sub=forwarders
    M726G | 2016- | 260 42000 | sub=forestry-mulchers
  `,
})
