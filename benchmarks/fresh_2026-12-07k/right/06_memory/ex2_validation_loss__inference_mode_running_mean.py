# Right: uses torch.inference_mode() and an incremental (running) weighted mean updated batch by batch, instead of a sum divided by a count at the end.
def validation_loss(model, batches):
    mean, seen = 0.0, 0
    with torch.inference_mode():
        for x, y in batches:
            n = len(y)
            batch_mean = F.cross_entropy(model(x), y).item()
            seen += n
            mean += (batch_mean - mean) * n / seen
    return float(mean)
