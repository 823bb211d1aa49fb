# Right: encodes versions as one integer (major*10 + minor, valid since the minor is one digit), so cu92 -> 92 < cu118 -> 118, and compares with the driver's code; never touches the caller's list.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    limit = driver[0] * 10 + driver[1]
    codes = {int(t[2:]): t for t in tags if t.startswith("cu") and t[2:].isdigit()}
    fitting = [c for c in codes if c <= limit]
    return codes[max(fitting)] if fitting else "cpu"
