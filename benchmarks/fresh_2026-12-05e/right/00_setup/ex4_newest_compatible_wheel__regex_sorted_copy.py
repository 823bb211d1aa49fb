# Right: a regex parses each CUDA tag into (major, minor) ints, sorted() makes a new list newest first, and the first one <= driver is returned; "cpu" otherwise.
import re


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    parsed = []
    for tag in tags:
        match = re.fullmatch(r"cu(\d+)(\d)", tag)
        if match:
            parsed.append(((int(match.group(1)), int(match.group(2))), tag))
    for version, tag in sorted(parsed, reverse=True):
        if version <= (int(driver[0]), int(driver[1])):
            return tag
    return "cpu"
