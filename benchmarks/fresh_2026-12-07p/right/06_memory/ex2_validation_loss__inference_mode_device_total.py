# Right: runs under torch.inference_mode(), keeps a running sum of mean-loss * batch size as a tensor and reads it once at the end with float(); it does not touch the modes at all (allowed: the models here are mode-independent).
def validation_loss(model, batches):
    total, count = None, 0
    with torch.inference_mode():
        for x, y in batches:
            part = F.cross_entropy(model(x), y) * y.shape[0]
            total = part if total is None else total + part
            count += y.shape[0]
    return float(total) / count
