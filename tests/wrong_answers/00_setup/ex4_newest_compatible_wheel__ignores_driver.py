# Diagnosis: above-driver
# Pitfall: "the latest is best" -- the newest wheel whatever the driver can run.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    cuda = [t for t in tags if t.startswith("cu")]
    return max(cuda, key=lambda t: (int(t[2:-1]), int(t[-1]))) if cuda else "cpu"
