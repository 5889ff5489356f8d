import { curatedList } from './curated-list'

// Dump trucks: gvwrLb engineHp bodyCapacityYd3 (the chassis model; the body is a configuration)
export const DUMP_TRUCKS = curatedList('dump-trucks', {
  volvo: `
    VHD | 2003-2013 | 66000 425 16
    VHD 300 | 2014- | 66000 425 16
    VHD 400 | 2014- | 66000 455 18
    VHD 430 | 2014- | 66000 455 16
    VNX 300 | 2016- | 80000 505 20
  `,
  kenworth: `
    T370 | 2008- | 33000 300 8
    T440 | 2008-2017 | 54000 350 12
    T800 | 1987- | 66000 435 16
    T880 | 2013- | 66000 455 16
    T880S | 2016- | 66000 455 16
    W900S | 2005- | 66000 500 16
    C500 | 1981- | 80000 600 20
  `,
  peterbilt: `
    337 | 2007- | 33000 300 6
    348 | 2007- | 33000 350 8
    548 | 2021- | 33000 350 8
    357 | 1986-2011 | 66000 435 16
    367 | 2007- | 66000 500 16
    389 | 2007- | 66000 550 16
    567 | 2013- | 66000 455 16
  `,
  freightliner: `
    FL80 | 1991-2006 | 33000 250 8
    M2 106 | 2003- | 33000 300 8
    M2 112 | 2003- | 54000 350 12
    108SD | 2011- | 52000 350 10
    114SD | 2011- | 66000 455 16
    122SD | 2011- | 80000 505 20
    Coronado SD | 2010-2020 | 66000 500 16
    FLD120SD | 1995-2004 | 66000 470 16
  `,
  mack: `
    DM690S | 1981-2006 | 66000 350 16
    RD688S | 1981-2007 | 66000 400 16
    CV713 | 2002-2009 | 66000 427 16
    Granite GU713 | 2002-2019 | 66000 455 16
    Granite GU813 | 2002-2019 | 66000 505 16
    Granite GR42F | 2020- | 33000 355 8
    Granite GR64F | 2020- | 66000 455 16
    Granite GR64BX | 2020- | 80000 505 20
  `,
  international: `
    4900 | 1989-2002 | 52000 300 12
    7400 | 2001-2016 | 54000 330 12
    7600 | 2002-2016 | 66000 410 16
    PayStar 5900i | 2006-2016 | 80000 500 20
    HV507 | 2017- | 66000 350 16
    HX515 | 2016- | 66000 455 16
    HX520 | 2016- | 80000 500 20
  `,
  ford: `
    L8000 | 1970-1998 | 33000 250 8
    F-800 | 1980-1998 | 33000 210 8
    L9000 | 1970-1998 | 66000 350 16
    LT9000 | 1970-1998 | 66000 350 16
    F-550 Super Duty | 1999- | 19500 330 3
    F-650 | 2000- | 26000 270 6
    F-750 | 2000- | 33000 300 8
  `,
  chevrolet: `
    C70 | 1980-1990 | 33000 210 8
    Kodiak C7500 | 2003-2009 | 33000 300 8
    Kodiak C8500 | 2006-2009 | 54000 330 12
    Silverado 4500HD | 2019- | 16500 350 3
    Silverado 5500HD | 2019- | 19500 350 3
    Silverado 6500HD | 2019- | 23500 350 5
  `,
  gmc: `
    7000 | 1980-1995 | 33000 210 8
    TopKick C6500 | 2003-2009 | 26000 300 6
    TopKick C7500 | 2003-2009 | 33000 300 8
    TopKick C8500 | 2006-2009 | 54000 330 12
    Sierra 3500HD | 2007- | 14000 401 2
  `,
  'western-star': `
    4700SB | 2008- | 66000 455 16
    4900SA | 1996- | 66000 500 16
    4900SF | 1996- | 66000 505 16
    47X | 2022- | 66000 455 16
    49X | 2022- | 80000 505 20
  `,
})

