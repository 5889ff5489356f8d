import type { SeedArticle } from './types'

/** How the marketplace is built. Figures come from docs/decisions and the benchmarks. */
export const ENGINEERING_ARTICLES: SeedArticle[] = [
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9c01',
    slug: 'how-search-counts-facets-in-milliseconds',
    category: 'engineering',
    publishedAt: '2026-09-15T14:00:00.000Z',
    hero: { category: 'compact-track-loaders', view: 0 },
    tags: ['search', 'performance'],
    related: ['bilingual-search-accents-and-typos', 'one-lead-even-when-you-double-click'],
    en: {
      title: 'How our equipment search counts every facet in milliseconds',
      excerpt:
        'Every search shows results plus a count next to each filter, with all the other filters applied. A plain SQL query could not do that fast enough, so we built a small in-memory index.',
      author: '{brand} Engineering',
      role: 'Search and platform',
      heroAlt: 'Illustration of a compact track loader on a job site',
      body: `
Open any category on {brand} and look at the filter panel: every make, year range, price band, state and condition has a number next to it. Those counts answer the question buyers actually ask, "if I tick this box, how many machines will I see?", so each one has to be computed **with every other filter applied except its own**. This post explains how we compute all of them for every search.

## Why the obvious approach was too slow

Our first version asked PostgreSQL for the counts with one grouped query. On our test machine, a shared two-core server, that single query took about 88 ms at 100,000 listings and close to 900 ms at a million, before fetching any results and before the per-filter variants that the "all other filters" rule needs. Our target was 50 ms for the whole search at the 95th percentile.

## Columns in memory

Each api process keeps a compact index of every listing: one typed array per field (category, make, model, year, price, hours, miles, location, status, flair, condition and a few category-specific specs). Text values become small integer codes through dictionaries that only grow, so counting a facet is just incrementing a slot in another array.

## One pass, every facet

The trick is to count each listing once:

1. Collect the candidates that match the search text and the radius.
2. For each candidate, note how many filter groups it fails and which one it failed last.
3. A listing that fails **no** group counts towards every facet. A listing that fails **exactly one** group counts only towards that group's facet, because that is the only filter it would pass if the buyer changed it. Listings failing two or more groups count nowhere.

That gives exactly the "all other filters applied" semantics for every facet at once, in time proportional to the candidates.

## Results still come from the database

The page of results is picked from the index with a bounded heap in the requested sort order, and then the cards for those 24 listings are read with one indexed SQL query. What a buyer sees is always the stored row, never a cached copy of it.

## Staying fresh

A database trigger stamps every listing change with an increasing sequence number, and another records deletions. A search first catches up on anything newer than the last number it has seen when the index is more than a second old or when a change notification arrived. Every five minutes a reconciliation compares the whole index with the table and reloads anything that differs.

## The numbers

At 100,000 listings the broad "all equipment" page with every facet answers in about 14 ms at the median and 21 ms at the 95th percentile; a text search with facets in about 6 and 12 ms. The typed arrays take about 16 MB. At a million listings the broad page is about six times slower, which is the price of looking at every listing for the category facet.

## Trade-offs we accepted

- Memory grows with the catalogue, in every api process.
- A process can be up to a second behind another process's write.
- Loading a million listings at start takes about 15 seconds; searches wait for it, everything else answers meanwhile.

Everything sits behind one search function, so a dedicated search engine can replace the index without changing the pages or the GraphQL schema.

[[/equipment|Try the search|Tick a filter and watch the other counts change.]]
`,
    },
    es: {
      title: 'Cómo nuestra búsqueda de maquinaria cuenta cada filtro en milisegundos',
      excerpt:
        'Cada búsqueda muestra resultados y un conteo junto a cada filtro, con todos los demás filtros aplicados. Una consulta SQL simple no lo lograba con la rapidez necesaria, así que construimos un pequeño índice en memoria.',
      author: 'Ingeniería de {brand}',
      role: 'Búsqueda y plataforma',
      heroAlt: 'Ilustración de un cargador compacto de orugas en una obra',
      body: `
Abre cualquier categoría en {brand} y mira el panel de filtros: cada marca, rango de años, rango de precio, estado y condición tiene un número al lado. Esos conteos responden la pregunta que de verdad se hacen los compradores, "si marco esta casilla, ¿cuántas máquinas voy a ver?", así que cada uno debe calcularse **con todos los demás filtros aplicados menos el suyo**. Este artículo explica cómo los calculamos todos en cada búsqueda.

## Por qué el camino obvio era demasiado lento

Nuestra primera versión le pedía los conteos a PostgreSQL con una consulta agrupada. En nuestra máquina de pruebas, un servidor compartido de dos núcleos, esa sola consulta tardaba unos 88 ms con 100,000 publicaciones y casi 900 ms con un millón, sin contar los resultados ni las variantes por filtro que exige la regla de "todos los demás filtros". Nuestra meta era 50 ms para toda la búsqueda en el percentil 95.

## Columnas en memoria

Cada proceso de la API mantiene un índice compacto de todas las publicaciones: un arreglo tipado por campo (categoría, marca, modelo, año, precio, horas, millas, ubicación, estatus, distintivo, condición y algunas especificaciones propias de cada categoría). Los textos se convierten en códigos enteros pequeños mediante diccionarios que solo crecen, así que contar un filtro es simplemente sumar uno en una casilla de otro arreglo.

## Una sola pasada, todos los filtros

El truco es contar cada publicación una sola vez:

1. Reunir las candidatas que coinciden con el texto buscado y el radio.
2. Para cada candidata, anotar cuántos grupos de filtros no cumple y cuál fue el último que falló.
3. Una publicación que **no** falla ningún grupo cuenta para todos los filtros. Una que falla **exactamente un** grupo cuenta solo para el filtro de ese grupo, porque es el único que pasaría si el comprador lo cambiara. Las que fallan dos o más grupos no cuentan en ninguno.

Eso da exactamente la semántica de "todos los demás filtros aplicados" para todos los filtros a la vez, en un tiempo proporcional al número de candidatas.

## Los resultados siguen saliendo de la base de datos

La página de resultados se elige del índice con un montículo acotado en el orden pedido, y luego las tarjetas de esas 24 publicaciones se leen con una sola consulta SQL indexada. Lo que ve el comprador siempre es el registro guardado, nunca una copia en caché.

## Mantenerse al día

Un disparador de la base de datos marca cada cambio de una publicación con un número de secuencia creciente, y otro registra las eliminaciones. Antes de buscar, el índice se pone al día con todo lo posterior al último número que vio, si tiene más de un segundo de antigüedad o si llegó un aviso de cambio. Cada cinco minutos, una conciliación compara todo el índice con la tabla y recarga lo que no coincida.

## Las cifras

Con 100,000 publicaciones, la página general "todo el equipo" con todos sus filtros responde en unos 14 ms en la mediana y 21 ms en el percentil 95; una búsqueda de texto con filtros, en unos 6 y 12 ms. Los arreglos tipados ocupan unos 16 MB. Con un millón de publicaciones la página general es unas seis veces más lenta, que es el precio de revisar cada publicación para el filtro de categoría.

## Lo que aceptamos a cambio

- La memoria crece con el catálogo, en cada proceso de la API.
- Un proceso puede ir hasta un segundo atrás de lo que escribió otro proceso.
- Cargar un millón de publicaciones al arrancar toma unos 15 segundos; las búsquedas esperan, todo lo demás responde mientras tanto.

Todo está detrás de una sola función de búsqueda, así que un motor de búsqueda dedicado puede reemplazar el índice sin cambiar las páginas ni el esquema GraphQL.

[[/equipment|Prueba la búsqueda|Marca un filtro y mira cómo cambian los demás conteos.]]
`,
    },
  },
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9c02',
    slug: 'bilingual-search-accents-and-typos',
    category: 'engineering',
    publishedAt: '2026-07-21T14:00:00.000Z',
    hero: { category: 'skid-steer-loaders', view: 1 },
    tags: ['search', 'performance'],
    related: ['how-search-counts-facets-in-milliseconds', 'open-equipment-taxonomy'],
    en: {
      title: 'One search box, two languages: accents, plurals and typos',
      excerpt:
        '"Excavadora", "excavators" and "excavater" should all find the same machines. How the search and this blog handle two languages, missing accents and spelling mistakes.',
      author: '{brand} Engineering',
      role: 'Search and platform',
      heroAlt: 'Illustration of a skid steer loader in an equipment yard',
      body: `
{brand} is used in English and Spanish, often by the same crew on the same phone. People type quickly, skip accents and misspell brand names. A search box that only matches exact words fails them in dozens of small ways. This post describes the rules we use.

## Words in both languages map to the same things

Equipment search does not treat the text as free prose. It maps words to things it knows: makes, models, categories and subcategories in both languages, cities, states, years and stock numbers. "Excavadora" and "excavator" both point to the excavators category, whatever the language of the page. A seven-digit stock number goes straight to its listing.

## Folding before matching

Before any comparison, both the query and the vocabulary are folded the same way:

- **Case and accents:** "Retroexcavadora", "retroexcavadora" and "retroexcavadóra" are the same word.
- **Plurals:** "excavators" and "excavadoras" fold to their singular forms.
- **The word being typed** is matched as a prefix, so "bulld" already finds bulldozers.

## Typos within reason

When a word is not in the vocabulary, the search tries close spellings using an edit distance that counts swapped letters as one mistake. The allowance grows with the word's length: short words and model codes get none, a long make name gets more. That is how "catepillar excavater" reads as "caterpillar excavator" without turning "case" into "cat".

## Suggestions as you type

The suggestions under the search box come from PostgreSQL's trigram matching over a list of phrases: makes, categories, make and category pairs, and popular make and model pairs. Each phrase is stored already folded, so the index is read directly, and suggestions typically answer in about a millisecond.

## The blog uses the database's full-text search

Articles are longer prose, so this blog uses PostgreSQL full-text search instead. Every article has a search vector per language, built with the English or Spanish stemmer after removing accents, with the title weighted above the excerpt and the excerpt above the body. Your query goes through the same steps, and each word also matches as a prefix. So "financiacion" finds "financiación", "inspections" finds "inspection", and results come back best match first.

## Language is part of the address

Spanish pages live under /es and English pages at the plain address, so a shared link always opens in the language it was sent in. Your choice is remembered in a cookie; without one, your browser's language decides the first visit. Switching language keeps you on the same page, with the same filters or the same article.

## What we test

Each rule has a test that would fail if it broke: accent folding, plural folding, typo limits by word length, and Spanish names finding the same machines as English ones. The blog's search is tested the same way, in English and in Spanish.

[[/equipment?q=excavadora|Try a Spanish search on the English site|The same machines, whichever language you type in.]]
`,
    },
    es: {
      title: 'Un buscador, dos idiomas: acentos, plurales y errores de dedo',
      excerpt:
        '"Excavadora", "excavators" y "excavater" deberían encontrar las mismas máquinas. Cómo la búsqueda y este blog manejan dos idiomas, acentos que faltan y errores de ortografía.',
      author: 'Ingeniería de {brand}',
      role: 'Búsqueda y plataforma',
      heroAlt: 'Ilustración de un minicargador en un patio de maquinaria',
      body: `
{brand} se usa en inglés y en español, muchas veces por la misma cuadrilla desde el mismo teléfono. La gente escribe rápido, se salta los acentos y escribe mal los nombres de las marcas. Un buscador que solo encuentra palabras exactas les falla de muchas maneras pequeñas. Este artículo describe las reglas que usamos.

## Las palabras de ambos idiomas apuntan a lo mismo

La búsqueda de equipo no trata el texto como prosa libre. Relaciona las palabras con cosas que conoce: marcas, modelos, categorías y subcategorías en los dos idiomas, ciudades, estados, años y números de inventario. "Excavadora" y "excavator" apuntan a la categoría de excavadoras, sin importar el idioma de la página. Un número de inventario de siete dígitos lleva directo a su publicación.

## Normalizar antes de comparar

Antes de cualquier comparación, la consulta y el vocabulario se normalizan de la misma forma:

- **Mayúsculas y acentos:** "Retroexcavadora", "retroexcavadora" y "retroexcavadóra" son la misma palabra.
- **Plurales:** "excavators" y "excavadoras" se reducen a su singular.
- **La palabra que estás escribiendo** se compara como prefijo, así que "bulld" ya encuentra los bulldozers.

## Errores de dedo, con medida

Cuando una palabra no está en el vocabulario, la búsqueda prueba escrituras cercanas con una distancia de edición que cuenta dos letras intercambiadas como un solo error. El margen crece con el largo de la palabra: las palabras cortas y las claves de modelo no tienen ninguno, y el nombre largo de una marca tiene más. Así "catepillar excavater" se lee como "caterpillar excavator" sin convertir "case" en "cat".

## Sugerencias mientras escribes

Las sugerencias bajo el buscador salen de la coincidencia por trigramas de PostgreSQL sobre una lista de frases: marcas, categorías, pares de marca y categoría, y pares populares de marca y modelo. Cada frase se guarda ya normalizada, así que el índice se lee directamente y las sugerencias suelen responder en cerca de un milisegundo.

## El blog usa la búsqueda de texto completo de la base de datos

Los artículos son textos más largos, así que este blog usa la búsqueda de texto completo de PostgreSQL. Cada artículo tiene un vector de búsqueda por idioma, construido con el lematizador de inglés o de español después de quitar los acentos, con el título por encima del resumen y el resumen por encima del cuerpo. Tu consulta pasa por los mismos pasos y cada palabra también se compara como prefijo. Así, "financiacion" encuentra "financiación", "inspecciones" encuentra "inspección" y los resultados llegan del más relevante al menos relevante.

## El idioma es parte de la dirección

Las páginas en español viven bajo /es y las de inglés en la dirección sin prefijo, así que un enlace compartido siempre se abre en el idioma en que se envió. Tu elección se recuerda en una cookie; si no la hay, el idioma de tu navegador decide la primera visita. Cambiar de idioma te mantiene en la misma página, con los mismos filtros o el mismo artículo.

## Lo que probamos

Cada regla tiene una prueba que fallaría si se rompiera: acentos, plurales, límites de errores según el largo de la palabra y que los nombres en español encuentren las mismas máquinas que los nombres en inglés. La búsqueda del blog se prueba igual, en inglés y en español.

[[/equipment?q=excavator|Busca en inglés desde el sitio en español|Las mismas máquinas, sin importar el idioma en que escribas.]]
`,
    },
  },
  {
    uuid: '4d0c2a57-1f0e-4c61-9a51-7f3b1c2e9c03',
    slug: 'one-lead-even-when-you-double-click',
    category: 'engineering',
    publishedAt: '2026-05-19T14:00:00.000Z',
    hero: { category: 'telehandlers', view: 2 },
    tags: ['reliability', 'forms'],
    related: ['how-search-counts-facets-in-milliseconds', 'paving-contractor-replaces-two-pavers'],
    en: {
      title: 'One request, even when you double-click: how our forms stay reliable',
      excerpt:
        'A buyer on a job site with one bar of signal taps "Send" three times. They should get one answer from our team, not three, and never none. Here is how the forms make sure of it.',
      author: '{brand} Engineering',
      role: 'Forms and messaging',
      heroAlt: 'Illustration of a telehandler under an overcast sky',
      body: `
The forms on an equipment page, such as Buy Now, Name Your Price, Contact Sales and Ask an Inspector, are how buyers reach us. They are often filled in on a phone, outdoors, on a weak connection. Two failures matter: a request that is lost, and the same request arriving three times. This post explains how we prevent both.

## The form works before the page's scripts load

Each form is a normal HTML form that posts to the server. If the scripts have not loaded yet, or fail to load, the form still submits and the page comes back with the result in the same place. When scripts are running, the form checks the fields in the browser first, using the same rules and messages the server uses, so a typo in an email address is caught before anything is sent.

## One key per form

When the server draws a form, it puts a fresh random key in it. Every retry of that form, whether a double click, a resend after a timeout or a browser resubmitting the page, carries the same key. The server stores the key with the request and answers a repeated key with the request it already has. Only "send another" after a success draws a new key.

The button also turns itself off while sending, and clicks that land before the page updates are ignored. Either of these alone would miss some cases, so we use both.

## Saved before anyone is told

When a request is accepted, two things are written in the same database transaction: the request itself and a row in an outbox table saying "notify the sales team and confirm to the buyer". Either both are saved or neither is. A relay moves outbox rows to the job queue, using the row's id as the job id, so a row relayed twice is still one job. The jobs that send mail check what they have already done before they act.

## Tested by breaking things

We keep a benchmark that submits 1,200 requests while the api is stopped five times, the worker three times and the queue's Redis once, and then counts what was acknowledged, stored, mailed, duplicated and lost. A request the buyer saw acknowledged must be stored and mailed exactly once.

> Acknowledged means stored, and stored means answered, once.
>> The rule behind every buyer form

## Limits that protect everyone

Submissions are limited per address and per email in a ten-minute window, so a stuck script or an abusive client cannot flood the team. The limits are generous for real buyers and configurable for the operators.

## Why this matters to you

When you send a question about a machine, a team partner gets it once and answers within 24 hours, or within one to two business days for inspector and selling questions. If the page could not submit at all, it says so plainly and keeps what you typed, so you can try again.

[[/equipment|Find a machine and ask us about it|Every equipment page has Buy Now, Name Your Price, Contact Sales and Ask an Inspector.]]
`,
    },
    es: {
      title:
        'Una sola solicitud, aunque hagas doble clic: así de confiables son nuestros formularios',
      excerpt:
        'Un comprador en una obra con una sola raya de señal toca "Enviar" tres veces. Debe recibir una respuesta de nuestro equipo, no tres, y nunca ninguna. Así lo garantizan los formularios.',
      author: 'Ingeniería de {brand}',
      role: 'Formularios y mensajería',
      heroAlt: 'Ilustración de un manipulador telescópico bajo un cielo nublado',
      body: `
Los formularios de una página de equipo, como Comprar ahora, Pon tu precio, Contactar a ventas y Pregunta a un inspector, son la forma en que los compradores nos contactan. Muchas veces se llenan desde un teléfono, al aire libre y con mala conexión. Hay dos fallas que importan: una solicitud que se pierde y la misma solicitud que llega tres veces. Este artículo explica cómo evitamos ambas.

## El formulario funciona antes de que carguen los scripts

Cada formulario es un formulario HTML normal que se envía al servidor. Si los scripts de la página todavía no cargan, o no logran cargar, el formulario se envía de todos modos y la página regresa con el resultado en el mismo lugar. Cuando los scripts están activos, el formulario revisa los campos primero en el navegador, con las mismas reglas y mensajes que usa el servidor, así que un error en un correo electrónico se detecta antes de enviar nada.

## Una llave por formulario

Cuando el servidor dibuja un formulario, le pone una llave aleatoria nueva. Cada reintento de ese formulario, ya sea un doble clic, un reenvío después de que se agotó el tiempo o el navegador reenviando la página, lleva la misma llave. El servidor guarda la llave con la solicitud y responde a una llave repetida con la solicitud que ya tiene. Solo "enviar otra" después de un envío exitoso genera una llave nueva.

Además, el botón se desactiva mientras envía, y los clics que llegan antes de que la página se actualice se ignoran. Cualquiera de estas medidas por sí sola dejaría pasar algunos casos, así que usamos las dos.

## Se guarda antes de avisarle a nadie

Cuando se acepta una solicitud, se escriben dos cosas en la misma transacción de la base de datos: la solicitud y un renglón en una tabla de salida que dice "avisar al equipo de ventas y confirmar al comprador". Se guardan las dos o ninguna. Un relevo pasa los renglones de salida a la cola de trabajos usando el identificador del renglón como identificador del trabajo, así que un renglón enviado dos veces sigue siendo un solo trabajo. Los trabajos que mandan correos revisan lo que ya hicieron antes de actuar.

## Lo probamos rompiendo cosas

Tenemos una prueba de carga que envía 1,200 solicitudes mientras la API se detiene cinco veces, el proceso de trabajos tres veces y el Redis de la cola una vez, y luego cuenta lo que se confirmó, se guardó, se envió por correo, se duplicó y se perdió. Una solicitud que el comprador vio confirmada debe guardarse y enviarse exactamente una vez.

> Confirmada significa guardada, y guardada significa respondida, una sola vez.
>> La regla detrás de cada formulario para compradores

## Límites que protegen a todos

Los envíos se limitan por dirección y por correo electrónico en una ventana de diez minutos, para que un script atorado o un cliente abusivo no sature al equipo. Los límites son amplios para los compradores reales y los operadores pueden ajustarlos.

## Por qué te importa

Cuando envías una pregunta sobre una máquina, un miembro del equipo la recibe una sola vez y responde en menos de 24 horas, o en uno a dos días hábiles para las preguntas al inspector y de venta. Si la página no pudo enviar nada, te lo dice con claridad y conserva lo que escribiste, para que lo intentes de nuevo.

[[/equipment|Encuentra una máquina y pregúntanos por ella|Cada página de equipo tiene Comprar ahora, Pon tu precio, Contactar a ventas y Pregunta a un inspector.]]
`,
    },
  },
]
