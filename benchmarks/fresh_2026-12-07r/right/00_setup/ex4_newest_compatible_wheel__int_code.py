# Right: compares one integer code per version (int(tag[2:]) against 10*major+minor), valid because a minor version is one digit.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = 10 * driver[0] + driver[1]
    codes = {int(t[2:]): t for t in tags if t.startswith("cu")}
    fitting = [c for c in codes if c <= ceiling]
    return codes[max(fitting)] if fitting else "cpu"
