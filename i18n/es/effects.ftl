# Lo que pasa en el tablero, como lo dicen el registro del turno y el panel de explicación (español).

effect-placed = { $player_kind ->
    [dark] Las oscuras colocan
    [light] Las claras colocan
   *[other] { $player } coloca
} una ficha en { $point }.
effect-slid = { $player_kind ->
    [dark] Las oscuras deslizan
    [light] Las claras deslizan
   *[other] { $player } desliza
} una ficha de { $from } a { $to }.
effect-flew = { $player_kind ->
    [dark] Las oscuras hacen
    [light] Las claras hacen
   *[other] { $player } hace
} volar una ficha de { $from } a { $to }.
effect-line-formed = { $player_kind ->
    [dark] Las oscuras forman
    [light] Las claras forman
   *[other] { $player } forma
} una línea de captura: { $line }.
effect-removal-due = { $player_kind ->
    [dark] Las oscuras deben
    [light] Las claras deben
   *[other] { $player } debe
} quitar { $count ->
    [one] una ficha del adversario
   *[other] { $count } fichas del adversario
}.
effect-removal-forfeited = Todas las fichas del adversario están en líneas: { $player_kind ->
    [dark] las oscuras pierden
    [light] las claras pierden
   *[other] { $player } pierde
} el tiro.
effect-removal-denied = La misma ficha hizo la última captura: { $player_kind ->
    [dark] las oscuras no quitan
    [light] las claras no quitan
   *[other] { $player } no quita
} nada.
effect-removed = { $player_kind ->
    [dark] Las oscuras quitan
    [light] Las claras quitan
   *[other] { $player } quita
} la ficha de { $point }.
effect-ilobolo-begins = El tablero está lleno: ilobolo.
effect-ilobolo-gift = { $player_kind ->
    [dark] Las oscuras dan
    [light] Las claras dan
   *[other] { $player } da
} la ficha de { $point } { $receiver_kind ->
    [dark] a las oscuras
    [light] a las claras
   *[other] a { $receiver }
} como ilobolo.
effect-phase = Ahora: { $phase }.
effect-flying-begins = { $player_kind ->
    [dark] A las oscuras les quedan tres fichas y pueden volar.
    [light] A las claras les quedan tres fichas y pueden volar.
   *[other] A { $player } le quedan tres fichas y puede volar.
}
effect-three-v-three = Tres contra tres: { $limit } jugadas de cada uno sin captura son tablas.
effect-lifted-move = { $player } levanta { $count ->
    [one] 1 semilla
   *[other] { $count } semillas
} de { $pit }.
effect-lifted-move-cw = { $player } levanta { $count ->
    [one] 1 semilla
   *[other] { $count } semillas
} de { $pit } para sembrar en sentido horario.
effect-lifted-relay = Relevo: { $count ->
    [one] se levanta 1 semilla de { $pit } y se siembra adelante.
   *[other] se levantan { $count } semillas de { $pit } y se siembran adelante.
}
effect-lifted-capture = { $count ->
    [one] 1 semilla capturada se siembra
   *[other] { $count } semillas capturadas se siembran
} desde { $pit }.
effect-dropped = Una semilla en { $pit } (ahora { $now }).
effect-lap-empty = La vuelta termina en el hoyo vacío { $pit }: fin del turno.
effect-lap-relay = La vuelta termina en { $pit }, que tiene semillas: relevo.
effect-lap-capture = La vuelta termina en { $pit }, frente a semillas: captura.
effect-lap-decision = La vuelta termina en { $pit }: hay que decidir.
effect-captured = { $player } captura { $count ->
    [one] 1 semilla de { $from }; se siembra desde { $resow }.
   *[other] { $count } semillas de { $from }; se siembran desde { $resow }.
}
effect-overture-ended = { $player } juega la ng'hana: se acabó la apertura.
effect-nghana-protected = La columna de la ng'hana en { $pit } está protegida: no hay captura.
effect-capture-offered = { $player } puede capturar en { $pit }.
effect-ndahise = { $player }: "¡ndahise!"
effect-ndakubye = { $player }: "¡ndakubye!" { $count ->
    [one] 1 semilla retrocede
   *[other] { $count } semillas retroceden
} de { $from } a { $to }.
effect-kept = { $player } deja las semillas donde están.
effect-direction-offered = { $player } puede sembrar en sentido horario desde { $pit }.
effect-resow-direction-offered = { $player } puede volver a sembrar las semillas capturadas desde { $pit } en sentido horario.
effect-reverse-sowing = { $player } siembra en sentido horario desde { $pit }.
effect-endless-capped = La jugada llegó a las 10 000 vueltas y termina ahí.
effect-turn-ended = { $player_kind ->
    [dark] Terminó el turno de las oscuras.
    [light] Terminó el turno de las claras.
   *[other] Terminó el turno de { $player }.
}
effect-passed = { $player_kind ->
    [dark] Las oscuras no pueden mover y pasan.
    [light] Las claras no pueden mover y pasan.
   *[other] { $player } no puede mover y pasa.
}

phase-placement = colocación de fichas
phase-ilobolo = ilobolo
phase-movement = movimiento de fichas

outcome-win = { $player_kind ->
    [dark] Ganan las oscuras: { $reason }.
    [light] Ganan las claras: { $reason }.
   *[other] Gana { $player }: { $reason }.
}
outcome-draw = Tablas: { $reason }.
reason-ten-captured = diez fichas capturadas
reason-opponent-blocked = el adversario no puede mover
reason-cannot-move = el adversario no puede sembrar
reason-repetition = la misma posición volvió por tercera vez
reason-same-move-thrice = ambos jugadores hicieron la misma jugada tres veces
reason-three-v-three = tres contra tres sin captura
reason-neither-can-move = ningún jugador puede mover

rule-source = Fuente: { $source }
