"""Exact probability with sympy: every chance is a ``Rational``, so a lesson can show the fraction.

:mod:`tutor.prob.cards` - drawing cards without replacement (the hypergeometric law).
:mod:`tutor.prob.dice` - hit faces, volleys of dice (generating polynomials), waiting times.
:mod:`tutor.prob.markov` - absorbing Markov chains: absorption chances, expected steps.
Each game's own questions of chance live in its package (``tutor.games.<game>.odds``).
Sympy is imported by the first function that needs it, not with these modules: a page that imports them but
asks nothing (a play page, whose position odds are ``fractions.Fraction``) never loads it.
"""
