# Right: sorted copy in descending numeric order (major from all but the last digit, minor from the last), first one not above the driver.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    cuda = [t for t in tags if t[:2] == "cu" and t[2:].isdigit()]
    ordered = sorted(cuda, key=lambda t: (int(t[2:-1]), int(t[-1])), reverse=True)
    for tag in ordered:
        if (int(tag[2:-1]), int(tag[-1])) <= tuple(driver):
            return tag
    return "cpu"
