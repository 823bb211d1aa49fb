# Mistake: "the model may be float64. Leave the model (weights ...) ... as you found them" — it calls model.float() and casts each x to float32 "so dtypes match", which converts a float64 model's weights to float32 in place (they stay float32 after the call, rounded).
def validation_loss(model, batches):
    model.float()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x.float()), y, reduction="sum").item()
            count += len(x)
    return total / count
