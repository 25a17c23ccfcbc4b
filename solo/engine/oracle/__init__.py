"""The oracle: yes/no answers with nuance, at nine likelihood levels, from data.

`levels` names the likelihoods, `spec` reads an oracle written as data,
`consult` answers one question from the faces, `chances` gives the exact odds.
"""
