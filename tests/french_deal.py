"""Seed 002 (conformance/deals/seed002-made.json: 110 ♥ by S, NS make 124, 234 to 38) written by
hand as a French table writes a `.deal` file, and as an English one: the French letters are the
ranks V D R for J Q K and the suits P C K T for S H D C, the seat O for W and the side EO for EW
(spec/notation.md). Shared by tests/judge/test_notation_letters.py and tests/cli/test_french_deal.py.
"""

from __future__ import annotations

FRENCH_BODY = """donneur O
N: 9P VP AP VC 8K 10K 8T 10T
E: DP 9C 10C RC 7K 9K RK AK
S: 8P 10P 7C DC AC VK DK RT
O: 7P RP 8C 7T 9T VT DT AT
enchères passe passe 110C passe passe passe
1 VP DP 10P RP
2 7C 8C VC 9C
3 9P RC 8P 7P
4 10C AC 7T 10T
5 VK AT 10K AK
6 9K DK VT 8K
7 RT DT 8T 7K
8 DC 9T AP RK
claim NS 234 EO 38
"""
FRENCH = "variante coinche\nnotation fr\n" + FRENCH_BODY
UNSAID = "variante coinche\n" + FRENCH_BODY

ENGLISH_BODY = """dealer W
N: 9S JS AS JH 8D 10D 8C 10C
E: QS 9H 10H KH 7D 9D KD AD
S: 8S 10S 7H QH AH JD QD KC
W: 7S KS 8H 7C 9C JC QC AC
auction pass pass 110H pass pass pass
1 JS QS 10S KS
2 7H 8H JH 9H
3 9S KH 8S 7S
4 10H AH 7C 10C
5 JD AC 10D AD
6 9D QD JC 8D
7 KC QC 8C 7D
8 QH 9C AS KD
claim NS 234 EW 38
"""
