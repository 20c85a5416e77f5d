"""Speed measurements (run them, read them; tests never assert a time)."""
