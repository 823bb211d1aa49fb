# Right: parses with a regular expression and scans a sorted copy from the newest down, returning the first that fits.
import re


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    parsed = []
    for tag in tags:
        found = re.fullmatch(r"cu(\d+)(\d)", tag)
        if found:
            parsed.append(((int(found.group(1)), int(found.group(2))), tag))
    for version, tag in sorted(parsed, reverse=True):
        if version <= (driver[0], driver[1]):
            return tag
    return "cpu"
