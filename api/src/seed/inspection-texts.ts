/**
 * Inspector summary sentences, by checklist section, in English and Spanish. A report's "what is
 * great" comes from its best-rated sections and "what needs work" from its worst; notes on single
 * points reuse the same sentences.
 */
export type Bilingual = [en: string, es: string]

export const GREAT: Record<string, Bilingual[]> = {
  general: [
    [
      'Clean, well-kept machine with complete service records.',
      'Máquina limpia y bien cuidada, con registros de servicio completos.',
    ],
    [
      'Meter reading and serial plate verified against the paperwork.',
      'Lectura del medidor y placa de serie verificadas contra la documentación.',
    ],
  ],
  engine: [
    [
      'Engine starts easily and runs smooth with no smoke under load.',
      'El motor arranca con facilidad y funciona suave, sin humo bajo carga.',
    ],
    [
      'No blow-by and no fault codes on the diagnostic scan.',
      'Sin soplado del cárter y sin códigos de falla en el escaneo.',
    ],
    [
      'Strong oil pressure at idle and at rated speed.',
      'Buena presión de aceite en ralentí y a velocidad nominal.',
    ],
  ],
  cooling: [
    [
      'Cooling system is clean and holds temperature under load.',
      'El sistema de enfriamiento está limpio y mantiene la temperatura bajo carga.',
    ],
    [
      'Radiator and coolers are free of debris and leaks.',
      'Radiador y enfriadores sin residuos ni fugas.',
    ],
  ],
  fuel: [
    [
      'Fuel and emissions system in order; no aftertreatment faults.',
      'Sistema de combustible y emisiones en orden; sin fallas de postratamiento.',
    ],
    [
      'Exhaust system and mounts are tight and leak-free.',
      'Sistema de escape y soportes firmes y sin fugas.',
    ],
  ],
  electrical: [
    [
      'All lights, gauges and alarms work as they should.',
      'Todas las luces, medidores y alarmas funcionan como deben.',
    ],
    [
      'Batteries test strong and the charging system is healthy.',
      'Las baterías prueban bien y el sistema de carga está sano.',
    ],
  ],
  hydraulics: [
    [
      'Hydraulics are strong with cycle times within spec.',
      'Sistema hidráulico fuerte, con tiempos de ciclo dentro de especificación.',
    ],
    [
      'Cylinders hold with no drift and rods are free of pitting.',
      'Los cilindros sostienen sin deriva y los vástagos no tienen picaduras.',
    ],
    [
      'Hoses and fittings are dry and in good shape.',
      'Mangueras y conexiones secas y en buen estado.',
    ],
  ],
  powertrain: [
    [
      'Transmission shifts cleanly through every range.',
      'La transmisión cambia limpiamente en todos los rangos.',
    ],
    [
      'Brakes and steering are responsive with no excess play.',
      'Frenos y dirección responden bien, sin juego excesivo.',
    ],
  ],
  undercarriage: [
    [
      'Undercarriage has plenty of life left: sprockets and rollers show light wear.',
      'El tren de rodaje tiene mucha vida útil: ruedas motrices y rodillos con poco desgaste.',
    ],
    [
      'Tracks are evenly worn and correctly tensioned.',
      'Las orugas tienen desgaste parejo y tensión correcta.',
    ],
  ],
  tires: [
    ['Tires are matched with good tread remaining.', 'Llantas iguales con buen dibujo restante.'],
    ['Rims and wheel ends are sound.', 'Rines y puntas de eje en buen estado.'],
  ],
  structure: [
    [
      'Frame and boom are straight with no cracks or weld repairs.',
      'Chasis y pluma rectos, sin grietas ni reparaciones de soldadura.',
    ],
    [
      'Pins and bushings are tight; work tool is in good condition.',
      'Pernos y bujes ajustados; la herramienta de trabajo está en buen estado.',
    ],
  ],
  cab: [
    [
      'Cab is clean and tight: A/C blows cold and every control works.',
      'Cabina limpia y en buen estado: el aire acondicionado enfría y todos los controles funcionan.',
    ],
    [
      'Seat, glass and display are in very good condition.',
      'Asiento, vidrios y pantalla en muy buen estado.',
    ],
  ],
  attachments: [
    [
      'Attachments included as listed and in good working order.',
      'Accesorios incluidos según el anuncio y en buen estado de funcionamiento.',
    ],
  ],
  safety: [
    [
      'All guards, handrails and safety devices are in place.',
      'Todas las guardas, barandales y dispositivos de seguridad están en su lugar.',
    ],
  ],
}

