## El editor de posiciones, abierto desde la ventana de nueva partida

editor-open = Preparar una posición…
hint-editor-open = Pon fichas o semillas donde quieras, elige quién mueve y juega desde ahí
editor-title = Preparar una posición
editor-intro = { $game }, con las reglas y los jugadores elegidos en la ventana de nueva partida.
editor-click = Un clic en el tablero pone:
editor-tool-dark = una ficha oscura
editor-tool-light = una ficha clara
editor-tool-empty = nada (vacía el punto)
editor-click-note-morris = Un clic derecho, o - en el punto del anillo del teclado, vacía un punto.
editor-click-note-mancala = Un clic en un hoyo añade una semilla; un clic derecho, o - en el hoyo del anillo del teclado, quita una.
editor-to-move = Mueve:
editor-in-hand = Fichas en la mano:
editor-hand-fewer = Una ficha menos en la mano: { $player }
editor-hand-more = Una ficha más en la mano: { $player }
editor-seeds = Semillas en el tablero: { $count } de 64
editor-overture = Todavía en la apertura:
editor-first-turn = Primer turno aún sin terminar:
editor-clear = Vaciar el tablero
editor-start = Posición inicial
editor-ready = Lista para jugar. { $to_move }.
editor-problem-tokens = { $player_kind ->
    [dark] Las oscuras tienen
    [light] Las claras tienen
   *[other] { $player } tiene
} { $total } fichas: { $board } en el tablero y { $hand } en la mano. Cada jugador tiene 12.
editor-problem-hands = Mientras quedan fichas en la mano, quien empezó ({ $first }) coloca primero. Turno de { $first }: las dos manos con el mismo número de fichas; turno de { $second }: { $second } con una más. Ahora: { $first } { $first_hand }, { $second } { $second_hand }.
editor-problem-both-beaten = Los dos jugadores han perdido diez fichas o más; una partida termina en cuanto uno de ellos las pierde.
editor-problem-seeds = El tablero tiene { $total ->
    [one] 1 semilla
   *[other] { $total } semillas
}; la partida se juega con 64.
editor-problem-over = Esta partida ya habría terminado: { $outcome } Prepara una posición que todavía se pueda jugar.
editor-problem-engine = Las reglas no permiten esta posición: falla en «{ $token }»{ $index ->
    [0] {""}
   *[other] , la parte { $index } de su texto
}.
editor-play = Jugar esta posición:
editor-play-computer = Jugar contra el ordenador
editor-level = Nivel del ordenador
editor-play-computer-note = { $player_kind ->
    [dark] Juegas con las oscuras
    [light] Juegas con las claras
   *[other] Juegas con { $player }
}, el lado que mueve ahora; el ordenador juega con el otro lado.
editor-play-people = Dos jugadores en esta pantalla
editor-save = Guardar como registro de partida…
hint-editor-save = Un registro que empieza en esta posición, para abrirlo más tarde o compartirlo
editor-text = Texto de la posición:
editor-copy = Copiar
editor-use-text = Usar este texto
editor-copied = Se copió el texto de la posición.
editor-text-problem = Este texto no es una posición de { $game }: falla en «{ $token }»{ $index ->
    [0] {""}
   *[other] , la parte { $index } del texto
}.
editor-back = Volver a la nueva partida
