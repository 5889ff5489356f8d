import { curatedList } from './curated-list'

// Telehandlers: liftCapacityLb maxLiftHeightFt netHp
export const TELEHANDLERS = curatedList('telehandlers', {
  caterpillar: `
    TL642C | 2008-2012 | 6600 42 100
    TL943C | 2008-2012 | 9000 43 110
    TL1055C | 2008-2012 | 10000 55 110
    TL1255C | 2008-2012 | 12000 54 142
    TH255C | 2013- | 5500 19 74
    TH357D | 2015- | 7700 23 100
    TL642D | 2013- | 6600 42 74
    TL943D | 2013- | 9000 43 125
    TL1055D | 2013- | 10000 56 125
    TL1255D | 2013- | 12000 54 142
  `,
  bobcat: `
    V417 | 2008-2013 | 4000 17 68
    V518 | 2008-2013 | 5000 18 68
    V638 | 2008-2013 | 6000 38 99
    V519 | 2014- | 5500 19 74
    V723 | 2014- | 7000 23 99
    TL723 | 2017- | 7000 23 99
  `,
  jcb: `
    505-20 | 2010- | 5500 19 74
    525-60 | 2012- | 5500 19.6 74
    507-42 | 2010- | 7000 42 74
    509-42 | 2012- | 9000 42 110
    510-56 | 2010- | 10000 56 110
    512-56 | 2012- | 12000 56 110
  `,
  sany: `
    STH634A | 2020- | 6000 34 74
    STH844A | 2020- | 8000 44 110
    STH1056A | 2020- | 10000 56 110
    STH1256A | 2020- | 12000 56 110
  `,
  genie: `
    GTH-5519 | 2009- | 5500 19 74
    GTH-636 | 2009- | 6000 36 74
    GTH-644 | 2003- | 6000 42 74
    GTH-842 | 2003- | 8000 42 110
    GTH-844 | 2003- | 8000 44 110
    GTH-1056 | 2003- | 10000 56 110
    GTH-1256 | 2009- | 12000 56 110
    GTH-1544 | 2012- | 15000 44 130
  `,
  jlg: `
    G9-43A | 2007-2012 | 9000 43 110
    G10-55A | 2007-2012 | 10000 55 110
    G12-55A | 2007-2012 | 12000 55 110
    642 | 2012- | 6000 42 74
    742 | 2012- | 7000 42 74
    943 | 2012- | 9000 43 110
    1055 | 2012- | 10000 55 110
    1075 | 2012- | 10000 75 130
    1255 | 2012- | 12000 55 130
    1644 | 2017- | 16000 44 130
    SkyTrak 6042 | 2010- | 6000 42 74
    SkyTrak 8042 | 2010- | 8000 42 110
    SkyTrak 10054 | 2010- | 10000 54 110
  `,
  manitou: `
    MT 625 H | 2015- | 5500 19 74
    MT 6642 | 2015- | 6600 42 74
    MT 1335 | 2015- | 7700 43 100
    MT 1840 | 2015- | 8800 59 100
    MT 9044 | 2015- | 9000 44 110
    MT 10055 | 2015- | 10000 55 110
    MT 12055 | 2015- | 12000 55 110
    MRT 2150 | 2015- | 11000 69 130 | sub=rotating-telehandlers
  `,
  skyjack: `
    SJ 519 TH | 2013- | 5500 19 74
    SJ 643 TH | 2013- | 6000 43 74
    SJ 843 TH | 2013- | 8000 43 110
    SJ 1044 TH | 2013- | 10000 44 110
    SJ 1056 TH | 2013- | 10000 56 110
    SJ 1256 TH | 2013- | 12000 56 110
  `,
})

