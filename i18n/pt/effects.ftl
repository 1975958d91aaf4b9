# O que acontece no tabuleiro, como o registo do turno e o painel de explicação o dizem (português).

effect-placed = { $player_kind ->
    [dark] As escuras colocam
    [light] As claras colocam
   *[other] { $player } coloca
} uma peça em { $point }.
effect-slid = { $player_kind ->
    [dark] As escuras deslizam
    [light] As claras deslizam
   *[other] { $player } desliza
} uma peça de { $from } para { $to }.
effect-flew = { $player_kind ->
    [dark] As escuras fazem
    [light] As claras fazem
   *[other] { $player } faz
} voar uma peça de { $from } para { $to }.
effect-line-formed = { $player_kind ->
    [dark] As escuras fazem
    [light] As claras fazem
   *[other] { $player } faz
} uma linha de captura: { $line }.
effect-removal-due = { $player_kind ->
    [dark] As escuras têm
    [light] As claras têm
   *[other] { $player } tem
} de retirar { $count ->
    [0] { $count } peças do adversário
    [one] uma peça do adversário
   *[other] { $count } peças do adversário
}.
effect-removal-forfeited = Todas as peças do adversário estão em linhas: { $player_kind ->
    [dark] as escuras perdem
    [light] as claras perdem
   *[other] { $player } perde
} o tiro.
effect-removal-denied = A mesma peça fez a última captura: { $player_kind ->
    [dark] as escuras não retiram
    [light] as claras não retiram
   *[other] { $player } não retira
} nada.
effect-removed = { $player_kind ->
    [dark] As escuras retiram
    [light] As claras retiram
   *[other] { $player } retira
} a peça de { $point }.
effect-ilobolo-begins = O tabuleiro está cheio: ilobolo.
effect-ilobolo-gift = { $player_kind ->
    [dark] As escuras dão
    [light] As claras dão
   *[other] { $player } dá
} a peça de { $point } { $receiver_kind ->
    [dark] às escuras
    [light] às claras
   *[other] a { $receiver }
} como ilobolo.
effect-phase = Agora: { $phase }.
effect-flying-begins = { $player_kind ->
    [dark] As escuras ficaram com três peças e podem voar.
    [light] As claras ficaram com três peças e podem voar.
   *[other] { $player } ficou com três peças e pode voar.
}
effect-three-v-three = Três contra três: { $limit } jogadas de cada um sem captura dão empate.
effect-lifted-move = { $player } levanta { $count ->
    [0] { $count } sementes
    [one] 1 semente
   *[other] { $count } sementes
} de { $pit }.
effect-lifted-move-cw = { $player } levanta { $count ->
    [0] { $count } sementes
    [one] 1 semente
   *[other] { $count } sementes
} de { $pit } para semear no sentido horário.
effect-lifted-relay = Revezamento: { $count ->
    [0] { $count } sementes levantadas de { $pit } e semeadas adiante.
    [one] 1 semente levantada de { $pit } e semeada adiante.
   *[other] { $count } sementes levantadas de { $pit } e semeadas adiante.
}
effect-lifted-capture = { $count ->
    [0] { $count } sementes capturadas são semeadas
    [one] 1 semente capturada é semeada
   *[other] { $count } sementes capturadas são semeadas
} a partir de { $pit }.
effect-dropped = Uma semente em { $pit } (agora { $now }).
effect-lap-empty = A volta acaba na casa vazia { $pit }: fim do turno.
effect-lap-relay = A volta acaba em { $pit }, que tem sementes: revezamento.
effect-lap-capture = A volta acaba em { $pit }, diante de sementes: captura.
effect-lap-decision = A volta acaba em { $pit }: é preciso decidir.
effect-captured = { $player } captura { $count ->
    [0] { $count } sementes de { $from }; semeiam-se a partir de { $resow }.
    [one] 1 semente de { $from }; semeia-se a partir de { $resow }.
   *[other] { $count } sementes de { $from }; semeiam-se a partir de { $resow }.
}
effect-overture-ended = { $player } joga a ng'hana: acabou a abertura.
effect-nghana-protected = A coluna da ng'hana em { $pit } está protegida: não há captura.
effect-capture-offered = { $player } pode capturar em { $pit }.
effect-ndahise = { $player }: "ndahise!"
effect-ndakubye = { $player }: "ndakubye!" { $count ->
    [0] { $count } sementes recuam
    [one] 1 semente recua
   *[other] { $count } sementes recuam
} de { $from } para { $to }.
effect-kept = { $player } deixa as sementes onde estão.
effect-direction-offered = { $player } pode semear no sentido horário a partir de { $pit }.
effect-resow-direction-offered = { $player } pode semear de novo as sementes capturadas a partir de { $pit } no sentido horário.
effect-reverse-sowing = { $player } semeia no sentido horário a partir de { $pit }.
effect-endless-capped = A jogada chegou às 10 000 voltas e acaba aí.
effect-turn-ended = { $player_kind ->
    [dark] Acabou o turno das escuras.
    [light] Acabou o turno das claras.
   *[other] Acabou o turno de { $player }.
}
effect-passed = { $player_kind ->
    [dark] As escuras não se podem mover e passam.
    [light] As claras não se podem mover e passam.
   *[other] { $player } não se pode mover e passa.
}

phase-placement = colocar peças
phase-ilobolo = ilobolo
phase-movement = mover peças

outcome-win = { $player_kind ->
    [dark] As escuras ganham: { $reason }.
    [light] As claras ganham: { $reason }.
   *[other] { $player } ganha: { $reason }.
}
outcome-draw = Empate: { $reason }.
reason-ten-captured = dez peças capturadas
reason-opponent-blocked = o adversário não se pode mover
reason-cannot-move = o adversário não pode semear
reason-repetition = a mesma posição voltou pela terceira vez
reason-same-move-thrice = os dois jogadores fizeram a mesma jogada três vezes
reason-three-v-three = três contra três sem captura
reason-neither-can-move = nenhum jogador se pode mover

rule-source = Fonte: { $source }
