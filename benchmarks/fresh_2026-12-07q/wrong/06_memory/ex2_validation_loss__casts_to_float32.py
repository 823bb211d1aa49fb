# Mistake: "the model may be float64": casting each batch with x.float() "to be safe" feeds float32 into a float64 model's Linear layers, which raises a dtype mismatch error.
def validation_loss(model, batches):
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            loss = F.cross_entropy(model(x.float()), y.long(), reduction="sum")
            total += loss.item()
            count += len(y)
    return total / count
