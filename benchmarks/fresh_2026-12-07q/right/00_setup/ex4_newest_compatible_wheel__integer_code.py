# Right: encodes each version as one integer (10 * major + minor, since the minor is one digit) and sorts a copy in descending order.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    limit = 10 * driver[0] + driver[1]
    coded = sorted(((int(t[2:]), t) for t in tags if t[:2] == "cu"), reverse=True)
    for code, tag in coded:
        if code <= limit:
            return tag
    return "cpu"
