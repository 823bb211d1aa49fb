# Right: compares one integer per version (major * 10 + minor, which is what "cu" + digits spells, since the minor is one digit) instead of (major, minor) tuples.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    limit = driver[0] * 10 + driver[1]
    codes = {int(tag[2:]): tag for tag in tags if tag.startswith("cu")}
    fitting = [code for code in codes if code <= limit]
    return codes[max(fitting)] if fitting else "cpu"
