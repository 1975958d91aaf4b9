# Las reglas en palabras sencillas: un título y una explicación por identificador de regla
# del motor (RuleRef::id). Se muestran en el panel lateral durante la animación (español).

## Morris (umlabalaba)

rule-placement-title = Colocar una ficha
rule-placement = Los jugadores colocan por turnos una ficha de la mano en cualquier punto vacío. Cada uno coloca las doce, pase lo que pase entretanto.
rule-slide-title = Mover una ficha
rule-slide = Una vez colocadas todas las fichas, una jugada desliza una de tus fichas a lo largo de una línea hasta un punto vecino vacío.
rule-flying-title = Volar con tres
rule-flying = Un jugador al que solo le quedan tres fichas puede mover una de ellas a cualquier punto vacío, no solo a uno vecino.
rule-capture_line-title = Isibhamu: una línea de captura
rule-capture_line = Tres fichas tuyas seguidas en una línea, formadas por la ficha que acabas de colocar o mover, te permiten quitar una ficha del adversario.
rule-diagonal_line-title = Una línea de captura diagonal
rule-diagonal_line = En Isizulu las cuatro diagonales de las esquinas también son líneas: tres fichas a lo largo de una de ellas forman una línea de captura.
rule-isisuthu_centre-title = El centro del Isisuthu
rule-isisuthu_centre = El punto central solo forma línea como medio de tres dentro del cuadrado interior: c4-d4-e4 o d5-d4-d3.
rule-isisuthu_centre_any_straight-title = Líneas por el centro (cualquier recta)
rule-isisuthu_centre_any_straight = Con esta opción cuentan tres cualesquiera en línea recta por el centro, también las que llegan al cuadrado del medio.
rule-removal-title = Quitar una ficha
rule-removal = Tras una línea de captura, quita del tablero cualquier ficha del adversario. Las fichas quitadas nunca vuelven.
rule-removal_not_from_line-title = Quitar: no de una línea
rule-removal_not_from_line = Una ficha que está en una línea de captura solo se puede quitar si todas las fichas del adversario están en líneas.
rule-removal_never_from_line-title = Quitar: nunca de una línea
rule-removal_never_from_line = Una ficha que está en una línea de captura nunca se puede quitar; si todas lo están, se pierde el tiro.
rule-removals_one_per_line-title = Una captura por línea
rule-removals_one_per_line = Una jugada que forma dos líneas a la vez quita dos fichas.
rule-removal_forfeited-title = Se pierde el tiro
rule-removal_forfeited = No se puede quitar ninguna ficha del adversario, así que esta línea de captura no se lleva nada.
rule-new_token_each_time-title = Una ficha nueva cada vez
rule-new_token_each_time = La ficha que hizo la última captura no puede volver a capturar enseguida: esta línea no quita nada.
rule-ilobolo-title = Ilobolo: la dote de la novia
rule-ilobolo = Cuando los 24 puntos quedan llenos tras la colocación, el jugador que empezó da una de sus propias fichas al adversario, y luego el segundo hace lo mismo. Entonces las fichas empiezan a moverse.
rule-phase_movement-title = Las fichas empiezan a moverse
rule-phase_movement = Todas las fichas están colocadas: a partir de ahora cada turno mueve una ficha.
rule-blocked_pass-title = Bloqueado: pasa
rule-blocked_pass = Un jugador que no puede mover no pierde: pasa y su adversario vuelve a jugar.
rule-blocked_loses-title = Bloqueado: pierde
rule-blocked_loses = Con esta opción, un jugador que no puede mover pierde la partida.
rule-neither_can_move-title = Nadie puede mover
rule-neither_can_move = Ningún jugador puede mover: la partida es tablas.
rule-ten_captured-title = Diez capturadas
rule-ten_captured = Gana el jugador que ha quitado diez fichas al adversario (los regalos de ilobolo cuentan, salvo que la opción diga otra cosa).
rule-repetition_draw-title = Repetición
rule-repetition_draw = La misma posición, con el turno del mismo jugador, ha vuelto por tercera vez durante el movimiento: tablas.
rule-same_move_thrice-title = La misma jugada tres veces
rule-same_move_thrice = Ambos jugadores han hecho tres veces seguidas la misma jugada: tablas.
rule-three_v_three-title = Tres contra tres
rule-three_v_three = A ambos jugadores les quedan tres fichas. Si nadie captura dentro del límite de jugadas de cada uno, la partida es tablas.
rule-three_v_three_draw-title = Tres contra tres: tablas
rule-three_v_three_draw = Tres contra tres y ninguna captura dentro del límite: la partida es tablas.

## Mancala de cuatro hileras (Isolo, Igisoro)

