# Right: turns every version into one integer major * 10 + minor (the minor is one digit) and compares integers, with a regex to recognise CUDA tags.
import re


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = driver[0] * 10 + driver[1]
    best_tag, best_number = "cpu", -1
    for tag in tags:
        match = re.fullmatch(r"cu(\d+)", tag)
        if match is None:
            continue
        number = int(match.group(1))          # "cu118" -> 118, "cu92" -> 92, "cu130" -> 130
        if best_number < number <= ceiling:
            best_tag, best_number = tag, number
    return best_tag
