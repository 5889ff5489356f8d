import type { SeedArticle } from './types'

/** Buying guidance: inspections, machine life, financing. */
export const INSIGHT_ARTICLES: SeedArticle[] = [
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9a01',
    slug: 'reading-a-150-point-inspection-report',
    category: 'insight',
    publishedAt: '2026-11-03T14:00:00.000Z',
    hero: { category: 'excavators', view: 0 },
    tags: ['inspection', 'buying', 'maintenance', 'excavators'],
    related: [
      'hours-age-and-remaining-life-of-an-excavator',
      'paving-contractor-replaces-two-pavers',
    ],
    en: {
      title: 'How to read a 150-point inspection report before you buy',
      excerpt:
        'An inspection report is only useful if you know where to look. Here is the order our inspectors read their own reports in, and what should make you pick up the phone.',
      author: '{brand} Inspection Team',
      role: 'Field inspectors',
      heroAlt: 'Illustration of a yellow excavator on a sunny job site',
      body: `
Every inspected machine on {brand} comes with a 150-point report, oil and hydraulic fluid analysis, the maintenance history we could collect and a lien and title check. That is a lot of paper. Most buyers skim the photos and the overall rating, and that is exactly where surprises come from. This guide walks through the report in the order our own inspectors read it.

## Start with the summary, then read it backwards

The summary lists **what is great** and **what needs work**. Read the "needs work" column first and price every line in it. A cracked bucket tooth adapter is a weekend job; a weeping swing motor seal is a shop visit; play in the final drives can be a five-figure repair. If a line in that column would stop the machine from doing your work, treat the listing price as a starting point, not a deal.

## Condition ratings are relative to age

Each system gets a rating from Poor to Excellent. The scale compares the machine with what is normal for its age and hours, not with a new unit. "Good" on a 9,000-hour excavator is a compliment. "Fair" on a 2,000-hour unit is a question you should ask.

## The fluid analysis tells you what photos cannot

Oil analysis is the closest thing to an X-ray. Look for three things:

- **Wear metals** such as iron, copper and aluminum. One high reading can follow a recent repair; several high readings together point at a component wearing out.
- **Contaminants** such as silicon (dirt getting past the air filtration) and sodium or potassium (often coolant getting into the oil).
- **Hydraulic fluid cleanliness.** Dirty hydraulic oil shortens the life of pumps and valves even when the machine works perfectly today.

A single sample is a snapshot. If the maintenance history includes earlier samples, compare the trend: a stable number is better than a low number that is climbing.

![[details:undercarriage|Illustration of a crawler undercarriage close-up|On tracked machines the report measures rollers, idlers, sprockets and links and gives their wear in percent.]]

## Check the undercarriage and structure yourself

On tracked machines the undercarriage can be a third of the value. The report measures wear on rollers, idlers, sprockets and track links. Translate those percentages into money before you negotiate. On the structure, look for weld repairs on the boom and stick. A clean, professional repair is not a deal breaker; an undisclosed one is.

## Paperwork matters as much as steel

The lien and title check confirms the seller can actually sell the machine. Serial numbers in the report should match the plate in the photos and the title. Maintenance records, telematics summaries and the operator's manual, when available, are listed as documents on the equipment page.

## When to ask an inspector

If something in the report is unclear, use **Ask an Inspector** on the equipment page. You will hear back from the team within one to two business days. Good questions are specific: "How much play did you measure in the bucket pins?" gets a better answer than "Is it in good shape?"

[[/equipment?show=inspected|Browse inspected machines|Every one with its 150-point report, fluid analysis and title check.]]

Inspected machines sold by {brand} are also covered by Powerhouse Protection. The guarantee does not apply to partner-seller inventory, so check who sells the machine before you rely on it.
`,
    },
    es: {
      title: 'Cómo leer un reporte de inspección de 150 puntos antes de comprar',
      excerpt:
        'Un reporte de inspección solo sirve si sabes dónde mirar. Este es el orden en que nuestros inspectores leen sus propios reportes y las señales que deberían hacerte levantar el teléfono.',
      author: 'Equipo de Inspección de {brand}',
      role: 'Inspectores de campo',
      heroAlt: 'Ilustración de una excavadora amarilla en una obra soleada',
      body: `
Cada máquina inspeccionada en {brand} incluye un reporte de 150 puntos, análisis de aceite y de fluido hidráulico, el historial de mantenimiento que logramos reunir y una revisión de gravámenes y título de propiedad. Es mucha información. La mayoría de los compradores solo ve las fotos y la calificación general, y justo de ahí vienen las sorpresas. Esta guía recorre el reporte en el mismo orden en que lo leen nuestros inspectores.

## Empieza por el resumen, pero léelo al revés

El resumen enumera **lo que está muy bien** y **lo que necesita trabajo**. Lee primero la columna de "necesita trabajo" y ponle precio a cada renglón. Un adaptador de diente de cucharón fisurado se arregla en un fin de semana; un sello del motor de giro que gotea requiere taller; el juego en los mandos finales puede costar una reparación de cinco cifras. Si algún punto de esa columna te impediría hacer tu trabajo, toma el precio publicado como punto de partida, no como ganga.

## Las calificaciones dependen de la edad

Cada sistema recibe una calificación de Mala a Excelente. La escala compara la máquina con lo normal para su edad y sus horas, no con una unidad nueva. "Buena" en una excavadora de 9,000 horas es un halago. "Regular" en una unidad de 2,000 horas es una pregunta que deberías hacer.

## El análisis de fluidos dice lo que las fotos no muestran

El análisis de aceite es lo más parecido a una radiografía. Fíjate en tres cosas:

- **Metales de desgaste** como hierro, cobre y aluminio. Una lectura alta puede deberse a una reparación reciente; varias lecturas altas juntas apuntan a un componente que se está desgastando.
- **Contaminantes** como el silicio (polvo que pasa el sistema de filtrado de aire) y el sodio o el potasio (a menudo refrigerante que llega al aceite).
- **Limpieza del fluido hidráulico.** Un aceite hidráulico sucio acorta la vida de bombas y válvulas aunque hoy la máquina trabaje perfectamente.

Una sola muestra es una foto del momento. Si el historial de mantenimiento incluye muestras anteriores, compara la tendencia: un valor estable es mejor que uno bajo que va subiendo.

![[details:undercarriage|Ilustración de un tren de rodaje de orugas visto de cerca|En las máquinas de orugas, el reporte mide rodillos, ruedas guía, catarinas y eslabones, y da su desgaste en porcentaje.]]

## Revisa tú mismo el tren de rodaje y la estructura

En las máquinas de orugas, el tren de rodaje puede representar un tercio del valor. El reporte mide el desgaste de rodillos, ruedas guía, catarinas y eslabones. Convierte esos porcentajes en dinero antes de negociar. En la estructura, busca soldaduras de reparación en la pluma y el brazo. Una reparación limpia y profesional no descarta la compra; una reparación que nadie mencionó, sí.

## Los papeles importan tanto como el acero

La revisión de gravámenes y título confirma que el vendedor realmente puede vender la máquina. Los números de serie del reporte deben coincidir con la placa de las fotos y con el título. Los registros de mantenimiento, los resúmenes de telemetría y el manual del operador, cuando existen, aparecen como documentos en la página del equipo.

## Cuándo preguntarle a un inspector

Si algo del reporte no te queda claro, usa **Pregunta a un inspector** en la página del equipo. El equipo te responderá en uno o dos días hábiles. Las buenas preguntas son concretas: "¿Cuánto juego midieron en los pernos del cucharón?" recibe mejor respuesta que "¿Está en buen estado?".

[[/equipment?show=inspected|Ver máquinas inspeccionadas|Cada una con su reporte de 150 puntos, análisis de fluidos y revisión de título.]]

Las máquinas inspeccionadas que vende {brand} además están cubiertas por Powerhouse Protection. La garantía no aplica al inventario de vendedores asociados, así que revisa quién vende la máquina antes de contar con ella.
`,
    },
  },
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9a02',
    slug: 'hours-age-and-remaining-life-of-an-excavator',
    category: 'insight',
    publishedAt: '2026-09-29T14:00:00.000Z',
    hero: { category: 'excavators', view: 1 },
    tags: ['buying', 'excavators', 'maintenance', 'market-data'],
    related: ['reading-a-150-point-inspection-report', 'market-intelligence-for-signed-in-buyers'],
    en: {
      title: 'Hours, age and the remaining life of a used excavator',
      excerpt:
        'Low hours are not always good news and high hours are not always bad. How to weigh the hour meter against the calendar, the work the machine did and the records behind it.',
      author: '{brand} Market Team',
      role: 'Pricing analysts',
      heroAlt: 'Illustration of an excavator parked in an equipment yard',
      body: `
The hour meter is the first number buyers look at and the one they most often misread. Hours measure how long the engine ran, not how hard the machine worked, and they say nothing about how it was looked after. Here is how our pricing analysts think about hours when they compare excavators.

## Hours per year is the real signal

Divide the hours by the machine's age. Most crawler excavators in steady contractor use log somewhere around 1,000 to 1,500 hours a year. A machine well below that range spent long periods parked; one well above it probably ran double shifts or worked in a rental fleet.

Neither is automatically bad. A low-hour machine that sat outside for years can come with dried-out seals, corroded electrical connectors and hydraulic hoses that look fine until they are pressurised all day. A high-hour fleet machine often has the best maintenance records you will ever see, because fleets service by the book.

![[details:gauges|Illustration of an instrument panel with its hour meter|The hour meter counts engine running time, not how hard the machine worked.]]

## What the work does to a machine

The same 6,000 hours mean different things in different jobs:

- **Mass excavation and trenching** load the hydraulics and the undercarriage evenly. This is the work the machine was designed for.
- **Demolition and hammer work** punish pins, bushings and the boom structure. Look for a hammer circuit and ask what it was used for.
- **Forestry and land clearing** are hard on the undercarriage, the cab guarding and the cooling system.
- **Idle time** adds hours without wear to the implements but still wears the engine. Telematics summaries, when listed, show the idle share.

## Where the money goes as hours climb

Component lives vary with maintenance and conditions, so treat any figure as a planning range rather than a promise. In general the undercarriage is the first large bill on a tracked machine, followed by hydraulic pump and swing components, and later by engine work. A machine approaching a major component interval should be priced with that repair in it, whether or not it has been done yet. When the report shows a recent rebuild with receipts, the meter matters much less.

## Age matters for other reasons

The model year decides the emissions tier, which affects where the machine can work and how complex its after-treatment is to maintain. Tier 4 Final machines have diesel particulate filters and exhaust fluid systems that need care; older tiers are simpler but may be restricted on some public projects. Age also decides parts availability for less common models.

## Put numbers side by side

Do not compare one machine with a price guide. Compare it with similar machines for sale right now and with what sold recently. On {brand} you can sort any category by hours and filter by year, and signed-in buyers can open market intelligence to see monthly median sale prices over the last 3, 6 or 12 months.

[[/excavators?sort=hours_asc|Excavators, lowest hours first|Sort, filter by year and compare inspection reports side by side.]]

A machine with average hours, complete records and a clean fluid analysis is usually the safer buy than a low-hour unit with no history. Pay for evidence, not for a small number on a meter.
`,
    },
    es: {
      title: 'Horas, edad y vida útil restante de una excavadora usada',
      excerpt:
        'Pocas horas no siempre son buena noticia y muchas horas no siempre son mala. Cómo ponderar el horómetro frente al calendario, el trabajo que hizo la máquina y los registros que la respaldan.',
      author: 'Equipo de Mercado de {brand}',
      role: 'Analistas de precios',
      heroAlt: 'Ilustración de una excavadora estacionada en un patio de maquinaria',
      body: `
El horómetro es el primer número que revisan los compradores y el que con más frecuencia se interpreta mal. Las horas miden cuánto tiempo funcionó el motor, no qué tan duro trabajó la máquina, y no dicen nada de cómo se cuidó. Así piensan nuestros analistas de precios sobre las horas cuando comparan excavadoras.

## La señal real son las horas por año

Divide las horas entre la edad de la máquina. La mayoría de las excavadoras de orugas con uso constante en manos de un contratista acumulan entre 1,000 y 1,500 horas al año. Una máquina muy por debajo de ese rango pasó largos periodos parada; una muy por encima probablemente trabajó doble turno o estuvo en una flotilla de renta.

Ninguna de las dos es mala por definición. Una máquina con pocas horas que estuvo años a la intemperie puede traer sellos resecos, conectores eléctricos corroídos y mangueras hidráulicas que se ven bien hasta que trabajan a presión todo el día. Una máquina de flotilla con muchas horas suele tener los mejores registros de mantenimiento que verás, porque las flotillas dan servicio según el manual.

![[details:gauges|Ilustración de un tablero de instrumentos con su horómetro|El horómetro cuenta el tiempo de funcionamiento del motor, no qué tan duro trabajó la máquina.]]

## Lo que el trabajo le hace a una máquina

Las mismas 6,000 horas significan cosas distintas según el trabajo:

- **Excavación masiva y zanjeo** cargan de forma pareja el sistema hidráulico y el tren de rodaje. Es el trabajo para el que se diseñó la máquina.
- **Demolición y trabajo con martillo** castigan pernos, bujes y la estructura de la pluma. Busca un circuito para martillo y pregunta para qué se usó.
- **Trabajo forestal y desmonte** son duros para el tren de rodaje, las protecciones de la cabina y el sistema de enfriamiento.
- **El tiempo en ralentí** suma horas sin desgastar los implementos, pero sí desgasta el motor. Los resúmenes de telemetría, cuando aparecen, muestran qué parte del tiempo fue ralentí.

## A dónde se va el dinero cuando suben las horas

La vida de cada componente depende del mantenimiento y de las condiciones de trabajo, así que toma cualquier cifra como un rango para planear y no como una promesa. En general, la primera factura grande de una máquina de orugas es el tren de rodaje, luego vienen la bomba hidráulica y los componentes de giro, y más adelante el motor. Una máquina cerca de un intervalo de componente mayor debe valorarse con esa reparación incluida, ya se haya hecho o no. Cuando el reporte muestra una reconstrucción reciente con facturas, el horómetro pesa mucho menos.

## La edad importa por otras razones

El año modelo determina el nivel de emisiones, que afecta dónde puede trabajar la máquina y qué tan complejo es mantener su postratamiento. Las máquinas Tier 4 Final tienen filtro de partículas diésel y sistema de fluido de escape que requieren cuidado; los niveles anteriores son más simples, pero pueden tener restricciones en algunas obras públicas. La edad también define la disponibilidad de refacciones para modelos menos comunes.

## Pon los números lado a lado

No compares una máquina contra una guía de precios. Compárala con máquinas similares a la venta hoy y con lo que se vendió recientemente. En {brand} puedes ordenar cualquier categoría por horas y filtrar por año, y quienes compran con sesión iniciada pueden abrir la inteligencia de mercado para ver la mediana mensual de precios de venta de los últimos 3, 6 o 12 meses.

[[/excavators?sort=hours_asc|Excavadoras, primero las de menos horas|Ordena, filtra por año y compara los reportes de inspección lado a lado.]]

Una máquina con horas promedio, registros completos y un análisis de fluidos limpio suele ser una compra más segura que una unidad con pocas horas y sin historial. Paga por evidencia, no por un número pequeño en un horómetro.
`,
    },
  },
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9a03',
    slug: 'financing-used-equipment-terms-and-total-cost',
    category: 'insight',
    publishedAt: '2026-08-04T14:00:00.000Z',
    hero: { category: 'wheel-loaders', view: 0 },
    tags: ['financing', 'buying'],
    related: ['paving-contractor-replaces-two-pavers', 'reading-a-150-point-inspection-report'],
    en: {
      title: 'Financing used equipment: terms, down payments and what it really costs',
      excerpt:
        'A lower monthly payment can cost you thousands more. A worked example at the calculator’s default rate shows how term and down payment change the total you pay.',
      author: '{brand} Finance Desk',
      role: 'Financing specialists',
      heroAlt: 'Illustration of a wheel loader on a job site',
      body: `
Most equipment buyers shop for a monthly payment. Lenders know it, and so should you: the monthly figure hides how much the machine costs over the life of the loan. This article walks through one example so the trade-offs are concrete.

## The example

Say you are buying a used wheel loader for **$120,000**. You put 10% down, so you finance $108,000. We use 8.99% APR, the default of the loan calculator on every equipment page; your own rate depends on your credit, your time in business and the machine.

Here is the same loan at each term the calculator offers:

- **36 months:** about $3,434 a month, $123,619 in total, $15,619 of interest.
- **48 months:** about $2,687 a month, $128,979 in total, $20,979 of interest.
- **60 months:** about $2,241 a month, $134,483 in total, $26,483 of interest.
- **72 months:** about $1,946 a month, $140,128 in total, $32,128 of interest.
- **84 months:** about $1,737 a month, $145,914 in total, $37,914 of interest.

Stretching from 36 to 84 months cuts the payment in half and more than doubles the interest.

## Down payment: the other lever

At 60 months, putting 20% down instead of 10% finances $96,000, drops the payment to about $1,992 and the interest to about $23,540. More cash down also helps approval on older machines, which some lenders treat as riskier collateral.

## Match the term to the machine's working life

A good rule: do not finance a machine for longer than you expect it to earn money for you. If you plan to run a 10-year-old loader hard for four years and then sell it, a seven-year loan means you will still owe money on a machine you no longer want. If the machine will work steadily on long contracts, a longer term can protect your cash flow, and that can be worth the extra interest.

## How pre-qualification works on {brand}

- Pre-qualifying takes about five minutes and does **not** involve a hard credit pull, so it does not affect your credit score.
- We work with several lenders, so one application is compared across more than one program. Financing goes up to $2 million.
- The whole process can take about 24 hours. If no program fits, we tell you so instead of leaving you waiting.

[[/services/finance|Open the loan calculator|Try your own price, down payment, rate and term from 36 to 84 months.]]

## Questions to ask any lender

1. Is the rate fixed for the whole term?
2. Is there a penalty for paying the loan off early?
3. Are documentation or origination fees added to the amount financed?
4. Does the lender need an inspection or an appraisal for a machine of this age?

Taxes can change the picture too: accelerated depreciation rules may let a business deduct much of the price in the first year. The rules change from year to year, so ask your tax adviser before you count on it.
`,
    },
    es: {
      title: 'Financiamiento de maquinaria usada: plazos, enganche y costo real',
      excerpt:
        'Una mensualidad más baja te puede costar miles de dólares más. Un ejemplo con la tasa predeterminada de la calculadora muestra cómo el plazo y el enganche cambian el total que pagas.',
      author: 'Mesa de Financiamiento de {brand}',
      role: 'Especialistas en financiamiento',
      heroAlt: 'Ilustración de un cargador frontal en una obra',
      body: `
La mayoría de los compradores de maquinaria buscan una mensualidad. Los acreedores lo saben y tú también deberías saberlo: la cifra mensual esconde cuánto cuesta la máquina durante toda la vida del crédito. Este artículo recorre un ejemplo para que las ventajas y desventajas queden claras.

## El ejemplo

Supón que compras un cargador frontal usado en **$120,000 dólares**. Das un enganche del 10%, así que financias $108,000. Usamos una tasa anual de 8.99%, la predeterminada en la calculadora de crédito de cada página de equipo; tu tasa real depende de tu historial crediticio, de la antigüedad de tu negocio y de la máquina.

Estos son los resultados según el plazo:

- **36 meses:** unos $3,434 al mes, $123,619 en total y $15,619 de intereses.
- **48 meses:** unos $2,687 al mes, $128,979 en total y $20,979 de intereses.
- **60 meses:** unos $2,241 al mes, $134,483 en total y $26,483 de intereses.
- **72 meses:** unos $1,946 al mes, $140,128 en total y $32,128 de intereses.
- **84 meses:** unos $1,737 al mes, $145,914 en total y $37,914 de intereses.

Pasar de 36 a 84 meses reduce la mensualidad a la mitad y más que duplica los intereses.

## El enganche: la otra palanca

A 60 meses, dar un enganche del 20% en lugar del 10% deja $96,000 por financiar, baja la mensualidad a unos $1,992 y los intereses a unos $23,540. Un enganche mayor también ayuda a obtener la aprobación en máquinas más antiguas, que algunos acreedores consideran una garantía más riesgosa.

## Ajusta el plazo a la vida productiva de la máquina

Una buena regla: no financies una máquina por más tiempo del que esperas que te genere dinero. Si piensas trabajar duro un cargador de 10 años durante cuatro años y luego venderlo, un crédito a siete años significa que seguirás debiendo dinero por una máquina que ya no quieres. Si la máquina trabajará de forma constante en contratos largos, un plazo mayor puede proteger tu flujo de efectivo, y eso puede valer los intereses adicionales.

## Cómo funciona la precalificación en {brand}

- Precalificar toma unos cinco minutos y **no** implica una consulta dura a tu historial crediticio, así que no afecta tu puntaje.
- Trabajamos con varios acreedores, de modo que una sola solicitud se compara en más de un programa. El financiamiento llega hasta $2 millones de dólares.
- Todo el proceso puede tomar unas 24 horas. Si ningún programa te conviene, te lo decimos en lugar de dejarte esperando.

[[/services/finance|Abrir la calculadora de crédito|Prueba tu propio precio, enganche, tasa y plazo de 36 a 84 meses.]]

## Preguntas para cualquier acreedor

1. ¿La tasa es fija durante todo el plazo?
2. ¿Hay penalización por liquidar el crédito antes de tiempo?
3. ¿Se suman comisiones de apertura o de trámite al monto financiado?
4. ¿El acreedor pide una inspección o un avalúo para una máquina de esta antigüedad?

Los impuestos también pueden cambiar el panorama: las reglas de depreciación acelerada pueden permitir que una empresa deduzca buena parte del precio el primer año. Las reglas cambian de un año a otro, así que consulta a tu asesor fiscal antes de contar con ello.
`,
    },
  },
]
