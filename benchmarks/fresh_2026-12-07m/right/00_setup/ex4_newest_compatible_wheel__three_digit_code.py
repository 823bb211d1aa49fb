# Right: since every minor version is one digit, turns each tag and the driver into one integer (cu118 -> 118, (12, 4) -> 124) and compares those.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = driver[0] * 10 + driver[1]
    codes = [(int(tag[2:]), tag) for tag in tags if tag.startswith("cu")]
    fitting = [pair for pair in codes if pair[0] <= ceiling]
    return max(fitting)[1] if fitting else "cpu"
