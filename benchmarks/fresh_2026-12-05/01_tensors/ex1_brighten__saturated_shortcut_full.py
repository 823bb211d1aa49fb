# Mistake: past ±255 every pixel saturates, so the answer is built directly with torch.full(images.shape, ...) (no device=): on a GPU the result lands on the CPU.
def brighten(images, amount):
    if amount >= 255:
        return torch.full(images.shape, 255, dtype=torch.uint8)
    if amount <= -255:
        return torch.zeros(images.shape, dtype=torch.uint8)
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