// Service trucks: gvwrLb engineHp
export const SERVICE_TRUCKS = curatedList('service-trucks', {
  kenworth: `
    T270 | 2008- | 26000 260
    K370 | 2022- | 26000 260
    T370 | 2008- | 33000 300 | sub=crane-service-trucks
    T440 | 2008-2017 | 54000 350 | sub=fuel-and-lube-trucks
    T880 | 2013- | 66000 455 | sub=fuel-and-lube-trucks
  `,
  peterbilt: `
    536 | 2021- | 26000 260
    337 | 2007- | 33000 300
    537 | 2021- | 33000 300
    348 | 2007- | 33000 350 | sub=crane-service-trucks
    548 | 2021- | 33000 350 | sub=crane-service-trucks
    567 | 2013- | 66000 455 | sub=fuel-and-lube-trucks
  `,
  freightliner: `
    FL70 | 1991-2006 | 26000 210
    FL80 | 1991-2006 | 33000 250
    M2 106 | 2003- | 33000 300
    M2 112 | 2003- | 54000 350 | sub=crane-service-trucks
    108SD | 2011- | 33000 350
    114SD | 2011- | 66000 455 | sub=fuel-and-lube-trucks
  `,
  international: `
    CV515 | 2019- | 19500 350
    4300 | 2002-2017 | 26000 260
    4400 | 2002-2017 | 33000 300
    MV607 | 2018- | 26000 260
    HV607 | 2017- | 54000 350 | sub=crane-service-trucks
    HV507 | 2017- | 54000 350 | sub=fuel-and-lube-trucks
  `,
  ford: `
    F-350 Super Duty | 1999- | 14000 330 | sub=flatbed-and-stake-trucks
    F-450 Super Duty | 1999- | 16500 330
    F-550 Super Duty | 1999- | 19500 330
    F-650 | 2000- | 26000 270
    F-750 | 2000- | 33000 300 | sub=crane-service-trucks
  `,
  chevrolet: `
    Silverado 3500HD | 2007- | 14000 401
    Silverado 4500HD | 2019- | 16500 350
    Silverado 5500HD | 2019- | 19500 350
    Silverado 6500HD | 2019- | 23500 350 | sub=crane-service-trucks
    Kodiak C4500 | 2003-2009 | 16500 300
    Kodiak C5500 | 2003-2009 | 19500 300
  `,
  gmc: `
    Sierra 2500HD | 2007- | 11000 401 | sub=flatbed-and-stake-trucks
    Sierra 3500HD | 2007- | 14000 401
    TopKick C4500 | 2003-2009 | 16500 300
    TopKick C5500 | 2003-2009 | 19500 300
    TopKick C6500 | 2003-2009 | 26000 300 | sub=crane-service-trucks
  `,
  'western-star': `
    4700SF | 2008- | 54000 400 | sub=crane-service-trucks
    4700SB | 2008- | 66000 455 | sub=fuel-and-lube-trucks
    4900SB | 1996- | 66000 505 | sub=crane-service-trucks
    47X | 2022- | 66000 455 | sub=fuel-and-lube-trucks
  `,
})

// Specialty trucks: gvwrLb engineHp (each chassis in the vocation it is best known for)
export const SPECIALTY_TRUCKS = curatedList('specialty-trucks', {
  kenworth: `
    K370 | 2022- | 33000 300 | sub=street-sweepers
    T440 | 2008-2017 | 54000 350 | sub=vacuum-trucks
    T800 | 1987- | 66000 435 | sub=roll-off-trucks
    T880 | 2013- | 66000 455 | sub=concrete-mixer-trucks
  `,
  peterbilt: `
    320 | 1986-2013 | 66000 350 | sub=refuse-trucks
    520 | 2011- | 66000 400 | sub=refuse-trucks
    348 | 2007- | 33000 350 | sub=street-sweepers
    365 | 2007- | 66000 455 | sub=vacuum-trucks
    367 | 2007- | 66000 500 | sub=roll-off-trucks
    567 | 2013- | 66000 455 | sub=concrete-mixer-trucks
  `,
  freightliner: `
    Condor | 1990-2014 | 66000 350 | sub=refuse-trucks
    EconicSD | 2018- | 66000 350 | sub=refuse-trucks
    M2 106 | 2003- | 33000 300 | sub=street-sweepers
    108SD | 2011- | 54000 350 | sub=vacuum-trucks
    114SD | 2011- | 66000 455 | sub=concrete-mixer-trucks
    122SD | 2011- | 80000 505 | sub=roll-off-trucks
  `,
  mack: `
    MR688S | 1981-2014 | 66000 300 | sub=refuse-trucks
    TerraPro | 2007-2019 | 66000 325 | sub=refuse-trucks
    LR | 2015- | 66000 325 | sub=refuse-trucks
    LR Electric | 2021- | 66000 448 | sub=refuse-trucks hp=0
    Granite | 2002- | 66000 455 | sub=concrete-mixer-trucks
    Granite GR64B | 2020- | 66000 455 | sub=roll-off-trucks
  `,
  international: `
    MV607 | 2018- | 33000 260 | sub=street-sweepers
    7400 | 2001-2016 | 54000 330 | sub=vacuum-trucks
    HV607 | 2017- | 54000 350 | sub=vacuum-trucks
    7600 | 2002-2016 | 66000 410 | sub=concrete-mixer-trucks
    HX515 | 2016- | 66000 455 | sub=roll-off-trucks
  `,
  ford: `
    LN8000 | 1980-1998 | 33000 250 | sub=refuse-trucks
    L9000 | 1970-1998 | 66000 350 | sub=concrete-mixer-trucks
    F-650 | 2000- | 26000 270 | sub=street-sweepers
    F-750 | 2000- | 33000 300 | sub=vacuum-trucks
  `,
  'western-star': `
    4700SB | 2008- | 66000 455 | sub=concrete-mixer-trucks
    4700SF | 2008- | 66000 455 | sub=roll-off-trucks
    4900SA | 1996- | 66000 505 | sub=vacuum-trucks
    47X | 2022- | 66000 455 | sub=concrete-mixer-trucks
    49X | 2022- | 80000 505 | sub=roll-off-trucks
  `,
})

