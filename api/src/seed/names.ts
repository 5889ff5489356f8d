import type { Rng } from './rng'

/** Common US given names and surnames (Census frequency lists), for people and company names. */
export const FIRST_NAMES = (
  'James Robert John Michael David William Richard Joseph Thomas Christopher Charles Daniel ' +
  'Matthew Anthony Mark Steven Paul Andrew Joshua Kevin Brian George Timothy Ronald Jason Ryan ' +
  'Jacob Gary Nicholas Eric Jonathan Justin Scott Brandon Benjamin Samuel Gregory Frank Raymond ' +
  'Patrick Jose Juan Luis Carlos Miguel Jesus Alejandro Mary Patricia Jennifer Linda Elizabeth ' +
  'Barbara Susan Jessica Sarah Karen Lisa Nancy Sandra Ashley Emily Michelle Amanda Melissa ' +
  'Stephanie Rebecca Laura Maria Ana Rosa Gabriela Tyler Cody Dustin Travis Wade Dale Clint ' +
  'Shane Trent Hank Bo Jake Colt Reid'
).split(' ')

export const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez ' +
  'Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris ' +
  'Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill ' +
  'Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Phillips Evans ' +
  'Turner Parker Collins Edwards Stewart Morris Murphy Cook Rogers Morgan Peterson Cooper Reed ' +
  'Bailey Bell Gomez Kelly Howard Ward Cox Diaz Richardson Wood Watson Brooks Bennett Gray ' +
  'James Reyes Cruz Hughes Price Myers Long Foster Sanders Ross Morales Powell Sullivan Russell ' +
  'Ortiz Jenkins Gutierrez Perry Butler Barnes Fisher Henderson Coleman Simmons Patterson ' +
  'Jordan Reynolds Hamilton Graham Kim Gonzales Alexander Ramos Wallace Griffin West Cole Hayes ' +
  'Chavez Gibson Bryant Ellis Stevens Murray Ford Marshall Owens McDonald Harrison Ruiz Kennedy ' +
  'Wells Alvarez Woods Mendoza Castillo Olson Webb Washington Tucker Freeman Burns Henry ' +
  'Vasquez Snyder Simpson Crawford Jimenez Porter Mason Shaw Gordon Wagner Hunter Romero Hicks ' +
  'Dixon Hunt Palmer Robertson Black Holmes Stone Meyer Boyd Mills Warren Fox Rose Rice Moreno ' +
  'Schmidt Patel Ferguson Nichols Herrera Medina Ryan Fernandez Weaver Daniels Stephens Gardner ' +
  'Payne Kelley Dunn Pierce Arnold Tran Spencer Peters Hawkins Grant Hansen Castro Hoffman Hart ' +
  'Elliott Cunningham Knight Bradley Lindqvist Kowalski Schultz Becker Larson Jensen Yoder ' +
  'Bauer Zimmerman Hale Boone'
).split(' ')

export const personName = (rng: Rng): string => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`

const REGION_WORDS: Record<string, string[]> = {
  TX: ['Lone Star', 'Gulf Coast', 'Hill Country', 'Brazos', 'Permian', 'Panhandle'],
  CA: ['Golden State', 'Pacific', 'Central Valley', 'Sierra', 'Inland Empire'],
  FL: ['Sunshine', 'Suncoast', 'Gulf Coast', 'Space Coast', 'Everglades'],
  AZ: ['Desert', 'Saguaro', 'Grand Canyon'],
  CO: ['Front Range', 'Rocky Mountain', 'Summit'],
  GA: ['Peach State', 'Piedmont'],
  NC: ['Carolina', 'Piedmont', 'Blue Ridge'],
  SC: ['Carolina', 'Lowcountry'],
  TN: ['Volunteer', 'Cumberland', 'Smoky Mountain'],
  OK: ['Sooner', 'Red River'],
  LA: ['Bayou', 'Pelican'],
  ND: ['Bakken', 'Prairie'],
  WA: ['Cascade', 'Evergreen', 'Puget Sound'],
  OR: ['Cascade', 'Willamette'],
  UT: ['Wasatch', 'Beehive'],
  NV: ['Silver State', 'High Desert'],
  MN: ['North Star', 'Iron Range'],
  MI: ['Great Lakes', 'Wolverine'],
  PA: ['Keystone', 'Allegheny'],
  NY: ['Empire', 'Hudson Valley', 'Adirondack'],
  WV: ['Mountaineer', 'Appalachian'],
  AK: ['Northern Lights', 'Denali'],
  HI: ['Aloha', 'Pacific Rim'],
  WY: ['Cowboy State', 'Big Horn'],
  MT: ['Big Sky', 'Treasure State'],
}
const GENERIC_REGION = [
  'Heartland',
  'American',
  'Patriot',
  'Frontier',
  'Midland',
  'Tri-County',
  'Valley',
  'Summit',
  'Liberty',
  'Pioneer',
]

export function regionWord(rng: Rng, state: string): string {
  const own = REGION_WORDS[state]
  return own && rng.chance(0.7) ? rng.pick(own) : rng.pick(GENERIC_REGION)
}

const CONTRACTOR_TRADES = [
  'Construction',
  'Excavating',
  'Contracting',
  'Paving',
  'Earthworks',
  'Site Development',
  'Trucking',
  'Land Clearing',
  'Demolition',
  'Utilities',
  'Dirt Works',
  'Grading',
  'Materials',
  'Aggregates',
  'Logging',
  'Farms',
  'Pipeline',
  'Concrete',
  'Infrastructure',
  'Builders',
]
const DEALER_KINDS = [
  'Equipment Sales',
  'Machinery',
  'Tractor & Equipment',
  'Rental & Sales',
  'Truck Center',
  'Equipment Co.',
  'Heavy Equipment',
  'Trailer Sales',
  'Iron & Equipment',
  'Power Equipment',
]
const FORMS = ['LLC', 'Inc.', 'Co.', '& Sons', 'Group', 'LLC', 'Inc.']

/** A contractor or fleet owner selling its own machines (a standard seller). */
export function contractorName(rng: Rng, state: string, city: string): string {
  const style = rng.int(1, 10)
  const trade = rng.pick(CONTRACTOR_TRADES)
  if (style <= 5) return `${rng.pick(LAST_NAMES)} ${trade} ${rng.pick(FORMS)}`
  if (style <= 7) return `${regionWord(rng, state)} ${trade} ${rng.pick(FORMS)}`
  if (style <= 9) return `${city} ${trade} ${rng.pick(['LLC', 'Inc.', 'Co.'])}`
  return `${rng.pick(LAST_NAMES)} & ${rng.pick(LAST_NAMES)} ${trade}`
}

/** A dealer or rental house listing inventory through the marketplace (a partner seller). */
export function dealerName(rng: Rng, state: string, city: string): string {
  const style = rng.int(1, 3)
  const kind = rng.pick(DEALER_KINDS)
  if (style === 1) return `${rng.pick(LAST_NAMES)} ${kind}`
  if (style === 2) return `${regionWord(rng, state)} ${kind}`
  return `${city} ${kind}`
}

export const slugPart = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
