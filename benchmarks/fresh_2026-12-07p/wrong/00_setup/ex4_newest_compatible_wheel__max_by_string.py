# Mistake: "comparing tags as **strings** (as text, `"cu92"` is larger than `"cu118"`). Compare numbers.": the fit is tested with numbers, but the newest of the fitting tags is picked with max() on the strings, so driver (12, 4) with ["cu92", "cu118"] returns "cu92" instead of "cu118".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = [t for t in tags
               if t.startswith("cu") and (int(t[2:-1]), int(t[-1])) <= tuple(driver)]
    return max(fitting) if fitting else "cpu"