// Tank trucks: tankCapacityGal gvwrLb
export const TANK_TRUCKS = curatedList('tank-trailer-trucks', {
  kenworth: `
    K370 | 2022- | 2000 26000 | sub=fuel-tank-trucks
    T370 | 2008- | 2000 33000
    T440 | 2008-2017 | 3000 54000 | sub=fuel-tank-trucks
    T800 | 1987- | 4000 66000
    T880 | 2013- | 4000 66000
  `,
  peterbilt: `
    337 | 2007- | 2500 33000 | sub=fuel-tank-trucks
    348 | 2007- | 2000 33000
    365 | 2007- | 4000 66000
    567 | 2013- | 4000 66000
  `,
  freightliner: `
    M2 106 | 2003- | 2000 33000
    108SD | 2011- | 2500 33000 | sub=fuel-tank-trucks
    M2 112 | 2003- | 3500 54000 | sub=fuel-tank-trucks
    114SD | 2011- | 4000 66000
  `,
  international: `
    4300 | 2002-2017 | 2000 26000 | sub=fuel-tank-trucks
    4400 | 2002-2017 | 2500 33000
    7400 | 2001-2016 | 3500 54000 | sub=fuel-tank-trucks
    7600 | 2002-2016 | 4000 66000
    HV607 | 2017- | 3500 54000
  `,
  'western-star': `
    4700SF | 2008- | 3500 54000 | sub=fuel-tank-trucks
    4700SB | 2008- | 4000 66000
    4900SA | 1996- | 4000 66000
    47X | 2022- | 4000 66000
  `,
})

// Bucket trucks: workingHeightFt gvwrLb
export const BUCKET_TRUCKS = curatedList('bucket-trucks', {
  // Terex Utilities builds the aerial devices and digger derricks mounted on these chassis.
  terex: `
    Hi-Ranger TL38P | 2005- | 43 26000
    LT40 | 2010- | 45 26000
    Optima 55 | 2008- | 60 33000
    TCX55 | 2014- | 60 33000
    Hi-Ranger XT60/70 | 2002- | 75 37000
    Commander 4047 | 2008- | 52 33000 | sub=digger-derricks
    General 65 | 2000- | 70 54000 | sub=digger-derricks
  `,
  freightliner: `
    FL70 | 1991-2006 | 40 26000
    FL80 | 1991-2006 | 55 33000
    M2 106 | 2003- | 45 33000
    M2 112 | 2003- | 55 54000 | sub=digger-derricks
    108SD | 2011- | 60 54000 | sub=digger-derricks
  `,
  international: `
    4300 | 2002-2017 | 45 26000
    4400 | 2002-2017 | 60 33000 | sub=digger-derricks
    7300 | 2002-2016 | 55 33000
    7400 | 2001-2016 | 55 54000 | sub=digger-derricks
    MV607 | 2018- | 60 33000
  `,
  ford: `
    F-450 Super Duty | 1999- | 35 16500
    F-550 Super Duty | 1999- | 40 19500
    F-650 | 2000- | 45 26000
    F-750 | 2000- | 60 33000
    F-800 | 1980-1998 | 45 33000
  `,
  chevrolet: `
    Kodiak C5500 | 2003-2009 | 40 19500
    Kodiak C7500 | 2003-2009 | 55 33000
    Silverado 5500HD | 2019- | 40 19500
    Silverado 6500HD | 2019- | 45 23500
  `,
  gmc: `
    Sierra 3500HD | 2007- | 35 14000
    TopKick C5500 | 2003-2009 | 40 19500
    TopKick C6500 | 2003-2009 | 45 26000
    TopKick C7500 | 2003-2009 | 55 33000
  `,
})

