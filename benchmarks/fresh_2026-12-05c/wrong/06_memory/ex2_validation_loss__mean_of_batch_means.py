# Mistake: "Batches may have different sizes (the last one is often smaller): weight each batch by its size" — averages the per-batch means, wrong when the batches have unequal sizes
def validation_loss(model, batches):
    means = []
    with torch.no_grad():
        for x, y in batches:
            means.append(F.cross_entropy(model(x), y).item())
    return sum(means) / len(means)
