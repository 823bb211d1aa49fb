# Mistake: an empty batch is answered early with torch.empty(images.shape, dtype=torch.uint8), created on the default device instead of the images' device.
def brighten(images, amount):
    if images.numel() == 0:
        return torch.empty(images.shape, dtype=torch.uint8)
    amount = max(-255, min(255, amount))
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
