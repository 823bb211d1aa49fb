# Diagnosis: raised
# Pitfall: parses every tag as cuXYZ, so the "cpu" tag breaks the conversion.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = driver[0] * 10 + driver[1]
    fitting = [t for t in tags if int(t[2:]) <= ceiling]
    return max(fitting, key=lambda t: int(t[2:])) if fitting else "cpu"
