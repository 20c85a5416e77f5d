"""Configuration for serving Tabletop Tutor to a class: see serve/README.md and classroom.py."""
