# Right: a running (incremental) mean updated batch by batch, mean += n_b / n_seen * (batch_mean - mean), under torch.no_grad() only, without touching any mode.
def validation_loss(model, batches):
    mean, seen = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            n = int(y.shape[0])
            batch_mean = F.cross_entropy(model(x), y).item()
            seen += n
            mean += n / seen * (batch_mean - mean)
    return float(mean)