// Forklifts: liftCapacityLb maxLiftHeightFt
export const FORKLIFTS = curatedList('forklifts', {
  komatsu: `
    FB15M-12 | 2010- | 3000 15 | sub=electric-warehouse-forklifts
    FG25ST-16 | 2010- | 5000 15 | sub=ic-cushion-tire-forklifts
    FG25T-16 | 2010- | 5000 15
    FD25T-16 | 2010- | 5000 15
    FG50AT-10 | 2010- | 11000 15
    FD70-10 | 2008- | 15500 15
    FD160-8 | 2008- | 36000 15
  `,
  hyundai: `
    25B-9 | 2014- | 5000 15 | sub=electric-warehouse-forklifts
    25LC-7A | 2012- | 5000 15 | sub=ic-cushion-tire-forklifts
    25L-7A | 2012- | 5000 15
    30L-7A | 2012- | 6000 15
    50D-9 | 2014- | 11000 15
    70D-9 | 2014- | 15500 15
    160D-9 | 2014- | 36000 15
  `,
  manitou: `
    MC 18-4 | 2010- | 4000 14 | sub=rough-terrain-forklifts
    M 26-4 | 2010- | 5700 14 | sub=rough-terrain-forklifts
    MI 25D | 2010- | 5500 15
    M 30-4 | 2010- | 6600 15 | sub=rough-terrain-forklifts
    MSI 30 | 2010- | 6600 14 | sub=rough-terrain-forklifts
    M 50-4 | 2010- | 11000 15 | sub=rough-terrain-forklifts
  `,
})

