# Mistake: "comparing tags as strings ... Compare numbers." — sorts a copy alphabetically and keeps the last fitting tag, so cu92 wins over cu118.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    chosen = "cpu"
    for tag in sorted(tags):
        if tag.startswith("cu"):
            digits = tag[2:]
            if (int(digits[:-1]), int(digits[-1])) <= tuple(driver):
                chosen = tag
    return chosen
