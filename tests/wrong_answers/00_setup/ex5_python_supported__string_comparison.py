# Pitfall: comparing version strings as text ("3.11" < "3.9").
def python_supported(python: str, lowest: str, highest: str) -> bool:
    return lowest <= python <= highest