// Lifts: platformHeightFt (wt= operating weight, hp=0 for battery machines)
export const LIFTS = curatedList('lifts', {
  genie: `
    GS-1530 | 2005- | 15 | sub=electric-scissor-lifts wt=2000
    GS-1930 | 2000- | 19 | sub=electric-scissor-lifts wt=2600
    GS-2032 | 2000- | 20 | sub=electric-scissor-lifts wt=3500
    GS-2632 | 2000- | 26 | sub=electric-scissor-lifts wt=4300
    GS-2646 | 2000- | 26 | sub=electric-scissor-lifts wt=4700
    GS-3246 | 2000- | 32 | sub=electric-scissor-lifts wt=5600
    GS-4047 | 2008- | 40 | sub=electric-scissor-lifts wt=6500
    GS-2669 RT | 2005- | 26 | sub=rough-terrain-scissor-lifts wt=7000 hp=25
    GS-3369 RT | 2005- | 33 | sub=rough-terrain-scissor-lifts wt=8000 hp=25
    GS-5390 RT | 2005- | 53 | sub=rough-terrain-scissor-lifts wt=15000 hp=30
    GR-20 Runabout | 2010- | 20 | sub=vertical-mast-lifts wt=2200
    AWP-25S | 2000- | 25 | sub=vertical-mast-lifts wt=800
    TZ-34/20 | 2005- | 34 | sub=towable-boom-lifts wt=2600 hp=0
    Z-34/22 N | 2005- | 34 | sub=articulating-boom-lifts wt=9000 hp=0
    Z-45/25J | 2005- | 45 | sub=articulating-boom-lifts wt=15000
    Z-60/37 FE | 2018- | 60 | sub=articulating-boom-lifts wt=21000 hp=25
    Z-62/40 | 2014- | 62 | sub=articulating-boom-lifts wt=22000
    Z-80/60 | 2005- | 80 | sub=articulating-boom-lifts wt=36000
    Z-135/70 | 2008- | 135 | sub=articulating-boom-lifts wt=45000
    S-40 | 2000- | 40 | sub=telescopic-boom-lifts wt=14000
    S-45 | 2000- | 45 | sub=telescopic-boom-lifts wt=15000
    S-60 | 2000- | 60 | sub=telescopic-boom-lifts wt=20000
    S-65 | 2000- | 65 | sub=telescopic-boom-lifts wt=22000
    S-85 | 2000- | 85 | sub=telescopic-boom-lifts wt=34000
    S-125 | 2005- | 125 | sub=telescopic-boom-lifts wt=45000
    S-185 | 2010- | 185 | sub=telescopic-boom-lifts wt=43000
  `,
  jlg: `
    1930ES | 2000- | 19 | sub=electric-scissor-lifts wt=2600
    2630ES | 2000- | 26 | sub=electric-scissor-lifts wt=4400
    2646ES | 2000- | 26 | sub=electric-scissor-lifts wt=4700
    3246ES | 2000- | 32 | sub=electric-scissor-lifts wt=5800
    4045R | 2008- | 40 | sub=electric-scissor-lifts wt=7000
    260MRT | 2005- | 26 | sub=rough-terrain-scissor-lifts wt=7000 hp=25
    3394RT | 2005- | 33 | sub=rough-terrain-scissor-lifts wt=11500 hp=30
    4394RT | 2005- | 43 | sub=rough-terrain-scissor-lifts wt=13000 hp=30
    T350 | 2010- | 35 | sub=towable-boom-lifts wt=3000 hp=0
    Toucan 10E | 2010- | 25 | sub=vertical-mast-lifts wt=5000
    E450AJ | 2008- | 45 | sub=articulating-boom-lifts wt=15000 hp=0
    450AJ | 2005- | 45 | sub=articulating-boom-lifts wt=15000
    600AJ | 2005- | 60 | sub=articulating-boom-lifts wt=21000
    800AJ | 2005- | 80 | sub=articulating-boom-lifts wt=36000
    1250AJP | 2008- | 125 | sub=articulating-boom-lifts wt=44000
    400S | 2005- | 40 | sub=telescopic-boom-lifts wt=14000
    460SJ | 2005- | 46 | sub=telescopic-boom-lifts wt=16000
    600S | 2005- | 60 | sub=telescopic-boom-lifts wt=20000
    660SJ | 2005- | 66 | sub=telescopic-boom-lifts wt=23000
    860SJ | 2005- | 86 | sub=telescopic-boom-lifts wt=35000
    1200SJP | 2005- | 120 | sub=telescopic-boom-lifts wt=41000
    1500SJ | 2010- | 150 | sub=telescopic-boom-lifts wt=50000
  `,
  xcmg: `
    XG1932DC | 2019- | 19 | sub=electric-scissor-lifts wt=2700
    XG2632DC | 2019- | 26 | sub=electric-scissor-lifts wt=4500
    XG3246AC | 2019- | 32 | sub=electric-scissor-lifts wt=5900
    XGA16 | 2019- | 52 | sub=articulating-boom-lifts wt=16000
    XGS22 | 2019- | 72 | sub=telescopic-boom-lifts wt=26000
  `,
  manitou: `
    100 VJR | 2010- | 33 | sub=vertical-mast-lifts wt=6000
    160 ATJ | 2012- | 52 | sub=articulating-boom-lifts wt=15000
    180 ATJ | 2012- | 59 | sub=articulating-boom-lifts wt=15500
    200 ATJ | 2012- | 66 | sub=articulating-boom-lifts wt=17000
    280 TJ | 2012- | 92 | sub=telescopic-boom-lifts wt=30000
  `,
  skyjack: `
    SJ16 | 2012- | 16 | sub=vertical-mast-lifts wt=2000
    SJIII 3219 | 2000- | 19 | sub=electric-scissor-lifts wt=2600
    SJIII 3226 | 2000- | 26 | sub=electric-scissor-lifts wt=4300
    SJIII 4632 | 2000- | 32 | sub=electric-scissor-lifts wt=5500
    SJ6832 RT | 2005- | 32 | sub=rough-terrain-scissor-lifts wt=7600 hp=25
    SJ9250 RT | 2005- | 50 | sub=rough-terrain-scissor-lifts wt=12000 hp=30
    SJ45 AJ | 2013- | 45 | sub=articulating-boom-lifts wt=15000
    SJ60 AJ+ | 2013- | 60 | sub=articulating-boom-lifts wt=21000
    SJ66 T | 2013- | 66 | sub=telescopic-boom-lifts wt=23000
    SJ85 AJ | 2015- | 85 | sub=articulating-boom-lifts wt=34000
  `,
})

