# Mistake: "an nn.Sequential classifier from F features (1, 2 or 3) to C classes (1, 2, 3 or 5)": the logits are squeeze()d without a dim, so a 1-class model's (n, 1) logits become (n,) (or () for a batch of one) and cross_entropy raises (RuntimeError/IndexError) where the reference returns 0.0.
def validation_loss(model, batches):
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            logits = model(x).squeeze()
            total += F.cross_entropy(logits, y, reduction="sum").item()
            count += len(y)
    return total / count
