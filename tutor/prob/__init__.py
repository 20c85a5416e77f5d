"""Exact probability with sympy: every chance is a ``Rational``, so a lesson can show the fraction.

:mod:`tutor.prob.cards` - drawing cards without replacement (the hypergeometric law).
"""
