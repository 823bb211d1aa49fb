# Mistake: "the model may be float64" -- casts every batch to float32 with x.float(), which fails (dtype mismatch) on a float64 model.
def validation_loss(model, batches):
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            logits = model(x.float())
            total += F.cross_entropy(logits, y.long(), reduction="sum").item()
            count += len(y)
    return total / count
