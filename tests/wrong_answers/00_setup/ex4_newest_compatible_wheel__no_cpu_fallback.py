# Diagnosis: no-cpu-fallback
# Pitfall: max() of the fitting wheels, which fails when none fits.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return int(tag[2:-1]), int(tag[-1])

    return max((t for t in tags if t.startswith("cu") and version(t) <= tuple(driver)), key=version)
