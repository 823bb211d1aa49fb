# Right: parses tags with a regex (major = all digits but the last, minor = the last digit), sorts a new list newest-first with sorted() (the caller's list is untouched) and returns the first not above the driver, else "cpu".
import re


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    parsed = []
    for tag in tags:
        m = re.fullmatch(r"cu(\d+)(\d)", tag)
        if m:
            parsed.append(((int(m.group(1)), int(m.group(2))), tag))
    for version, tag in sorted(parsed, reverse=True):
        if version <= (driver[0], driver[1]):
            return tag
    return "cpu"
