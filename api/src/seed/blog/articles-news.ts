import type { SeedArticle } from './types'

/** Product news: features that exist on the site, described as they work. */
export const NEWS_ARTICLES: SeedArticle[] = [
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9d01',
    slug: 'introducing-the-value-tracker',
    category: 'news',
    publishedAt: '2026-10-07T14:00:00.000Z',
    hero: { category: 'bulldozers', view: 0 },
    tags: ['valuation', 'market-data', 'selling'],
    related: ['market-intelligence-for-signed-in-buyers', 'family-farm-sells-surplus-tractors'],
    en: {
      title: 'New: track what your machines are worth',
      excerpt:
        'The value tracker estimates the auction and retail value of the machines you own from recent comparable sales, refreshes every night and tells you how sure it is.',
      author: '{brand} Product Team',
      role: 'Product',
      heroAlt: 'Illustration of a bulldozer on a sunny job site',
      body: `
Knowing what your fleet is worth helps with more than selling. It tells you when a trade makes sense, what to insure a machine for and how much equity you have when you talk to a lender. Today every signed-in account gets a **value tracker**.

## What it does

Add a machine with its year, make, model, category and hours (or miles for trucks). The tracker shows two numbers for it:

- **Auction value:** what a machine like yours would likely bring at auction today.
- **Retail value:** what it would likely be listed and sold for through a dealer or a marketplace.

Each estimate carries a **confidence** of high, medium or low and the date it was last updated. You can edit a machine when its hours change, delete it when you sell it, and download your whole list as a spreadsheet file.

## Where the numbers come from

Estimates are built from completed sales of comparable machines across auction, dealer and marketplace channels. Recent sales count more: a sale from a year ago weighs half as much as one from this month. The model then adjusts for the difference between your machine and each comparable, such as model year and hours, so a five-year-old excavator with 4,000 hours is not valued like a two-year-old one.

To keep a handful of unusual sales from producing a strange answer, the adjustments are held close to what is typical in the industry unless the sales clearly say otherwise. When there are fewer than five comparable sales, the tracker says there is not enough data instead of guessing.

## What confidence means

Confidence reflects two things: how many comparable sales there were, and how tightly their prices agree once age and hours are accounted for. A popular excavator model sold every week in many states will usually be high. A rare attachment-heavy machine will usually be low, and you should treat its number as a starting point for a conversation.

## Updated every night

Values are recalculated overnight, so a machine you added today is refreshed against tomorrow's sales data automatically. You do not need to do anything to keep it current.

## Private by default

Your tracked machines belong to your account. They are not shown to other users and are not used to list anything for sale. When you do decide to sell, the valuation form starts a conversation with a seller advisor, and the numbers in your tracker give you a realistic expectation before that call.

## How to start

1. Sign in or create an account with your email; we send a link that signs you in.
2. Open **Value tracker** in your account.
3. Add your first machine. The estimate appears as soon as it is saved.

[[/account/value-tracker|Open the value tracker|Add a machine and see its auction and retail value.]]

We would like to hear how the estimates compare with what you see in your market. Reply to any email from us, or use the contact options on the site.
`,
    },
    es: {
      title: 'Nuevo: conoce cuánto valen tus máquinas',
      excerpt:
        'El rastreador de valor estima el valor de subasta y de menudeo de las máquinas que tienes a partir de ventas comparables recientes, se actualiza cada noche y te dice qué tan seguro está.',
      author: 'Equipo de Producto de {brand}',
      role: 'Producto',
      heroAlt: 'Ilustración de un tractor de orugas en una obra soleada',
      body: `
Saber cuánto vale tu flotilla sirve para mucho más que vender. Te dice cuándo conviene un cambio, en cuánto asegurar una máquina y cuánto capital tienes cuando hablas con un acreedor. Desde hoy, cada cuenta con sesión iniciada tiene un **rastreador de valor**.

## Qué hace

Agrega una máquina con su año, marca, modelo, categoría y horas (o millas, en el caso de los camiones). El rastreador muestra dos cifras:

- **Valor de subasta:** lo que probablemente alcanzaría hoy una máquina como la tuya en una subasta.
- **Valor de menudeo:** el precio al que probablemente se publicaría y vendería con un distribuidor o en un mercado en línea.

Cada estimación tiene un nivel de **confianza** alto, medio o bajo, y la fecha de su última actualización. Puedes editar una máquina cuando cambien sus horas, eliminarla cuando la vendas y descargar toda tu lista como hoja de cálculo.

## De dónde salen las cifras

Las estimaciones se construyen con ventas concretadas de máquinas comparables en subastas, distribuidores y mercados en línea. Las ventas recientes pesan más: una venta de hace un año pesa la mitad que una de este mes. Después, el modelo ajusta por las diferencias entre tu máquina y cada comparable, como el año modelo y las horas, para que una excavadora de cinco años con 4,000 horas no se valore igual que una de dos años.

Para que un puñado de ventas raras no produzca una respuesta extraña, los ajustes se mantienen cerca de lo típico en la industria, a menos que las ventas indiquen claramente otra cosa. Cuando hay menos de cinco ventas comparables, el rastreador te dice que no hay datos suficientes en lugar de adivinar.

## Qué significa la confianza

La confianza refleja dos cosas: cuántas ventas comparables hubo y qué tanto coinciden sus precios una vez descontadas la edad y las horas. Un modelo popular de excavadora que se vende cada semana en muchos estados suele tener confianza alta. Una máquina poco común y con muchos aditamentos suele tenerla baja, y su cifra debe tomarse como punto de partida para una conversación.

## Se actualiza cada noche

Los valores se recalculan durante la noche, así que una máquina que agregaste hoy se actualiza automáticamente con los datos de ventas de mañana. No tienes que hacer nada para mantenerla al día.

## Privado de forma predeterminada

Las máquinas que sigues pertenecen a tu cuenta. No se muestran a otros usuarios ni se usan para publicar nada a la venta. Cuando decidas vender, el formulario de valuación inicia una conversación con un asesor de venta, y las cifras de tu rastreador te dan una expectativa realista antes de esa llamada.

## Cómo empezar

1. Inicia sesión o crea una cuenta con tu correo electrónico; te enviamos un enlace que inicia tu sesión.
2. Abre **Rastreador de valor** en tu cuenta.
3. Agrega tu primera máquina. La estimación aparece en cuanto la guardas.

[[/account/value-tracker|Abrir el rastreador de valor|Agrega una máquina y ve su valor de subasta y de menudeo.]]

Nos gustaría saber cómo se comparan las estimaciones con lo que ves en tu mercado. Responde cualquier correo nuestro o usa las opciones de contacto del sitio.
`,
    },
  },
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9d02',
    slug: 'market-intelligence-for-signed-in-buyers',
    category: 'news',
    publishedAt: '2026-07-07T14:00:00.000Z',
    hero: { category: 'motor-graders', view: 1 },
    tags: ['market-data', 'buying'],
    related: ['hours-age-and-remaining-life-of-an-excavator', 'introducing-the-value-tracker'],
    en: {
      title: 'Market intelligence: price trends, brand premiums and supply by location',
      excerpt:
        'Signed-in buyers can now see monthly sale prices for a category, which brands sell above the average, and where the machines are, before they make an offer.',
      author: '{brand} Product Team',
      role: 'Product',
      heroAlt: 'Illustration of a motor grader in an equipment yard',
      body: `
A listing price means more when you know the market around it. Starting today, every signed-in account has a **market intelligence** page with three reports built from completed sales and current inventory.

## Price trends

Pick a category, optionally a make, and a window of the last 3, 6 or 12 months. The report shows the median sale price for each month with the middle half of sales around it, so you can see both the level and the spread. It also shows the change from the first month to the last.

A month needs at least three sales before we draw a point for it. Fewer than that and the median would swing on a single unusual machine, so the month is left empty. If a category has too few sales in the window to draw a trend, the page says "Not enough price trend data available" instead of drawing something misleading.

## Brand premiums

Some makes consistently sell for more than others of the same age and size. Brand premiums compare each make with the category as a whole over the last 12 months and show the difference as a percentage above or below. A make needs at least three sales in the window to be included.

Use it to sanity-check a price: if a make usually sells 8% above the category and a listing is priced 20% above similar machines, ask what justifies the difference. Low hours, a recent rebuild or valuable attachments might; a well-known name alone usually does not.

## Supply by location

The third report shows where machines in a category are for sale right now, by state. Buyers close to a large supply can often choose between several machines within a day's drive, which lowers transport costs and gives more room to negotiate. If supply near you is thin, the report shows where to look, and transport can be arranged from any state.

## Where the data comes from

The reports use completed sales recorded across auction, marketplace and dealer channels, and the inventory currently listed on {brand}. Figures are refreshed as new sales are recorded. They describe the market; they are not an appraisal of a particular machine. For your own machines, use the value tracker, which adjusts for year and hours.

## How to open it

1. Sign in with your email address; we send a link that signs you in.
2. Open **Market intelligence** from your account menu.
3. Choose a category and a window.

[[/account/market-intelligence|Open market intelligence|Price trends, brand premiums and supply by location.]]

## What comes next

We are working on more categories with enough sales to draw reliable trends. As sales data grows, categories that show "not enough data" today will fill in on their own, with no change needed on your side.
`,
    },
    es: {
      title:
        'Inteligencia de mercado: tendencias de precios, primas por marca y oferta por ubicación',
      excerpt:
        'Quienes compran con sesión iniciada ya pueden ver los precios de venta mensuales de una categoría, qué marcas se venden por encima del promedio y dónde están las máquinas, antes de hacer una oferta.',
      author: 'Equipo de Producto de {brand}',
      role: 'Producto',
      heroAlt: 'Ilustración de una motoconformadora en un patio de maquinaria',
      body: `
Un precio publicado dice más cuando conoces el mercado que lo rodea. Desde hoy, cada cuenta con sesión iniciada tiene una página de **inteligencia de mercado** con tres reportes construidos a partir de ventas concretadas y del inventario actual.

## Tendencias de precios

Elige una categoría, una marca si quieres, y un periodo de los últimos 3, 6 o 12 meses. El reporte muestra la mediana del precio de venta de cada mes junto con la mitad central de las ventas, para que veas tanto el nivel como la dispersión. También muestra el cambio entre el primer mes y el último.

Un mes necesita al menos tres ventas para que dibujemos su punto. Con menos, la mediana cambiaría por culpa de una sola máquina fuera de lo común, así que el mes queda vacío. Si una categoría tiene muy pocas ventas en el periodo para trazar una tendencia, la página lo indica en lugar de dibujar algo engañoso.

## Primas por marca

Algunas marcas se venden constantemente más caras que otras de la misma edad y tamaño. Las primas por marca comparan cada marca con el conjunto de la categoría durante los últimos 12 meses y muestran la diferencia como un porcentaje por encima o por debajo. Una marca necesita al menos tres ventas en el periodo para aparecer.

Úsalo para verificar un precio: si una marca suele venderse 8% por encima de la categoría y una publicación está 20% por encima de máquinas similares, pregunta qué justifica la diferencia. Pocas horas, una reconstrucción reciente o aditamentos valiosos podrían justificarla; un nombre conocido por sí solo, casi nunca.

## Oferta por ubicación

El tercer reporte muestra dónde están a la venta ahora mismo las máquinas de una categoría, por estado. Si estás cerca de mucha oferta, muchas veces puedes elegir entre varias máquinas a un día de camino, lo que baja el costo del transporte y da más margen para negociar. Si la oferta cerca de ti es escasa, el reporte te muestra dónde buscar, y el transporte se puede organizar desde cualquier estado.

## De dónde salen los datos

Los reportes usan ventas concretadas registradas en subastas, mercados en línea y distribuidores, además del inventario publicado actualmente en {brand}. Las cifras se actualizan conforme se registran nuevas ventas. Describen el mercado; no son un avalúo de una máquina en particular. Para tus propias máquinas, usa el rastreador de valor, que ajusta por año y horas.

## Cómo abrirlo

1. Inicia sesión con tu correo electrónico; te enviamos un enlace que inicia tu sesión.
2. Abre **Inteligencia de mercado** desde el menú de tu cuenta.
3. Elige una categoría y un periodo.

[[/account/market-intelligence|Abrir inteligencia de mercado|Tendencias de precios, primas por marca y oferta por ubicación.]]

## Lo que sigue

Estamos trabajando para que más categorías tengan ventas suficientes para trazar tendencias confiables. Conforme crezcan los datos de ventas, las categorías que hoy muestran "no hay datos suficientes" se irán llenando solas, sin que tengas que hacer nada.
`,
    },
  },
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9d03',
    slug: 'open-equipment-taxonomy',
    category: 'news',
    publishedAt: '2026-06-02T14:00:00.000Z',
    hero: { category: 'dump-trucks', view: 0 },
    tags: ['taxonomy', 'search'],
    related: ['bilingual-search-accents-and-typos', 'market-intelligence-for-signed-in-buyers'],
    en: {
      title: 'Our open equipment taxonomy: 70,000+ make and model combinations, free to use',
      excerpt:
        'The list of makes, models and categories behind our search is now a public resource. What is in it, where each row comes from, and how to download it.',
      author: '{brand} Engineering',
      role: 'Data',
      heroAlt: 'Illustration of a dump truck on a sunny road',
      body: `
Every marketplace needs to know that a "320" is an excavator made by Caterpillar, that "Deere" and "John Deere" are the same make, and that a Genie "S-65" is a telescopic boom lift. We built that knowledge into an equipment taxonomy for our own search and listings. Today we are publishing it as an open resource.

## What is in it

The taxonomy holds **over 70,000 make and model combinations** across 44 equipment categories, from excavators and wheel loaders to bucket trucks, log trailers and generators. For each combination it gives the make, the model, the category and subcategory, production years where known, and typical specifications such as operating weight and engine power.

## Where each row comes from

We care about being honest with data, so every row says where it came from in a **provenance** field:

- **vpic:** makes, models and model years of trucks, trailers and incomplete vehicles from the U.S. National Highway Traffic Safety Administration's vehicle product information catalog, a public-domain source. Make names are cleaned up for display and the original legal names are kept as aliases.
- **curated:** real model families of the major equipment makers, listed by hand from manufacturers' public product information.
- **generated:** rule-based variants that fill in size classes and configurations. These are **not** real products. They help when matching free text and estimating specifications, and they are clearly marked so nobody mistakes them for a catalog.

Specifications and prices derived from model data are estimates and are flagged as such.

## How to get it

The current version is served at a public address: **/taxonomyservice/taxonomy/current** on our api. The response is compressed and carries a version identifier, a hash of its content, so you can tell when it has changed and cache it until then. The same content always produces the same version.

## How we use it ourselves

- **Search:** model and make names, aliases and categories in both languages feed the search vocabulary, which is how "caterpillar 320" finds excavators.
- **Listings:** machines are placed in categories and subcategories consistently, which keeps filters and landing pages accurate.
- **Estimates:** typical specifications behind spec pages and cost estimates, clearly labelled as estimates.

## Why open

Dealers, auction houses, fleet managers and software vendors all maintain their own copies of this kind of list, and they all drift apart. A shared, versioned reference with clear provenance saves everyone time, and corrections make it better for all of its users.

## Tell us what is wrong

If you find a model in the wrong category, a missing make or a wrong alias, tell us through the contact options on the site. We review every correction for the next version of the curated layer.

[[/resources/makes|Browse the make directory|Every make we list, with its categories and machines for sale.]]
`,
    },
    es: {
      title:
        'Nuestra taxonomía abierta de equipo: más de 70,000 combinaciones de marca y modelo, de uso libre',
      excerpt:
        'La lista de marcas, modelos y categorías detrás de nuestra búsqueda ya es un recurso público. Qué contiene, de dónde viene cada registro y cómo descargarla.',
      author: 'Ingeniería de {brand}',
      role: 'Datos',
      heroAlt: 'Ilustración de un camión de volteo en un camino soleado',
      body: `
Todo mercado en línea necesita saber que una "320" es una excavadora fabricada por Caterpillar, que "Deere" y "John Deere" son la misma marca y que una "S-65" de Genie es una plataforma de pluma telescópica. Construimos ese conocimiento en una taxonomía de equipo para nuestra propia búsqueda y nuestras publicaciones. Hoy la publicamos como un recurso abierto.

## Qué contiene

La taxonomía reúne **más de 70,000 combinaciones de marca y modelo** en 44 categorías de equipo, desde excavadoras y cargadores frontales hasta camiones con canastilla, remolques para troncos y generadores. Para cada combinación indica la marca, el modelo, la categoría y la subcategoría, los años de producción cuando se conocen y especificaciones típicas como el peso operativo y la potencia del motor.

## De dónde viene cada registro

Nos importa ser honestos con los datos, así que cada registro indica su origen en un campo de **procedencia**:

- **vpic:** marcas, modelos y años modelo de camiones, remolques y vehículos incompletos tomados del catálogo de información de productos vehiculares de la Administración Nacional de Seguridad del Tráfico en las Carreteras de Estados Unidos, una fuente de dominio público. Los nombres de las marcas se limpian para mostrarlos y los nombres legales originales se conservan como alias.
- **curated:** familias de modelos reales de los principales fabricantes de equipo, listadas a mano a partir de la información pública de los fabricantes.
- **generated:** variantes basadas en reglas que completan tamaños y configuraciones. **No** son productos reales. Ayudan a interpretar texto libre y a estimar especificaciones, y están marcadas con claridad para que nadie las confunda con un catálogo.

Las especificaciones y los precios derivados de los datos de modelos son estimaciones y se señalan como tales.

## Cómo obtenerla

La versión vigente se publica en una dirección pública: **/taxonomyservice/taxonomy/current** en nuestra API. La respuesta viene comprimida y trae un identificador de versión, un hash de su contenido, para que sepas cuándo cambió y la guardes en caché mientras tanto. El mismo contenido siempre produce la misma versión.

## Cómo la usamos nosotros

- **Búsqueda:** los nombres de modelos y marcas, sus alias y las categorías en los dos idiomas alimentan el vocabulario de búsqueda; así "caterpillar 320" encuentra excavadoras.
- **Publicaciones:** las máquinas se ubican en categorías y subcategorías de forma consistente, lo que mantiene precisos los filtros y las páginas de cada categoría.
- **Estimaciones:** las especificaciones típicas detrás de las páginas de especificaciones y de las estimaciones de costos, siempre señaladas como estimaciones.

## Por qué abierta

Distribuidores, casas de subastas, administradores de flotillas y empresas de software mantienen cada uno su propia copia de esta clase de lista, y todas terminan siendo distintas. Una referencia compartida, con versiones y con procedencia clara, le ahorra tiempo a todos, y cada corrección la mejora para todos sus usuarios.

## Dinos qué está mal

Si encuentras un modelo en la categoría equivocada, una marca que falta o un alias incorrecto, avísanos con las opciones de contacto del sitio. Revisamos cada corrección para la siguiente versión de la capa curada.

[[/resources/makes|Ver el directorio de marcas|Cada marca que manejamos, con sus categorías y máquinas a la venta.]]
`,
    },
  },
]
