import { curatedList } from './curated-list'

// Compactors: drumWidthIn operatingWeightLb netHp
export const COMPACTORS = curatedList('compactors', {
  caterpillar: `
    CB34B | 2010-2016 | 51 9000 48 | sub=double-drum-asphalt-rollers
    CB2.7 | 2014- | 47 6000 33 | sub=double-drum-asphalt-rollers
    CB7 | 2017- | 67 19000 142 | sub=double-drum-asphalt-rollers
    CB10 | 2017- | 79 25000 142 | sub=double-drum-asphalt-rollers
    CB13 | 2019- | 84 29000 173 | sub=double-drum-asphalt-rollers
    CS44B | 2015- | 66 15000 99
    CS54B | 2014- | 84 26000 150
    CS56B | 2014- | 84 26700 157
    CS74B | 2014- | 84 34000 173
    CS78B | 2014- | 84 40000 173
    CP54B | 2014- | 84 26500 157 | sub=single-drum-padfoot-rollers
    CP56B | 2014- | 84 27500 157 | sub=single-drum-padfoot-rollers
    CP74B | 2014- | 84 36000 173 | sub=single-drum-padfoot-rollers
    CW34 | 2013- | 69 22000 100 | sub=pneumatic-rollers
    815K | 2012- | 88 45000 249 | sub=landfill-and-soil-compactors
    826K | 2012- | 88 87000 405 | sub=landfill-and-soil-compactors
    836K | 2012- | 89 120000 562 | sub=landfill-and-soil-compactors
  `,
  volvo: `
    DD25B | 2013- | 47 5600 33 | sub=double-drum-asphalt-rollers
    DD35B | 2013- | 51 8000 48 | sub=double-drum-asphalt-rollers
    DD90B | 2013- | 67 20000 129 | sub=double-drum-asphalt-rollers
    DD110C | 2018- | 67 24000 141 | sub=double-drum-asphalt-rollers
    DD120C | 2018- | 79 27000 141 | sub=double-drum-asphalt-rollers
    DD140C | 2018- | 84 30000 171 | sub=double-drum-asphalt-rollers
    SD75B | 2013- | 66 16000 100
    SD115B | 2013- | 84 25000 130
    SD135B | 2013- | 84 30000 153
    SD160B | 2013- | 84 36000 173
    PT125R | 2017- | 81 27000 100 | sub=pneumatic-rollers
  `,
  'wacker-neuson': `
    BS60-4s | 2013- | 11 150 3 | sub=plate-compactors-and-rammers price=4000
    VP1550 | 2008- | 20 200 5.5 | sub=plate-compactors-and-rammers price=2500
    BPU 5545A | 2010- | 22 1000 10 | sub=plate-compactors-and-rammers price=9500
    RT82-SC | 2008- | 32 3200 19 | sub=single-drum-padfoot-rollers
    RD12A | 2008- | 35 2600 15 | sub=double-drum-asphalt-rollers
    RD16-90 | 2010- | 35 3600 20 | sub=double-drum-asphalt-rollers
    RD27-120 | 2010- | 47 6000 33 | sub=double-drum-asphalt-rollers
    RD28 | 2018- | 47 6200 33 | sub=double-drum-asphalt-rollers
    RC70 | 2016- | 66 15500 100
  `,
  // Hamm rollers are built by the Wirtgen Group.
  wirtgen: `
    Hamm 3411 | 2008-2015 | 84 24000 134
    Hamm HD 12 VV | 2010- | 47 5700 33 | sub=double-drum-asphalt-rollers
    Hamm HD+ 90i VV | 2016- | 66 20000 134 | sub=double-drum-asphalt-rollers
    Hamm HD+ 110i VV | 2016- | 79 24000 155 | sub=double-drum-asphalt-rollers
    Hamm HD+ 140i VV | 2016- | 84 28000 155 | sub=double-drum-asphalt-rollers
    Hamm H 11i | 2016- | 84 25000 155
    Hamm H 13i | 2016- | 84 28000 155
    Hamm H 16i P | 2016- | 84 34000 181 | sub=single-drum-padfoot-rollers
    Hamm GRW 280i | 2016- | 80 21000 100 | sub=pneumatic-rollers
  `,
})

