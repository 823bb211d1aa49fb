# Mistake: "the notebook's device changes nothing: use the arguments'" — moves each batch to the notebook's run.device; on a GPU notebook with a CPU model the forward fails with a device mismatch.
def validation_loss(model, batches):
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            x, y = x.to(run.device), y.to(run.device)
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += y.numel()
    return total / count
