# Diagnosis: string-comparison
# Pitfall: comparing wheel tags as text ("cu92" > "cu118" as strings).
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = f"cu{driver[0]}{driver[1]}"
    fitting = [t for t in tags if t.startswith("cu") and t <= ceiling]
    return max(fitting) if fitting else "cpu"