// Pavers: pavingWidthFt netHp operatingWeightLb
export const PAVERS = curatedList('pavers', {
  caterpillar: `
    AP255E | 2013-2020 | 13 74 14000 | sub=commercial-pavers
    AP355F | 2015- | 15 125 29000
    AP500F | 2014-2020 | 26 174 38000 | sub=wheel-pavers
    AP555F | 2014-2020 | 26 174 40000
    AP600F | 2014-2020 | 30 225 41000 | sub=wheel-pavers
    AP655F | 2014-2020 | 30 225 44000
    AP1000F | 2014-2020 | 30 225 41000 | sub=wheel-pavers
    AP1055F | 2014-2020 | 30 250 46000
    AP400 | 2021- | 19 142 34000 | sub=wheel-pavers
    AP455 | 2021- | 19 174 36000
    AP500 | 2021- | 26 174 38500 | sub=wheel-pavers
    AP600 | 2021- | 30 225 41000 | sub=wheel-pavers
    AP655 | 2021- | 30 225 44000
    AP1055 | 2021- | 30 250 46500
  `,
  volvo: `
    PF2181 | 2011-2023 | 13 74 18000 | sub=commercial-pavers
    PF161 | 2019-2023 | 13 74 17000 | sub=commercial-pavers
    P4820D ABG | 2013-2023 | 26 173 38000
    P6820D ABG | 2013-2023 | 30 173 40000
    P6870D ABG | 2013-2023 | 30 225 44000
    PF6110 | 2011-2023 | 30 225 44000 | sub=wheel-pavers
    PF6160 | 2011-2023 | 30 225 46000
  `,
  // Vögele pavers are built by the Wirtgen Group.
  wirtgen: `
    Vögele Super 800-3i | 2015- | 13 74 16000 | sub=commercial-pavers
    Vögele Super 1303-3i | 2015- | 17 101 28000 | sub=wheel-pavers
    Vögele Super 1700-3i | 2015- | 26 173 39000 | sub=wheel-pavers
    Vögele Super 1800-3i | 2015- | 30 173 42000
    Vögele Super 2000-3i | 2015- | 33 241 45000
    Vögele Super 2100-3i | 2015- | 38 241 48000
  `,
})

// Cold planers: millingWidthIn netHp operatingWeightLb
export const COLD_PLANERS = curatedList('cold-planers', {
  caterpillar: `
    PM200 | 2006-2011 | 79 575 66000
    PM310 | 2015- | 39 300 35000
    PM312 | 2015- | 49 300 37000
    PM313 | 2015- | 51 300 38000
    PM620 | 2012- | 79 760 70000
    PM622 | 2012- | 87 760 72000
    PM820 | 2014- | 79 1050 79000
    PM822 | 2014- | 87 1050 80000
    PM825 | 2014- | 98 1050 82000
  `,
  wirtgen: `
    W 2100 | 2000-2011 | 79 650 70000
    W 35 Ri | 2014- | 14 45 11000
    W 50 Ri | 2014- | 20 74 15000
    W 60 Ri | 2014- | 24 97 17000
    W 100 Fi | 2016- | 39 282 40000
    W 120 Fi | 2016- | 47 335 42000
    W 150 Fi | 2016- | 59 415 46000
    W 200 Fi | 2016- | 79 610 66000
    W 210 Fi | 2016- | 79 760 77000
    W 220 Fi | 2018- | 87 1010 81000
    W 250 Fi | 2018- | 98 1200 103000
  `,
})

// Road reclaimers: millingWidthIn netHp operatingWeightLb
export const ROAD_RECLAIMERS = curatedList('road-reclaimers', {
  caterpillar: `
    RM500 | 2008-2012 | 96 540 60000
    RM300 | 2010- | 96 402 50000
    RM500B | 2013- | 96 540 61000
    RM400 | 2018- | 96 470 55000
    RM800 | 2019- | 96 762 64000
  `,
  wirtgen: `
    WR 2000 | 2002-2013 | 79 335 40000 | sub=soil-stabilizers
    WR 2400 | 2002-2013 | 94 580 58000
    WR 250 | 2010- | 94 700 66000
    WR 200i | 2015- | 79 335 42000 | sub=soil-stabilizers
    WR 240i | 2015- | 94 603 59000
  `,
})
