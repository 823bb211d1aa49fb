# Diagnosis: domain-raised
# Pitfall: skips only "cpu" and parses every other tag as cuXY, so a rocm or xpu tag breaks the conversion.
def newest_compatible_wheel(driver, tags):
    fit = [t for t in tags if t != "cpu" and (int(t[2:-1]), int(t[-1])) <= tuple(driver)]
    return max(fit, key=lambda t: (int(t[2:-1]), int(t[-1]))) if fit else "cpu"
