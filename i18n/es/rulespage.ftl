# La página de reglas de cada variante (F1 en una partida, o Reglas en una tarjeta de la elección) (español).

rulespage-title = Reglas del { $game }
picker-rules = Reglas del { $game }
hint-picker-rules = Cómo se juega, cómo se gana, cada opción y sus fuentes
rulespage-board = El tablero
rulespage-play = Cómo se juega
rulespage-win = Cómo se gana
rulespage-draw = Cómo se llega a tablas
rulespage-options = Opciones
rulespage-options-note = No todos los jugadores y autores leen cada regla de la misma manera. Cada opción de abajo es una de esas lecturas; se eligen en el diálogo de partida nueva, y la predeterminada es con la que empieza una partida.
rulespage-default = Predeterminada: { $value }
rulespage-read-by = La leen así: { $sources }
rulespage-lesson = Lección: { $title }
hint-rulespage-lesson = Aprender esta regla en el tablero
rulespage-sources = Fuentes
rulespage-sources-note = De dónde vienen estas reglas y dónde leerlas.
rulespage-glossary = Palabras de los juegos
hint-rulespage-glossary = Las palabras propias de los juegos, explicadas
rulespage-keys = F1 o Esc cierra esta página.
panel-rules-link = Reglas
hint-panel-rules-link = Leer esta regla en la página de reglas (F1)
rulespage-no-draw = Ninguna regla de este juego lo termina en tablas.
rulespage-brings = Con este valor:

## Fuentes: qué es una fuente, cuando el autor y el título no lo dicen, y dónde se lee en ella
## una regla (autores, títulos y citas quedan como se publicaron; los argumentos son la
## numeración o las palabras de la propia fuente)
source-note-english = edición en inglés
source-note-spanish = edición en español
source-note-italian = edición en italiano
source-note-game-descriptions = descripciones de los juegos
source-note-via-ludii = a través de la base de datos Ludii
source-note-rule-preset = motor del juego del molino, reglas predefinidas del Morabaraba
cite-read-literally = { $at }, en lectura literal
cite-one-reading-of = una lectura de { $quote }
cite-one-possible-reading = una lectura posible
cite-pt-es-text = el texto en portugués y español, { $at }
cite-and-pt-es-text = { $at } y el texto en portugués y español, { $other }
cite-game-file = archivo del juego
cite-game-file-of = archivo del juego { $game }
cite-game-description = descripción del juego
cite-historical-summary = resumen de las pruebas históricas
cite-game-file-and-summary = archivo del juego y resumen de las pruebas históricas
cite-article-text = texto del artículo
cite-diagrams = diagramas
cite-silent = no dice nada al respecto
