# Right: uses reduction="sum" on each micro-batch and divides by B (the same n/B weighting written differently); clears with p.grad = None on every parameter.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        summed = F.cross_entropy(model(xb), yb, reduction="sum")
        (summed / B).backward()
        total += summed.item()
    return total / B
