# Mistake: "the model may be float64": the batch is cast with x.float() before the forward pass, so a float64 model fails on a float32 input (dtype mismatch in Linear).
def validation_loss(model, batches):
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            logits = model(x.float())
            total += F.cross_entropy(logits, y.long(), reduction="sum").item()
            count += y.shape[0]
    return total / count
