import type { SeedArticle } from './types'

/**
 * Case studies. They are composites of situations our teams handle often, with the customers
 * anonymised, and each says so in its first lines: no real company or person is quoted.
 */
export const CASE_STUDY_ARTICLES: SeedArticle[] = [
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9b01',
    slug: 'paving-contractor-replaces-two-pavers',
    category: 'case-studies',
    publishedAt: '2026-10-21T14:00:00.000Z',
    hero: { category: 'pavers', view: 0 },
    tags: ['buying', 'inspection', 'financing', 'pavers'],
    related: [
      'financing-used-equipment-terms-and-total-cost',
      'reading-a-150-point-inspection-report',
    ],
    en: {
      title: 'Case study: a paving contractor replaces two pavers before the season',
      excerpt:
        'A composite case from our sales team: how a small road contractor compared inspected pavers, financed two of them and had both on site in time for spring work.',
      author: '{brand} Sales Team',
      role: 'Fleet advisors',
      heroAlt: 'Illustration of an asphalt paver on a road job',
      body: `
*This case study is a composite of several purchases our fleet advisors handled. The customer is anonymised and details are representative, not a single company's records.*

## The situation

A family-run paving contractor with about 30 employees had two asphalt pavers, both past 12,000 hours. One needed a screed rebuild; the other kept losing time to hydraulic leaks. The owner had a municipal resurfacing contract starting in the spring and a clear budget: replace both machines without taking on more than one new monthly payment he was comfortable with.

## Step 1: narrowing the search

The owner started on the pavers category page and filtered to machines with an inspection report. He sorted by hours, then by price, and saved a handful of listings to his favorites so he could compare them on one screen. Two things mattered most to him:

- **Screed condition**, because a worn screed means an uneven mat and rework.
- **Service history**, because his crew does its own maintenance and wanted to know what they were inheriting.

## Step 2: reading the reports, then asking

For each shortlisted paver he read the "needs work" notes first. One machine had a clean engine oil sample but high silicon in the hydraulic sample, a sign of dirt getting in. He used **Ask an Inspector** to ask where the inspector suspected the entry point. The answer, a cracked breather on the hydraulic tank, turned a worrying number into a small, priced repair.

## Step 3: making offers

On the first machine the asking price was within his budget, so he used **Buy Now**. On the second he used **Name Your Price**. The form showed the offer's likelihood of acceptance as he typed; his first figure showed a *slim chance*, so he raised it until it read *possible*. The seller countered once, and they agreed within two days.

## Step 4: financing both machines

Rather than two loans, the owner pre-qualified once. Pre-qualifying took a few minutes with no hard credit check, and the offer he chose financed both pavers together over 60 months. Putting a larger down payment on the older of the two kept the monthly payment under his limit.

## Step 5: getting them on site

Both machines were in different states. Our transport team booked carriers for both, and the buyer paid for transport as quoted up front. The first paver arrived within a week of the paperwork being signed; the second, from further away, a few days later.

## What made the difference

1. **Reading the reports backwards.** Starting with "needs work" turned an alarming number into a priced, fixable issue.
2. **Asking specific questions** rather than "is it in good shape?"
3. **Pre-qualifying before making offers**, so the owner knew his ceiling and could move quickly when a seller accepted.

[[/pavers|Browse pavers|Inspected machines with screed, engine and hydraulic notes in every report.]]

If you are planning a fleet replacement before your busy season, start earlier than you think: allowing time for inspections, questions and transport is what made this purchase calm instead of rushed.
`,
    },
    es: {
      title:
        'Caso de estudio: un contratista de pavimentación renueva dos pavimentadoras antes de la temporada',
      excerpt:
        'Un caso compuesto de nuestro equipo de ventas: cómo un pequeño contratista de caminos comparó pavimentadoras inspeccionadas, financió dos y las tuvo en obra a tiempo para la primavera.',
      author: 'Equipo de Ventas de {brand}',
      role: 'Asesores de flotilla',
      heroAlt: 'Ilustración de una pavimentadora de asfalto en una obra carretera',
      body: `
*Este caso de estudio combina varias compras que atendieron nuestros asesores de flotilla. El cliente es anónimo y los detalles son representativos, no los registros de una sola empresa.*

## La situación

Un contratista familiar de pavimentación, con unos 30 empleados, tenía dos pavimentadoras de asfalto con más de 12,000 horas cada una. Una necesitaba reconstruir la regla; la otra perdía tiempo por fugas hidráulicas. El dueño tenía un contrato municipal de repavimentación que empezaba en primavera y un presupuesto claro: reemplazar las dos máquinas sin asumir más de una nueva mensualidad con la que se sintiera cómodo.

## Paso 1: acotar la búsqueda

El dueño empezó en la página de la categoría de pavimentadoras y filtró las máquinas con reporte de inspección. Ordenó por horas y luego por precio, y guardó algunas publicaciones en sus favoritos para compararlas en una sola pantalla. Dos cosas le importaban más:

- **El estado de la regla**, porque una regla desgastada deja una carpeta dispareja y obliga a repetir trabajo.
- **El historial de servicio**, porque su cuadrilla hace su propio mantenimiento y quería saber qué iba a heredar.

## Paso 2: leer los reportes y luego preguntar

En cada pavimentadora preseleccionada leyó primero las notas de "necesita trabajo". Una máquina tenía una muestra limpia de aceite de motor, pero silicio alto en la muestra hidráulica, señal de que entraba polvo. Usó **Pregunta a un inspector** para saber por dónde sospechaba el inspector que entraba. La respuesta, un respiradero fisurado en el tanque hidráulico, convirtió una cifra preocupante en una reparación pequeña y con precio.

## Paso 3: hacer ofertas

En la primera máquina, el precio publicado cabía en su presupuesto, así que usó **Comprar ahora**. En la segunda usó **Pon tu precio**. El formulario mostraba la probabilidad de aceptación mientras escribía; su primera cifra marcaba *poco probable*, así que la subió hasta que indicó *posible*. El vendedor hizo una contraoferta y se pusieron de acuerdo en dos días.

## Paso 4: financiar las dos máquinas

En lugar de dos créditos, el dueño precalificó una sola vez. La precalificación tomó unos minutos sin consulta dura al buró, y la oferta que eligió financió ambas pavimentadoras juntas a 60 meses. Dar un enganche mayor en la más antigua de las dos mantuvo la mensualidad por debajo de su límite.

## Paso 5: llevarlas a la obra

Las dos máquinas estaban en estados distintos. Nuestro equipo de transporte contrató transportistas para ambas, y el comprador pagó el flete según la cotización que recibió desde el principio. La primera pavimentadora llegó a menos de una semana de firmados los papeles; la segunda, que venía de más lejos, unos días después.

## Lo que marcó la diferencia

1. **Leer los reportes al revés.** Empezar por "necesita trabajo" convirtió una cifra alarmante en un problema con precio y solución.
2. **Hacer preguntas concretas** en lugar de "¿está en buen estado?".
3. **Precalificar antes de ofertar**, para conocer su límite y actuar rápido cuando un vendedor aceptara.

[[/pavers|Ver pavimentadoras|Máquinas inspeccionadas con notas de regla, motor y sistema hidráulico en cada reporte.]]

Si planeas renovar tu flotilla antes de la temporada alta, empieza antes de lo que crees: dejar tiempo para inspecciones, preguntas y transporte fue lo que hizo que esta compra fuera tranquila y no apresurada.
`,
    },
  },
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9b02',
    slug: 'family-farm-sells-surplus-tractors',
    category: 'case-studies',
    publishedAt: '2026-08-26T14:00:00.000Z',
    hero: { category: 'tractors', view: 1 },
    tags: ['selling', 'valuation', 'tractors', 'shipping'],
    related: ['introducing-the-value-tracker', 'wheel-loader-austin-to-monterrey'],
    en: {
      title: 'Case study: a family farm sells three surplus tractors',
      excerpt:
        'A composite case from our seller team: from a free valuation to payment, and why the owners chose a sale date instead of a quick dealer trade-in.',
      author: '{brand} Seller Services',
      role: 'Seller advisors',
      heroAlt: 'Illustration of a green tractor in an equipment yard',
      body: `
*This case study is a composite of several sales our seller advisors handled. The family is anonymised and the figures are representative, not one farm's accounts.*

## The situation

After consolidating two properties, a family farming row crops had three tractors more than it needed: two mid-size utility tractors and an older row-crop tractor with a loader. They were taking up shed space and still costing insurance. A dealer offered a trade-in against a new machine, but the family did not want a new machine; they wanted the cash.

## Step 1: a free valuation

The owners filled in the valuation form with each tractor's year, make, model and hours. A seller advisor called back within a day to ask about what the form cannot show: tyre condition, whether the loader had its original joystick, and when the hydraulic filters were last changed. The valuation came back as two numbers per tractor: what similar machines brought at auction recently, and what they were listed at retail.

## Step 2: choosing how to sell

The family weighed three options:

- **A dealer trade-in:** fastest, but priced so the dealer can resell at a margin.
- **A private sale:** possibly the highest price, but weeks of phone calls, test drives and payment risk.
- **The {brand} sales service:** we inspect, photograph, list, handle offers and paperwork, and coordinate shipping to the buyer.

They chose the sales service and picked a sale date about six weeks out. Under the seller guarantee, a machine that has not sold above its liquidation value by the chosen date goes to auction, and the fee is halved.

## Step 3: inspection and photos

An inspector visited the farm and completed the 150-point inspection on each tractor, including oil and hydraulic samples. The older tractor's report noted a slow leak at a loader cylinder. The family had it resealed locally before listing, a small cost that removed the most obvious objection a buyer would raise.

## Step 4: offers

The two utility tractors sold within three weeks, one through Buy Now and one after a single counter-offer. The row-crop tractor drew offers below what the family hoped for. Their advisor shared recent comparable sales, and they accepted an offer the following week, well before the sale date.

## Step 5: paperwork, pick-up and payment

We handled the bill of sale and title transfer. Buyers arranged transport through our shipping team and paid for it themselves; all three tractors were collected within about a week of each sale closing. Payment reached the family once each buyer's funds had cleared.

## What the family would tell another seller

1. **Fix the obvious thing first.** One reseal cost less than the discount a buyer would have asked for.
2. **Know your numbers.** Auction and retail values made it easier to judge offers without emotion.
3. **Pick a realistic date.** Six weeks gave buyers time to find the machines without leaving them in the shed all season.

[[/services/sell|Get a free valuation|Tell us what you have; a seller advisor will call you back.]]
`,
    },
    es: {
      title: 'Caso de estudio: una granja familiar vende tres tractores que le sobraban',
      excerpt:
        'Un caso compuesto de nuestro equipo de vendedores: de una valuación gratuita al pago, y por qué los dueños eligieron una fecha de venta en lugar de dejarlos a cuenta con un distribuidor.',
      author: 'Servicios al Vendedor de {brand}',
      role: 'Asesores de venta',
      heroAlt: 'Ilustración de un tractor verde en un patio de maquinaria',
      body: `
*Este caso de estudio combina varias ventas que atendieron nuestros asesores. La familia es anónima y las cifras son representativas, no las cuentas de una sola granja.*

## La situación

Después de juntar dos propiedades, una familia que siembra cultivos en hilera tenía tres tractores de más: dos tractores utilitarios medianos y un tractor agrícola más antiguo con cargador. Ocupaban espacio en la bodega y seguían costando seguro. Un distribuidor les ofreció tomarlos a cuenta de una máquina nueva, pero la familia no quería una máquina nueva; quería el dinero.

## Paso 1: una valuación gratuita

Los dueños llenaron el formulario de valuación con el año, la marca, el modelo y las horas de cada tractor. Un asesor los llamó en menos de un día para preguntar lo que el formulario no muestra: el estado de las llantas, si el cargador conservaba su palanca original y cuándo se cambiaron por última vez los filtros hidráulicos. La valuación llegó con dos cifras por tractor: lo que máquinas similares alcanzaron en subasta recientemente y su precio de lista al menudeo.

## Paso 2: elegir cómo vender

La familia comparó tres opciones:

- **Dejarlos a cuenta con el distribuidor:** lo más rápido, pero con un precio pensado para que el distribuidor revenda con margen.
- **Venta particular:** quizá el mejor precio, pero semanas de llamadas, pruebas de manejo y riesgo en el cobro.
- **El servicio de venta de {brand}:** inspeccionamos, fotografiamos, publicamos, atendemos ofertas y papeleo, y coordinamos el envío al comprador.

Eligieron el servicio de venta y fijaron una fecha de venta a unas seis semanas. Con la garantía para vendedores, una máquina que no se vende por encima de su valor de liquidación en la fecha elegida pasa a subasta y la comisión se reduce a la mitad.

## Paso 3: inspección y fotos

Un inspector visitó la granja e hizo la inspección de 150 puntos de cada tractor, con muestras de aceite y de fluido hidráulico. El reporte del tractor más antiguo señaló una fuga lenta en un cilindro del cargador. La familia lo mandó resellar en un taller local antes de publicarlo, un gasto pequeño que eliminó la objeción más obvia de cualquier comprador.

## Paso 4: las ofertas

Los dos tractores utilitarios se vendieron en menos de tres semanas, uno con Comprar ahora y otro después de una sola contraoferta. El tractor agrícola recibió ofertas por debajo de lo que la familia esperaba. Su asesor les mostró ventas comparables recientes y aceptaron una oferta la semana siguiente, mucho antes de la fecha de venta.

## Paso 5: papeleo, recolección y pago

Nosotros nos encargamos de la factura de venta y del traspaso del título. Los compradores contrataron el transporte con nuestro equipo de envíos y lo pagaron ellos mismos; los tres tractores se recogieron aproximadamente una semana después de cerrar cada venta. El pago llegó a la familia en cuanto se confirmaron los fondos de cada comprador.

## Lo que la familia le diría a otro vendedor

1. **Arregla primero lo evidente.** Un resellado costó menos que el descuento que habría pedido un comprador.
2. **Conoce tus números.** Los valores de subasta y de menudeo facilitaron juzgar las ofertas sin emociones.
3. **Elige una fecha realista.** Seis semanas dieron tiempo a los compradores de encontrar las máquinas sin dejarlas en la bodega toda la temporada.

[[/services/sell|Obtén tu valuación gratis|Cuéntanos qué tienes; un asesor de venta te devolverá la llamada.]]
`,
    },
  },
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9b03',
    slug: 'wheel-loader-austin-to-monterrey',
    category: 'case-studies',
    publishedAt: '2026-06-30T14:00:00.000Z',
    hero: { category: 'wheel-loaders', view: 2 },
    tags: ['shipping', 'cross-border', 'wheel-loaders', 'buying'],
    related: [
      'financing-used-equipment-terms-and-total-cost',
      'family-farm-sells-surplus-tractors',
    ],
    en: {
      title: 'Case study: moving a wheel loader from Texas to a buyer in Monterrey',
      excerpt:
        'A composite cross-border purchase: what a buyer in Mexico checked before paying, who handled customs, and why the paperwork took longer than the drive.',
      author: '{brand} Logistics Team',
      role: 'Shipping coordinators',
      heroAlt: 'Illustration of a wheel loader under an overcast sky',
      body: `
*This case study is a composite of cross-border purchases our shipping coordinators handled. The buyer is anonymised; import rules change, so treat this as an outline and confirm current requirements with a licensed customs broker.*

## The situation

A materials yard near Monterrey, Nuevo León, needed a mid-size wheel loader to feed a screening plant. Comparable machines in Mexico were scarce and priced high, so the yard's manager searched US inventory in Spanish on {brand} and found a loader in Central Texas with a recent inspection and a complete service history.

## Before paying: three checks

1. **The machine itself.** The manager read the 150-point report and asked an inspector to confirm tyre tread depth and whether the bucket had been rebuilt. Both answers came back in writing within two business days.
2. **Import eligibility.** Mexico applies its own rules to used machinery, and they depend on the machine's type, age and tariff classification. The buyer's customs broker (*agente aduanal*) confirmed the loader could be imported before any money changed hands.
3. **The documents the broker needed:** the commercial invoice, the title or proof of ownership, the serial number plate photos and the machine's specifications. The inspection packet already had most of them.

## Paying and releasing the machine

The buyer paid by wire transfer. Once the funds cleared, the machine was released for pick-up and the lien and title check from the inspection was attached to the sale documents.

## The move

Our shipping team coordinated the US leg: a lowboy carrier from the seller's yard to a border crossing at Laredo, with the loader's dimensions and weight confirmed in advance so the permits matched. At the border, the buyer's customs broker handled the import declaration (*pedimento*) and the payment of duties and taxes. A Mexican carrier booked by the buyer took the loader the final stretch to Monterrey.

The drive itself took a day on each side. The paperwork took longer: allow several business days for the broker to prepare the *pedimento* and for the crossing appointment, more at busy times of year.

## Costs to budget for

- Transport on both sides of the border, paid by the buyer.
- The customs broker's fees.
- Import duties and value-added tax, which depend on the tariff classification.
- Storage at the border if documents are not ready when the truck arrives.

## What worked

- **Deciding who does what before paying:** our team on the US side, the buyer's broker at the border, the buyer's carrier in Mexico.
- **Sending the broker the inspection packet early**, so classification questions were answered before the truck was booked.
- **Choosing an inspected machine**: with no chance to see it in person, the report and the inspector's answers were the buyer's eyes.

[[/wheel-loaders|Browse wheel loaders|Every listing shows where the machine is, so you can plan the route before you buy.]]

Cross-border purchases are routine once the roles are clear. Ask our team about shipping on any equipment page, and speak to your customs broker before you make an offer.
`,
    },
    es: {
      title: 'Caso de estudio: un cargador frontal de Texas para un comprador en Monterrey',
      excerpt:
        'Una compra transfronteriza compuesta: qué revisó un comprador en México antes de pagar, quién se encargó de la aduana y por qué el papeleo tardó más que el viaje.',
      author: 'Equipo de Logística de {brand}',
      role: 'Coordinadores de envíos',
      heroAlt: 'Ilustración de un cargador frontal bajo un cielo nublado',
      body: `
*Este caso de estudio combina varias compras transfronterizas que atendieron nuestros coordinadores de envíos. El comprador es anónimo; las reglas de importación cambian, así que tómalo como guía general y confirma los requisitos vigentes con un agente aduanal autorizado.*

## La situación

Un patio de materiales cerca de Monterrey, Nuevo León, necesitaba un cargador frontal mediano para alimentar una planta de cribado. Las máquinas comparables en México eran escasas y caras, así que el gerente buscó en español el inventario de Estados Unidos en {brand} y encontró un cargador en el centro de Texas con una inspección reciente y un historial de servicio completo.

## Antes de pagar: tres revisiones

1. **La máquina.** El gerente leyó el reporte de 150 puntos y le pidió a un inspector que confirmara la profundidad del dibujo de las llantas y si el cucharón había sido reconstruido. Ambas respuestas llegaron por escrito en dos días hábiles.
2. **Si se podía importar.** México aplica sus propias reglas a la maquinaria usada, que dependen del tipo de máquina, su antigüedad y su fracción arancelaria. El agente aduanal del comprador confirmó que el cargador se podía importar antes de que se moviera un solo peso.
3. **Los documentos que pidió el agente:** la factura comercial, el título o comprobante de propiedad, las fotos de la placa con el número de serie y las especificaciones de la máquina. El paquete de inspección ya tenía casi todo.

## El pago y la liberación de la máquina

El comprador pagó por transferencia bancaria. En cuanto se confirmaron los fondos, la máquina quedó liberada para recolección y la revisión de gravámenes y título de la inspección se anexó a los documentos de la venta.

## El traslado

Nuestro equipo de envíos coordinó el tramo en Estados Unidos: una plataforma cama baja desde el patio del vendedor hasta un cruce fronterizo en Laredo, con las dimensiones y el peso del cargador confirmados de antemano para que los permisos coincidieran. En la frontera, el agente aduanal del comprador tramitó el pedimento de importación y el pago de aranceles e impuestos. Un transportista mexicano contratado por el comprador llevó el cargador el último tramo hasta Monterrey.

El viaje en sí tomó un día de cada lado. El papeleo tardó más: considera varios días hábiles para que el agente prepare el pedimento y para la cita de cruce, y más en las temporadas de mucho tráfico.

## Costos que hay que presupuestar

- El transporte de ambos lados de la frontera, pagado por el comprador.
- Los honorarios del agente aduanal.
- Los aranceles de importación y el IVA, que dependen de la fracción arancelaria.
- El almacenaje en la frontera si los documentos no están listos cuando llega el camión.

## Lo que funcionó

- **Definir quién hace qué antes de pagar:** nuestro equipo del lado estadounidense, el agente del comprador en la frontera y el transportista del comprador en México.
- **Enviar pronto al agente el paquete de inspección**, para resolver las dudas de clasificación antes de contratar el camión.
- **Elegir una máquina inspeccionada**: sin poder verla en persona, el reporte y las respuestas del inspector fueron los ojos del comprador.

[[/wheel-loaders|Ver cargadores frontales|Cada publicación indica dónde está la máquina, para que planees la ruta antes de comprar.]]

Las compras transfronterizas son rutina cuando los papeles de cada quien están claros. Pregunta a nuestro equipo por el envío desde cualquier página de equipo y habla con tu agente aduanal antes de hacer una oferta.
`,
    },
  },
]
