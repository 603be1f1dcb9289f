"""Panjpar: the Afghan five-card shedding game."""

__version__ = "0.1.0"
