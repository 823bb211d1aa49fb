# Mistake: "or `"cpu"` when no CUDA wheel fits ... (When this returns "cpu" although the list has a wheel of the driver's major version, that wheel is the fallback ...; the function sticks to the full-support rule.)" — when no wheel is at or below the driver it returns the lowest wheel of the driver's major (e.g. cu126 for driver 12.4 with only cu126/cu128).
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    versions = {t: (int(t[2:-1]), int(t[-1])) for t in tags if t.startswith("cu")}
    fitting = [t for t, v in versions.items() if v <= tuple(driver)]
    if fitting:
        return max(fitting, key=versions.get)
    same_major = [t for t, v in versions.items() if v[0] == driver[0]]
    if same_major:
        return min(same_major, key=versions.get)
    return "cpu"
