"""Exact probability: every chance is a fraction (a sympy ``Rational`` or a ``fractions.Fraction``), so a page
can show it exactly.

:mod:`tutor.prob.cards` - drawing cards without replacement (the hypergeometric law).
:mod:`tutor.prob.dice` - hit faces, volleys of dice (generating polynomials), waiting times.
:mod:`tutor.prob.markov` - absorbing Markov chains: absorption chances, expected steps.
Each game's own questions of chance live in its package (``tutor.games.<game>.odds``).
Sympy is imported by the first function that needs it, not with these modules: dice and Markov chains
answer in the kind of number they are given and cards in Fractions with ``fraction=True``, so a page that
counts with ``fractions.Fraction`` (a play page's odds, every lesson) never loads it.
"""
