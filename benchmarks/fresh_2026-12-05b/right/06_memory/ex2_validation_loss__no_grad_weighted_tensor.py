# Right: torch.no_grad() context, accumulate per-batch mean * size as a float64 tensor and read it back once at the end.
def validation_loss(model, batches):
    with torch.no_grad():
        total = torch.zeros((), dtype=torch.float64)
        n = 0
        for x, y in batches:
            mean = F.cross_entropy(model(x), y)
            total = total + mean.double().cpu() * len(y)
            n += len(y)
        return (total / n).item()
