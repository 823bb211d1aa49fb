# Mistake: "comparing tags as **strings** (as text, "cu92" is larger than "cu118"). Compare numbers.": each tag is compared with the driver spelled as a tag ("cu124") and the fitting ones are ranked as text, so driver (12, 4) with ["cu92"] gives "cpu" ("cu92" > "cu124" as text) instead of "cu92".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    driver_tag = f"cu{driver[0]}{driver[1]}"
    fitting = [tag for tag in tags if tag.startswith("cu") and tag <= driver_tag]
    return max(fitting) if fitting else "cpu"