export const NEEDS_WORK: Record<string, Bilingual[]> = {
  general: [
    [
      'Paint is faded and the machine would benefit from a wash and touch-up.',
      'La pintura está deslavada; convendría lavar y retocar.',
    ],
    [
      'Service records are incomplete for the last two years.',
      'Los registros de servicio están incompletos en los últimos dos años.',
    ],
  ],
  engine: [
    [
      'Light blow-by at the breather; an oil analysis is recommended.',
      'Ligero soplado en el respiradero; se recomienda análisis de aceite.',
    ],
    [
      'Minor oil seepage at the valve cover gasket.',
      'Filtración menor de aceite en el empaque de la tapa de válvulas.',
    ],
    [
      'Drive belt shows cracking and should be replaced.',
      'La banda presenta grietas y debe reemplazarse.',
    ],
  ],
  cooling: [
    [
      'Radiator fins are partly plugged and need cleaning.',
      'Las aletas del radiador están parcialmente tapadas y requieren limpieza.',
    ],
    [
      'Weeping coolant hose clamp at the radiator.',
      'Abrazadera de manguera de refrigerante con goteo en el radiador.',
    ],
  ],
  fuel: [
    [
      'Diesel particulate filter is due for cleaning.',
      'El filtro de partículas diésel requiere limpieza.',
    ],
    ['Exhaust mount bracket is loose.', 'El soporte del escape está flojo.'],
  ],
  electrical: [
    ['One work light is inoperative.', 'Una luz de trabajo no funciona.'],
    [
      'Batteries test weak and should be replaced soon.',
      'Las baterías prueban débiles y deberían reemplazarse pronto.',
    ],
    ['Backup alarm is intermittent.', 'La alarma de reversa funciona de forma intermitente.'],
  ],
  hydraulics: [
    [
      'Minor seepage at a cylinder seal; monitor or reseal.',
      'Filtración menor en un sello de cilindro; vigilar o resellar.',
    ],
    [
      'Several hoses show chafing and should be sleeved or replaced.',
      'Varias mangueras presentan rozaduras y deben protegerse o reemplazarse.',
    ],
    [
      'Slight drift on the boom cylinder during the drift test.',
      'Ligera deriva del cilindro de la pluma en la prueba de deriva.',
    ],
  ],
  powertrain: [
    [
      'Transmission is slow to engage reverse when cold.',
      'La transmisión tarda en acoplar la reversa en frío.',
    ],
    ['Parking brake needs adjustment.', 'El freno de estacionamiento necesita ajuste.'],
  ],
  undercarriage: [
    [
      'Undercarriage is about 40% worn; budget for sprockets and rollers.',
      'El tren de rodaje tiene cerca de 40% de desgaste; presupueste ruedas motrices y rodillos.',
    ],
    [
      'Several bottom rollers show flat spots.',
      'Varios rodillos inferiores presentan partes planas.',
    ],
  ],
  tires: [
    [
      'Rear tires are near 30% tread and will need replacement.',
      'Las llantas traseras están cerca del 30% de dibujo y deberán reemplazarse.',
    ],
    ['Sidewall cut on one front tire.', 'Corte en el costado de una llanta delantera.'],
  ],
  structure: [
    [
      'Previous weld repair on the boom; professionally done but noted.',
      'Reparación de soldadura previa en la pluma; bien hecha pero anotada.',
    ],
    [
      'Cutting edge and teeth are worn and due for replacement.',
      'Cuchilla y dientes desgastados; conviene reemplazarlos.',
    ],
    ['Loose pins and bushings at the linkage.', 'Pernos y bujes flojos en la articulación.'],
  ],
  cab: [
    [
      'A/C blows warm; the system needs a recharge.',
      'El aire acondicionado no enfría; el sistema necesita recarga.',
    ],
    [
      'Seat cushion is torn and the cab needs a deep clean.',
      'El cojín del asiento está roto y la cabina necesita limpieza profunda.',
    ],
    ['Cracked side window.', 'Ventana lateral estrellada.'],
  ],
  attachments: [
    [
      'Auxiliary coupler leaks and should be replaced.',
      'El acoplador auxiliar tiene fuga y debe reemplazarse.',
    ],
  ],
  safety: [
    ['Fire extinguisher is missing or out of date.', 'Falta el extintor o está vencido.'],
    [
      'A handrail is bent and should be straightened.',
      'Un barandal está doblado y debe enderezarse.',
    ],
  ],
}

/** Short notes for a single point, by rating band. */
export const POINT_NOTES: Record<'low' | 'high', Bilingual[]> = {
  low: [
    ['Worn beyond 50%; plan replacement.', 'Desgaste mayor al 50%; planear reemplazo.'],
    [
      'Seepage found; cleaned and marked for follow-up.',
      'Se encontró filtración; se limpió y se marcó para seguimiento.',
    ],
    ['Works, but intermittently.', 'Funciona, pero de forma intermitente.'],
    ['Damage noted; see photos.', 'Daño anotado; ver fotos.'],
    [
      'Below specification at the time of inspection.',
      'Por debajo de la especificación al momento de la inspección.',
    ],
  ],
  high: [
    ['Recently replaced (receipt on file).', 'Reemplazado recientemente (factura en archivo).'],
    ['Like new.', 'Como nuevo.'],
    ['Within specification with margin.', 'Dentro de especificación con margen.'],
  ],
}
