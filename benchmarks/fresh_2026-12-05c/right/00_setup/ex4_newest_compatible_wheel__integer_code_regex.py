# Right: encodes each version as major*10 + minor (minor is one digit), parsed with a regex, and keeps the largest code not above the driver's code
import re


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    limit = int(driver[0]) * 10 + int(driver[1])
    best_code, best_tag = -1, "cpu"
    for tag in list(tags):
        m = re.fullmatch(r"cu(\d+)(\d)", tag)
        if not m:
            continue
        code = int(m.group(1)) * 10 + int(m.group(2))
        if best_code < code <= limit:
            best_code, best_tag = code, tag
    return best_tag