// Semi-trucks: engineHp
export const SEMI_TRUCKS = curatedList('semi-trucks', {
  volvo: `
    VNL 300 | 2004-2017 | 425 | sub=day-cab-trucks
    VNL 430 | 2010-2017 | 435
    VNL 670 | 2004-2017 | 485
    VNL 780 | 2004-2017 | 500
    VNL 740 | 2018- | 455
    VNL 760 | 2018- | 500
    VNL 860 | 2018- | 500
    VNR 300 | 2017- | 405 | sub=day-cab-trucks
    VNR 640 | 2017- | 425
    VNX 740 | 2016- | 605 | sub=heavy-haul-trucks
  `,
  kenworth: `
    T600 | 1985-2009 | 435
    T2000 | 1996-2010 | 475
    T660 | 2007-2016 | 485
    T700 | 2010-2017 | 485
    T680 | 2013-2021 | 455
    T680 Next Gen | 2022- | 455
    W900L | 1982- | 550
    W990 | 2018- | 565
    T800 | 1987- | 500 | sub=heavy-haul-trucks
    T880 | 2013- | 505 | sub=heavy-haul-trucks
  `,
  peterbilt: `
    379 | 1987-2007 | 550
    387 | 2000-2010 | 475
    386 | 2005-2015 | 475
    384 | 2006-2015 | 450 | sub=day-cab-trucks
    388 | 2007-2016 | 500 | sub=day-cab-trucks
    389 | 2007- | 550
    579 | 2012- | 455
    567 | 2013- | 500 | sub=heavy-haul-trucks
    589 | 2023- | 565
  `,
  freightliner: `
    FLD120 | 1989-2001 | 470
    Classic XL | 1990-2008 | 500
    Century Class | 1996-2011 | 470
    Columbia | 2001-2012 | 435
    Coronado | 2001-2020 | 500
    Cascadia 113 | 2007-2017 | 410 | sub=day-cab-trucks
    Cascadia 125 | 2007-2017 | 455
    Cascadia 116 | 2017- | 410 | sub=day-cab-trucks
    Cascadia 126 | 2017- | 455
    eCascadia | 2022- | 470 | sub=day-cab-trucks hp=0
    122SD | 2011- | 505 | sub=heavy-haul-trucks
  `,
  mack: `
    Superliner RW | 1978-1993 | 400
    CH613 | 1990-2007 | 460
    Vision CX613 | 1996-2007 | 460
    Pinnacle CHU613 | 2006-2019 | 445
    Pinnacle CXU613 | 2006-2019 | 445
    Anthem | 2018- | 455
    Titan TD713 | 2008-2015 | 605 | sub=heavy-haul-trucks
    Granite GU813 | 2002-2019 | 505 | sub=heavy-haul-trucks
  `,
  international: `
    8600 TranStar | 2002-2016 | 330 | sub=day-cab-trucks
    9200i | 1999-2016 | 410 | sub=day-cab-trucks
    9400i | 1999-2016 | 475
    9900i | 1999-2017 | 500
    ProStar | 2007-2017 | 450
    LoneStar | 2009-2021 | 500
    LT625 | 2017- | 450
    RH613 | 2018- | 410 | sub=day-cab-trucks
    HX520 | 2016- | 565 | sub=heavy-haul-trucks
  `,
  'western-star': `
    4900FA | 1996-2022 | 500 | sub=day-cab-trucks
    4900EX | 1996-2022 | 550
    4900XD | 2008-2022 | 600 | sub=heavy-haul-trucks
    5700XE | 2014-2022 | 505
    57X | 2023- | 505
    49X | 2022- | 565 | sub=heavy-haul-trucks
  `,
})
