# The glossary: the games' own words (untranslated), what they mean, their languages and the
# families of games they belong to (English). A meaning says only what its source says.

glossary-family-morris = Umlabalaba: Isisuthu, Isizulu, Isipowe
glossary-family-mancala = Four-row sowing games: Isolo, Igisoro
glossary-origin = { $language } · source: { $source }
glossary-language-zulu = isiZulu
glossary-language-sotho = Sesotho
glossary-language-sukuma = Kisukuma
glossary-language-kinyarwanda = Kinyarwanda, Kirundi

word-umlabalaba = umlabalaba
glossary-umlabalaba = The Zulu name of the family of games Isisuthu, Isizulu and Isipowe belong to: "labyrinth".
word-morabaraba = morabaraba
glossary-morabaraba = The Sotho name of umlabalaba.
word-isisuthu = isisuthu
glossary-isisuthu = "Sotho (style)": one of the two versions of umlabalaba played in Zululand, on the board with a centre point, without flying.
word-isizulu = isizulu
glossary-isizulu = The other version of umlabalaba played in Zululand, with diagonal lines and flying at three cows.
word-izingombe = izingombe
glossary-izingombe = Cows: the tokens of the umlabalaba games. This is the BLAC Foundation's spelling; the usual isiZulu is izinkomo (one cow: inkomo, which gives this app its name).
word-isibhamu = isibhamu
glossary-isibhamu = "Gun": three of one player's cows in a row on a line, a capture line. It lets him take one cow from the other herd.
word-ilobolo = ilobolo
glossary-ilobolo = Bride-price. In Isizulu and Isipowe, when all 24 points are full after placing, each player in turn gives one of his own cows to the other before the cows start to move.
word-abelusi = abelusi
glossary-abelusi = Herd boys. In the BLAC Foundation's Isipowe each herd has two; they move and are taken like cows.
word-ibhuto = ibhuto
glossary-ibhuto = A warrior group (BLAC's spelling; the usual isiZulu spelling is ibutho). In the BLAC Foundation's Isipowe each herd has one; it moves and is taken like a cow.

word-isolo = isolo
glossary-isolo = The Sukuma board of four rows of eight pits (plural masolo), and the game played on it.
word-isumbi = isumbi
glossary-isumbi = Another name of isolo, according to B. B. Kalumbete.
word-busolo = busolo
glossary-busolo = The 64 pieces of Isolo, usually seeds of the grey nicker (Caesalpinia bonduc).
word-liha = liha
glossary-liha = A pit holding at least two seeds: a pit that may be sown.
word-kucha = kucha
glossary-kucha = "To die": the end of a turn, when the last seed of a sowing falls into an empty pit.
word-kutagata = kutagata
glossary-kutagata = A sowing that does not end in a capture.
word-nghana = ng'hana
glossary-nghana = The privileged pit of the boys' Isolo: the rightmost pit of a player's outer row, holding 17 seeds at the start. Its seeds cannot be captured until its owner sows it, which ends his overture.
word-magado = twe kwa magado
glossary-magado = Two larger pits set apart, which some isolo boards have for keeping the score. They take no part in play.
word-igisoro = igisoro
glossary-igisoro = The board of four rows of eight pits played in Rwanda and Burundi, and the game played on it.
word-icuba = icúba
glossary-icuba = A pit of the igisoro board.
word-inka = inká
glossary-inka = "Cows": the seeds in play, which each player tries to capture from the other.
word-urunyana = urunyána
glossary-urunyana = "A line of calves": a position with many single seeds.
word-ndahise = ndahise
glossary-ndahise = "I pass": what a player must say when he declines a capture and sows on instead.
word-ndakubye = ndakubye
glossary-ndakubye = "I retreat": the answer to ndahise. The threatened player at once moves the seeds of his inner pit into the outer pit behind it, while the other player is still sowing.
word-kubuguza = kubuguza
glossary-kubuguza = One of the other names of igisoro; A. P. Merriam's 1953 article on the game among the Abatutsi of north-east Rwanda uses it.

## Legends: hovering a mark or a token on the board explains it

legend-reverse-pit = A reverse pit (the curved arrow): a lap may go clockwise here, but only when that very lap captures at once.
legend-herd-boy = A herd boy, one of the abelusi: each Isipowe herd has two. It moves and is taken like a cow.
legend-warrior = The warrior group, the ibhuto: each Isipowe herd has one. It moves and is taken like a cow.

## Terms of the app: the words this app, its rules pages and lessons use for a rule (translated)

glossary-terms = Terms used in this app
term-capture-line = capture line
glossary-term-capture-line = Three of one player's tokens in a row on one line, made by the token just placed or moved: it lets him remove one of the opponent's tokens. The games' own word for it is isibhamu.
term-lap = lap
glossary-term-lap = One pass of sowing: the seeds lifted from one pit, dropped one by one into the pits that follow. A turn may hold many laps.
term-relay = relay
glossary-term-relay = Relay sowing: the last seed of a lap fell into a pit that already held seeds and nothing is captured there, so the player lifts every seed of that pit and sows on, a new lap of the same turn.
term-overture = overture
glossary-term-overture = In the boys' Isolo, the start of each player's game: until he sows his ng'hana he sows on his fourteen left-hand pits only, and (unless an option says otherwise) his ng'hana column cannot be captured.
term-reverse-pit = reverse pit
glossary-term-reverse-pit = In Igisoro, a pit marked with a curved arrow (by default o1, o8, i2 and i7 of each player): a lap from it may go clockwise, but only when that very lap captures at once.
