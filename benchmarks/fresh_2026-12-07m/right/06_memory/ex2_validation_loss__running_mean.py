# Right: keeps a running per-example mean updated batch by batch (weight n / seen), and stays in the caller's modes (no_grad only, as the prompt allows for these frozen models).
def validation_loss(model, batches):
    mean, seen = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            n = y.shape[0]
            batch_mean = F.cross_entropy(model(x), y).item()
            seen += n
            mean += (batch_mean - mean) * n / seen
    return float(mean)
