"""Tabletop Tutor: rules, explanations and analysis for four tabletop games."""