rule-sow-title = Sembrar
rule-sow = Levanta todas las semillas de uno de tus hoyos y déjalas caer una a una en los hoyos siguientes de tus dos hileras, en sentido antihorario.
rule-overture-title = La apertura
rule-overture = Hasta que juegue su ng'hana, un jugador solo siembra en sus catorce hoyos de la izquierda, como si el tablero tuviera siete columnas.
rule-overture_ends-title = Se juega la ng'hana
rule-overture_ends = Sembrar la ng'hana termina la apertura del jugador: desde ahora usa los dieciséis hoyos y la columna de su ng'hana puede ser capturada.
rule-relay-title = Siembra en relevo
rule-relay = La última semilla cayó en un hoyo que ya tenía semillas y ahí no hay captura: levanta todo lo que hay en ese hoyo y sigue sembrando.
rule-lap_ends_empty-title = El turno termina
rule-lap_ends_empty = La última semilla cayó en un hoyo vacío: el turno ha terminado.
rule-capture_isolo-title = Captura (Isolo)
rule-capture_isolo = La última semilla cayó en un hoyo ocupado de tu hilera interior y al menos uno de los dos hoyos del adversario de enfrente tiene semillas: toma las semillas de ambos hoyos de enfrente y siémbralas adelante.
rule-capture_isolo_both-title = La captura necesita ambos hoyos
rule-capture_isolo_both = Con esta opción, ambos hoyos de enfrente deben tener semillas para que haya captura.
rule-capture_igisoro-title = Captura (Igisoro)
rule-capture_igisoro = La última semilla cayó en un hoyo ocupado de tu hilera interior y ambos hoyos del adversario de enfrente tienen semillas: se pueden tomar y sembrar adelante.
rule-capture_compulsory-title = La captura es obligatoria
rule-capture_compulsory = Con esta opción, toda captura se toma; nadie dice ndahise ni ndakubye.
rule-capture_optional-title = Tomar o ndahise
rule-capture_optional = Una captura se puede rechazar: el jugador dice "ndahise" (paso) y sigue en relevo desde el hoyo donde cayó.
rule-resow_capturing_lap_start-title = Resembrar desde el inicio de la vuelta que capturó
rule-resow_capturing_lap_start = Las semillas capturadas se vuelven a sembrar a partir del hoyo siguiente a aquel del que se levantó la vuelta que capturó.
rule-resow_capture_pit-title = Resembrar desde el hoyo de la captura
rule-resow_capture_pit = Las semillas capturadas se vuelven a sembrar a partir del hoyo siguiente a aquel donde cayó la semilla que capturó.
rule-resow_turn_origin-title = Resembrar desde el primer hoyo del turno
rule-resow_turn_origin = Las semillas capturadas se vuelven a sembrar a partir del hoyo siguiente a aquel donde empezó el turno, repitiendo la primera vuelta.
rule-include_start_pit-title = Resembrar en el hoyo de salida
rule-include_start_pit = Con esta opción, la primera semilla capturada va al propio hoyo de salida.
rule-nghana_protected-title = La ng'hana está protegida
rule-nghana_protected = Mientras su dueño está en la apertura, la columna de la ng'hana no puede ser capturada y cuenta como vacía: la vuelta sigue en relevo.
rule-ndahise-title = Ndahise: "paso"
rule-ndahise = El jugador rechaza la captura y sigue en relevo desde el hoyo donde cayó.
rule-ndakubye-title = Ndakubye: "me retiro"
rule-ndakubye = Tras un ndahise, el jugador amenazado puede pasar todas las semillas de su hoyo delantero al hoyo de detrás, donde quedan a salvo de esta captura.
rule-keep-title = Sin retirada
rule-keep = El jugador amenazado deja sus semillas donde están.
rule-reverse_sowing-title = Sembrar en sentido horario
rule-reverse_sowing = Desde un hoyo de inversión una vuelta puede ir en sentido horario, pero solo si esa misma vuelta captura en el acto.
rule-direction_choice-title = Elegir el sentido
rule-direction_choice = La siembra está en un hoyo de inversión (también cuando el rival ha respondido a un ndahise en él) y una vuelta en sentido horario capturaría en el acto: el jugador elige sentido horario o antihorario.
rule-cw_capture_taken-title = Una captura en sentido horario siempre se toma
rule-cw_capture_taken = Una vuelta en sentido horario solo se permite por su captura, así que esa captura siempre se toma.
rule-resow_same_direction-title = Resembrar en el mismo sentido
rule-resow_same_direction = Con esta opción, las semillas capturadas se vuelven a sembrar en el sentido de la vuelta que capturó.
rule-no_capture_first_turns-title = Sin captura en los primeros turnos
rule-no_capture_first_turns = Con esta opción, ningún jugador puede capturar en su primer turno.
rule-endless_cap-title = Una jugada sin fin
rule-endless_cap = La siembra en relevo puede no terminar nunca. Una jugada que necesitaría más de 10 000 vueltas no se permite (o, con la opción, termina ahí).
rule-cannot_move-title = No puede mover
rule-cannot_move = Pierde el jugador que, al empezar su turno, no tiene ningún hoyo con semillas suficientes para sembrar.
rule-arrange-title = Repartir las semillas
rule-arrange = Con esta opción, cada jugador reparte sus 32 semillas entre sus 16 hoyos como quiera antes de la primera jugada.
rule-boys_preparation-title = La preparación tradicional
rule-boys_preparation = Antes del juego de los muchachos, cada jugador prepara su lado a mano: dos semillas en cada hoyo; todas las semillas de la hilera exterior al hoyo exterior del extremo derecho, la ng'hana; una semilla de cada hoyo interior al hoyo exterior de su columna; una siembra en relevo desde el hoyo interior del extremo derecho hasta que una vuelta acabe en la ng'hana; y una semilla de la ng'hana al segundo hoyo interior contando desde la derecha.

## Donde un juego dice una regla de otro modo: rule-<id>-<game> (y -title) sustituye a rule-<id>

rule-ten_captured-isisuthu = Gana el jugador que ha quitado diez fichas al adversario: a este solo le quedan dos.
