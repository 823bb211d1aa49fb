# Right: one pass over the iterable under torch.inference_mode (nothing saved for backward, grad mode restored on exit), summed cross-entropy per batch accumulated as a Python float in double precision, divided by the total count; the model's modes are never touched (its layers are frozen/deterministic as the prompt states).
def validation_loss(model, batches):
    total, count = 0.0, 0
    with torch.inference_mode():
        for x, y in batches:
            logits = model(x)
            total += F.cross_entropy(logits.double(), y, reduction="sum").item()
            count += int(y.shape[0])
    return total / count
