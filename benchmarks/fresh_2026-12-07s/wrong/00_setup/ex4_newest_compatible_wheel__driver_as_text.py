# Mistake: "comparing tags as strings (as text, "cu92" is larger than "cu118"). Compare numbers." -- tags are ranked as numbers, but the "not above the driver" test compares the tag text with "cu{major}{minor}", so driver (12, 4) with ['cu92'] returns 'cpu' instead of 'cu92'.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = f"cu{driver[0]}{driver[1]}"
    fits = [t for t in tags if t.startswith("cu") and t <= ceiling]
    if not fits:
        return "cpu"
    return max(fits, key=lambda t: (int(t[2:-1]), int(t[-1])))