// Cranes: maxCapacityTons
export const CRANES = curatedList('cranes', {
  sany: `
    SRC250C | 2019- | 25
    SRC550C | 2019- | 55
    SAC2200 | 2014- | 220 | sub=all-terrain-cranes
    SCC550E | 2012- | 55 | sub=crawler-cranes
    SCC1000A | 2012- | 100 | sub=crawler-cranes
    SCC4000A | 2012- | 400 | sub=crawler-cranes
  `,
  terex: `
    BT 4792 | 2008- | 23 | sub=truck-mounted-cranes
    RT 230-1 | 2010- | 30
    RT 555-1 | 2010- | 55
    Crossover 6000 | 2013- | 60 | sub=truck-mounted-cranes
    RT 780 | 2008- | 80
    AC 100/4L | 2012- | 100 | sub=all-terrain-cranes
    HC 110 | 2008- | 110 | sub=crawler-cranes
    AC 220-5 | 2012- | 220 | sub=all-terrain-cranes
    CC 2800-1 | 2008- | 660 | sub=crawler-cranes
  `,
  liebherr: `
    LTM 1050-3.1 | 2006- | 60 | sub=all-terrain-cranes
    LTC 1050-3.1 | 2013- | 60 | sub=all-terrain-cranes
    LTM 1100-5.2 | 2006- | 110 | sub=all-terrain-cranes
    LRT 1100-2.1 | 2018- | 110
    LTM 1160-5.2 | 2016- | 180 | sub=all-terrain-cranes
    LTM 1230-5.1 | 2018- | 250 | sub=all-terrain-cranes
    LTM 1300-6.2 | 2008- | 330 | sub=all-terrain-cranes
    LR 1300 | 2008- | 330 | sub=crawler-cranes
    LTM 1500-8.1 | 2006- | 550 | sub=all-terrain-cranes
    LR 1600/2 | 2009- | 660 | sub=crawler-cranes
  `,
  xcmg: `
    XCT25 | 2016- | 25 | sub=truck-mounted-cranes
    XCR55 | 2016- | 55
    XCA60 | 2016- | 60 | sub=all-terrain-cranes
    XGC100 | 2016- | 100 | sub=crawler-cranes
    XCA220 | 2016- | 220 | sub=all-terrain-cranes
    XGC260 | 2016- | 260 | sub=crawler-cranes
  `,
  kobelco: `
    CK850G | 2013- | 85 | sub=crawler-cranes
    CK1100G | 2013- | 110 | sub=crawler-cranes
    CK1600G | 2013- | 160 | sub=crawler-cranes
    CK2750G | 2013- | 300 | sub=crawler-cranes
    SL6000 | 2009- | 600 | sub=crawler-cranes
  `,
})

// Material handlers: operatingWeightLb maxReachFt netHp
export const MATERIAL_HANDLERS = curatedList('material-handlers', {
  caterpillar: `
    M325D L MH | 2008-2013 | 70000 45 241
    MH3022 | 2014- | 50000 31 148
    MH3024 | 2014- | 54000 34 160
    MH3026 | 2014- | 60000 36 173
    MH3037 | 2017- | 86000 46 311
    MH3040 | 2017- | 95000 52 311
    MH3050 | 2014- | 120000 59 350
    MH3059 | 2019- | 130000 59 350
    538 LL | 2014- | 77000 40 260 | sub=log-loaders
    568 GF | 2012- | 85000 38 310 | sub=log-loaders
  `,
  liebherr: `
    LH 22 M | 2012- | 50000 32 160
    LH 24 M | 2012- | 56000 36 163
    LH 26 M | 2012- | 60000 38 163
    LH 30 M | 2012- | 70000 41 201
    LH 40 M | 2012- | 88000 46 241
    LH 50 M | 2012- | 100000 49 268
    LH 60 M | 2012- | 130000 56 320
    LH 110 C | 2014- | 240000 72 455 | sub=crawler-material-handlers
    LH 150 EC | 2016- | 280000 80 | sub=crawler-material-handlers hp=0
  `,
  tigercat: `
    234B | 2013- | 38000 30 173 | sub=log-loaders
    250D | 2014- | 55000 36 173 | sub=log-loaders
    875E | 2014- | 87000 39 300 | sub=log-loaders
    880E | 2014- | 108000 45 300 | sub=log-loaders
  `,
})
